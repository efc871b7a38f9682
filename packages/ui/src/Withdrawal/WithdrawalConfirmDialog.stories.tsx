import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { WithdrawalConfirmDialog, type WithdrawalConfirmDialogLabels } from './WithdrawalConfirmDialog';

const number = new Intl.NumberFormat('en-US');

const english: WithdrawalConfirmDialogLabels = {
  title: 'Withdrawal requested',
  description: 'It is processed within 12 to 72 hours. You can follow it in your transaction history.',
  transactionId: 'Transaction ID',
  copy: 'Copy',
  copied: 'Copied',
  amount: 'Amount',
  destination: 'Paid to',
  done: 'Done',
  close: 'Close',
  crystalsAmount: (n) => `${number.format(n)} crystals`,
};

const arabic: WithdrawalConfirmDialogLabels = {
  title: 'تم طلب السحب',
  description: 'تتم معالجته خلال 12 إلى 72 ساعة. يمكنك متابعته في سجل المعاملات.',
  transactionId: 'معرّف المعاملة',
  copy: 'نسخ',
  copied: 'تم النسخ',
  amount: 'المبلغ',
  destination: 'يُدفع إلى',
  done: 'تم',
  close: 'إغلاق',
  crystalsAmount: (n) => `${number.format(n)} كريستالة`,
};

const meta = {
  title: 'Wallet/WithdrawalConfirmDialog',
  component: WithdrawalConfirmDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    labels: english,
    transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    crystals: 1_500,
    usd: '$30.00',
    destination: 'player@example.com',
    copied: false,
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WithdrawalConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;

/** spec §2: the transaction id with a copy button, and the email the payout goes to. */
export const PaymentEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const PaymentEmailRTL: Story = { ...rtl, args: { labels: arabic } };

/** A card payout says 'Card'. */
export const Card: Story = { args: { destination: 'Card', crystals: 2_000, usd: '$40.00' } };
export const CardRTL: Story = {
  ...rtl,
  args: { labels: arabic, destination: 'البطاقة', crystals: 2_000, usd: '$40.00' },
};

/** spec §2, §9: 'Copied' for 2 s after copying (the machine's timer), announced politely. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('Copied');
  },
};
export const CopiedRTL: Story = { ...rtl, args: { labels: arabic, copied: true } };

/** Without `labels`: the product's own words (wallet.withdrawal.confirm.*). */
export const ProductWords: Story = {
  args: { labels: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
  },
};

export const ProductWordsRTL: Story = {
  ...rtl,
  args: { labels: undefined },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'تم طلب السحب' })).toBeVisible();
  },
};
