import { describe, expect, it } from 'vitest';
import { englishMessages } from '../messages';
import { validateContactForm } from './contact';
import { isEmail } from './email';
import { validateLoginForm } from './login';
import { validateSubscribeEmail } from './subscribe';

describe('isEmail (spec §5 simple pattern)', () => {
  it('needs something@something.something', () => {
    expect(['a@b.co', ' a@b.co ', 'first.last+tag@mail.example.org'].map(isEmail)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['', 'a@b', 'a b@c.d', '@b.co', 'a@.', 'a@@b.co'].map(isEmail)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('validateLoginForm (spec §5)', () => {
  it('needs email and password, and an email format', () => {
    expect(validateLoginForm({ email: '', password: '' })).toEqual({
      ok: false,
      errors: [
        { code: 'emailRequired', messageKey: 'validation.email.required', field: 'email' },
        { code: 'passwordRequired', messageKey: 'validation.password.required', field: 'password' },
      ],
    });
    expect(validateLoginForm({ email: 'nope', password: 'x' })).toEqual({
      ok: false,
      errors: [{ code: 'emailInvalid', messageKey: 'validation.email.invalid', field: 'email' }],
    });
    expect(validateLoginForm({ email: ' a@b.co ', password: ' pw ' })).toEqual({
      ok: true,
      value: { email: 'a@b.co', password: ' pw ' },
    });
  });
});

describe('validateContactForm (spec §5)', () => {
  it('answers one message when a required field is missing', () => {
    const result = validateContactForm({ name: 'Ana', email: 'ana@example.com', message: '   ' });
    expect(result).toEqual({
      ok: false,
      errors: [{ code: 'required', messageKey: 'validation.contact.required' }],
    });
    expect(englishMessages['validation.contact.required']).toBe('Please fill in all required fields.');
  });

  it('leaves the subject optional and checks the email format', () => {
    expect(validateContactForm({ name: 'Ana', email: 'ana@example.com', message: 'Hi' })).toEqual({
      ok: true,
      value: { name: 'Ana', email: 'ana@example.com', message: 'Hi', subject: '' },
    });
    const result = validateContactForm({ name: 'Ana', email: 'ana', message: 'Hi', subject: 'Q' });
    expect(result.ok ? [] : result.errors.map((e) => e.code)).toEqual(['emailInvalid']);
  });
});

describe('validateSubscribeEmail (spec §5)', () => {
  it('uses the spec text', () => {
    expect(validateSubscribeEmail('x@y.zz')).toEqual({ ok: true, value: { email: 'x@y.zz' } });
    expect(validateSubscribeEmail('x@y')).toEqual({
      ok: false,
      errors: [{ code: 'invalidEmail', messageKey: 'validation.subscribe.invalidEmail', field: 'email' }],
    });
    expect(englishMessages['validation.subscribe.invalidEmail']).toBe(
      'Error! Please enter a valid email address.',
    );
  });
});
