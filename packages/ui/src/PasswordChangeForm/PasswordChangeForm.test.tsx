import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { PasswordChangeForm, type PasswordChangeFormProps } from './PasswordChangeForm';

const ui = (props: Partial<PasswordChangeFormProps>, onSubmit = vi.fn(), lang: TestLanguage = 'en') =>
  inLanguage(lang, <PasswordChangeForm onSubmit={onSubmit} {...props} />);

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

  it('says its own words in English and Arabic (issue 32)', () => {
    const { unmount } = render(ui({ submitting: true }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters.');
    expect(screen.getByRole('button', { name: 'Changing password…' })).toHaveAttribute('aria-busy', 'true');
    unmount();
    render(ui({}, vi.fn(), 'ar'));
    expect(screen.getByLabelText('كلمة المرور الحالية')).toBeVisible();
    expect(screen.getByLabelText('كلمة المرور الجديدة')).toHaveAccessibleDescription('8 أحرف على الأقل.');
    expect(screen.getByLabelText('تأكيد كلمة المرور الجديدة')).toBeVisible();
    expect(screen.getByRole('button', { name: 'تغيير كلمة المرور' })).toBeDisabled();
  });
});
