import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom, isAuthFailure, isSubmitting, messageOf, userMessageFrom } from './user-message';

const fallback = { messageKey: 'errors.fallback.updatePassword' } as const;

describe('userMessageFrom', () => {
  it('keeps a message key with its params', () => {
    expect(userMessageFrom({ messageKey: 'errors.auth.sessionExpired' }, fallback)).toEqual({
      messageKey: 'errors.auth.sessionExpired',
    });
    expect(
      userMessageFrom({ messageKey: 'errors.fallback.fetchProfile', params: { status: 500 } }, fallback),
    ).toEqual({ messageKey: 'errors.fallback.fetchProfile', params: { status: 500 } });
  });

  it('keeps the server message as returned', () => {
    expect(userMessageFrom({ serverMessage: 'Wrong current password' }, fallback)).toEqual({
      serverMessage: 'Wrong current password',
    });
  });

  it('falls back for unknown keys, empty server messages, errors and non-objects', () => {
    expect(userMessageFrom({ messageKey: 'not.a.key' }, fallback)).toBe(fallback);
    expect(userMessageFrom({ serverMessage: ' ' }, fallback)).toBe(fallback);
    expect(userMessageFrom(new Error('boom'), fallback)).toBe(fallback);
    expect(userMessageFrom('boom', fallback)).toBe(fallback);
    expect(userMessageFrom(null, fallback)).toBe(fallback);
  });
});

describe('fieldErrorsFrom and messageOf', () => {
  it('keeps the first error of each field', () => {
    expect(
      fieldErrorsFrom([
        { code: 'a', messageKey: 'validation.passwordChange.newTooShort', field: 'newPassword' },
        { code: 'b', messageKey: 'validation.passwordChange.sameAsCurrent', field: 'newPassword' },
        { code: 'c', messageKey: 'validation.displayName.tooLong', field: 'name', params: { count: 50 } },
        { code: 'd', messageKey: 'validation.contact.required' },
      ]),
    ).toEqual({
      newPassword: { messageKey: 'validation.passwordChange.newTooShort' },
      name: { messageKey: 'validation.displayName.tooLong', params: { count: 50 } },
    });
  });

  it('builds a message with or without params', () => {
    expect(messageOf('errors.auth.noToken')).toEqual({ messageKey: 'errors.auth.noToken' });
    expect(messageOf('errors.fallback.fetchProfile', { status: 1 })).toEqual({
      messageKey: 'errors.fallback.fetchProfile',
      params: { status: 1 },
    });
  });

  it('isSubmitting reads the submitting tag', () => {
    expect(isSubmitting({ hasTag: (tag) => tag === 'submitting' })).toBe(true);
    expect(isSubmitting({ hasTag: () => false })).toBe(false);
  });
});

describe('isAuthFailure', () => {
  it('is true for the session-ended keys and for a raw 401 or unauthenticated error', () => {
    expect(isAuthFailure({ messageKey: 'errors.auth.noToken' })).toBe(true);
    expect(isAuthFailure({ messageKey: 'errors.auth.authenticationFailed' })).toBe(true);
    expect(isAuthFailure({ messageKey: 'errors.auth.sessionExpired' })).toBe(true);
    expect(isAuthFailure({ status: 401 })).toBe(true);
    expect(isAuthFailure({ kind: 'unauthenticated' })).toBe(true);
  });

  it('is false for other failures', () => {
    expect(isAuthFailure({ messageKey: 'errors.fallback.fetchTransactions', params: { status: 401 } })).toBe(
      false,
    );
    expect(isAuthFailure({ serverMessage: 'Authentication failed' })).toBe(false);
    expect(isAuthFailure({ status: 500 })).toBe(false);
    expect(isAuthFailure({ kind: 'network' })).toBe(false);
    expect(isAuthFailure(new Error('401'))).toBe(false);
    expect(isAuthFailure(null)).toBe(false);
    expect(isAuthFailure('401')).toBe(false);
  });
});

describe('userMessageFrom with the server’s catalogue key (issue 13)', () => {
  it('keeps the key and the string or number params beside the server’s words', () => {
    expect(
      userMessageFrom(
        {
          serverMessage: 'Link your Valorant account to join this challenge.',
          serverMessageKey: 'enroll.noLinkedAccount',
          serverMessageParams: { game: 'Valorant', count: 2, bad: { nested: true } },
        },
        fallback,
      ),
    ).toEqual({
      serverMessage: 'Link your Valorant account to join this challenge.',
      serverMessageKey: 'enroll.noLinkedAccount',
      serverMessageParams: { game: 'Valorant', count: 2 },
    });
  });

  it('drops a key that is not a non-empty string; the words stay', () => {
    expect(userMessageFrom({ serverMessage: 'Words', serverMessageKey: 7 }, fallback)).toEqual({
      serverMessage: 'Words',
    });
    expect(userMessageFrom({ serverMessage: 'Words', serverMessageKey: '' }, fallback)).toEqual({
      serverMessage: 'Words',
    });
  });
});
