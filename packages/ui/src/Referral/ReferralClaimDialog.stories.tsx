import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ReferralClaimDialog } from './ReferralClaimDialog';

const meta = {
  title: 'Referral/ReferralClaimDialog',
  component: ReferralClaimDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    name: 'Sara Ahmed',
    claimNumber: 6,
    reward: { crystals: 50, xp: 200 },
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReferralClaimDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' } } as const;
const arabicArgs = { name: 'سارة أحمد' };

/** Claim #6 pays 50 crystals and 200 XP; Cancel has focus first, Confirm claims. */
export const Regular: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Claim your reward for Sara Ahmed?' })).toBeVisible();
    await expect(dialog.getByText('Claim #6')).toBeVisible();
    await expect(dialog.getByText('50 crystals and 200 XP')).toBeInTheDocument();
    await expect(dialog.queryByText('Milestone bonus')).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Claim reward' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
export const RegularRTL: Story = {
  ...rtl,
  args: arabicArgs,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'طالِب بالمكافأة' })).toBeVisible();
  },
};

/** Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** spec §9: the 10th claim is a milestone, 100 crystals and 500 XP, highlighted. */
export const Milestone: Story = {
  args: { claimNumber: 10, reward: { crystals: 100, xp: 500 } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Milestone bonus')).toBeVisible();
    await expect(dialog.getByText('100 crystals and 500 XP')).toBeInTheDocument();
  },
};
export const MilestoneRTL: Story = {
  ...rtl,
  args: { ...arabicArgs, claimNumber: 10, reward: { crystals: 100, xp: 500 } },
};

/** Paying: Confirm spins, Cancel is disabled, Escape closes nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Claim reward' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};
export const BusyRTL: Story = { ...rtl, args: { ...arabicArgs, busy: true } };

/** spec §8: the server's message or 'Failed to claim referral reward.', as an alert; retry stays possible. */
export const Failed: Story = {
  args: { error: 'Failed to claim referral reward.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to claim referral reward.');
    await expect(dialog.getByRole('button', { name: 'Claim reward' })).toBeEnabled();
  },
};
export const FailedRTL: Story = {
  ...rtl,
  args: { ...arabicArgs, error: 'تعذّرت المطالبة بمكافأة الإحالة.' },
};

/** The words are the locale files' (referral.claim.*) in every language. */
export const RegularUrdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'انعام کا دعویٰ کریں' })).toBeVisible();
  },
};
export const RegularHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'इनाम का दावा करें' })).toBeVisible();
  },
};
