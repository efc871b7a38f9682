import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ReferralList, type ReferralListItem } from './ReferralList';

const row = (
  referredUserId: string,
  name: string,
  email: string,
  registeredAt: string,
  flags: Pick<ReferralListItem, 'converted' | 'claimable' | 'claimed'>,
): ReferralListItem => ({ referredUserId, name, email, registeredAt, ...flags });

/** spec §4 Referral rows: ready, pending, converted but not claimable, claimed, and a second ready row. */
const referrals: ReferralListItem[] = [
  row('u1', 'Sara Ahmed', 'sa***@example.com', '2025-03-02T10:00:00Z', {
    converted: true,
    claimable: true,
    claimed: false,
  }),
  row('u2', 'Omar Khalid', 'om***@example.com', '2025-03-05T10:00:00Z', {
    converted: false,
    claimable: false,
    claimed: false,
  }),
  row('u3', 'Lucas Martin', 'lu***@example.com', '2025-02-20T10:00:00Z', {
    converted: true,
    claimable: false,
    claimed: false,
  }),
  row('u4', 'Priya Nair', 'pr***@example.com', '2025-01-14T10:00:00Z', {
    converted: true,
    claimable: false,
    claimed: true,
  }),
  row('u5', 'Yusuf Demir', 'yu***@example.com', '2025-03-09T10:00:00Z', {
    converted: true,
    claimable: true,
    claimed: false,
  }),
];

const arabicNames = ['سارة أحمد', 'عمر خالد', 'لوكاس مارتن', 'بريا ناير', 'يوسف دمير'];
const arabicReferrals = referrals.map((referral, index) => ({ ...referral, name: arabicNames[index] ?? '' }));

const englishDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const arabicDate = new Intl.DateTimeFormat('ar-AE', { dateStyle: 'medium', timeZone: 'UTC' });

const meta = {
  title: 'Referral/ReferralList',
  component: ReferralList,
  args: {
    referrals,
    formatDate: (iso) => englishDate.format(new Date(iso)),
    onClaim: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReferralList>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = {
  globals: { locale: 'ar' },
  args: {
    referrals: arabicReferrals,
    formatDate: (iso: string) => arabicDate.format(new Date(iso)),
  },
} as const;

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

const rowOf = (canvasElement: HTMLElement, name: string) => {
  const item = within(canvasElement).getByText(name).closest('li');
  if (!item) throw new globalThis.Error(`no row for ${name}`);
  return within(item);
};

/**
 * Every row kind; only Ready to Claim is active, and it claims its own referral. At tablet width,
 * where a row is one line, so all five fit the screenshot.
 */
export const Rows: Story = {
  globals: tablet,
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(5);

    const sara = rowOf(canvasElement, 'Sara Ahmed');
    await expect(sara.getByText('Converted')).toBeVisible();
    await expect(sara.getByText('sa***@example.com')).toHaveAttribute('dir', 'ltr');
    await expect(sara.getByText('Joined Mar 2, 2025')).toBeVisible();
    const ready = sara.getByRole('button', { name: 'Ready to Claim' });
    await expect(ready).toBeEnabled();
    await expect(ready).toHaveAccessibleDescription('Sara Ahmed');
    await userEvent.click(ready);
    await expect(args.onClaim).toHaveBeenCalledOnce();
    await expect(args.onClaim).toHaveBeenCalledWith(referrals[0]);

    const omar = rowOf(canvasElement, 'Omar Khalid');
    await expect(omar.getByText('Pending')).toBeVisible();
    await expect(omar.getByRole('button', { name: 'Not Claimable' })).toBeDisabled();

    const lucas = rowOf(canvasElement, 'Lucas Martin');
    await expect(lucas.getByText('Converted')).toBeVisible();
    await expect(lucas.getByRole('button', { name: 'Not Claimable' })).toBeDisabled();

    const priya = rowOf(canvasElement, 'Priya Nair');
    const claimed = priya.getByRole('button', { name: 'Claimed' });
    await expect(claimed).toBeDisabled();
    // Disabled buttons cannot be pressed: no further claim.
    await userEvent.click(claimed, { pointerEventsCheck: 0 });
    await userEvent.click(omar.getByRole('button', { name: 'Not Claimable' }), { pointerEventsCheck: 0 });
    await expect(args.onClaim).toHaveBeenCalledTimes(1);

    await userEvent.click(
      rowOf(canvasElement, 'Yusuf Demir').getByRole('button', { name: 'Ready to Claim' }),
    );
    await expect(args.onClaim).toHaveBeenLastCalledWith(referrals[4]);
  },
};
export const RowsRTL: Story = {
  ...rtl,
  globals: { ...rtl.globals, ...tablet },
  play: async ({ canvasElement }) => {
    const sara = rowOf(canvasElement, 'سارة أحمد');
    await expect(sara.getByRole('button', { name: 'جاهز للمطالبة' })).toBeEnabled();
    await expect(sara.getByText('sa***@example.com')).toHaveAttribute('dir', 'ltr');
  },
};

/** The 360 px phone: each row wraps and its button takes the full width (three rows fit the page). */
export const Phone: Story = {
  args: { referrals: [referrals[0]!, referrals[1]!, referrals[3]!] },
  play: async ({ canvasElement }) => {
    const button = rowOf(canvasElement, 'Sara Ahmed').getByRole('button', { name: 'Ready to Claim' });
    const row = button.closest('li')!.getBoundingClientRect();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(row.width * 0.8);
  },
};
export const PhoneRTL: Story = {
  ...rtl,
  args: { ...rtl.args, referrals: [arabicReferrals[0]!, arabicReferrals[1]!, arabicReferrals[3]!] },
};

/** A converted referral held for a fair-play review (decision 0050): not claimable, and the row says why. */
export const HeldForReview: Story = {
  args: { referrals: [{ ...referrals[0]!, claimable: false, heldFor: 'fairPlayReview' }, referrals[4]!] },
  play: async ({ canvasElement }) => {
    const sara = rowOf(canvasElement, 'Sara Ahmed');
    await expect(sara.getByRole('button', { name: 'Not Claimable' })).toBeDisabled();
    await expect(
      sara.getByText(
        'Held for a fair-play review: this reward can be claimed once an operator has looked at it.',
      ),
    ).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Yusuf Demir').queryByText(
        'Held for a fair-play review: this reward can be claimed once an operator has looked at it.',
      ),
    ).toBeNull();
  },
};
export const HeldForReviewRTL: Story = {
  ...rtl,
  args: {
    ...rtl.args,
    referrals: [{ ...arabicReferrals[0]!, claimable: false, heldFor: 'fairPlayReview' }, arabicReferrals[4]!],
  },
  play: async ({ canvasElement }) => {
    await expect(
      rowOf(canvasElement, 'سارة أحمد').getByText(
        'موقوفة لمراجعة اللعب النظيف: يمكن المطالبة بهذه المكافأة بعد أن يراجعها أحد المشرفين.',
      ),
    ).toBeVisible();
  },
};

