import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { DisconnectDialog } from './DisconnectDialog';

type Args = ComponentProps<typeof DisconnectDialog>;

function Harness(args: Args) {
  const [reason, setReason] = useState(args.reason);
  return (
    <DisconnectDialog
      {...args}
      reason={reason}
      onReasonChange={(value) => {
        args.onReasonChange(value);
        setReason(value);
      }}
    />
  );
}

// The dialog says its own words (profile.games.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Profile/DisconnectDialog',
  component: DisconnectDialog,
  render: (args) => <Harness {...args} />,
  parameters: { fullHeight: true },
  args: {
    open: true,
    gameName: 'Valorant',
    remainingDisconnections: 3,
    reason: '',
    onReasonChange: fn(),
    maxLength: 500,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof DisconnectDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'New account');
    await expect(dialog.getByText('11/500')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Disconnect' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const ReasonRequired: Story = {
  args: { reasonError: 'Please provide a reason for disconnecting this account' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Please provide a reason for disconnecting this account')).toBeVisible();
  },
};

export const Disconnecting: Story = {
  args: { reason: 'Switching accounts', busy: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { reason: 'Switching accounts', error: 'Failed to disconnect game account' },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { reason: 'حساب جديد', remainingDisconnections: 2 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: 'فصل Valorant' })).toBeVisible();
    await expect(dialog.getByText('مرتا فصل متبقيتان')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'فصل' })).toBeVisible();
  },
};

/** Hindi and Urdu: the dialog's words in the reader's language. */
export const Hindi: Story = { globals: { locale: 'hi' } };
export const Urdu: Story = { globals: { locale: 'ur' }, args: { remainingDisconnections: 1 } };
