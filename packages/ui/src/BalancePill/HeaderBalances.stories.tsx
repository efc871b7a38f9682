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
  },
  play: async ({ canvas }) => {
    // The pills are compact; the link's name reads the figures in full.
    await expect(
      canvas.getByRole('link', { name: 'Wallet: 12,840 GCoins, 1,845,200 crystals' }),
    ).toHaveTextContent('12.8K');
  },
};

export const CompactLoading: Story = { args: { compact: true, loading: true } };

export const Zero: Story = { args: { gCoins: 0, crystals: 0 } };

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
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'المحفظة: 1,250 GCoins و18,475 كريستالة' }),
    ).toHaveAttribute('href', '/wallet');
  },
};

export const RTLLoading: Story = {
  globals: { locale: 'ar' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'المحفظة: جارٍ تحميل الأرصدة' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const RTLCompact: Story = {
  globals: { locale: 'ar' },
  args: {
    compact: true,
    format: compactNumber,
    crystals: 1845200,
  },
};

export const Hindi: Story = { globals: { locale: 'hi' } };

export const Urdu: Story = { globals: { locale: 'ur' }, args: { compact: true, format: compactNumber } };
