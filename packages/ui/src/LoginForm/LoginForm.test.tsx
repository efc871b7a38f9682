import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage, type TestLanguage } from '../testing/inLanguage';
import { LoginForm, type LoginFormProps } from './LoginForm';

const ui = (props: Partial<LoginFormProps>, onSubmit = vi.fn(), lang: TestLanguage = 'en') =>
  inLanguage(lang, <LoginForm onSubmit={onSubmit} {...props} />);

describe('LoginForm', () => {
  it('submits the trimmed email and the password, and keeps them through an error', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { rerender } = render(ui({}, onSubmit));
    await user.type(screen.getByRole('textbox', { name: /^Email\s*\(required\)$/ }), ' a@b.co ');
    await user.type(screen.getByLabelText(/^Password\s*\(required\)$/), 'secret');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@b.co', password: 'secret' });
    rerender(ui({ submitting: true }, onSubmit));
    expect(screen.getByRole('button', { name: 'Logging in…' })).toHaveAttribute('aria-busy', 'true');
    rerender(ui({ error: 'Invalid credentials' }, onSubmit));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('a@b.co');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('says its own words in English and Arabic (issue 32), with the divider before other sign-ins', () => {
    const { unmount } = render(ui({ socialButtons: <button type="button">Google</button> }));
    expect(screen.getByText('or')).toBeVisible();
    unmount();
    render(ui({ banner: <p>تم التحقق</p> }, vi.fn(), 'ar'));
    expect(screen.getByRole('textbox', { name: /^البريد الإلكتروني\s*\(مطلوب\)$/ })).toBeVisible();
    expect(screen.getByLabelText(/^كلمة المرور\s*\(مطلوب\)$/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(screen.getByText('تم التحقق')).toBeVisible();
    expect(screen.queryByText('أو')).toBeNull();
  });
});
