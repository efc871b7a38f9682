import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../testing/inLanguage';
import { RegisterForm } from './RegisterForm';

const countries = [
  { code: 'EG', name: 'Egypt' },
  { code: 'IN', name: 'India' },
];

describe('RegisterForm says its own words (issue 32)', () => {
  it('in English: names every field and sends the trimmed values', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(inLanguage('en', <RegisterForm countries={countries} onSubmit={onSubmit} dobMax="2013-06-01" />));
    await user.type(screen.getByRole('textbox', { name: /^Name\s*\(required\)$/ }), ' Layla Haddad ');
    await user.type(screen.getByRole('textbox', { name: /^Email\s*\(required\)$/ }), 'layla@example.com ');
    await user.type(screen.getByLabelText(/^Password\s*\(required\)$/), 'night-owl-42');
    const country = screen.getByRole('combobox', { name: /^Country\s*\(required\)$/ });
    expect(country).toHaveDisplayValue('Select your country');
    await user.selectOptions(country, 'EG');
    await user.type(screen.getByLabelText(/^Date of birth\s*\(required\)$/), '2001-04-17');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Layla Haddad',
      email: 'layla@example.com',
      password: 'night-owl-42',
      country: 'EG',
      dob: '2001-04-17',
    });
  });

  it('in Arabic: the words of ar.json, and the busy button', () => {
    const { rerender } = render(inLanguage('ar', <RegisterForm countries={countries} onSubmit={vi.fn()} />));
    expect(screen.getByRole('textbox', { name: /^الاسم\s*\(مطلوب\)$/ })).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^البلد/ })).toHaveDisplayValue('اختر بلدك');
    expect(screen.getByLabelText(/^تاريخ الميلاد/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'إنشاء الحساب' })).toBeVisible();
    rerender(inLanguage('ar', <RegisterForm countries={countries} onSubmit={vi.fn()} submitting />));
    expect(screen.getByRole('button', { name: 'جارٍ إنشاء الحساب…' })).toHaveAttribute('aria-busy', 'true');
  });
});
