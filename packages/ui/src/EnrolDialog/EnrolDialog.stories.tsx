import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { Button } from '../Button';
import { EnrolDialog } from './EnrolDialog';

const meta = {
  title: 'Challenges/EnrolDialog',
  component: EnrolDialog,
  parameters: { fullHeight: true },
  args: {
    open: true,
    state: 'idle',
    title: 'Join Weekend Premium Cup?',
    fee: { label: 'Entry fee', amount: 1, amountLabel: '1 GCoin' },
    balance: { label: 'Your balance', amount: 3, amountLabel: '3 GCoins' },
    confirmLabel: 'Join',
    cancelLabel: 'Cancel',
    dismissLabel: 'Close',
    closeLabel: 'Close dialog',
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EnrolDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Join' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Enrolling: Story = {
  args: { state: 'enrolling' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Success: Story = {
  args: {
    state: 'success',
    title: 'Successfully Enrolled!',
    dismissLabel: 'Done',
    balance: { label: 'Your balance', amount: 2, amountLabel: '2 GCoins' },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { state: 'error', title: 'Enrollment Failed', message: 'This challenge is full.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('This challenge is full.')).toBeVisible();
  },
};

export const Blocked: Story = {
  args: {
    state: 'blocked',
    title: 'Enrollment Failed',
    balance: { label: 'Your balance', amount: 0, amountLabel: '0 GCoins' },
    message: 'Insufficient GCoins. You need at least 1 GCoin(s) to participate in this challenge.',
    purchaseAction: <Button href="/store">Purchase GCoins</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('link', { name: 'Purchase GCoins' })).toHaveAttribute('href', '/store');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'الانضمام إلى كأس نهاية الأسبوع؟',
    fee: { label: 'رسوم الدخول', amount: 1, amountLabel: '1 جي كوين' },
    balance: { label: 'رصيدك', amount: 3, amountLabel: '3 جي كوين' },
    confirmLabel: 'انضم',
    cancelLabel: 'إلغاء',
    dismissLabel: 'إغلاق',
    closeLabel: 'إغلاق النافذة',
  },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};
