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

const meta = {
  title: 'Profile/DisconnectDialog',
  component: DisconnectDialog,
  render: (args) => <Harness {...args} />,
  parameters: { fullHeight: true },
  args: {
    open: true,
    title: 'Disconnect Valorant?',
    description: 'You can reconnect this game after 7 days.',
    remainingLabel: 'Disconnections left: 3',
    reasonLabel: 'Reason',
    reason: '',
    onReasonChange: fn(),
    maxLength: 500,
    counterLabel: (n: number, max: number) => `${n} of ${max} characters`,
    requiredLabel: 'required',
    confirmLabel: 'Disconnect',
    cancelLabel: 'Cancel',
    closeLabel: 'Close',
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
  args: {
    title: 'فصل فالورانت؟',
    description: 'يمكنك إعادة ربط هذه اللعبة بعد 7 أيام.',
    remainingLabel: 'مرات فصل متبقية: 3',
    reasonLabel: 'السبب',
    reason: 'حساب جديد',
    requiredLabel: 'مطلوب',
    counterLabel: (n: number, max: number) => `${n} من ${max} حرفًا`,
    confirmLabel: 'فصل',
    cancelLabel: 'إلغاء',
    closeLabel: 'إغلاق',
  },
  play: async ({ canvasElement }) => {
    await dialogOf(canvasElement);
  },
};
