// Fair-play signals and flags (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md): each signal
// raises one flag and nothing else does (loopback, private and documentation addresses, different
// devices); a new account on a flagged device extends the same flag; a referral between accounts of one
// open flag cannot be claimed; with automatic approval a flagged player's withdrawal stays pending; the
// operators' list, detail and resolutions (dismiss, hold_payouts, block) with their audit rows.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  adminFlagResponseSchema,
  adminFlagsPageSize,
  adminFlagsResponseSchema,
  referralsResponseSchema,
  resolveFlagResponseSchema,
  withdrawalResponseSchema,
  type AdminFlag,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { recordObservation } from '../src/fair-play/fair-play-flags';
import { scanFairPlay } from '../src/fair-play/fair-play-service';
import { auditLedger } from '../src/ledger/audit';
import { creditPackPurchase } from '../src/ledger/purchases';
import { login } from './support/auth-test-app';
import { count, insertPayee } from './support/payout-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';

// Withdrawals below 1,500 crystals are approved without an operator unless the player is flagged.
const config = testConfig({ JWT_SECRET: 'f'.repeat(40), PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: '1500' });
let database: TestDatabase;
let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  await app.ready();
  admin = await insertTestUser(database, config.jwtSecret, { role: 'admin', name: 'Ada Admin' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

const newPlayer = (name = `Player ${randomBytes(3).toString('hex')}`) =>
  insertTestUser(database, config.jwtSecret, { name });
const signIn = (user: TestUser, device: string, remoteAddress = '127.0.0.1') =>
  login(app, user.email, defaultTestPassword, { headers: { 'x-device-id': device }, remoteAddress });
const signInEvent = (userId: string, values: { device?: string; ip?: string; hoursAgo?: number }) =>
  database.query(
    `insert into sign_in_events (user_id, kind, method, device_id, ip, created_at)
     values ($1, 'sign_in', 'password', $2, $3, now() - make_interval(hours => $4))`,
    [userId, values.device ?? null, values.ip ?? null, values.hoursAgo ?? 0],
  );

async function flagsNaming(...users: TestUser[]): Promise<string[]> {
  const { rows } = await database.query<{ flag_id: string }>(
    `select distinct flag_id::text from fair_play_flag_accounts
      where user_id in (select (jsonb_array_elements_text($1::jsonb))::uuid) order by 1`,
    [JSON.stringify(users.map((user) => user.id))],
  );
  return rows.map((row) => row.flag_id);
}

async function flag(id: string, as: TestUser = admin): Promise<AdminFlag> {
  const response = await app.inject({ method: 'GET', url: `/api/admin/flags/${id}`, headers: bearer(as) });
  expect(response.statusCode).toBe(200);
  return adminFlagResponseSchema.parse(response.json()).data;
}

const resolve = (id: string, action: string, as: TestUser = admin) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/flags/${id}/resolve`,
    headers: bearer(as),
    payload: { action, note: `Reviewed: ${action}` },
  });

const withdraw = (user: TestUser, crystalAmount: number, paymentEmail: string) =>
  app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    payload: { crystalAmount, paymentEmail },
  });

describe('signals', () => {
  it('raises nothing for accounts on loopback, private or documentation addresses with their own devices', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    expect((await signIn(a, 'device-own-a')).statusCode).toBe(200);
    expect((await signIn(b, 'device-own-b')).statusCode).toBe(200);
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.0.0.7',
      '192.168.1.4',
      'fd00::4',
      '198.51.100.1',
      '::ffff:127.0.0.1',
    ]) {
      await signInEvent(a.id, { ip, device: 'device-own-a' });
      await signInEvent(b.id, { ip, device: 'device-own-b' });
    }
    await scanFairPlay(database);
    expect(await flagsNaming(a, b)).toEqual([]);
  });

  it('opens one flag for two accounts signing in on one device, and a third account extends it', async () => {
    const [a, b, c] = [await newPlayer('Dev One'), await newPlayer('Dev Two'), await newPlayer('Dev Three')];
    const device = `device-${randomUUID()}`;
    await signIn(a, device);
    expect(await flagsNaming(a)).toEqual([]);
    await signIn(b, device);
    const [id] = await flagsNaming(a, b);
    expect(id).toBeDefined();
    await signIn(c, device);
    await scanFairPlay(database); // the job sees the same: no new flag, no second evidence row
    expect(await flagsNaming(a, b, c)).toEqual([id]);
    const detail = await flag(id!);
    expect(detail.status).toBe('open');
    expect(detail.signals).toEqual(['device']);
    expect(detail.evidence).toHaveLength(1);
    expect(detail.evidence[0]).toMatchObject({ signal: 'device', value: device, count: 3 });
    expect([...detail.evidence[0]!.userIds].sort()).toEqual([a.id, b.id, c.id].sort());
    // The accounts named together come in the order they joined the flag; a and b joined at once (one
    // transaction), so they are compared by name.
    expect(
      detail.players
        .map((player) => [player.name, player.email, player.blocked, player.payoutsHeld])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    ).toEqual([
      ['Dev One', a.email, false, false],
      ['Dev Three', c.email, false, false],
      ['Dev Two', b.email, false, false],
    ]);
    expect(detail.players[2]!.name).toBe('Dev Three'); // the third, who joined later, comes last
  });

  it('links accounts on one public address within 24 hours, not days apart', async () => {
    const [a, b, c, d] = [await newPlayer(), await newPlayer(), await newPlayer(), await newPlayer()];
    await signInEvent(a.id, { ip: '93.184.216.34', hoursAgo: 5 });
    await signInEvent(b.id, { ip: '::ffff:93.184.216.34', hoursAgo: 1 });
    await signInEvent(c.id, { ip: '93.184.216.99', hoursAgo: 100 });
    await signInEvent(d.id, { ip: '93.184.216.99', hoursAgo: 1 });
    await scanFairPlay(database);
    const [id] = await flagsNaming(a, b);
    expect((await flag(id!)).evidence.map((row) => [row.signal, row.value])).toEqual([
      ['address', '93.184.216.34'],
    ]);
    expect(await flagsNaming(c, d)).toEqual([]);
  });

  it('links two payees of one payout e-mail at the request, and the flagged request waits', async () => {
    const [a, b] = [
      await insertPayee(database, config.jwtSecret, 5000),
      await insertPayee(database, config.jwtSecret, 5000),
    ];
    const email = `shared-${randomUUID()}@example.com`;
    const first = withdrawalResponseSchema.parse((await withdraw(a, 1000, email)).json()).data;
    const second = withdrawalResponseSchema.parse(
      (await withdraw(b, 1000, ` ${email.toUpperCase()}`)).json(),
    ).data;
    const status = (id: string) =>
      count(database, 'select 1 as count from withdrawals where id = $1', [id]).then(
        async () =>
          (await database.query<{ status: string }>('select status from withdrawals where id = $1', [id]))
            .rows[0]?.status,
      );
    expect(await status(first.id)).not.toBe('pending'); // approved automatically before any flag
    expect(await status(second.id)).toBe('pending'); // flagged: waits for an operator
    const [id] = await flagsNaming(a, b);
    expect((await flag(id!)).evidence.map((row) => [row.signal, row.value])).toEqual([
      ['payout_email', email],
    ]);
    // A third withdrawal of the first payee, small enough for the automatic approval, waits too.
    const third = withdrawalResponseSchema.parse(
      (await withdraw(a, 1000, `own-${randomUUID()}@example.com`)).json(),
    ).data;
    expect(await status(third.id)).toBe('pending');
  });

  it('links saved cards of one provider fingerprint, and a deposit followed at once by a withdrawal', async () => {
    const [a, b] = [await newPlayer(), await newPlayer()];
    const fingerprint = `fp_${randomUUID()}`;
    for (const user of [a, b]) {
      await database.query(
        `insert into payment_methods (user_id, provider_token, brand, pan_masked, last4, expiry_month, expiry_year, card_fingerprint)
         values ($1, $2, 'Visa', '424242******4242', '4242', 12, 2031, $3)`,
        [user.id, `tok_${randomUUID()}`, fingerprint],
      );
    }
    const payee = await insertPayee(database, config.jwtSecret, 3000);
    await creditPackPurchase(database, {
      userId: payee.id,
      paymentKey: `fp-${payee.id}`,
      provider: 'checkout',
      priceCents: 499,
      gCoins: 10,
    });
    const request = withdrawalResponseSchema.parse(
      (await withdraw(payee, 1000, `solo-${randomUUID()}@example.com`)).json(),
    );
    await scanFairPlay(database);
    const [cardFlag] = await flagsNaming(a, b);
    expect((await flag(cardFlag!)).evidence.map((row) => [row.signal, row.value])).toEqual([
      ['card_fingerprint', fingerprint],
    ]);
    const [depositFlag] = await flagsNaming(payee);
    const detail = await flag(depositFlag!);
    expect(detail.accounts.map((account) => account.id)).toEqual([payee.id]);
    expect(detail.evidence.map((row) => [row.signal, row.value])).toEqual([
      ['deposit_withdrawal', request.data.id],
    ]);
    expect(request.data.status).toBe('pending');
  });
});

describe('referrals between flagged accounts', () => {
  it('cannot be claimed while the flag is open, and can after it is dismissed', async () => {
    const [referrer, friend] = [await newPlayer('Ref Errer'), await newPlayer('Fri End')];
    await database.query('update users set referred_by = $1 where id = $2', [referrer.id, friend.id]);
    await creditPackPurchase(database, {
      userId: friend.id,
      paymentKey: `ref-${friend.id}`,
      provider: 'checkout',
      priceCents: 499,
      gCoins: 10,
    });
    const device = `device-${randomUUID()}`;
    await signIn(referrer, device);
    await signIn(friend, device);
    const list = await app.inject({ method: 'GET', url: '/api/users/referrals', headers: bearer(referrer) });
    expect(referralsResponseSchema.parse(list.json()).referrals[0]).toMatchObject({
      referredUserId: friend.id,
      converted: true,
      claimable: false,
      heldFor: 'fairPlayReview',
    });
    const claim = () =>
      app.inject({
        method: 'POST',
        url: `/api/users/referrals/${friend.id}/claim`,
        headers: bearer(referrer),
      });
    const refused = await claim();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ messageKey: 'referral.fairPlayHold' });
    const [id] = await flagsNaming(referrer, friend);
    expect((await flag(id!)).signals).toEqual(['device', 'referral']);
    expect((await resolve(id!, 'dismiss')).statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(200); // the dismissed observation opens no new flag
    expect(await flagsNaming(referrer, friend)).toEqual([id]);
  });
});

describe('the operators’ flags', () => {
  async function flaggedPair() {
    const [a, b] = [
      await insertPayee(database, config.jwtSecret, 5000),
      await insertPayee(database, config.jwtSecret, 5000),
    ];
    const plan = await recordObservation(database, {
      signal: 'device',
      value: `device-${randomUUID()}`,
      userIds: [a.id, b.id],
      firstSeen: new Date(),
      lastSeen: new Date(),
      count: 2,
    });
    if (plan.kind !== 'create') throw new Error('expected a new flag');
    return { a, b, id: plan.flagId };
  }
  const auditRows = (action: string, targetId: string) =>
    database.query<{ actor_id: string; after: { action?: string; note?: string; blocked?: boolean } }>(
      `select actor_id::text, after from operator_audit_log where action = $1 and target_id = $2`,
      [action, targetId],
    );

  it('hold_payouts resolves the flag, holds both payouts (even automatic ones) and is audited', async () => {
    const { a, b, id } = await flaggedPair();
    const answer = await resolve(id, 'hold_payouts');
    expect(answer.statusCode).toBe(200);
    const body = resolveFlagResponseSchema.parse(answer.json());
    expect(body.data.status).toBe('resolved');
    expect(body.data.resolution).toMatchObject({
      action: 'hold_payouts',
      note: 'Reviewed: hold_payouts',
      operatorId: admin.id,
      operatorName: 'Ada Admin',
    });
    expect(body.data.players.map((player) => player.payoutsHeld)).toEqual([true, true]);
    const { rows } = await auditRows('flag.resolve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.id,
      after: { action: 'hold_payouts', note: 'Reviewed: hold_payouts' },
    });
    const small = withdrawalResponseSchema.parse(
      (await withdraw(a, 1000, `held-${randomUUID()}@example.com`)).json(),
    ).data;
    expect(
      (await database.query<{ status: string }>('select status from withdrawals where id = $1', [small.id]))
        .rows[0]?.status,
    ).toBe('pending');
    expect((await resolve(id, 'dismiss')).statusCode).toBe(409);
    void b;
  });

  it('block blocks every account the way an operator’s block does; dismiss only closes', async () => {
    const blocked = await flaggedPair();
    expect((await resolve(blocked.id, 'block')).statusCode).toBe(200);
    for (const user of [blocked.a, blocked.b]) {
      expect((await auditRows('user.block', user.id)).rows[0]).toMatchObject({
        actor_id: admin.id,
        after: { blocked: true },
      });
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(user) });
      expect(me.statusCode).toBe(401); // every session ended
    }
    const dismissed = await flaggedPair();
    const answer = resolveFlagResponseSchema.parse((await resolve(dismissed.id, 'dismiss')).json());
    expect(answer.data.players.map((player) => [player.blocked, player.payoutsHeld])).toEqual([
      [false, false],
      [false, false],
    ]);
    expect((await auditRows('flag.resolve', dismissed.id)).rows[0]?.after.action).toBe('dismiss');
  });

  it('refuses an operator the flag names (403) and a player (403)', async () => {
    const support = await insertTestUser(database, config.jwtSecret, { name: 'Sue Support' });
    await database.query(`update users set role = 'support' where id = $1`, [support.id]);
    const other = await newPlayer();
    const plan = await recordObservation(database, {
      signal: 'device',
      value: `device-${randomUUID()}`,
      userIds: [support.id, other.id],
      firstSeen: new Date(),
      lastSeen: new Date(),
      count: 2,
    });
    const id = plan.kind === 'create' ? plan.flagId : '';
    const own = await resolve(id, 'dismiss', support);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ messageKey: 'operatorUser.ownAccount' });
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/flags', headers: bearer(other) })).statusCode,
    ).toBe(403);
    expect((await flag(id)).status).toBe('open');
  });

  it('pages the open and resolved lists', async () => {
    const read = async (status: string, page: number) =>
      adminFlagsResponseSchema.parse(
        (
          await app.inject({
            method: 'GET',
            url: `/api/admin/flags?status=${status}&page=${page}`,
            headers: bearer(admin),
          })
        ).json(),
      );
    for (let index = 0; index < adminFlagsPageSize + 1; index += 1) await flaggedPairOfPlayers();
    const open = await count(database, `select count(*) from fair_play_flags where status = 'open'`);
    const first = await read('open', 1);
    const second = await read('open', 2);
    expect(first.pagination).toEqual({ page: 1, pageSize: adminFlagsPageSize, total: open });
    expect(first.data).toHaveLength(adminFlagsPageSize);
    expect(second.data).toHaveLength(open - adminFlagsPageSize);
    expect(second.data.every((row) => !first.data.some((seen) => seen.id === row.id))).toBe(true);
    expect(first.data.every((row) => row.status === 'open' && row.resolution === null)).toBe(true);
    const resolved = await read('resolved', 1);
    expect(resolved.pagination.total).toBe(
      await count(database, `select count(*) from fair_play_flags where status = 'resolved'`),
    );
    expect(resolved.data.every((row) => row.status === 'resolved' && row.resolution !== null)).toBe(true);
  });

  async function flaggedPairOfPlayers() {
    const a = await insertTestUser(database, config.jwtSecret, { provider: 'google' });
    const b = await insertTestUser(database, config.jwtSecret, { provider: 'google' });
    await recordObservation(database, {
      signal: 'card_fingerprint',
      value: `fp-${randomUUID()}`,
      userIds: [a.id, b.id],
      firstSeen: new Date(),
      lastSeen: new Date(),
      count: 2,
    });
  }
});
