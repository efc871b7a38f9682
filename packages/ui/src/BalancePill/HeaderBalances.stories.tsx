import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BalancePill } from './BalancePill';
import { HeaderBalances } from './HeaderBalances';

const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
  .format;

const meta = {
  title: 'Wallet/HeaderBalances',
  component: HeaderBalances,
  args: {
    href: '/wallet',
    gCoins: 1250,
    crystals: 18475,
    label: 'Wallet: 1,250 GCoins, 18,475 crystals',
    loadingLabel: 'Wallet: loading balances',
    loading: false,
    compact: false,
  },
} satisfies Meta<typeof HeaderBalances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Wallet: 1,250 GCoins, 18,475 crystals' });
    await expect(link).toHaveAttribute('href', '/wallet');
    await expect(link).toHaveTextContent('1,250');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Wallet: loading balances' });
    await expect(link).toHaveAttribute('aria-busy', 'true');
  },
};

/** Phone header: smaller pills and a compact figure. */
export const Compact: Story = {
  args: {
    compact: true,
    gCoins: 12840,
    crystals: 1845200,
    format: compactNumber,
    label: 'Wallet: 12,840 GCoins, 1,845,200 crystals',
  },
};

export const CompactLoading: Story = { args: { compact: true, loading: true } };

export const Zero: Story = { args: { gCoins: 0, crystals: 0, label: 'Wallet: 0 GCoins, 0 crystals' } };

export const SinglePills: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <BalancePill currency="gcoin" amount={42} />
      <BalancePill currency="crystal" amount={908070} />
      <BalancePill currency="crystal" amount={0} loading />
    </div>
  ),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    format: new Intl.NumberFormat('ar-EG').format,
    label: 'المحفظة: ١٬٢٥٠ عملة جي، ١٨٬٤٧٥ كريستالة',
    loadingLabel: 'المحفظة: جارٍ تحميل الأرصدة',
  },
};

export const RTLCompact: Story = {
  globals: { locale: 'ar' },
  args: {
    compact: true,
    format: compactNumber,
    crystals: 1845200,
    label: 'المحفظة: 1,250 عملة جي، 1,845,200 كريستالة',
  },
};
