// Issue 9, finding 11: an Idempotency-Key reused with a different amount answered 200 "…for 2 GCoins"
// while 1 was credited. Now (http/idempotency.ts, migration 0013, docs/decisions/0009) the same key
// with the same request answers the first response again and moves nothing; with another request it
// is a 422 and moves nothing; keys are per user; malformed keys are a 400; ten concurrent requests
// with one key move once and all answer the first response. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set (where the concurrent requests really overlap).
import {
  errorResponseSchema,
  exchangeResponseSchema,
  idempotencyMessages,
  walletResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { canonicalJson, requestHash, runIdempotent } from '../src/http/idempotency';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'i'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

let prizes = 0;
async function playerWithCrystals(crystals: number): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret);
  prizes += 1;
  if (crystals > 0) await creditPrize(database, { userId: user.id, challengeId: `idem-${prizes}`, crystals });
  return user;
}

function exchange(user: TestUser, payload: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/wallet/exchange',
    headers: { ...bearer(user), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: payload as object,
  });
}

async function wallet(user: TestUser) {
  const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
  return walletResponseSchema.parse(response.json());
}

async function exchangesOf(user: TestUser): Promise<number> {
  const { rows } = await database.query<{ count: unknown }>(
    `select count(*) as count from journal_transactions where user_id = $1 and type = 'crystal_exchange'`,
    [user.id],
  );
  return Number(rows[0]?.count);
}

async function expectAuditClean() {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
}

describe('POST /api/wallet/exchange with an Idempotency-Key', () => {
  it('finding 11: the same key with amount 1 then 2 answers 422 and the wallet shows 1 exchanged', async () => {
    const user = await playerWithCrystals(1_000);
    const first = await exchange(user, { amount: 1 }, 'finding-11');
    expect(first.statusCode).toBe(200);
    expect(exchangeResponseSchema.parse(first.json()).message).toBe('Exchanged 275 crystals for 1 GCoin.');

    const second = await exchange(user, { amount: 2 }, 'finding-11');
    expect(second.statusCode).toBe(422);
    expect(errorResponseSchema.parse(second.json())).toEqual(
      errorAnswer('This Idempotency-Key was already used with a different request.'),
    );
    expect(idempotencyMessages.reused).toBe(
      'This Idempotency-Key was already used with a different request.',
    );
    expect(await wallet(user)).toEqual({
      gCoinsAvailable: 1,
      crystalsAvailable: 725,
      referralRewardClaimed: false,
      firstPurchaseBonusAvailable: true,
    });
    expect(await exchangesOf(user)).toBe(1);
    await expectAuditClean();
  });

  it('the same key and body answers the first response byte for byte, marked replayed, and moves once', async () => {
    const user = await playerWithCrystals(1_000);
    const first = await exchange(user, { amount: 2 }, 'same-body');
    const again = await exchange(user, { amount: 2 }, 'same-body');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(exchangeResponseSchema.parse(again.json())).toMatchObject({
      message: 'Exchanged 550 crystals for 2 GCoins.',
      data: { gCoinsAvailable: 2, crystalsAvailable: 450 },
    });
    expect(await exchangesOf(user)).toBe(1);
    expect(await wallet(user)).toMatchObject({ gCoinsAvailable: 2, crystalsAvailable: 450 });
  });

  it('a key belongs to one user: another user with the same key exchanges for themselves', async () => {
    const [a, b] = [await playerWithCrystals(1_000), await playerWithCrystals(600)];
    const fromA = await exchange(a, { amount: 1 }, 'shared-key');
    const fromB = await exchange(b, { amount: 2 }, 'shared-key');
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(exchangeResponseSchema.parse(fromB.json()).data).toMatchObject({
      gCoinsAvailable: 2,
      crystalsAvailable: 50,
    });
    expect(await wallet(a)).toMatchObject({ gCoinsAvailable: 1, crystalsAvailable: 725 });
    expect(await wallet(b)).toMatchObject({ gCoinsAvailable: 2, crystalsAvailable: 50 });
  });

  // Control characters may already be refused by the server-wide request check (its own 400 message).
  it.each([
    ['longer than 255 characters', 'k'.repeat(256), true],
    ['empty', '', true],
    ['a non-ASCII character', 'clé', true],
    ['a control character', 'key\u0001one', false],
    ['a tab', 'key\tone', false],
    ['a DEL', 'key\u007f', false],
  ])('a key %s is a 400 and moves nothing', async (_label, key, ownMessage) => {
    const user = await playerWithCrystals(1_000);
    const response = await exchange(user, { amount: 1 }, key);
    expect(response.statusCode).toBe(400);
    const { message } = errorResponseSchema.parse(response.json());
    if (ownMessage) expect(message).toBe(idempotencyMessages.invalid);
    else
      expect([
        idempotencyMessages.invalid,
        'Invalid request: text must not contain control characters',
      ]).toContain(message);
    expect(idempotencyMessages.invalid).toBe(
      'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
    );
    expect(await exchangesOf(user)).toBe(0);
  });

  it('a key of 255 printable characters is accepted', async () => {
    const user = await playerWithCrystals(300);
    const response = await exchange(user, { amount: 1 }, `${'~ '.repeat(127)}!`);
    expect(response.statusCode).toBe(200);
    expect(await exchangesOf(user)).toBe(1);
  });

  it('a refused request does not spend its key: after topping up, the same request runs', async () => {
    const user = await playerWithCrystals(300);
    const refused = await exchange(user, { amount: 2 }, 'top-up');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Not enough crystals: 2 GCoins cost 550 crystals (275 crystals for each GCoin) and you have 300.',
    );
    await creditPrize(database, { userId: user.id, challengeId: `top-up-${user.id}`, crystals: 300 });
    const accepted = await exchange(user, { amount: 2 }, 'top-up');
    expect(accepted.statusCode).toBe(200);
    expect(await wallet(user)).toMatchObject({ gCoinsAvailable: 2, crystalsAvailable: 50 });
  });

  it('without a key every request is new', async () => {
    const user = await playerWithCrystals(1_000);
    expect((await exchange(user, { amount: 1 })).statusCode).toBe(200);
    expect((await exchange(user, { amount: 1 })).statusCode).toBe(200);
    expect(await exchangesOf(user)).toBe(2);
  });

  it('10 concurrent requests with one key move once and all answer the first response', async () => {
    const user = await playerWithCrystals(5_000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => exchange(user, { amount: 3 }, 'ten-at-once')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(
      9,
    );
    expect(await exchangesOf(user)).toBe(1);
    expect(await wallet(user)).toMatchObject({ gCoinsAvailable: 3, crystalsAvailable: 5_000 - 825 });
    await expectAuditClean();
  });

  it('10 concurrent requests with one key and different amounts move once; the others are 422', async () => {
    const user = await playerWithCrystals(5_000);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => exchange(user, { amount: index + 1 }, 'ten-amounts')),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 422)).toHaveLength(9);
    const gCoins = exchangeResponseSchema.parse(ok[0]?.json()).data.gCoinsAvailable;
    expect(await exchangesOf(user)).toBe(1);
    expect(await wallet(user)).toMatchObject({
      gCoinsAvailable: gCoins,
      crystalsAvailable: 5_000 - 275 * gCoins,
    });
    await expectAuditClean();
  });
});

