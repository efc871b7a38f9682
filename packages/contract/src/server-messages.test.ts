import { englishMessages, formatMessage, type MessageKey } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import hi from '../../../locales/hi.json' with { type: 'json' };
import ur from '../../../locales/ur.json' with { type: 'json' };
import { brawlStarsOwnershipMessages } from './games';
import { rateLimitMessages } from './rate-limits';
import {
  localizedMessage,
  ownServerMessageKeys,
  placeholdersOf,
  rateLimitMessage,
  renderServerMessage,
  serverMessageKeyOf,
  serverMessageLocaleKey,
  serverMessages,
} from './server-messages';
import { errorResponseSchema } from './envelope';

function lookup(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, json);
}

const sorted = (names: string[]) => [...names].sort();

describe('the catalogue of server messages', () => {
  it('keeps the English texts the server has always sent', () => {
    expect(serverMessages['auth.emailTaken']).toBe('An account with this email already exists.');
    expect(renderServerMessage('enroll.noLinkedAccount', { game: 'Valorant' })).toBe(
      'Link your Valorant account to join this challenge.',
    );
    expect(renderServerMessage('request.invalid', { details: 'email: Invalid email address' })).toBe(
      'Invalid request: email: Invalid email address',
    );
    expect(renderServerMessage('errors.challenge.insufficientGCoins', { count: 5 })).toBe(
      formatMessage('errors.challenge.insufficientGCoins', { count: 5 }),
    );
    expect(renderServerMessage('brawlStarsOwnership.codeMissing', { code: 'AR-7Q', playerTag: '#2PP' })).toBe(
      brawlStarsOwnershipMessages.codeMissing('AR-7Q', '#2PP'),
    );
    expect(renderServerMessage('gameAccount.brawlStarsTagInvalid')).toBe(
      `Failed to link Brawl Stars account: ${englishMessages['validation.brawlStars.tagInvalid']}`,
    );
  });

  it('words a 429 as rate-limits.ts does, for every wait', () => {
    for (const seconds of [0.2, 1, 2, 30, 59, 59.5, 60, 61, 119, 120, 900, 3600]) {
      expect(rateLimitMessage('tooManyRequests', seconds).message, String(seconds)).toBe(
        rateLimitMessages.tooManyRequests(seconds),
      );
      expect(rateLimitMessage('tooManyLoginAttempts', seconds).message, String(seconds)).toBe(
        rateLimitMessages.tooManyLoginAttempts(seconds),
      );
    }
    expect(rateLimitMessage('tooManyRequests', 30)).toEqual({
      message: 'Too many requests. Please try again in 30 seconds.',
      messageKey: 'rateLimit.tooManyRequests.seconds',
      messageParams: { count: 30 },
    });
  });

  it('builds the wire fields: the English text, its key and its params', () => {
    const message = localizedMessage('enroll.noLinkedAccount', { game: 'Valorant' });
    expect(message).toEqual({
      message: 'Link your Valorant account to join this challenge.',
      messageKey: 'enroll.noLinkedAccount',
      messageParams: { game: 'Valorant' },
    });
    expect(errorResponseSchema.parse({ status: 'error', ...message })).toEqual({
      status: 'error',
      ...message,
    });
    expect(errorResponseSchema.parse({ status: 'error', message: 'old server' })).toEqual({
      status: 'error',
      message: 'old server',
    });
  });

  it('finds the key of a fixed text, the server’s own before the domain’s', () => {
    expect(serverMessageKeyOf('An account with this email already exists.')).toBe('auth.emailTaken');
    expect(serverMessageKeyOf('Session expired. Please log in again.')).toBe('auth.sessionExpired');
    expect(serverMessageKeyOf('Authentication failed. Please log in again.')).toBe(
      'errors.auth.authenticationFailed',
    );
    expect(serverMessageKeyOf('Link your {{game}} account to join this challenge.')).toBeUndefined();
    expect(serverMessageKeyOf('something else')).toBeUndefined();
  });

  it('keeps its own keys apart from the domain’s and never nests one key inside another', () => {
    for (const key of ownServerMessageKeys) {
      expect(Object.hasOwn(englishMessages, key), key).toBe(false);
      expect(key.startsWith('errors.') || key.startsWith('validation.'), key).toBe(false);
      for (const other of ownServerMessageKeys)
        expect(other.startsWith(`${key}.`), `${other} in ${key}`).toBe(false);
    }
    expect(serverMessageLocaleKey('auth.emailTaken')).toBe('server.auth.emailTaken');
    expect(serverMessageLocaleKey('validation.name.required' as MessageKey)).toBe('validation.name.required');
  });
});

describe('locales hold every server message', () => {
  it('has the exact English template under server.<key> in en.json', () => {
    for (const key of ownServerMessageKeys) {
      expect(lookup(en, serverMessageLocaleKey(key)), key).toBe(serverMessages[key]);
    }
  });

  it.each([
    ['ar', ar],
    ['hi', hi],
    ['ur', ur],
  ])('has a translation with the same placeholders in %s.json', (_language, json) => {
    for (const key of ownServerMessageKeys) {
      const text = lookup(json, serverMessageLocaleKey(key));
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(sorted(placeholdersOf(text as string)), key).toEqual(
        sorted(placeholdersOf(serverMessages[key])),
      );
    }
  });

  it('translates rather than copies the English', () => {
    // A template that is nothing but a placeholder has nothing to translate.
    const translatable = ownServerMessageKeys.filter(
      (key) => serverMessages[key].replace(/\{\{\w+\}\}/g, '') !== '',
    );
    const copied = (json: unknown) =>
      translatable.filter((key) => lookup(json, serverMessageLocaleKey(key)) === serverMessages[key]);
    expect(copied(ar)).toEqual([]);
    expect(copied(hi)).toEqual([]);
    expect(copied(ur)).toEqual([]);
  });

  it('holds no server.* text the catalogue does not name', () => {
    const keysOf = (node: unknown, prefix: string): string[] =>
      node !== null && typeof node === 'object'
        ? Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
            keysOf(child, `${prefix}.${key}`),
          )
        : [prefix];
    const own = sorted(ownServerMessageKeys.map((key) => `server.${key}`));
    for (const json of [en, ar, hi, ur]) {
      expect(sorted(keysOf((json as Record<string, unknown>).server, 'server'))).toEqual(own);
    }
  });
});
