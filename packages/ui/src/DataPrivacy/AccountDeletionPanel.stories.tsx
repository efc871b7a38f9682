import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { AccountDeletionPanel } from './AccountDeletionPanel';

const meta = {
  title: 'Profile/AccountDeletionPanel',
  component: AccountDeletionPanel,
  args: {
    losses: { crystals: 1250, gCoins: 3, xp: 4200, challenges: 7 },
    hasPassword: true,
    password: '',
    acknowledged: false,
    canSubmit: false,
    confirming: false,
    onPasswordChange: fn(),
    onAcknowledgedChange: fn(),
    onRequest: fn(),
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof AccountDeletionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the player loses is listed before anything can be submitted. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Crystals: 1,250 (they can no longer be withdrawn or exchanged)'),
    ).toBeVisible();
    await expect(canvas.getByText('GCoins: 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await userEvent.click(canvas.getByLabelText('I understand that I lose everything listed above'));
    await expect(args.onAcknowledgedChange).toHaveBeenCalledWith(true);
    await userEvent.type(canvas.getByLabelText('Password'), 'x');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('x');
  },
};

export const ReadyToDelete: Story = {
  args: { password: 'hunter2hunter', acknowledged: true, canSubmit: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete my account' }));
    await expect(args.onRequest).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  parameters: { fullHeight: true },
  args: { password: 'hunter2hunter', acknowledged: true, canSubmit: true, confirming: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, delete my account' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Refused: Story = {
  args: { acknowledged: true, error: 'Your password is incorrect. Your account was not deleted.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const PendingWithdrawal: Story = {
  args: { pendingWithdrawal: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'You have a withdrawal being paid. You can delete your account once it is paid or refunded.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  },
};

export const WithoutPassword: Story = {
  args: {
    hasPassword: false,
    losses: { crystals: 0, gCoins: 0, xp: 0, challenges: 0 },
    acknowledged: true,
    canSubmit: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Password')).toBeNull();
    await expect(canvas.queryByText(/Crystals:/)).toBeNull();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { acknowledged: true, password: 'secret-words', canSubmit: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'حذف حسابي' })).toBeEnabled();
  },
};

export const RTLConfirming: Story = {
  globals: { locale: 'ur' },
  parameters: { fullHeight: true },
  args: { acknowledged: true, password: 'secret-words', canSubmit: true, confirming: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'ہاں، میرا اکاؤنٹ حذف کریں' })).toBeVisible();
  },
};

export const Hindi: Story = { globals: { locale: 'hi' }, args: { pendingWithdrawal: true } };
