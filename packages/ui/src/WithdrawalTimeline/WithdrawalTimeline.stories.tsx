import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithdrawalTimeline, type WithdrawalTimelineItem } from './WithdrawalTimeline';

// In the product's words (wallet.withdrawal.timeline.* in the locale files), English or Arabic; the
// times are formatted as the site formats them (the reader's language, medium date, short time).

type Lang = 'en' | 'ar' | 'ur' | 'hi';
const at = (iso: string, lang: Lang) => ({
  label: new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ),
  dateTime: iso,
});

const requested = '2026-11-23T10:00:00.000Z';
const decided = '2026-11-23T16:30:00.000Z';
const finished = '2026-11-24T09:15:00.000Z';

function withdrawal(
  status: WithdrawalTimelineItem['status'],
  lang: Lang = 'en',
  extra: Partial<WithdrawalTimelineItem> = {},
): WithdrawalTimelineItem {
  const decidedAt = status === 'pending' ? null : at(decided, lang);
  return {
    id: `w-${status}`,
    crystals: 1_500,
    usd: '$30.00',
    destination: 'name@paypal.com',
    status,
    requestedAt: at(requested, lang),
    decidedAt,
    paidAt: status === 'completed' ? at(finished, lang) : null,
    refundedAt: status === 'failed' || status === 'rejected' ? at(finished, lang) : null,
    reason: null,
    ...extra,
  };
}

const meta = {
  title: 'Wallet/WithdrawalTimeline',
  component: WithdrawalTimeline,
  args: { withdrawals: [withdrawal('pending')] },
} satisfies Meta<typeof WithdrawalTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;

/** The steps of the one withdrawal in the story, as a screen reader lists them (ICU's narrow spaces as spaces). */
function steps(canvasElement: HTMLElement) {
  const list = within(canvasElement).getByRole('list', { name: 'Progress of this withdrawal' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent.replace(/\u202f/g, ' '));
}

/** Requested, waiting for an operator's approval; nothing paid yet. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent withdrawals' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: /1,500 crystals \$30\.00/ })).toBeVisible();
    await expect(canvas.getByText('Awaiting approval')).toBeVisible();
    await expect(canvas.getByText('To name@paypal.com')).toBeVisible();
    await expect(steps(canvasElement)).toEqual([
      'Requested, doneNov 23, 2026, 10:00 AM',
      'Waiting for approval, in progress',
      'Paid, not yet',
    ]);
  },
};
export const PendingRTL: Story = { ...rtl, args: { withdrawals: [withdrawal('pending', 'ar')] } };
export const PendingUrdu: Story = {
  globals: { locale: 'ur' },
  args: { withdrawals: [withdrawal('pending', 'ur')] },
};
export const PendingHindi: Story = {
  globals: { locale: 'hi' },
  args: { withdrawals: [withdrawal('pending', 'hi')] },
};

/** Approved (by an operator or automatically) and on its way to the payment account. */
export const Approved: Story = {
  args: { withdrawals: [withdrawal('processing')] },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      'Requested, doneNov 23, 2026, 10:00 AM',
      'Approved, doneNov 23, 2026, 4:30 PM',
      'Being paid out, in progress',
    ]);
  },
};
export const ApprovedRTL: Story = { ...rtl, args: { withdrawals: [withdrawal('processing', 'ar')] } };

/** Paid: every step done, to a saved card. */
export const Paid: Story = {
  args: { withdrawals: [withdrawal('completed', 'en', { destination: 'Visa ending in 1111' })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('To Visa ending in 1111')).toBeVisible();
    await expect(steps(canvasElement)).toEqual([
      'Requested, doneNov 23, 2026, 10:00 AM',
      'Approved, doneNov 23, 2026, 4:30 PM',
      'Paid, doneNov 24, 2026, 9:15 AM',
    ]);
  },
};
export const PaidRTL: Story = {
  ...rtl,
  args: { withdrawals: [withdrawal('completed', 'ar', { destination: 'Visa المنتهية بـ 1111' })] },
};

/** The provider could not pay: the crystals came back, with the provider's reason. */
export const Refunded: Story = {
  args: { withdrawals: [withdrawal('failed', 'en', { reason: 'Account closed' })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Payout failed')).toHaveLength(2); // the badge and the step
    await expect(steps(canvasElement)).toEqual([
      'Requested, doneNov 23, 2026, 10:00 AM',
      'Approved, doneNov 23, 2026, 4:30 PM',
      'Payout failed, stoppedReason: Account closed',
      'Crystals returned, doneNov 24, 2026, 9:15 AM',
    ]);
  },
};
export const RefundedRTL: Story = {
  ...rtl,
  args: { withdrawals: [withdrawal('failed', 'ar', { reason: 'Account closed' })] },
};

/** An operator refused it: the crystals came back, with the operator's reason. */
export const Rejected: Story = {
  args: {
    withdrawals: [withdrawal('rejected', 'en', { reason: 'The payment email does not match your name.' })],
  },
  play: async ({ canvasElement }) => {
    await expect(steps(canvasElement)).toEqual([
      'Requested, doneNov 23, 2026, 10:00 AM',
      'Rejected, stoppedNov 23, 2026, 4:30 PMReason: The payment email does not match your name.',
      'Crystals returned, doneNov 24, 2026, 9:15 AM',
    ]);
  },
};
export const RejectedRTL: Story = {
  ...rtl,
  args: { withdrawals: [withdrawal('rejected', 'ar', { reason: 'لا يطابق البريد اسمك.' })] },
};

/** Several at once, newest first, as the wallet shows them. */
export const Several: Story = {
  args: {
    withdrawals: [
      withdrawal('pending', 'en', { id: 'w-1', crystals: 5_000, usd: '$100.00' }),
      withdrawal('completed', 'en', { id: 'w-2', destination: 'Visa ending in 1111' }),
    ],
  },
};
export const SeveralRTL: Story = {
  ...rtl,
  args: {
    withdrawals: [
      withdrawal('pending', 'ar', { id: 'w-1', crystals: 5_000, usd: '$100.00' }),
      withdrawal('completed', 'ar', { id: 'w-2', destination: 'Visa المنتهية بـ 1111' }),
    ],
  },
};

/** The list could not be loaded: the message and a retry. */
export const LoadFailed: Story = {
  args: { withdrawals: [], loadFailed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your recent withdrawals could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};
export const LoadFailedRTL: Story = { ...rtl, args: { withdrawals: [], loadFailed: true, onRetry: fn() } };
