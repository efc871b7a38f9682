import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PasswordChangeForm } from './PasswordChangeForm';

// The form says its own words (profile.security.* in the locale files) in the toolbar's language.
const meta = {
  title: 'Profile/PasswordChangeForm',
  component: PasswordChangeForm,
  args: { onSubmit: fn(), onValuesChange: fn(), submitting: false },
} satisfies Meta<typeof PasswordChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SubmitEnablesWhenFilled: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Change password' });
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Current password'), 'old-secret');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'night-owl-42');
    await expect(submit).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'night-owl-42');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'night-owl-42',
      confirmPassword: 'night-owl-42',
    });
    submit.blur();
  },
};

export const FieldErrors: Story = {
  args: {
    canSubmit: true,
    fieldErrors: {
      newPassword: 'New password must be at least 8 characters long',
      confirmPassword: 'New password and confirmation do not match',
    },
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Changing password…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Success: Story = {
  args: { success: 'Your password has been changed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password has been changed.');
  },
};

export const ServerError: Story = { args: { error: 'Current password is incorrect.', canSubmit: true } };

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^كلمة المرور الحالية/)).toBeVisible();
  },
  args: {
    fieldErrors: { confirmPassword: 'كلمة المرور الجديدة وتأكيدها غير متطابقين' },
  },
};

export const Urdu: Story = { globals: { locale: 'ur' } };

export const Hindi: Story = { globals: { locale: 'hi' } };
