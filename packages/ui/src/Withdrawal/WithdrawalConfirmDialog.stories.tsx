import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { WithdrawalConfirmDialog } from './WithdrawalConfirmDialog';

// The dialog says its own words (wallet.withdrawal.confirm.* in the locale files, issue 32); a story
// gives it the withdrawal's data only.
const meta = {
  title: 'Wallet/WithdrawalConfirmDialog',
  component: WithdrawalConfirmDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    transactionId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    crystals: 1_500,
    destination: { email: 'player@example.com', card: null },
    copied: false,
    onCopy: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WithdrawalConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;
const visa = { email: null, card: { brand: 'Visa', last4: '1111' } };

/** spec §2: the transaction id with a copy button, the amount with its worth, the email paid to. */
export const PaymentEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Withdrawal requested' })).toBeVisible();
    await expect(dialog.getByText('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBeVisible();
    await expect(dialog.getByText('$30.00')).toBeVisible();
    await expect(dialog.getByText('player@example.com')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    await expect(args.onCopy).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
export const PaymentEmailRTL: Story = {
  ...rtl,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'تم طلب السحب' })).toBeVisible();
  },
};

/** A card payout names the card by its brand and last four digits. */
export const Card: Story = {
  args: { destination: visa, crystals: 2_000 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Visa ending in 1111')).toBeVisible();
    await expect(dialog.getByText('$40.00')).toBeVisible();
  },
};
export const CardRTL: Story = { ...rtl, args: { destination: visa, crystals: 2_000 } };

/** A card the answer does not name: 'Card'. */
export const UnknownCard: Story = {
  args: { destination: { email: null, card: null } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Card', { exact: true })).toBeVisible();
  },
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
export const CopiedRTL: Story = { ...rtl, args: { copied: true } };

export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('player@example.com')).toBeVisible();
  },
};

export const Urdu: Story = { globals: { locale: 'ur' }, args: { destination: visa } };
