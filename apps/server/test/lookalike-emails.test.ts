// Look-alike e-mails and names (issue 29): an address is compared in its canonical form (letter case,
// NFC, the domain's trailing dots), so `admin@arena.gg.` and `ADMIN@Arena.GG` are the account
// `admin@arena.gg`, at registration, at login and in the login throttle; an address with invisible or
// look-alike characters is refused with 400 and nothing is created; a zero-width joiner between Latin
// letters is refused in a name. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithIdentity } from '../src/auth/third-party-sign-in';
import { insertAccount } from '../src/auth/user-accounts';
import { loadMigrations, migrate } from '../src/db/migrate';
import {
  jwtPayload,
  login,
  register,
  registration,
  startAuthTestApp,
  uniqueEmail,
  type AuthTestApp,
} from './support/auth-test-app';
import { errorAnswer } from './support/error-answer';
import { createTestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

let t: AuthTestApp;
beforeAll(async () => {
  t = await startAuthTestApp();
});
afterAll(async () => {
  await t.close();
});

const taken = errorAnswer('An account with this email already exists.');
// Functions, so that a catalogue without these keys fails the tests that use them, not the file.
const lookalike = () =>
  errorAnswer(
    'Please enter an email address in plain letters, without look-alike or invisible characters',
    'validation.email.lookalike',
  );
const joiners = () =>
  errorAnswer(
    'Display name cannot contain invisible joiners between Latin, Cyrillic or Greek letters',
    'validation.displayName.invisibleJoiners',
  );

/** Every row whose address is any spelling of `email` (stored or canonical), by its stored form. */
async function storedLike(email: string): Promise<string[]> {
  const { rows } = await t.database.query<{ email: string }>(
    `select email from users where lower(rtrim(email, '.')) = lower(rtrim($1, '.')) order by email`,
    [email],
  );
  return rows.map((row) => row.email);
}

/** `admin.<unique>@arena.gg`: an address of its own per call. */
const adminAddress = () => uniqueEmail('admin').replace('@example.com', '@arena.gg');

describe('registering a spelling of a taken address', () => {
  it.each([
    ['a trailing dot', (email: string) => `${email}.`],
    ['two trailing dots and spaces', (email: string) => `  ${email}.. `],
    ['capitals', (email: string) => email.toUpperCase()],
    ['capitals and a trailing dot', (email: string) => `${email.toUpperCase()}.`],
  ])('is refused as taken (409) for %s', async (_case, spelling) => {
    const email = adminAddress();
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const response = await register(t.app, registration({ email: spelling(email) }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(taken);
    expect(await storedLike(email)).toEqual([email]);
  });

  it('stores a new address without its trailing dot', async () => {
    const email = adminAddress();
    expect((await register(t.app, registration({ email: ` ${email}. ` }))).statusCode).toBe(201);
    expect(await storedLike(email)).toEqual([email]);
    const again = await register(t.app, registration({ email }));
    expect(again.statusCode).toBe(409);
  });
});

describe('registering a look-alike address', () => {
  it.each([
    ['a dotless i', (local: string) => `${local.replace('admin', 'adm\u0131n')}@arena.gg`],
    ['a zero-width space', (local: string) => `${local.replace('admin', 'ad\u200Bmin')}@arena.gg`],
    ['a zero-width joiner', (local: string) => `${local.replace('admin', 'ad\u200Dmin')}@arena.gg`],
    ['a Cyrillic a', (local: string) => `${local.replace('admin', '\u0430dmin')}@arena.gg`],
    ['a fullwidth letter', (local: string) => `${local.replace('admin', '\uFF41dmin')}@arena.gg`],
    ['a BOM in front', (local: string) => `\uFEFF${local}@arena.gg`],
    ['a right-to-left override', (local: string) => `${local}\u202E@arena.gg`],
    ['a Cyrillic letter in the domain', (local: string) => `${local}@\u0430rena.gg`],
  ])('is refused with 400 and creates nothing: %s', async (_case, spelling) => {
    const email = adminAddress();
    const local = email.split('@')[0]!;
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const body = registration({ email: spelling(local) });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(lookalike());
    const { rowCount } = await t.database.query('select 1 from users where email = $1', [body.email]);
    expect(rowCount).toBe(0);
    expect(await storedLike(email)).toEqual([email]);
  });
});

describe('names with a zero-width joiner between Latin letters', () => {
  it('refuses `ad\\u200Dmin` at registration and creates nothing', async () => {
    const body = registration({ name: 'ad\u200Dmin' });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(joiners());
    expect(await storedLike(body.email)).toEqual([]);
  });

  it('refuses it as a new profile name, and keeps a Devanagari half form', async () => {
    const user = await insertTestUser(t.database, t.config.jwtSecret, { name: 'Kept Name' });
    const rename = (name: string) =>
      t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(user), payload: { name } });
    const refused = await rename('ad\u200Dmin');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(joiners());
    expect((await rename('\u0915\u094D\u200D\u0937')).statusCode).toBe(200);
    const { rows } = await t.database.query<{ name: string }>('select name from users where id = $1', [
      user.id,
    ]);
    expect(rows[0]?.name).toBe('\u0915\u094D\u200D\u0937');
  });
});

describe('logging in with another spelling of the address', () => {
  it('signs into the account and counts failures under one throttle key', async () => {
    const email = adminAddress();
    const body = registration({ email });
    expect((await register(t.app, body)).statusCode).toBe(201);
    const { rows } = await t.database.query<{ id: string }>('select id from users where email = $1', [email]);

    const failed = await login(t.app, `${email.toUpperCase()}.`, 'not the password', {
      remoteAddress: '203.0.113.201',
    });
    expect(failed.statusCode).toBe(401);
    const keys = await t.database.query<{ email_key: string }>(
      'select email_key from login_failures where ip = $1',
      ['203.0.113.201'],
    );
    expect(keys.rows).toEqual([{ email_key: email }]);

    const [local, domain] = email.split('@') as [string, string];
    const spelled = `${local[0]!.toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}.`;
    const response = await login(t.app, spelled, body.password, { remoteAddress: '203.0.113.202' });
    expect(response.statusCode).toBe(200);
    expect(jwtPayload((response.json() as { access_token: string }).access_token).sub).toBe(rows[0]!.id);
  });
});

describe('third-party sign-in', () => {
  it('links a verified spelling of an existing address and refuses a look-alike', async () => {
    const email = adminAddress();
    expect((await register(t.app, registration({ email }))).statusCode).toBe(201);
    const { rows } = await t.database.query<{ id: string }>('select id from users where email = $1', [email]);
    const identity = (address: string) => ({
      providerUserId: `google-${address}`,
      email: address,
      name: 'Ada',
      emailVerified: true,
    });
    const linked = await signInWithIdentity(t.database, 'google', identity(`${email.toUpperCase()}.`), {
      utmSession: null,
    });
    expect(linked).toEqual({ outcome: 'signed-in', userId: rows[0]!.id, created: false });

    const fake = email.replace('admin', 'adm\u0131n');
    expect(await signInWithIdentity(t.database, 'google', identity(fake), { utmSession: null })).toEqual({
      outcome: 'refused',
    });
    const { rowCount } = await t.database.query('select 1 from users where email = $1', [fake]);
    expect(rowCount).toBe(0);
  });
});

describe('migration 0031: addresses stored with a trailing dot', () => {
  it('tidies a lone one and leaves a pair that would collide', async () => {
    const database = await createTestDatabase({ migrated: false });
    try {
      const all = loadMigrations();
      await migrate(
        database,
        all.filter((migration) => migration.version < 31),
      );
      const account = (email: string) => ({
        email,
        name: 'Old Account',
        provider: 'local' as const,
        passwordHash: 'x',
        country: null,
        dob: null,
        referredBy: null,
        utmSession: null,
        emailVerified: false,
      });
      for (const email of [
        'Lone@Example.com..',
        'pair@example.com',
        'PAIR@example.com.',
        'plain@example.com',
      ]) {
        await database.transaction((tx) => insertAccount(tx, account(email)));
      }
      await migrate(database, all);
      const { rows } = await database.query<{ email: string }>('select email from users');
      expect(rows.map((row) => row.email).sort()).toEqual([
        'Lone@Example.com',
        'PAIR@example.com.',
        'pair@example.com',
        'plain@example.com',
      ]);
    } finally {
      await database.close();
    }
  });
});
