import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Primitives/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Exchange crystals?',
    lines: [
      { id: 'pay', label: 'You pay', value: '825 crystals' },
      { id: 'receive', label: 'You receive', value: '3 GCoins' },
    ],
    confirmLabel: 'Confirm exchange',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A money confirmation: what moves, Cancel focused first; Cancel and Close say their own words. */
export const Summary: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('825 crystals')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm exchange' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** The money is moving: Confirm spins, Cancel cannot be pressed. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Confirm exchange' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The last attempt failed: the reason with what to do, the dialog stays open to retry. */
export const Failed: Story = {
  args: {
    tone: 'danger',
    title: 'Withdraw 1,500 crystals?',
    description: 'The money leaves your wallet for good.',
    lines: [{ id: 'usd', label: 'You receive', value: '$30.00' }],
    confirmLabel: 'Withdraw',
    error: 'The payout service did not answer. Nothing was taken; try again.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/Nothing was taken/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'استبدال الكريستال؟',
    lines: [
      { id: 'pay', label: 'تدفع', value: '825 كريستالة' },
      { id: 'receive', label: 'تحصل على', value: '3 جي كوين' },
    ],
    confirmLabel: 'تأكيد الاستبدال',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    await expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible();
  },
};
