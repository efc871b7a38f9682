import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { SignOutEverywhere } from './SignOutEverywhere';

const meta = {
  title: 'Profile/SignOutEverywhere',
  component: SignOutEverywhere,
  parameters: { fullHeight: true },
  args: {
    onConfirm: fn(),
  },
} satisfies Meta<typeof SignOutEverywhere>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Sign out everywhere' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Nothing happens until the player confirms; Cancel closes the dialog. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: 'Network error. Please check your connection and try again.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await dialogOf(canvasElement);
    await expect(
      dialog.getByText('Network error. Please check your connection and try again.'),
    ).toBeVisible();
  },
};

/** Arabic, right to left: the words come from ar.json. */
export const PlaygroundRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toHaveFocus();
    await expect(dialog.getByText('هل تريد تسجيل الخروج من كل الأجهزة؟')).toBeVisible();
  },
};

export const ClosedRTL: Story = { globals: { locale: 'ar' } };
export const ClosedUrdu: Story = { globals: { locale: 'ur' } };
export const ClosedHindi: Story = { globals: { locale: 'hi' } };
