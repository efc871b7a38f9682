import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { SignOutEverywhere } from './SignOutEverywhere';

const meta = {
  title: 'Profile/SignOutEverywhere',
  component: SignOutEverywhere,
  parameters: { fullHeight: true },
  args: {
    labels: {
      description: 'Ends every session of your account on every device and browser, this one included.',
      button: 'Sign out everywhere',
      confirmTitle: 'Sign out on every device?',
      confirmDescription: 'You will need to sign in again on every device, this one included.',
      confirm: 'Sign out everywhere',
      cancel: 'Cancel',
      close: 'Close',
    },
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
