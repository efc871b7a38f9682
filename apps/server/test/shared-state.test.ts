// State that several instances on one PostgreSQL must share (issue 14, docs/decisions/0026): the
// sandbox source's on-demand matches live in sandbox_matches, and the secrets generated into each
// instance's DATA_DIR are replaced by one shared copy in app_settings. Two handles on one database
// stand for two instances (a separate pool on PostgreSQL; the same PGlite, one process, otherwise).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loginLimits } from '../src/auth/login-throttle';
import { loginWithPassword } from '../src/auth/password-login';
import { adoptSharedSecrets, sharedSecret } from '../src/db/shared-secrets';
import type { Database } from '../src/db/database';
import type { MatchAccount } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser } from './support/users-fixtures';

let database: TestDatabase;
let other: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  other = await database.secondHandle();
});
afterAll(async () => {
  await other.close();
  await database.close();
});

const account: MatchAccount = { provider: 'riot', externalId: 'shared-state-puuid', region: 'europe' };
const since = new Date('2026-01-01T00:00:00.000Z');

describe('sandbox matches added on demand', () => {
  it('a match recorded through one instance is seen by the other, with its stats and key', async () => {
    const a = new SandboxMatchSource({ generate: false });
    const b = new SandboxMatchSource({ generate: false });
    a.attach(database);
    b.attach(other);
    const startedAt = new Date('2026-11-23T18:00:00.000Z');
    const match = await a.record(account, 'lol', { stats: { kills: 7, win: true }, startedAt });
    expect(match.matchKey).toMatch(/^sandbox-lol-[0-9a-f]{8}-\d+$/);
    expect(match.stats).toMatchObject({ kills: 7, win: true });
    const seen = await b.recentMatches(account, 'lol', since);
    expect(seen).toEqual([match]);
    // Nothing from before `since`, nothing of another game or account.
    expect(await b.recentMatches(account, 'lol', new Date(startedAt.getTime() + 1))).toEqual([]);
    expect(await b.recentMatches(account, 'valorant', since)).toEqual([]);
    expect(await b.recentMatches({ ...account, externalId: 'someone-else' }, 'lol', since)).toEqual([]);
  });

  it('matches recorded at once through both instances all keep distinct keys', async () => {
    const a = new SandboxMatchSource({ generate: false });
    const b = new SandboxMatchSource({ generate: false });
    a.attach(database);
    b.attach(other);
    const who: MatchAccount = { ...account, externalId: 'shared-state-race' };
    const startedAt = new Date('2026-11-23T19:00:00.000Z'); // the same instant for every match
    const recorded = await Promise.all(
      Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? a : b).record(who, 'dota2', { startedAt })),
    );
    const keys = new Set(recorded.map((match) => match.matchKey));
    expect(keys.size).toBe(10);
    const seen = await a.recentMatches(who, 'dota2', since);
    expect(new Set(seen.map((match) => match.matchKey))).toEqual(keys);
  });

  it('without a database the matches stay in the source object (unit tests)', async () => {
    const source = new SandboxMatchSource({ generate: false });
    const match = await source.record(account, 'cs2', { startedAt: new Date('2026-11-23T18:00:00.000Z') });
    expect(await source.recentMatches(account, 'cs2', since)).toEqual([match]);
    const fresh = new SandboxMatchSource({ generate: false });
    fresh.attach(database);
    expect(await fresh.recentMatches(account, 'cs2', since)).toEqual([]);
  });
});

describe('generated secrets', () => {
  it('the first value stored wins; later instances adopt it', async () => {
    const first = await sharedSecret(database, 'sandbox-mail-outbox-key', 'first-value-'.padEnd(40, 'a'));
    const second = await sharedSecret(other, 'sandbox-mail-outbox-key', 'second-value-'.padEnd(40, 'b'));
    expect(first).toBe('first-value-'.padEnd(40, 'a'));
    expect(second).toBe(first);
  });

  it('two instances with their own DATA_DIR sign with one JWT secret on PostgreSQL, their own on PGlite', async () => {
    const fresh = await createTestDatabase();
    const second = await fresh.secondHandle();
    try {
      const configA = testConfig();
      const configB = testConfig();
      const localA = configA.jwtSecret;
      const localB = configB.jwtSecret;
      expect(localA).not.toBe(localB); // each DATA_DIR generated its own
      const appA = await buildApp(configA, { database: fresh });
      const appB = await buildApp(configB, { database: second });
      try {
        if (testEngine === 'postgres') {
          expect(configA.jwtSecret).toBe(localA);
          expect(configB.jwtSecret).toBe(localA);
          expect(configB.sandboxSecrets).toEqual(configA.sandboxSecrets);
          expect(configB.passport.encryptionKeyId).toBe(configA.passport.encryptionKeyId);
          // One VAPID pair (decision 0069): a device subscribed through A gets pushes B signs.
          expect(configB.push.publicKey).toBe(configA.push.publicKey);
          expect(configB.push.privateKey).toBe(configA.push.privateKey);
          // A token issued by A (signed with the secret A generated) is accepted by B.
          const user = await insertTestUser(fresh, localA);
          const me = await appB.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user) });
          expect(me.statusCode).toBe(200);
        } else {
          expect(configA.jwtSecret).toBe(localA);
          expect(configB.jwtSecret).toBe(localB);
          expect(configB.push.publicKey).not.toBe(configA.push.publicKey);
        }
      } finally {
        await appA.close();
        await appB.close();
      }
    } finally {
      await second.close();
      await fresh.close();
    }
  });

  it('a JWT_SECRET given by the environment is never replaced', async () => {
    const given = 'given-by-the-environment-'.padEnd(48, 'z');
    const config = testConfig({ JWT_SECRET: given });
    await adoptSharedSecrets(config, database);
    expect(config.jwtSecret).toBe(given);
  });
});

describe('login throttle across instances', () => {
  it('concurrent wrong passwords spread over two instances get exactly the allowed tries', async () => {
    const user = await insertTestUser(database, 'login-throttle-secret-'.padEnd(48, 'x'));
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        loginWithPassword(
          index % 2 === 0 ? database : (other as TestDatabase),
          { email: user.email, password: 'not the password' },
          '198.51.100.7',
        ),
      ),
    );
    const invalid = attempts.filter((attempt) => attempt.outcome === 'invalid');
    const throttled = attempts.filter((attempt) => attempt.outcome === 'throttled');
    expect(invalid).toHaveLength(loginLimits.perPair);
    expect(throttled).toHaveLength(12 - loginLimits.perPair);
    const { rows } = await database.query<{ n: number }>(
      'select count(*)::int as n from login_failures where email_key = $1',
      [user.email.toLowerCase()],
    );
    expect(rows[0]?.n).toBe(loginLimits.perPair);
  });

  it('a right password after a wrong one clears the provisional failures of that address', async () => {
    const user = await insertTestUser(database, 'login-throttle-secret-'.padEnd(48, 'x'));
    const wrong = await loginWithPassword(
      database,
      { email: user.email, password: 'nope nope nope' },
      '198.51.100.8',
    );
    expect(wrong.outcome).toBe('invalid');
    const right = await loginWithPassword(
      other,
      { email: user.email, password: defaultTestPassword },
      '198.51.100.8',
    );
    expect(right).toEqual({ outcome: 'ok', userId: user.id });
    const { rows } = await database.query<{ n: number }>(
      'select count(*)::int as n from login_failures where email_key = $1',
      [user.email.toLowerCase()],
    );
    expect(rows[0]?.n).toBe(0);
  });
});
