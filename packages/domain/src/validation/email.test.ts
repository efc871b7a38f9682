import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { validateWithdrawal } from '../wallet/withdrawal';
import { checkEmailAddress, normalizeEmail, tidyEmail } from './email';
import { validateRegistration } from './register';

const outcome = (raw: string) => {
  const result = checkEmailAddress(raw);
  return result.ok ? result.value.email : result.errors.map((error) => error.code).join();
};

describe('one canonical form per address (issue 29, lookalike e-mails register)', () => {
  it.each([
    ['as typed', 'admin@arena.gg', 'admin@arena.gg', 'admin@arena.gg'],
    ['a trailing dot of the domain', 'admin@arena.gg.', 'admin@arena.gg', 'admin@arena.gg'],
    ['several trailing dots', 'admin@arena.gg...', 'admin@arena.gg', 'admin@arena.gg'],
    ['another letter case, spaces', '  ADMIN@Arena.GG. ', 'ADMIN@Arena.GG', 'admin@arena.gg'],
    [
      'a decomposed accent',
      'rahul.e\u0301@example.com',
      'rahul.\u00e9@example.com',
      'rahul.\u00e9@example.com',
    ],
    ['no @ at all', ' not-an-email. ', 'not-an-email.', 'not-an-email.'],
  ])('%s: stored as tidyEmail, compared as normalizeEmail', (_case, raw, stored, canonical) => {
    expect(tidyEmail(raw)).toBe(stored);
    expect(normalizeEmail(raw)).toBe(canonical);
  });
});

describe('checkEmailAddress', () => {
  it.each([
    ['plain ASCII', 'admin@arena.gg', 'admin@arena.gg'],
    ['the stored form: trimmed, no trailing dot, case kept', ' Admin@Arena.GG. ', 'Admin@Arena.GG'],
    ['a Devanagari local part', 'राहुल@example.in', 'राहुल@example.in'],
    ['an Arabic local part with digits', 'محمد.12@example.com', 'محمد.12@example.com'],
    ['an Urdu local part', 'علی@example.pk', 'علی@example.pk'],
    ['a Chinese local part', '李伟@example.cn', '李伟@example.cn'],
    ['a punycode domain', 'admin@xn--mnchen-3ya.de', 'admin@xn--mnchen-3ya.de'],
  ])('accepts %s', (_case, raw, stored) => {
    expect(checkEmailAddress(raw)).toEqual({ ok: true, value: { email: stored } });
  });

  it.each([
    ['a zero-width space', 'ad\u200Bmin@arena.gg'],
    ['a zero-width joiner', 'ad\u200Dmin@arena.gg'],
    ['a zero-width non-joiner', 'ad\u200Cmin@arena.gg'],
    ['a zero-width space at the end', 'admin@arena.gg\u200B'],
    ['a BOM at the start (trimming would hide it)', '\uFEFFadmin@arena.gg'],
    ['a word joiner', 'admin@are\u2060na.gg'],
    ['an invisible times', 'ad\u2062min@arena.gg'],
    ['a soft hyphen', 'ad\u00ADmin@arena.gg'],
    ['a left-to-right mark', 'admin\u200E@arena.gg'],
    ['a right-to-left override', '\u202Enimda@arena.gg'],
    ['an isolate', '\u2066admin\u2069@arena.gg'],
    ['a Hangul filler', 'ad\u3164min@arena.gg'],
    ['a dotless i', 'adm\u0131n@arena.gg'],
    ['a Cyrillic a', '\u0430dmin@arena.gg'],
    ['a Greek omicron', 'r\u03BFnald@arena.gg'],
    ['an all-Cyrillic local part', 'иван@mail.ru'],
    ['an all-Greek local part', 'αβγ@example.gr'],
    ['fullwidth letters', '\uFF41\uFF44\uFF4D\uFF49\uFF4E@arena.gg'],
    ['the Kelvin sign (NFC would make it K)', '\u212Aen@arena.gg'],
    ['an accented Latin letter', 'jos\u00E9@example.com'],
    ['a combining accent', 'jose\u0301@example.com'],
    ['Latin beside Devanagari', 'rahul\u0930\u093E\u0939\u0941\u0932@example.in'],
    ['Arabic presentation forms', '\uFEE1\uFEE4\uFEA4\uFEAA@example.com'],
    ['a non-ASCII domain', 'admin@\u0430rena.gg'],
    ['an internationalised domain', 'admin@m\u00FCnchen.de'],
    ['a fullwidth domain', 'admin@\uFF41rena.gg'],
  ])('refuses %s as a look-alike', (_case, raw) => {
    expect(checkEmailAddress(raw)).toEqual({
      ok: false,
      errors: [{ code: 'emailLookalike', messageKey: 'validation.email.lookalike', field: 'email' }],
    });
  });

  it.each([
    ['empty', '   ', 'emailRequired'],
    ['no domain dot once tidied', 'admin@arena.', 'emailInvalid'],
    ['no @', 'admin.arena.gg', 'emailInvalid'],
    ['a fullwidth at sign instead of @', 'admin\uFF20arena.gg', 'emailInvalid'],
    ['an empty domain label', 'admin@arena..gg', 'emailInvalid'],
    ['an underscore in the domain', 'admin@are_na.gg', 'emailInvalid'],
  ])('refuses %s', (_case, raw, code) => {
    expect(outcome(raw)).toBe(code);
  });

  it('names the field it is given and words the refusal in English', () => {
    expect(checkEmailAddress('adm\u0131n@arena.gg', 'paymentEmail')).toEqual({
      ok: false,
      errors: [{ code: 'emailLookalike', messageKey: 'validation.email.lookalike', field: 'paymentEmail' }],
    });
    expect(formatMessage('validation.email.lookalike')).toBe(
      'Please enter an email address in plain letters, without look-alike or invisible characters',
    );
  });
});

describe('the forms that take an address', () => {
  const registration = { name: 'Ali', password: 'long enough', country: 'PK', dob: '1990-01-01' };
  const today = new Date('2026-01-01T00:00:00Z');
  const register = (email: string) => validateRegistration({ ...registration, email }, today);

  it('registers the stored form and refuses a look-alike', () => {
    const accepted = register(' Ali@Example.com. ');
    expect(accepted.ok && accepted.value.email).toBe('Ali@Example.com');
    expect(register('al\u0131@example.com')).toEqual({
      ok: false,
      errors: [{ code: 'emailLookalike', messageKey: 'validation.email.lookalike', field: 'email' }],
    });
    const invalidAddress = register('ali@example');
    expect(invalidAddress.ok ? [] : invalidAddress.errors.map((error) => error.code)).toEqual([
      'emailInvalid',
    ]);
  });

  it('refuses a look-alike payout address and keeps the withdrawal texts for the rest', () => {
    const paypal = { method: 'paypal', amount: 1000, crystalsOwned: 2000, passportVerified: true } as const;
    expect(validateWithdrawal({ ...paypal, email: 'player@example.com.' })).toEqual({
      ok: true,
      value: { method: 'paypal', amount: 1000, email: 'player@example.com' },
    });
    expect(validateWithdrawal({ ...paypal, email: 'pl\u200Bayer@example.com' })).toEqual({
      ok: false,
      errors: [{ code: 'emailLookalike', messageKey: 'validation.email.lookalike', field: 'email' }],
    });
    expect(validateWithdrawal({ ...paypal, email: 'player@example' })).toEqual({
      ok: false,
      errors: [{ code: 'emailInvalid', messageKey: 'validation.withdrawal.emailInvalid', field: 'email' }],
    });
  });
});
