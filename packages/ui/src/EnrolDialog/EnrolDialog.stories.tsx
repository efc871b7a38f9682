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
    title: 'Join Weekend Premium Cup',
    fee: 1,
    balance: 3,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof EnrolDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    // The dialog says its own words; the title is the page's.
    await expect(dialog.getByText('Entry fee')).toBeVisible();
    await expect(dialog.getByText('Your balance')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Join challenge' }));
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
    balance: 2,
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
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
    balance: 0,
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
    title: 'انضم إلى كأس نهاية الأسبوع',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('رسوم الدخول')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'انضم إلى التحدي' })).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { title: 'वीकेंड कप में शामिल हों' },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { state: 'success', title: 'ویک اینڈ کپ میں شامل ہوں', balance: 2 },
};
