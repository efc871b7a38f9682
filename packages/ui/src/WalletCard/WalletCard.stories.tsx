import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { ArrowForwardIcon } from '../Icon';
import { WalletCard } from './WalletCard';

const meta = {
  title: 'Wallet/WalletCard',
  component: WalletCard,
  args: {
    currency: 'gcoin',
    amount: 1250,
    caption: 'Use GCoins to enter premium challenges.',
    actions: (
      <Button href="/store" iconEnd={<ArrowForwardIcon />}>
        Purchase more
      </Button>
    ),
  },
} satisfies Meta<typeof WalletCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveTextContent('1,250 GCoins');
    await expect(canvas.getByRole('link', { name: 'Purchase more' })).toHaveAttribute('href', '/store');
  },
};

export const Crystals: Story = {
  args: {
    currency: 'crystal',
    amount: 18475,
    caption: 'Won in challenges. 50 crystals are worth 1 USD.',
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Transaction history
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Crystals' })).toHaveTextContent('18,475 crystals');
  },
};

export const Empty: Story = {
  args: { amount: 0, caption: 'Buy GCoins to enter your first premium challenge.' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading balances')).toBeInTheDocument();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    amount: 1250,
    caption: 'استخدم عملات جي للمشاركة في التحديات المميزة.',
    actions: (
      <Button href="/store" iconEnd={<ArrowForwardIcon />}>
        شراء المزيد
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveTextContent('1,250 GCoins');
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    currency: 'crystal',
    amount: 18475,
    caption: 'چیلنجز میں جیتے گئے۔ 50 کرسٹلز ایک امریکی ڈالر کے برابر ہیں۔',
    actions: <Button variant="secondary">لین دین کی تاریخ</Button>,
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    caption: 'प्रीमियम चुनौतियों में शामिल होने के लिए GCoins का उपयोग करें।',
    actions: <Button href="/store">और खरीदें</Button>,
  },
};
