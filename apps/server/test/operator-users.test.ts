// Operator roles, players, blocking and the audit log (issue 12, docs/decisions/0020-operator-roles.md):
// who may call which /api/admin route, search and the player's page, block (sessions end at once,
// no sign-in, enrolment or withdrawal) and unblock, roles and the last admin, resend verification,
// releasing a Brawl Stars tag, the audit log and its filters, and `npm run admin:create`.
// Engine-neutral (PGlite by default, PostgreSQL with DATABASE_URL); the ledger audit is clean after
// every test.
import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  adminAuditLogResponseSchema,
  adminUserActionResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  mfaMessages,
  operatorUserMessages,
  releaseGameAccountResponseSchema,
  tokenResponseSchema,
  type AuditLogEntry,
} from '@arena/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { adminOnlyMessage, operatorOnlyMessage } from '../src/auth/admin-only';
import { openDatabase } from '../src/db/open-database';
import { checkLinkable, usedDisconnections } from '../src/game-accounts/game-account-repository';
import { auditLedger } from '../src/ledger/audit';
import { creditPackPurchase } from '../src/ledger/purchases';
import { cookieValue, login, outboxFor, rememberOutboxKey } from './support/auth-test-app';
import { enrolSecondFactor } from './support/second-factor';
import { insertChallenge } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import {
  copyPGliteTemplate,
  createTestDatabase,
  createTestDatabaseUrl,
  type TestDatabase,
} from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'o'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let admin: TestUser;
let support: TestUser;
let player: TestUser;
const routes: { method: string; url: string }[] = [];

async function newUser(input: Parameters<typeof insertTestUser>[2] = {}): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret, input);
  return user;
}

async function newSupport(name = 'Sam Support'): Promise<TestUser> {
  const user = await newUser({ name });
  await database.query(`update users set role = 'support' where id = $1`, [user.id]);
  return user;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, {
    database,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (route.url.startsWith('/api/admin') && method !== 'HEAD') routes.push({ method, url: route.url });
      }
    },
  });
  await app.ready();
  rememberOutboxKey(app, config);
  admin = await newUser({ role: 'admin', name: 'Ada Admin' });
  support = await newSupport();
  player = await newUser({ name: 'Pat Player' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, randomUUID());
const call = (user: TestUser, method: string, url: string, payload?: unknown) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: bearer(user),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** Signs in again with the test password; answers the new access token. */
async function signIn(email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: defaultTestPassword },
  });
  expect(response.statusCode).toBe(200);
  return tokenResponseSchema.parse(response.json()).access_token;
}

async function auditOf(query: string): Promise<{ data: AuditLogEntry[]; total: number }> {
  const response = await call(admin, 'GET', `/api/admin/audit-log?${query}`);
  expect(response.statusCode).toBe(200);
  const body = adminAuditLogResponseSchema.parse(response.json());
  return { data: body.data, total: body.pagination.total };
}