describe('runIdempotent (the piece the withdrawal route will reuse)', () => {
  const ok = (body: unknown) => async () => ({ statusCode: 201, body });

  it('compares method, route and canonical body: key order does not matter, anything else does', async () => {
    const user = await playerWithCrystals(0);
    const base = { userId: user.id, key: 'unit-1', method: 'POST', route: '/api/withdrawals/create' };
    const first = await runIdempotent(
      database,
      { ...base, body: { a: 1, b: [1, { c: 2, d: 3 }] } },
      ok({ id: 'w-1' }),
    );
    expect(first).toEqual({ statusCode: 201, body: { id: 'w-1' }, replayed: false });
    const reordered = await runIdempotent(
      database,
      { ...base, body: { b: [1, { d: 3, c: 2 }], a: 1 } },
      ok({ id: 'w-2' }),
    );
    expect(reordered).toEqual({ statusCode: 201, body: { id: 'w-1' }, replayed: true });
    for (const other of [
      { ...base, body: { a: 2, b: [1, { c: 2, d: 3 }] } },
      { ...base, route: '/api/wallet/exchange', body: { a: 1, b: [1, { c: 2, d: 3 }] } },
      { ...base, method: 'PUT', body: { a: 1, b: [1, { c: 2, d: 3 }] } },
    ]) {
      await expect(runIdempotent(database, other, ok({ id: 'w-3' }))).rejects.toMatchObject({
        statusCode: 422,
        message: idempotencyMessages.reused,
      });
    }
    expect(canonicalJson({ b: [1, { d: 3, c: 2 }], a: 1 })).toBe('{"a":1,"b":[1,{"c":2,"d":3}]}');
    expect(requestHash('post', '/x', { a: 1 })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a failing first attempt leaves no key behind; what it wrote rolls back with it', async () => {
    const user = await playerWithCrystals(0);
    const request = { userId: user.id, key: 'unit-2', method: 'POST', route: '/r', body: {} };
    await expect(
      runIdempotent(database, request, async (tx) => {
        await tx.query(`update users set name = 'Changed' where id = $1`, [user.id]);
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    const { rows } = await database.query<{ count: unknown }>(
      'select count(*) as count from idempotency_keys where user_id = $1',
      [user.id],
    );
    expect(Number(rows[0]?.count)).toBe(0);
    expect(await runIdempotent(database, request, ok({ retried: true }))).toEqual({
      statusCode: 201,
      body: { retried: true },
      replayed: false,
    });
  });
});
