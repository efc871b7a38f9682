import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WalletBalances } from './WalletBalances';

const meta = {
  title: 'Wallet/WalletBalances',
  component: WalletBalances,
  args: { gCoins: 1250, crystals: 18475, storeHref: '/store' },
} satisfies Meta<typeof WalletBalances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balances: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveTextContent('1,250 GCoins');
    await expect(canvas.getByRole('region', { name: 'Crystals' })).toHaveTextContent('18,475 crystals');
    await expect(canvas.getByRole('link', { name: 'Purchase more' })).toHaveAttribute('href', '/store');
    await expect(canvas.getByRole('link', { name: 'Exchange for GCoins' })).toHaveAttribute('href', '/store');
  },
};

/** A new player: nothing yet, the way to the store stays. */
export const Empty: Story = {
  args: { gCoins: 0, crystals: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveTextContent('0 GCoins');
    await expect(canvas.getByRole('region', { name: 'Crystals' })).toHaveTextContent('0 crystals');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Crystals' })).toHaveAttribute('aria-busy', 'true');
  },
};

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

/** Side by side from the tablet width. */
export const Tablet: Story = { globals: tablet };

export const Arabic: Story = {
  globals: { locale: 'ar', ...tablet },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'الكريستالات' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'اشترِ المزيد' })).toHaveAttribute('href', '/store');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

export const ArabicLoading: Story = {
  globals: { locale: 'ar' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('region')[0]).toHaveAttribute('aria-busy', 'true');
  },
};