// ----------------------------------------------------------------------------------------------
describe('who may call the operator API', () => {
  it('answers 403 to a player on every /api/admin route, and 401 without a token', async () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    // The routes this issue and the cash-out issue add are all there (the list is the app's own).
    for (const expected of [
      'GET /api/admin/ledger/audit',
      'POST /api/admin/challenges/:id/finish-now',
      'PUT /api/admin/games/:gameId',
      'GET /api/admin/passports',
      'GET /api/admin/passports/:id/file',
      'POST /api/admin/passports/:id/verify',
      'POST /api/admin/passports/:id/reject',
      'GET /api/admin/payouts',
      'POST /api/admin/payouts/:id/approve',
      'POST /api/admin/payouts/:id/reject',
      'GET /api/admin/users',
      'GET /api/admin/users/:id',
      'POST /api/admin/users/:id/block',
      'POST /api/admin/users/:id/unblock',
      'POST /api/admin/users/:id/resend-verification',
      'PUT /api/admin/users/:id/role',
      'POST /api/admin/game-accounts/:accountId/release',
      'GET /api/admin/audit-log',
    ]) {
      expect(urls).toContain(expected);
    }
    for (const route of routes) {
      const url = concrete(route.url);
      const response = await call(player, route.method, url, route.method === 'GET' ? undefined : {});
      expect({ route: urls[routes.indexOf(route)], status: response.statusCode }).toEqual({
        route: urls[routes.indexOf(route)],
        status: 403,
      });
      const message = (response.json() as { message: string }).message;
      expect([adminOnlyMessage, operatorOnlyMessage]).toContain(message);
      const anonymous = await app.inject({ method: route.method as 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('keeps support out of challenge, game, ledger and role changes', async () => {
    const adminOnlyRoutes = routes.filter(
      (route) =>
        /^\/api\/admin\/(challenges|games|ledger)(\/|$)/.test(route.url) ||
        route.url === '/api/admin/users/:id/role',
    );
    expect(adminOnlyRoutes.length).toBeGreaterThanOrEqual(4);
    for (const route of adminOnlyRoutes) {
      const response = await call(
        support,
        route.method,
        concrete(route.url).replace(/\/games\/[^/]+/, '/games/lol'),
        route.method === 'GET' ? undefined : {},
      );
      expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 403 });
      expect(response.json()).toEqual(errorAnswer(adminOnlyMessage));
    }
  });

  it('lets support read passports, payouts, players and the audit log', async () => {
    for (const url of [
      '/api/admin/passports?status=manual_review',
      '/api/admin/payouts?status=pending',
      '/api/admin/users',
      `/api/admin/users/${player.id}`,
      '/api/admin/audit-log',
    ]) {
      const response = await call(support, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
    // Admins keep every route.
    expect((await call(admin, 'GET', '/api/admin/ledger/audit')).statusCode).toBe(200);
  });

  it('tells the site the role with the current user', async () => {
    const me = async (user: TestUser) =>
      ((await call(user, 'GET', '/api/users/me')).json() as { data: { user: { role: string } } }).data.user
        .role;
    expect(await me(support)).toBe('support');
    expect(await me(admin)).toBe('admin');
    expect(await me(player)).toBe('player');
  });
});

// ----------------------------------------------------------------------------------------------
describe('players: search and the player page', () => {
  it('finds by part of the name or email in any case, or by exact id, 20 a page with the total', async () => {
    const tag = randomBytes(4).toString('hex');
    const named = await newUser({
      name: `Zephyr ${tag}`,
      email: `zephyr.${randomBytes(3).toString('hex')}@example.test`,
    });
    const mailed = await newUser({ name: 'Other Name', email: `${tag}.mail@example.test` });
    const search = async (q: string, page = 1) => {
      const response = await call(support, 'GET', `/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`);
      expect(response.statusCode).toBe(200);
      return adminUsersResponseSchema.parse(response.json());
    };

    const byTag = await search(tag.toUpperCase());
    expect(byTag.data.map((row) => row.id).sort()).toEqual([named.id, mailed.id].sort());
    expect(byTag.pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect((await search(`ZEPHYR ${tag}`)).data.map((row) => row.id)).toEqual([named.id]);
    expect((await search(named.id)).data.map((row) => row.id)).toEqual([named.id]);
    expect((await search(named.id.slice(0, 8))).data).toEqual([]); // an id matches only whole
    expect((await search('%')).pagination.total).toBe(0); // not a wildcard
    const row = (await search(mailed.email)).data[0]!;
    expect(row).toEqual({
      id: mailed.id,
      name: 'Other Name',
      email: mailed.email,
      role: 'player',
      emailVerified: true,
      blocked: false,
      createdAt: expect.any(String) as string,
      crystals: 0,
      gCoins: 0,
    });

    const crowd = `crowd${randomBytes(3).toString('hex')}`;
    for (let index = 0; index < 21; index++) await newUser({ name: `${crowd} ${index}` });
    const first = await search(crowd);
    const second = await search(crowd, 2);
    expect(first.data).toHaveLength(20);
    expect(second.data).toHaveLength(1);
    expect(second.pagination).toEqual({ page: 2, pageSize: 20, total: 21 });
    expect(new Set([...first.data, ...second.data].map((user) => user.id)).size).toBe(21);

    expect((await call(support, 'GET', '/api/admin/users?page=0')).statusCode).toBe(400);
  });

  it('shows the profile, balances, game accounts, ledger, challenges and devices', async () => {
    const user = await newUser({ name: 'Dana Detail', xp: 150 });
    await database.query(`update users set country = 'AE' where id = $1`, [user.id]);
    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `detail-${user.id}`,
      provider: 'checkout',
      priceCents: 499,
      gCoins: 10,
    });
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name, unlinked_at, unlink_reason)
       values ($1, 'riot', 'puuid-old', 'Old#EUW', now() - interval '1 day', 'Switched accounts'),
              ($1, 'supercell', '#2PP', 'Brawler', null, null)`,
      [user.id],
    );
    const challengeId = await insertChallenge(database, {
      title: 'Detail Cup',
      start: new Date(Date.now() - 3_600_000),
      status: 1,
    });
    await database.query(
      'insert into challenge_participants (challenge_id, user_id, score, bonus_score) values ($1, $2, 40, 5)',
      [challengeId, user.id],
    );
    const signedIn = await login(app, user.email, defaultTestPassword, {
      headers: { 'x-device-id': 'device-abc' },
    });
    expect(signedIn.statusCode).toBe(200);

    const response = await call(support, 'GET', `/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = adminUserResponseSchema.parse(response.json());
    expect(data).toMatchObject({
      id: user.id,
      name: 'Dana Detail',
      role: 'player',
      blocked: false,
      blockedAt: null,
      blockedReason: null,
      provider: 'local',
      country: 'AE',
      gCoins: 20, // the first purchase is doubled
      crystals: 0,
    });
    expect(data.levelInfo.experiencePoints).toBe(150);
    expect(data.lastSignInAt).not.toBeNull();
    expect(
      data.gameAccounts.map((account) => [
        account.provider,
        account.externalId,
        account.linked,
        account.unlinkReason,
      ]),
    ).toEqual([
      ['supercell', '#2PP', true, null],
      ['riot', 'puuid-old', false, 'Switched accounts'],
    ]);
    expect(data.gameAccounts[1]!.games).toEqual(['League of Legends', 'Valorant']);
    expect(
      data.ledger.map((entry) => [entry.type, entry.gCoins, entry.crystals, entry.status]).sort(),
    ).toEqual([
      ['purchase', 10, 0, 'completed'],
      ['purchase_bonus', 10, 0, 'completed'],
    ]);
    expect(data.challenges).toEqual([
      {
        id: challengeId,
        title: 'Detail Cup',
        gameId: 'valorant',
        gameName: 'Valorant',
        status: 1,
        enrolledAt: expect.any(String) as string,
        rank: null,
        score: 40,
        bonusScore: 5,
      },
    ]);
    expect(data.devices).toEqual([
      {
        deviceId: 'device-abc',
        firstSeenAt: expect.any(String) as string,
        lastSeenAt: expect.any(String) as string,
        sessions: 1,
      },
    ]);

    expect((await call(support, 'GET', `/api/admin/users/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(support, 'GET', '/api/admin/users/not-a-uuid')).json()).toEqual(
      errorAnswer(operatorUserMessages.userNotFound),
    );
  });
});

// ----------------------------------------------------------------------------------------------
describe('blocking', () => {
  async function withMoney(): Promise<TestUser> {
    const user = await newUser({ name: 'Bo Blocked' });
    await database.query(
      `insert into game_accounts (user_id, provider, external_id, display_name) values ($1, 'riot', $2, 'Bo#EUW')`,
      [user.id, `puuid-${user.id}`],
    );
    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `block-${user.id}`,
      provider: 'checkout',
      priceCents: 0,
      gCoins: 5,
    });
    return user;
  }
  const me = (token: string) =>
    app.inject({ url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
  const refresh = (cookie: string) =>
    app.inject({ url: '/api/auth/refresh', cookies: { arena_refresh: cookie } });
  const enrol = (token: string, challengeId: string) =>
    app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: { authorization: `Bearer ${token}` },
      payload: { challengeId },
    });
  const withdraw = (token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/withdrawal/request',
      headers: { authorization: `Bearer ${token}` },
      payload: { crystalAmount: 1000, paymentEmail: 'bo@example.com' },
    });
  async function gCoinsOf(user: TestUser): Promise<number> {
    const { rows } = await database.query<{ gcoins: unknown }>(
      'select gcoins from wallets where user_id = $1',
      [user.id],
    );
    return Number(rows[0]?.gcoins);
  }
  async function freshToken(user: TestUser): Promise<string> {
    const { rows } = await database.query<{ token_version: number }>(
      'select token_version from users where id = $1',
      [user.id],
    );
    return signAccessToken(user.id, config.jwtSecret, { tokenVersion: rows[0]!.token_version });
  }

  it('ends every session at once and refuses sign-in, refresh, enrolment and withdrawal until unblocked', async () => {
    const user = await withMoney();
    const challengeId = await insertChallenge(database, {
      start: new Date(Date.now() + 3_600_000),
      entryFee: 1,
    });
    const signedIn = await login(app, user.email, defaultTestPassword);
    expect(signedIn.statusCode).toBe(200);
    const token = (signedIn.json() as { access_token: string }).access_token;
    const cookie = cookieValue(signedIn, 'arena_refresh');
    expect((await me(token)).statusCode).toBe(200);

    const blocked = await call(support, 'POST', `/api/admin/users/${user.id}/block`, {
      reason: 'Chargeback fraud',
    });
    expect(blocked.statusCode).toBe(200);
    expect(adminUserActionResponseSchema.parse(blocked.json())).toMatchObject({
      message: operatorUserMessages.blocked,
      data: { id: user.id, blocked: true },
    });

    // The token that worked a moment ago is refused on its very next request, and so is the refresh cookie.
    expect((await me(token)).statusCode).toBe(401);
    expect((await refresh(cookie)).statusCode).toBe(401);
    // Even a token signed at the current version (a refresh racing the block) opens nothing.
    const current = await freshToken(user);
    expect((await me(current)).statusCode).toBe(401);
    const before = await gCoinsOf(user);
    expect((await enrol(current, challengeId)).statusCode).toBe(401);
    expect((await withdraw(current)).statusCode).toBe(401);
    expect(await gCoinsOf(user)).toBe(before);
    // The right password hears why; a wrong one hears nothing about the account.
    const refused = await login(app, user.email, defaultTestPassword);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer('This account is blocked. Contact support.'));
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await login(app, user.email, 'wrong password 123')).statusCode).toBe(401);
    // Blocking twice is a conflict that changes nothing.
    expect(
      (await call(support, 'POST', `/api/admin/users/${user.id}/block`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const unblocked = await call(support, 'POST', `/api/admin/users/${user.id}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(adminUserActionResponseSchema.parse(unblocked.json()).data.blocked).toBe(false);
    expect((await me(token)).statusCode).toBe(401); // old sessions stay ended
    const again = await login(app, user.email, defaultTestPassword);
    expect(again.statusCode).toBe(200);
    const newToken = (again.json() as { access_token: string }).access_token;
    expect((await enrol(newToken, challengeId)).statusCode).toBe(200);
    expect(await gCoinsOf(user)).toBe(before - 1);
    expect((await call(support, 'POST', `/api/admin/users/${user.id}/unblock`)).statusCode).toBe(409);

    const { data } = await auditOf(`targetType=user&targetId=${user.id}`);
    expect(data.map((entry) => [entry.action, entry.actor?.id, entry.before, entry.after])).toEqual([
      [
        'user.unblock',
        support.id,
        { blocked: true, reason: 'Chargeback fraud' },
        { blocked: false, reason: null },
      ],
      [
        'user.block',
        support.id,
        { blocked: false, reason: null },
        { blocked: true, reason: 'Chargeback fraud', sessionsEnded: true },
      ],
    ]);
  });

  it('refuses third-party sign-in to a blocked account', async () => {
    async function signIn(email: string) {
      const started = await app.inject({ url: '/api/auth/google' });
      const authorize = new URL(started.headers.location as string);
      const stateCookie = cookieValue(started, 'arena_oauth_state');
      const form = new URLSearchParams({
        redirect_uri: authorize.searchParams.get('redirect_uri')!,
        state: authorize.searchParams.get('state')!,
        code_challenge: authorize.searchParams.get('code_challenge')!,
        code_challenge_method: 'S256',
        response_type: 'code',
        decision: 'approve',
        identity: 'custom',
        custom_email: email,
        custom_verified: 'on',
      });
      const consent = await app.inject({
        method: 'POST',
        url: authorize.pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form.toString(),
      });
      const back = new URL(consent.headers.location as string);
      return app.inject({
        url: `${back.pathname}${back.search}`,
        cookies: { arena_oauth_state: stateCookie },
      });
    }
    const email = `oauth.${randomBytes(4).toString('hex')}@example.test`;
    const first = await signIn(email);
    expect(first.headers.location).toMatch(/^\/\?token=/);
    const { rows } = await database.query<{ id: string }>('select id from users where email = $1', [email]);
    const blocked = await call(support, 'POST', `/api/admin/users/${rows[0]!.id}/block`, { reason: 'Bot' });
    expect(blocked.statusCode).toBe(200);

    const refused = await signIn(email);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toBe('/join?error=blocked');
    expect(String(refused.headers['set-cookie'] ?? '')).not.toContain('arena_refresh=');
  });

  it('refuses to block oneself, an admin, or (for support) another operator, and needs a reason', async () => {
    const otherSupport = await newSupport('Sid Support');
    const cases: [TestUser, string, number, string][] = [
      [support, support.id, 403, operatorUserMessages.cannotBlockSelf],
      [support, admin.id, 403, operatorUserMessages.cannotBlockAdmin],
      [admin, admin.id, 403, operatorUserMessages.cannotBlockSelf],
      [support, otherSupport.id, 403, operatorUserMessages.onlyAdminsBlockOperators],
      [support, randomUUID(), 404, operatorUserMessages.userNotFound],
    ];
    for (const [actor, target, status, message] of cases) {
      const response = await call(actor, 'POST', `/api/admin/users/${target}/block`, { reason: 'No' });
      expect({ target, status: response.statusCode, body: response.json() as unknown }).toEqual({
        target,
        status,
        body: errorAnswer(message),
      });
    }
    const blank = await call(support, 'POST', `/api/admin/users/${player.id}/block`, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect((await call(support, 'POST', `/api/admin/users/${player.id}/block`, {})).statusCode).toBe(400);
    // An admin may block a support account, which then loses its operator routes at once.
    expect(
      (await call(admin, 'POST', `/api/admin/users/${otherSupport.id}/block`, { reason: 'Left the team' }))
        .statusCode,
    ).toBe(200);
    expect((await call(otherSupport, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await auditOf(`targetId=${otherSupport.id}`)).total).toBe(1);
    expect((await auditOf(`targetId=${player.id}`)).total).toBe(0);
  });
});

// ----------------------------------------------------------------------------------------------
describe('roles', () => {
  it('lets an admin set roles (audited) and refuses a blocked account an operator role', async () => {
    const user = await newUser({ name: 'Rory Role' });
    const set = (role: string, actor = admin) =>
      call(actor, 'PUT', `/api/admin/users/${user.id}/role`, { role });
    const before = { ...user };
    const promoted = await set('support');
    expect(promoted.statusCode).toBe(200);
    expect(adminUserActionResponseSchema.parse(promoted.json()).data.role).toBe('support');
    // A role change ends every session of the account (issue 29): the token made before the promotion
    // reaches no operator route, nor anything else; signed in again, the account has its new role.
    expect((await call(before, 'GET', '/api/admin/users')).statusCode).toBe(401);
    expect((await call(before, 'GET', '/api/users/me')).statusCode).toBe(401);
    user.token = await signIn(user.email);
    // The new operator's first console call asks for a second factor (issue 29); enrolled, it works.
    const unenrolled = await call(user, 'GET', '/api/admin/users');
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.json()).toEqual(errorAnswer(mfaMessages.enrolmentRequired));
    user.token = (await enrolSecondFactor(app, user.token)).token;
    expect((await call(user, 'GET', '/api/admin/users')).statusCode).toBe(200);
    expect((await set('admin', user)).statusCode).toBe(403); // support sets no roles
    const supportToken = user.token;
    expect((await set('player')).statusCode).toBe(200);
    expect((await call({ ...user, token: supportToken }, 'GET', '/api/admin/users')).statusCode).toBe(401);
    user.token = await signIn(user.email);
    expect((await call(user, 'GET', '/api/admin/users')).statusCode).toBe(403);
    expect((await set('owner')).statusCode).toBe(400);
    // Four eyes (issue 29): nobody decides their own role.
    const own = await call(admin, 'PUT', `/api/admin/users/${admin.id}/role`, { role: 'support' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual(errorAnswer(operatorUserMessages.ownAccount));

    expect(
      (await call(admin, 'POST', `/api/admin/users/${user.id}/block`, { reason: 'Spam' })).statusCode,
    ).toBe(200);
    const refused = await set('support');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(errorAnswer(operatorUserMessages.blockedCannotBeOperator));

    const { data } = await auditOf(`action=user.role&targetId=${user.id}`);
    expect(data.map((entry) => [entry.before, entry.after, entry.actor?.email])).toEqual([
      [{ role: 'support' }, { role: 'player', sessionsEnded: true }, admin.email],
      [{ role: 'player' }, { role: 'support', sessionsEnded: true }, admin.email],
    ]);
  });

  it('never demotes the last admin, even when two admins demote each other at once', async () => {
    const second = await newUser({ role: 'admin', name: 'Second Admin' });
    // Only these two admins are left in this database.
    await database.query(`update users set role = 'player' where role = 'admin' and id not in ($1, $2)`, [
      admin.id,
      second.id,
    ]);
    const [one, two] = await Promise.all([
      call(admin, 'PUT', `/api/admin/users/${second.id}/role`, { role: 'player' }),
      call(second, 'PUT', `/api/admin/users/${admin.id}/role`, { role: 'player' }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    // The loser is refused as the last admin (409), or, when it was demoted before its own request
    // was authenticated, has no session any more (401: a role change ends them).
    expect(statuses).toContain(200);
    expect(statuses.filter((status) => status !== 200)).toHaveLength(1);
    expect([401, 409]).toContain(statuses.find((status) => status !== 200));
    const { rows } = await database.query<{ id: string }>(`select id from users where role = 'admin'`);
    expect(rows).toHaveLength(1);
    const survivor = rows[0]!.id === admin.id ? admin : second;
    // Nor may the survivor demote itself (four eyes, which also keeps the last admin).
    const last = await call(survivor, 'PUT', `/api/admin/users/${survivor.id}/role`, { role: 'support' });
    expect(last.statusCode).toBe(403);
    expect(last.json()).toEqual(errorAnswer(operatorUserMessages.ownAccount));
    if (survivor !== admin) {
      await database.query(`update users set role = 'admin' where id = $1`, [admin.id]);
      admin.token = (await enrolSecondFactor(app, await signIn(admin.email))).token;
    }
  });
});

// ----------------------------------------------------------------------------------------------
describe('resend verification and Brawl Stars tags', () => {
  it('resends the verification mail to an unverified player, 409 when verified', async () => {
    const user = await newUser({ verified: false, name: 'Una Verified' });
    const response = await call(support, 'POST', `/api/admin/users/${user.id}/resend-verification`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success', message: operatorUserMessages.verificationSent });
    const mails = await outboxFor(app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/api/auth/verify-email?token=');

    const verified = await call(support, 'POST', `/api/admin/users/${player.id}/resend-verification`);
    expect(verified.statusCode).toBe(409);
    expect(verified.json()).toEqual(errorAnswer(operatorUserMessages.alreadyVerified));
    const { data } = await auditOf(`action=user.resend_verification&targetId=${user.id}`);
    expect(data.map((entry) => [entry.before, entry.after])).toEqual([
      [{ emailVerified: false }, { emailVerified: false, verificationSentTo: user.email }],
    ]);
  });

  it('releases a disputed Brawl Stars tag so another player can claim it', async () => {
    const holder = await newUser({ name: 'Holder' });
    const claimant = await newUser({ name: 'Claimant' });
    const tag = `#${[...randomBytes(8)].map((byte) => '0289PYLQGRJCUV'[byte % 14]).join('')}`;
    const { rows } = await database.query<{ id: string }>(
      `insert into game_accounts (user_id, provider, external_id, display_name, details)
       values ($1, 'supercell', $2, 'Holder BS', $3::jsonb) returning id`,
      [holder.id, tag, JSON.stringify({ verifiedAt: new Date().toISOString() })],
    );
    const accountId = rows[0]!.id;
    const linkable = () =>
      checkLinkable(database, { userId: claimant.id, provider: 'supercell', externalId: tag, proven: true });
    await expect(linkable()).rejects.toMatchObject({ statusCode: 409 });

    const released = await call(support, 'POST', `/api/admin/game-accounts/${accountId}/release`, {
      reason: 'Owner proved it by ticket 42',
    });
    expect(released.statusCode).toBe(200);
    expect(releaseGameAccountResponseSchema.parse(released.json()).data).toMatchObject({
      id: accountId,
      provider: 'supercell',
      externalId: tag,
      linked: false,
      unlinkReason: 'Released by an operator: Owner proved it by ticket 42',
      games: ['Brawl Stars'],
    });
    await expect(linkable()).resolves.toBeNull();
    // Not the holder's choice: no disconnection used and no 7-day relink lock (migration 0021).
    expect(await usedDisconnections(database, holder.id)).toBe(0);
    const otherTag = `#${[...randomBytes(8)].map((byte) => '0289PYLQGRJCUV'[byte % 14]).join('')}`;
    await expect(
      checkLinkable(database, {
        userId: holder.id,
        provider: 'supercell',
        externalId: otherTag,
        proven: true,
      }),
    ).resolves.toBeNull();
    const again = await call(support, 'POST', `/api/admin/game-accounts/${accountId}/release`, {
      reason: 'again',
    });
    expect(again.statusCode).toBe(409);

    const { rows: riot } = await database.query<{ id: string }>(
      `insert into game_accounts (user_id, provider, external_id, display_name) values ($1, 'riot', $2, 'H#EUW') returning id`,
      [holder.id, `puuid-${holder.id}`],
    );
    const notBrawl = await call(support, 'POST', `/api/admin/game-accounts/${riot[0]!.id}/release`, {
      reason: 'x',
    });
    expect(notBrawl.statusCode).toBe(409);
    expect(notBrawl.json()).toEqual(errorAnswer(operatorUserMessages.onlyBrawlStarsRelease));
    expect(
      (await call(support, 'POST', `/api/admin/game-accounts/${randomUUID()}/release`, { reason: 'x' }))
        .statusCode,
    ).toBe(404);

    const { data } = await auditOf(`targetType=game_account&targetId=${accountId}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'game_account.release',
      actor: { id: support.id, name: 'Sam Support', email: support.email },
      before: { userId: holder.id, externalId: tag, linked: true },
      after: { userId: holder.id, externalId: tag, linked: false },
    });
  });
});

// ----------------------------------------------------------------------------------------------
describe('the audit log', () => {
  it('filters by actor (id or email), action and target, newest first, 50 a page', async () => {
    const operator = await newSupport('Fil Filter');
    const targets = [];
    for (let index = 0; index < 52; index++) targets.push(await newUser({ name: `Audit target ${index}` }));
    for (const target of targets) {
      expect(
        (await call(operator, 'POST', `/api/admin/users/${target.id}/block`, { reason: 'Bulk test' }))
          .statusCode,
      ).toBe(200);
    }
    await call(operator, 'POST', `/api/admin/users/${targets[0]!.id}/unblock`);

    const byId = await auditOf(`actor=${operator.id}`);
    expect(byId.total).toBe(53);
    expect(byId.data).toHaveLength(50);
    expect(byId.data[0]).toMatchObject({ action: 'user.unblock', targetId: targets[0]!.id });
    expect(byId.data.map((entry) => entry.id)).toEqual(
      [...byId.data.map((entry) => entry.id)].sort((a, b) => b - a),
    );
    const byEmail = await auditOf(`actor=${encodeURIComponent(operator.email.toUpperCase())}&page=2`);
    expect(byEmail.total).toBe(53);
    expect(byEmail.data.map((entry) => entry.targetId)).toEqual([
      targets[2]!.id,
      targets[1]!.id,
      targets[0]!.id,
    ]);
    expect((await auditOf(`actor=${operator.id}&action=user.unblock`)).total).toBe(1);
    expect(
      (await auditOf(`actor=${operator.id}&action=user.block&targetId=${targets[5]!.id}`)).data,
    ).toMatchObject([
      { actor: { id: operator.id, name: 'Fil Filter', email: operator.email }, targetType: 'user' },
    ]);
    expect((await auditOf('actor=nobody@example.test')).total).toBe(0);
    expect((await auditOf(`actor=${operator.id}&targetType=passport_verification`)).total).toBe(0);
  });
});

// ----------------------------------------------------------------------------------------------
describe('npm run admin:create', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const run = promisify(execFile);

  async function adminCreate(env: NodeJS.ProcessEnv, ...args: string[]) {
    try {
      const { stdout, stderr } = await run('npm', ['run', '--silent', 'admin:create', '--', ...args], {
        cwd: root,
        env,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  it('creates the first admin once, promotes, and refuses a bad email', { timeout: 120_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-admin-cli-'));
    const url = await createTestDatabaseUrl();
    if (!url.url) await copyPGliteTemplate(dataDir);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    if (url.url) env.DATABASE_URL = url.url;
    const open = () => openDatabase({ databaseUrl: url.url, dataDir });
    try {
      const created = await adminCreate(env, 'First.Admin@Example.test');
      expect(created.code).toBe(0);
      expect(created.stdout).toContain('Created First.Admin@Example.test as admin (email verified).');
      const password = /Password \(shown once; sign in and change it\): (\S+)/.exec(created.stdout)?.[1];
      expect(password).toMatch(/^[\w-]{24}$/);

      const rerun = await adminCreate(env, 'first.admin@example.test');
      expect(rerun.code).toBe(0);
      expect(rerun.stdout).toContain('is already admin; nothing changed.');
      expect(rerun.stdout).not.toContain('Password');

      const bad = await adminCreate(env, 'not-an-email');
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('Not a valid email address: "not-an-email"');
      expect((await adminCreate(env, 'a@b.test', '--role', 'owner')).code).toBe(1);

      // An account made by sign-up becomes support; the created admin signs in with the printed password.
      let db = await open();
      const existing = await insertTestUser(db, config.jwtSecret, { name: 'Will Support' });
      await db.close();
      const promoted = await adminCreate(env, existing.email, '--role', 'support');
      expect(promoted.code).toBe(0);
      expect(promoted.stdout).toContain(`${existing.email} was player and is now support.`);
      // The only admin cannot be made support by the command either.
      const demote = await adminCreate(env, 'first.admin@example.test', '--role', 'support');
      expect(demote.code).toBe(1);
      expect(demote.stderr).toContain(operatorUserMessages.lastAdmin);

      db = await open();
      try {
        const { rows } = await db.query<{ email: string; role: string; verified: boolean; provider: string }>(
          `select email, role, email_verified_at is not null as verified, provider from users order by role, email`,
        );
        expect(rows).toEqual([
          { email: 'First.Admin@Example.test', role: 'admin', verified: true, provider: 'local' },
          { email: existing.email, role: 'support', verified: true, provider: 'local' },
        ]);
        const { rows: audit } = await db.query<{ action: string; actor_id: string | null }>(
          'select action, actor_id from operator_audit_log order by id',
        );
        expect(audit).toEqual([
          { action: 'user.create_operator', actor_id: null },
          { action: 'user.role', actor_id: null },
        ]);
        const cliApp = await buildApp(testConfig({ JWT_SECRET: 'c'.repeat(40) }), { database: db });
        try {
          const signedIn = await login(cliApp, 'first.admin@example.test', password!);
          expect(signedIn.statusCode).toBe(200);
        } finally {
          await cliApp.close();
        }
      } finally {
        await db.close();
      }
    } finally {
      await url.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
