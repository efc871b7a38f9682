// POST /api/users/delete (issue 30, decision 0051). Refusals change nothing (wrong password, a withdrawal in
// flight, balances not acknowledged, no fresh sign-in); a deletion ends every session, erases what named
// the player, deletes their files, releases their game account, keeps the ledger whole under the same id
// and leaves operators a "deleted" row naming no one. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { renderServerMessage } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { issueRefreshCredential } from '../src/auth/refresh-credentials';
import { linkGameAccount } from '../src/game-accounts/game-account-repository';
import { auditLedger } from '../src/ledger/audit';
import { openStorage } from '../src/storage/open-storage';
import { login, registration, register } from './support/auth-test-app';
import { insertDataPlayer, settleWithdrawals, type DataPlayer } from './support/privacy-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'd'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  admin = await insertTestUser(database, config.jwtSecret, {
    role: 'admin',
    provider: 'google',
    name: 'Olga',
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const deleteAccount = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/delete', headers: bearer(user), payload });

const refusal = (key: string, params: Record<string, number> = {}) => ({
  status: 'error',
  message: renderServerMessage(key as never, params),
  messageKey: key,
  messageParams: params,
});

/** What a refusal must leave as it was. */
async function accountState(userId: string) {
  const { rows } = await database.query(
    `select u.name, u.email, u.password_hash, u.deleted_at, u.token_version, w.crystals,
            (select count(*)::int from refresh_credentials r where r.user_id = u.id and r.revoked_at is null) as live,
            (select count(*)::int from game_accounts g where g.user_id = u.id and g.unlinked_at is null) as linked
       from users u left join wallets w on w.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0];
}

let counter = 0;
async function dataPlayer(provider: 'local' | 'google' = 'local'): Promise<DataPlayer> {
  counter += 1;
  const tags = ['#P2Q8', '#L9Y2', '#R8J0', '#C2U9', '#V0G8', '#Y2L9R', '#QQ2P8'];
  return insertDataPlayer(database, app, config.jwtSecret, {
    label: `Del${counter}`,
    provider,
    octet: 40 + counter,
    tag: tags[counter - 1]!,
  });
}

describe('POST /api/users/delete refusals', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const player = await dataPlayer();
    await settleWithdrawals(database, player.id);
    const before = await accountState(player.id);
    const response = await deleteAccount(player, {
      password: 'not my password',
      acknowledgeCrystals: 2000,
      confirm: true,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal('privacy.passwordIncorrect'));
    expect(await accountState(player.id)).toEqual(before);
  });

  it('refuses while a withdrawal is pending, then while crystals are not acknowledged', async () => {
    const player = await dataPlayer();
    const before = await accountState(player.id);
    const pending = await deleteAccount(player, {
      password: defaultTestPassword,
      acknowledgeCrystals: 2000,
      confirm: true,
    });
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual(refusal('privacy.withdrawalPending'));
    await settleWithdrawals(database, player.id);
    for (const acknowledgeCrystals of [undefined, 1999]) {
      const response = await deleteAccount(player, {
        password: defaultTestPassword,
        acknowledgeCrystals,
        confirm: true,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(
        refusal('privacy.balanceNotAcknowledged', { crystals: 2000, gCoins: 0 }),
      );
    }
    expect(await accountState(player.id)).toEqual(before);
  });

  it('refuses an account without a password until its sign-in is fresh', async () => {
    const player = await dataPlayer('google');
    await settleWithdrawals(database, player.id);
    await database.query(
      `insert into refresh_credentials (id, token_hash, user_id, family_id, expires_at, created_at)
       values (gen_random_uuid(), 'old-' || gen_random_uuid(), $1, gen_random_uuid(), now() + interval '1 day',
               now() - interval '11 minutes')`,
      [player.id],
    );
    const stale = await deleteAccount(player, { acknowledgeCrystals: 2000, confirm: true });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual(refusal('privacy.signInAgain'));
    expect((await accountState(player.id))?.deleted_at).toBeNull();
    await issueRefreshCredential(database, { userId: player.id });
    const fresh = await deleteAccount(player, { acknowledgeCrystals: 2000, confirm: true });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a body without confirm: true', async () => {
    const player = await dataPlayer();
    const response = await deleteAccount(player, { password: defaultTestPassword });
    expect(response.statusCode).toBe(400);
    expect((await accountState(player.id))?.deleted_at).toBeNull();
  });
});

describe('POST /api/users/delete', () => {
  it('erases the player, keeps the ledger whole, and frees their e-mail and game account', async () => {
    const storage = openStorage(config);
    const email = `erase-${Date.now()}@example.test`;
    const player = await dataPlayer();
    await database.query('update users set email = $2 where id = $1', [player.id, email]);
    await storage.put(player.passportKey, Buffer.from('encrypted passport'), 'application/octet-stream');
    await settleWithdrawals(database, player.id);
    const signedIn = await login(app, email, defaultTestPassword);
    expect(signedIn.statusCode).toBe(200);
    const entriesBefore = await database.query(
      'select count(*)::int as n from journal_transactions where user_id = $1',
      [player.id],
    );

    const response = await deleteAccount(player, {
      password: defaultTestPassword,
      acknowledgeCrystals: 2000,
      confirm: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'success',
      message: 'Your account has been deleted. Goodbye.',
      messageKey: 'privacy.accountDeleted',
      messageParams: {},
      data: { deletedAt: expect.any(String) },
    });
    expect(String(response.headers['set-cookie'])).toContain('arena_refresh=;');

    // The ledger: same entries under the same id, the wallet still their sum, the audit clean.
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
    const entriesAfter = await database.query(
      'select count(*)::int as n from journal_transactions where user_id = $1',
      [player.id],
    );
    expect(entriesAfter.rows).toEqual(entriesBefore.rows);
    const state = await accountState(player.id);
    expect(state).toMatchObject({ name: 'Deleted player', email: `deleted-${player.id}@deleted.invalid` });
    expect(state).toMatchObject({ password_hash: null, live: 0, linked: 0 });
    expect(Number(state?.crystals)).toBe(2000);

    // Sessions end, sign-in fails, the public profile is gone, the file is gone.
    expect((await app.inject({ url: '/api/users/me', headers: bearer(player) })).statusCode).toBe(401);
    expect((await login(app, email, defaultTestPassword)).statusCode).toBe(401);
    expect((await app.inject({ url: `/api/public-profile/${player.id}` })).statusCode).toBe(404);
    expect(await storage.exists(player.passportKey)).toBe(false);
    const traces = await database.query(
      `select (select count(*)::int from sessions where user_id = $1 and (ip is not null or user_agent is not null
                or device_id is not null or revoked_at is null)) as sessions,
              (select count(*)::int from sign_in_events where user_id = $1 and (ip is not null or user_agent is not null
                or device_id is not null)) as events,
              (select count(*)::int from payment_methods where user_id = $1 and pan_masked <> '') as cards,
              (select count(*)::int from withdrawals where user_id = $1 and payment_email = $2) as payouts,
              (select count(*)::int from journal_transactions where user_id = $1 and description like '%' || $2 || '%')
                as descriptions`,
      [player.id, player.payoutEmail],
    );
    expect(traces.rows[0]).toEqual({ sessions: 0, events: 0, cards: 0, payouts: 0, descriptions: 0 });

    // The same address registers again; another player links the released game account.
    expect((await register(app, registration({ email }))).statusCode).toBe(201);
    const other = await insertTestUser(database, config.jwtSecret, { provider: 'google' });
    const linked = await linkGameAccount(database, {
      userId: other.id,
      provider: 'supercell',
      externalId: player.externalId,
      displayName: 'New Owner',
      details: {},
    });
    expect(linked).toMatchObject({ externalId: player.externalId });
  });

  it('shows operators that the account was deleted and when, not who it was', async () => {
    const player = await dataPlayer();
    await settleWithdrawals(database, player.id);
    const done = await deleteAccount(player, {
      password: defaultTestPassword,
      acknowledgeCrystals: 2000,
      confirm: true,
    });
    expect(done.statusCode).toBe(200);
    const deletedAt = (done.json() as { data: { deletedAt: string } }).data.deletedAt;
    const detail = await app.inject({ url: `/api/admin/users/${player.id}`, headers: bearer(admin) });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ id: player.id, name: 'Deleted player', email: '', deletedAt });
    expect(detail.body).not.toContain(player.email);
    expect(detail.body).not.toContain(player.name);
    const list = await app.inject({ url: `/api/admin/users?q=${player.id}`, headers: bearer(admin) });
    expect(list.json().data).toEqual([expect.objectContaining({ id: player.id, email: '', deletedAt })]);
    const byEmail = await app.inject({
      url: `/api/admin/users?q=${encodeURIComponent(player.email)}`,
      headers: bearer(admin),
    });
    expect(byEmail.json().data).toEqual([]);
  });
});
