import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { SpecialOfferDialog } from './SpecialOfferDialog';

const meta = {
  title: 'Referral/SpecialOfferDialog',
  component: SpecialOfferDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    busy: false,
    onClaim: fn(),
    onRemindLater: fn(),
    onNeverShow: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof SpecialOfferDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const rtl = { globals: { locale: 'ar' }, args: {} } as const;

/** spec §4: claim, remind later, never show again; each is its own intent. */
export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'Your first purchase, doubled' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Claim offer' }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Remind me later' }));
    await expect(args.onRemindLater).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: "Don't show again" }));
    await expect(args.onNeverShow).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const IdleRTL: Story = {
  ...rtl,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'أول عملية شراء لك مضاعفة' })).toBeVisible();
  },
};
export const IdleUrdu: Story = { globals: { locale: 'ur' } };
export const IdleHindi: Story = { globals: { locale: 'hi' } };

/** Escape and the close button close it. */
export const Closing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** Claiming: the claim spins, the other choices wait, Escape closes nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Claim offer' })).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'Remind me later' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: "Don't show again" })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};
export const BusyRTL: Story = { ...rtl, args: { ...rtl.args, busy: true } };

export const Failed: Story = {
  args: { error: 'Failed to claim the offer. Please try again.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to claim the offer. Please try again.');
    await expect(dialog.getByRole('button', { name: 'Claim offer' })).toBeEnabled();
  },
};
export const FailedRTL: Story = {
  ...rtl,
  args: { ...rtl.args, error: 'تعذّر الحصول على العرض. يُرجى المحاولة مرة أخرى.' },
};
