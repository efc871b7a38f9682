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
    title: 'GCoins',
    amount: 1250,
    amountLabel: '1,250 GCoins',
    caption: 'Use GCoins to enter premium challenges.',
    loadingLabel: 'Loading balance',
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
    title: 'Crystals',
    amount: 18475,
    amountLabel: '18,475 crystals',
    caption: 'Won in challenges. 50 crystals are worth 1 USD.',
    actions: (
      <Button variant="secondary" onClick={fn()}>
        Transaction history
      </Button>
    ),
  },
};

export const Empty: Story = {
  args: { amount: 0, amountLabel: '0 GCoins', caption: 'Buy GCoins to enter your first premium challenge.' },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'GCoins' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'عملات جي',
    amount: 1250,
    format: new Intl.NumberFormat('ar-EG').format,
    amountLabel: '١٬٢٥٠ عملة جي',
    caption: 'استخدم عملات جي للمشاركة في التحديات المميزة.',
    actions: (
      <Button href="/store" iconEnd={<ArrowForwardIcon />}>
        شراء المزيد
      </Button>
    ),
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    currency: 'crystal',
    title: 'کرسٹلز',
    amount: 18475,
    amountLabel: '18,475 کرسٹلز',
    caption: 'چیلنجز میں جیتے گئے۔ 50 کرسٹلز ایک امریکی ڈالر کے برابر ہیں۔',
    actions: <Button variant="secondary">لین دین کی تاریخ</Button>,
  },
};
