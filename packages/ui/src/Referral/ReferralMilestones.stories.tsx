import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReferralMilestones } from './ReferralMilestones';

const meta = {
  title: 'Referral/ReferralMilestones',
  component: ReferralMilestones,
  args: { claimedCount: 3 },
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
export const ZeroRTL: Story = { ...rtl, args: { claimedCount: 0 } };

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
export const ThreeRTL: Story = {
  ...rtl,
  args: { claimedCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مراحل الإحالة')).toBeVisible();
  },
};

/** The next claim is the 5th, a milestone: 100 crystals and 500 XP, marked as a bonus. */
export const Four: Story = {
  args: { claimedCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Next claim: #5')).toBeVisible();
    await expect(canvas.getByText('Milestone bonus')).toBeVisible();
  },
};
export const FourRTL: Story = { ...rtl, args: { claimedCount: 4 } };

/** The first mark is reached. */
export const Five: Story = {
  args: { claimedCount: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reached')).toHaveLength(1);
    await expect(canvas.getAllByText('Not reached yet')).toHaveLength(2);
  },
};
export const FiveRTL: Story = { ...rtl, args: { claimedCount: 5 } };

export const Fourteen: Story = {
  args: { claimedCount: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Reached')).toHaveLength(2);
    await expect(canvas.getByText('Next claim: #15')).toBeVisible();
  },
};
export const FourteenRTL: Story = { ...rtl, args: { claimedCount: 14 } };

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
export const SixteenRTL: Story = { ...rtl, args: { claimedCount: 16 } };

/** The words are the locale files' (referral.milestones.*) in every language. */
export const ThreeUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ریفرل کے سنگِ میل')).toBeVisible();
  },
};
export const ThreeHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('रेफ़रल पड़ाव')).toBeVisible();
  },
};
