import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  arabicTransactions,
  englishTransactions,
  hindiTransactions,
  urduTransactions,
} from './storyTransactions';
import { TransactionCard } from './TransactionCard';

// The card says its own words (type, status, balance, details, the amount read out) in the story's locale.
const [purchase, exchange, withdrawal] = englishTransactions;

const meta = {
  title: 'Wallet/TransactionCard',
  component: TransactionCard,
  args: { ...purchase! },
} satisfies Meta<typeof TransactionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: 'Purchase: 3 GCoins pack (first purchase doubled)' }),
    ).toBeVisible();
    await expect(canvas.getByText('+6 GCoins')).toBeInTheDocument();
    await expect(canvas.getByText('Completed')).toBeVisible();
  },
};

export const Debit: Story = {
  args: { ...exchange!, metadata: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Crystal exchange')).toBeVisible();
    await expect(canvas.getByText('\u2212825 crystals')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Pending: Story = { args: { ...withdrawal! } };

export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show details' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide details');
    await expect(canvas.getByText('Payment reference')).toBeVisible();
    await expect(canvas.getByText('5O190127TN364715T')).toBeVisible();
    await expect(canvas.getByText('Payment email')).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: {
    description:
      'Prize for finishing second in the Valorant Weekend Championship (season 4, European bracket), credited after review',
    type: 'prize',
    amount: 12500,
    currency: 'crystal',
    balanceAfter: 30975,
  },
};

/** A type the locale files do not name yet reads as it is. */
export const UnknownType: Story = {
  args: { ...exchange!, type: 'season_bonus', metadata: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('season bonus')).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { ...arabicTransactions[0]! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('شراء')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'عرض التفاصيل' }));
    await expect(canvas.getByRole('button', { name: 'إخفاء التفاصيل' })).toBeVisible();
  },
};

export const RTLDebit: Story = {
  globals: { locale: 'ar' },
  args: { ...arabicTransactions[1]!, metadata: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('سحب')).toBeVisible();
    await expect(canvas.getByText('قيد الانتظار')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { ...hindiTransactions[0]! },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { ...urduTransactions[1]!, metadata: [] },
};
