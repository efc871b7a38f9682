import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferralMilestones, type ReferralMilestonesLabels } from './ReferralMilestones';

const english: ReferralMilestonesLabels = {
  title: 'Referral milestones',
  progress: (claimed, total) =>
    claimed >= total
      ? `${claimed} referrals claimed: every milestone reached`
      : `${claimed} of ${total} referrals claimed`,
  milestone: (claims) => `${claims} claims`,
  reached: 'Reached',
  notReached: 'Not reached yet',
  nextClaim: (n) => `Next claim: #${n}`,
  milestoneBonus: 'Milestone bonus',
  crystals: (n) => `${n} crystals`,
  xp: (n) => `${n} XP`,
};

const arabic: ReferralMilestonesLabels = {
  title: 'مراحل الإحالة',
  progress: (claimed, total) =>
    claimed >= total
      ? `تمت المطالبة بـ ${claimed} إحالة: اكتملت كل المراحل`
      : `تمت المطالبة بـ ${claimed} من ${total} إحالة`,
  milestone: (claims) => `${claims} مطالبات`,
  reached: 'تم بلوغها',
  notReached: 'لم تُبلغ بعد',
  nextClaim: (n) => `المطالبة التالية: رقم ${n}`,
  milestoneBonus: 'مكافأة المرحلة',
  crystals: (n) => `${n} كريستالة`,
  xp: (n) => `${n} نقطة خبرة`,
};

const meta = {
  title: 'Referral/ReferralMilestones',
  component: ReferralMilestones,
  args: { claimedCount: 3, labels: english },
} satisfies Meta<typeof ReferralMilestones>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;

/** No claims yet: an empty bar, every mark ahead, the first claim pays 50 + 200. */
export const Zero: Story = {
  args: { claimedCount: 0 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Referral milestones' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '15');
    await expect(bar).toHaveAttribute('aria-valuetext', '0 of 15 referrals claimed');
    await expect(canvas.getAllByText('Not reached yet')).toHaveLength(3);
    await expect(canvas.getByText('Next claim: #1')).toBeVisible();
  },
};
export const ZeroRTL: Story = { ...rtl, args: { claimedCount: 0, labels: arabic } };

/** spec §4: the next claim is claimed + 1. */
export const Three: Story = {
  args: { claimedCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '3 of 15 referrals claimed',
    );
    await expect(canvas.getByText('Next claim: #4')).toBeVisible();
    await expect(canvas.queryByText('Milestone bonus')).toBeNull();
  },
};
export const ThreeRTL: Story = { ...rtl, args: { claimedCount: 3, labels: arabic } };

/** The next claim is the 5th, a milestone: 100 crystals and 500 XP, marked as a bonus. */
export const Four: Story = {
  args: { claimedCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next claim: #5')).toBeVisible();
    await expect(canvas.getByText('Milestone bonus')).toBeVisible();
  },
};
export const FourRTL: Story = { ...rtl, args: { claimedCount: 4, labels: arabic } };

/** The first mark is reached. */
export const Five: Story = {
  args: { claimedCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reached')).toHaveLength(1);
    await expect(canvas.getAllByText('Not reached yet')).toHaveLength(2);
  },
};
export const FiveRTL: Story = { ...rtl, args: { claimedCount: 5, labels: arabic } };

export const Fourteen: Story = {
  args: { claimedCount: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reached')).toHaveLength(2);
    await expect(canvas.getByText('Next claim: #15')).toBeVisible();
  },
};
export const FourteenRTL: Story = { ...rtl, args: { claimedCount: 14, labels: arabic } };

/** Beyond 15 the bar stays full and the next claim still shows what it pays. */
export const Sixteen: Story = {
  args: { claimedCount: 16 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '15');
    await expect(canvas.getAllByText('Reached')).toHaveLength(3);
    await expect(canvas.getByText('Next claim: #17')).toBeVisible();
    await expect(canvas.getAllByText('50 crystals')).toHaveLength(1);
  },
};
export const SixteenRTL: Story = { ...rtl, args: { claimedCount: 16, labels: arabic } };

/** Without `labels`: the product's own words (referral.milestones.*). */
export const ProductWords: Story = {
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Referral milestones')).toBeVisible();
  },
};
export const ProductWordsRTL: Story = {
  ...rtl,
  args: { labels: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مراحل الإحالة')).toBeVisible();
  },
};
