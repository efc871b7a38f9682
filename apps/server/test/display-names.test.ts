// Names people can trust (issue 9 finding 8): register and the profile name change refuse control,
// direction and invisible characters, look-alike script mixes and names over 50 characters with a 400
// and the domain's message, storing nothing; names from Google and Discord are cleaned instead.
// (A NUL byte is refused before any route by the input guard, http/input-guard.ts.) Runs on PGlite, and
// on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithIdentity } from '../src/auth/third-party-sign-in';
import {
  register,
  registration,
  startAuthTestApp,
  uniqueEmail,
  type AuthTestApp,
} from './support/auth-test-app';
import { bearer, insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

/** The 400 of a refused name: the length rule carries its count. */
const answerOf = (message: string) =>
  message === 'Display name must be at most 50 characters'
    ? errorAnswer(message, 'validation.displayName.tooLong', { count: 50 })
    : errorAnswer(message);

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const refused = [
  [
    'a Cyrillic look-alike',
    '\u0410dmin',
    'Display name cannot mix Latin letters with Cyrillic or Greek letters',
  ],
  [
    'a right-to-left override',
    'Ali\u202Eevil',
    'Display name cannot contain text direction control characters',
  ],
  ['zero-width spaces only', '\u200B\u200B', 'Display name must contain visible letters, numbers or symbols'],
  ['a newline', 'a\nb', 'Display name cannot contain line breaks, tabs or control characters'],
  ['51 characters', 'a'.repeat(51), 'Display name must be at most 50 characters'],
] as const;

async function nameOf(userId: string): Promise<string | undefined> {
  const { rows } = await t.database.query<{ name: string }>('select name from users where id = $1', [userId]);
  return rows[0]?.name;
}

async function accountsWithEmail(email: string): Promise<number> {
  const { rows } = await t.database.query('select 1 from users where lower(email) = lower($1)', [email]);
  return rows.length;
}

describe('POST /api/auth/register with an untrustworthy name', () => {
  it.each(refused)('answers 400 for %s and creates no account', async (_case, name, message) => {
    const body = registration({ name });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answerOf(message));
    expect(await accountsWithEmail(body.email)).toBe(0);
  });

  it('accepts 50 characters and names in Arabic with Latin or in Devanagari, stored NFC', async () => {
    for (const [name, stored] of [
      ['a'.repeat(50), 'a'.repeat(50)],
      ['محمد Ali', 'محمد Ali'],
      ['राहुल', 'राहुल'],
      [' Jose\u0301 ', 'Jos\u00e9'],
    ]) {
      const body = registration({ name });
      expect((await register(t.app, body)).statusCode, name).toBe(201);
      const { rows } = await t.database.query<{ name: string }>(
        'select name from users where lower(email) = lower($1)',
        [body.email],
      );
      expect(rows[0]?.name).toBe(stored);
    }
  });
});

describe('PUT /api/users/profile with an untrustworthy name', () => {
  const rename = (token: { token: string }, name: string) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload: { name } });

  it.each(refused)('answers 400 for %s and keeps the old name', async (_case, name, message) => {
    const user = await insertTestUser(t.database, t.config.jwtSecret, { name: 'Kept Name' });
    const response = await rename(user, name);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answerOf(message));
    expect(await nameOf(user.id)).toBe('Kept Name');
  });

  it('stores the NFC form, so the NFD spelling of the same name is no change', async () => {
    const user = await insertTestUser(t.database, t.config.jwtSecret, { name: 'Old Name' });
    const first = await rename(user, 'Jose\u0301');
    expect(first.statusCode).toBe(200);
    expect(await nameOf(user.id)).toBe('Jos\u00e9');
    const again = await rename(user, 'Jos\u00e9');
    expect(again.statusCode).toBe(200);
    expect(await nameOf(user.id)).toBe('Jos\u00e9');
  });
});

describe('names from Google and Discord', () => {
  it.each([
    ['a direction override and a newline are removed', 'Ali\u202E\nKhan', 'ali', 'AliKhan'],
    ['a look-alike falls back to the email', '\u0410dmin', 'someone', 'someone'],
    ['an invisible name falls back to the email', '\u200B\u200B', 'zero.width', 'zero.width'],
    ['a long name is cut to 50 characters', 'b'.repeat(80), 'long', 'b'.repeat(50)],
  ])('%s', async (_case, name, localPart, stored) => {
    const email = uniqueEmail(localPart);
    const result = await signInWithIdentity(
      t.database,
      'google',
      { providerUserId: `google-${email}`, email, name, emailVerified: true },
      { utmSession: null },
    );
    expect(result.outcome).toBe('signed-in');
    if (result.outcome !== 'signed-in') return;
    const expected = stored === localPart ? email.split('@')[0] : stored;
    expect(await nameOf(result.userId)).toBe(expected);
  });
});
