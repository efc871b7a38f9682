import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { WithdrawalReviewDialog } from './WithdrawalReviewDialog';

// In the product's words (wallet.withdrawal.review.* in the locale files); stories give it data only.
const meta = {
  title: 'Wallet/WithdrawalReviewDialog',
  component: WithdrawalReviewDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    crystals: 5_000,
    destination: { email: 'name@paypal.com', card: null },
    onConfirm: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof WithdrawalReviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;
const visa = { email: null, card: { brand: 'Visa', last4: '1111' } };

/** Issue 34 row 12: what leaves, what arrives and where, before anything is sent; Back is focused first. */
export const PaymentEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Review your withdrawal' })).toBeVisible();
    await expect(
      dialog.getByText('You are withdrawing 5,000 crystals ($100.00) to name@paypal.com.'),
    ).toBeVisible();
    await expect(dialog.getByText(/The crystals leave your balance as soon as you confirm/)).toBeVisible();
    const back = dialog.getByRole('button', { name: 'Back to edit' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};
export const PaymentEmailRTL: Story = {
  ...rtl,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'راجع عملية السحب' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'تأكيد السحب' })).toBeVisible();
    await expect(
      dialog.getByText('أنت تسحب 5,000 كريستالة (\u2068$100.00\u2069) إلى \u2068name@paypal.com\u2069.'),
    ).toBeVisible();
  },
};

/** A card payout names the card by its brand and last four digits. */
export const Card: Story = {
  args: { crystals: 1_500, destination: visa },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText('You are withdrawing 1,500 crystals ($30.00) to Visa ending in 1111.'),
    ).toBeVisible();
  },
};
export const CardRTL: Story = {
  ...rtl,
  args: { crystals: 1_500, destination: visa },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Visa المنتهية بـ 1111')).toBeVisible();
  },
};

/** Confirmed: the request is on its way, Confirm spins and Back is disabled. */
export const Sending: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Back to edit' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};
export const SendingRTL: Story = { ...rtl, args: { busy: true } };
