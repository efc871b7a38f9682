import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { SignOutEverywhere } from './SignOutEverywhere';

describe('SignOutEverywhere says its own words (issue 32)', () => {
  it('in English: the description, the button and the confirmation, which confirms once', async () => {
    const onConfirm = vi.fn();
    render(inLanguage('en', <SignOutEverywhere onConfirm={onConfirm} />));
    expect(
      screen.getByText('Ends every session of your account on every device and browser, this one included.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Sign out on every device?' }));
    expect(
      dialog.getByText('You will need to sign in again on every device, this one included.'),
    ).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign out everywhere' }),
    );
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('in Arabic: the same words from ar.json, with the error it is given', async () => {
    render(inLanguage('ar', <SignOutEverywhere onConfirm={vi.fn()} error="تعذّر الاتصال" />));
    expect(
      screen.getByText('ينهي كل جلسات حسابك على كل الأجهزة والمتصفحات، بما فيها هذا الجهاز.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }));
    const dialog = within(screen.getByRole('dialog', { name: 'هل تريد تسجيل الخروج من كل الأجهزة؟' }));
    expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'إغلاق' })).toBeVisible();
    expect(dialog.getByText('تعذّر الاتصال')).toBeVisible();
  });
});
