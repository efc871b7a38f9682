import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ArenaThemeProvider } from '../ArenaThemeProvider';
import { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';

const labels = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Change password',
  submitting: 'Changing…',
};

const ui = (props: Partial<PasswordChangeFormProps>, onSubmit = vi.fn()) => (
  <ArenaThemeProvider lang="en">
    <PasswordChangeForm labels={labels} onSubmit={onSubmit} {...props} />
  </ArenaThemeProvider>
);

describe('PasswordChangeForm', () => {
  it('keeps submit disabled until all three are filled (spec §5)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(ui({}, onSubmit));
    const submit = screen.getByRole('button', { name: 'Change password' });
    await user.type(screen.getByLabelText('Current password'), 'old');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    expect(submit).toBeEnabled();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: 'old',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
  });

  it('lets the caller decide with canSubmit', () => {
    render(ui({ canSubmit: false }));
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it('clears the fields when the success banner appears', async () => {
    const user = userEvent.setup();
    const { rerender } = render(ui({}));
    await user.type(screen.getByLabelText('Current password'), 'old');
    rerender(ui({ success: 'Password changed.' }));
    expect(screen.getByRole('status')).toHaveTextContent('Password changed.');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
