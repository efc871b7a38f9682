import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { AuthPanel } from './AuthPanel';

const panel = (onModeChange = vi.fn()) => (
  <AuthPanel login={<p>login form</p>} register={<p>register form</p>} onModeChange={onModeChange} />
);

describe('AuthPanel says its own words (issue 32)', () => {
  it('in English: names its tab list and tabs, and switches to register', async () => {
    const onModeChange = vi.fn();
    render(inLanguage('en', panel(onModeChange)));
    expect(screen.getByRole('tablist', { name: 'Sign in or create an account' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
    expect(onModeChange).toHaveBeenCalledWith('register');
    expect(screen.getByText('register form')).toBeVisible();
  });

  it('in Arabic: the words of ar.json', () => {
    render(inLanguage('ar', panel()));
    expect(screen.getByRole('tablist', { name: 'سجّل الدخول أو أنشئ حسابًا' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'إنشاء حساب' })).toBeVisible();
  });
});