/** The referral being claimed spins; a press while it spins claims nothing more. */
export const Claiming: Story = {
  args: { claimingId: 'u1', referrals: referrals.slice(0, 3) },
  play: async ({ canvasElement, args }) => {
    const button = rowOf(canvasElement, 'Sara Ahmed').getByRole('button', { name: 'Ready to Claim' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};
export const ClaimingRTL: Story = {
  ...rtl,
  args: { ...rtl.args, claimingId: 'u1', referrals: arabicReferrals.slice(0, 3) },
};

/** The empty state explains how referring works, in three steps. */
export const Empty: Story = {
  args: { referrals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No referrals yet' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
export const EmptyRTL: Story = { ...rtl, args: { ...rtl.args, referrals: [] } };

const share = fn();
/** The empty state's next step: sharing the link from right there. */
export const EmptyWithAction: Story = {
  args: { referrals: [], emptyAction: <Button onClick={share}>Share your link</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share your link' }));
    await expect(share).toHaveBeenCalled();
  },
};
export const EmptyWithActionRTL: Story = {
  ...rtl,
  args: { ...rtl.args, referrals: [], emptyAction: <Button onClick={share}>شارك رابطك</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'شارك رابطك' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, referrals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your referrals');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
export const LoadingRTL: Story = { ...rtl, args: { ...rtl.args, loading: true, referrals: [] } };

/** spec §8 fallback, with a retry. */
export const Error: Story = {
  args: { referrals: [], error: 'Failed to fetch referrals (500)' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch referrals (500)');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const ErrorRTL: Story = {
  ...rtl,
  args: { ...rtl.args, referrals: [], error: 'تعذّر جلب الإحالات (500)' },
};

/** The words are the locale files' (referral.list.*, referral.status.*) in every language. */
export const EmptyUrdu: Story = {
  globals: { locale: 'ur' },
  args: { referrals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'ابھی کوئی ریفرل نہیں' })).toBeVisible();
  },
};
export const EmptyHindi: Story = {
  globals: { locale: 'hi' },
  args: { referrals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'अभी कोई रेफ़रल नहीं' })).toBeVisible();
  },
};
