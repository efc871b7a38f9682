import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { ageInYears, parseCalendarDate } from './birth-date';
import { validateRegisterForm, validateRegistration, type RegisterInput } from './register';

const good: RegisterInput = {
  name: ' Ana ',
  email: 'ana@example.com',
  password: 'correct horse',
  country: 'ae',
  dob: '2000-02-29',
};
const today = new Date('2025-06-15T10:00:00Z');

function codes(input: RegisterInput, on = today): string[] {
  const result = validateRegistration(input, on);
  return result.ok ? [] : result.errors.map((e) => e.code);
}

describe('validateRegisterForm (spec §5: required only on the client)', () => {
  it('needs name, email, country, dob and password', () => {
    const result = validateRegisterForm({ name: '', email: ' ', password: '', country: '', dob: '' });
    expect(result.ok ? [] : result.errors.map((e) => [e.code, e.messageKey, e.field])).toEqual([
      ['nameRequired', 'validation.name.required', 'name'],
      ['emailRequired', 'validation.email.required', 'email'],
      ['countryRequired', 'validation.country.required', 'country'],
      ['dobRequired', 'validation.dob.required', 'dob'],
      ['passwordRequired', 'validation.password.required', 'password'],
    ]);
  });

  it('does not apply length rules', () => {
    expect(validateRegisterForm({ ...good, password: 'x' }).ok).toBe(true);
  });
});

describe('validateRegistration (server rules)', () => {
  it('accepts and normalises a good form', () => {
    expect(validateRegistration(good, today)).toEqual({
      ok: true,
      value: {
        name: 'Ana',
        email: 'ana@example.com',
        password: 'correct horse',
        country: 'AE',
        dob: '2000-02-29',
      },
    });
  });

  it('bounds the password to 8-128 characters', () => {
    expect(codes({ ...good, password: '1234567' })).toEqual(['passwordTooShort']);
    expect(codes({ ...good, password: '12345678' })).toEqual([]);
    expect(codes({ ...good, password: 'x'.repeat(128) })).toEqual([]);
    expect(codes({ ...good, password: 'x'.repeat(129) })).toEqual(['passwordTooLong']);
    expect(formatMessage('validation.password.tooShort', { count: 8 })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('checks email format and a 2-letter country code', () => {
    expect(codes({ ...good, email: 'ana@example' })).toEqual(['emailInvalid']);
    expect(codes({ ...good, country: 'ARE' })).toEqual(['countryInvalid']);
    expect(codes({ ...good, country: 'A1' })).toEqual(['countryInvalid']);
  });

  it('needs an age of at least 13 on the day', () => {
    expect(codes({ ...good, dob: '2012-06-15' })).toEqual([]);
    expect(codes({ ...good, dob: '2012-06-16' })).toEqual(['tooYoung']);
    expect(codes({ ...good, dob: '2012-02-29' }, new Date('2025-02-28T23:00:00Z'))).toEqual(['tooYoung']);
    expect(codes({ ...good, dob: '2012-02-29' }, new Date('2025-03-01T00:00:00Z'))).toEqual([]);
    const result = validateRegistration({ ...good, dob: '2020-01-01' }, today);
    expect(result.ok ? null : result.errors[0]?.params).toEqual({ count: 13 });
  });

  it('refuses impossible or future dates', () => {
    expect(codes({ ...good, dob: '2001-02-29' })).toEqual(['dobInvalid']);
    expect(codes({ ...good, dob: '15/06/2000' })).toEqual(['dobInvalid']);
    expect(codes({ ...good, dob: '2025-06-16' })).toEqual(['dobInvalid']);
  });
});

describe('calendar dates', () => {
  it('counts full years', () => {
    const birth = parseCalendarDate('2000-06-15');
    if (!birth) throw new Error('unparsed');
    expect(ageInYears(birth, { year: 2013, month: 6, day: 14 })).toBe(12);
    expect(ageInYears(birth, { year: 2013, month: 6, day: 15 })).toBe(13);
  });
});
