import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import {
  arabicCardLabels,
  arabicTransactions,
  englishCardLabels,
  englishTransactions,
} from './storyTransactions';
import { TransactionCard } from './TransactionCard';

const [purchase, exchange, withdrawal] = englishTransactions;

const meta = {
  title: 'Wallet/TransactionCard',
  component: TransactionCard,
  args: { ...purchase!, labels: englishCardLabels },
} satisfies Meta<typeof TransactionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Debit: Story = {
  args: { ...exchange!, metadata: [], labels: englishCardLabels },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Spent 825 crystals')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Pending: Story = { args: { ...withdrawal!, labels: englishCardLabels } };

export const DetailsOpen: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show details' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide details');
    await expect(canvas.getByText('5O190127TN364715T')).toBeVisible();
  },
};

export const LongDescription: Story = {
  args: {
    description:
      'Prize for finishing second in the Valorant Weekend Championship (season 4, European bracket), credited after review',
    typeLabel: 'Prize',
    amount: 12500,
    currency: 'crystal',
    amountLabel: 'Received 12,500 crystals',
    balanceAfter: 30975,
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { ...arabicTransactions[0]!, labels: arabicCardLabels },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'عرض التفاصيل' }));
  },
};

export const RTLDebit: Story = {
  globals: { locale: 'ar' },
  args: { ...arabicTransactions[1]!, metadata: [], labels: arabicCardLabels },
};
