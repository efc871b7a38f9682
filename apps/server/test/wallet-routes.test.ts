import {
  errorResponseSchema,
  exchangeResponseSchema,
  ledgerAuditResponseSchema,
  transactionsResponseSchema,
  walletResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { creditPackPurchase } from '../src/ledger/purchases';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'w'.repeat(40) });
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

const newUser = (input: Parameters<typeof insertTestUser>[2] = {}) =>
  insertTestUser(database, config.jwtSecret, input);

async function journalCount(): Promise<number> {
  const { rows } = await database.query<{ count: unknown }>('select count(*) as count from journal_entries');
  return Number(rows[0]?.count);
}

describe('authentication', () => {
  it.each([
    ['GET', '/api/wallet/get'],
    ['GET', '/api/wallet/transactions'],
    ['POST', '/api/wallet/exchange'],
    ['GET', '/api/admin/ledger/audit'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'POST' ? { amount: 1 } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(errorResponseSchema.parse(response.json()).message).toBe(
      'Authentication failed. Please log in again.',
    );
  });
});

describe('GET /api/wallet/get', () => {
  it('answers zeros for a new user, at the top level', async () => {
    const user = await newUser();
    const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      gCoinsAvailable: 0,
      crystalsAvailable: 0,
      referralRewardClaimed: false,
      firstPurchaseBonusAvailable: true,
    });
  });

  it('firstPurchaseBonusAvailable comes from the ledger: a prize keeps the offer, the first purchase ends it', async () => {
    const user = await newUser();
    const other = await newUser();
    const offer = async (who: Awaited<ReturnType<typeof newUser>>) =>
      walletResponseSchema.parse((await app.inject({ url: '/api/wallet/get', headers: bearer(who) })).json())
        .firstPurchaseBonusAvailable;
    await creditPrize(database, { userId: user.id, challengeId: 'c-offer', crystals: 50 });
    expect(await offer(user)).toBe(true);
    const purchase = await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `offer-${user.id}`,
      provider: 'hosted',
      priceCents: 550,
      gCoins: 1,
    });
    expect(purchase.firstPurchaseBonus).toBe(1);
    expect(await offer(user)).toBe(false);
    // Another player's purchase changes nothing for this one.
    expect(await offer(other)).toBe(true);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('answers the balances after purchases and prizes', async () => {
    const user = await newUser();
    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `order-${user.id}`,
      provider: 'checkout',
      priceCents: 2340,
      gCoins: 5,
    });
    await creditPrize(database, { userId: user.id, challengeId: 'c-1', crystals: 1_000 });
    const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
    expect(walletResponseSchema.parse(response.json())).toEqual({
      gCoinsAvailable: 10,
      crystalsAvailable: 1_000,
      referralRewardClaimed: false,
      firstPurchaseBonusAvailable: false,
    });
  });
});

describe('GET /api/wallet/transactions', () => {
  it('pages the caller’s movements newest first, one row per currency moved, with hasMore', async () => {
    const user = await newUser();
    const other = await newUser();
    await creditPrize(database, { userId: other.id, challengeId: 'c-other', crystals: 99 });
    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `order-${user.id}`,
      provider: 'hosted',
      priceCents: 1486,
      gCoins: 3,
    });
    await creditPrize(database, { userId: user.id, challengeId: 'c-2', crystals: 600, xp: 20 });
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers: bearer(user),
      payload: { amount: 2 },
    });
    expect(exchange.statusCode).toBe(200);

    const page1 = await app.inject({ url: '/api/wallet/transactions?page=1&limit=3', headers: bearer(user) });
    expect(page1.statusCode).toBe(200);
    const first = transactionsResponseSchema.parse(page1.json());
    expect(first.pagination).toEqual({ page: 1, limit: 3, hasMore: true });
    const exchangeId = exchangeResponseSchema.parse(exchange.json()).data.transactionId;
    expect(
      first.transactions.map(({ id, transactionType, amount, balanceAfter, currency, status }) => ({
        id,
        transactionType,
        amount,
        balanceAfter,
        currency,
        status,
      })),
    ).toEqual([
      {
        id: exchangeId,
        transactionType: 'crystal_exchange',
        amount: 2,
        balanceAfter: 8,
        currency: 'gcoin',
        status: 'completed',
      },
      {
        id: exchangeId,
        transactionType: 'crystal_exchange',
        amount: -550,
        balanceAfter: 50,
        currency: 'crystal',
        status: 'completed',
      },
      {
        id: expect.any(String),
        transactionType: 'prize',
        amount: 600,
        balanceAfter: 600,
        currency: 'crystal',
        status: 'completed',
      },
    ]);
    expect(first.transactions[0]).toMatchObject({
      description: 'Exchanged 550 crystals for 2 GCoins',
      metadata: { crystals: 550, gCoins: 2 },
    });
    expect(first.transactions[2]?.metadata).toEqual({ challengeId: 'c-2', crystals: 600, xp: 20 });
    expect(new Date(first.transactions[0]!.created_at).toISOString()).toBe(first.transactions[0]!.created_at);

    const page2 = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions?page=2&limit=3', headers: bearer(user) })).json(),
    );
    expect(page2.pagination).toEqual({ page: 2, limit: 3, hasMore: false });
    expect(page2.transactions.map((row) => [row.transactionType, row.amount, row.balanceAfter])).toEqual([
      ['purchase_bonus', 3, 6],
      ['purchase', 3, 3],
    ]);
    expect(page2.transactions[1]).toMatchObject({
      description: 'Bought the 3 GCoin pack for $14.86',
      metadata: { paymentKey: `order-${user.id}`, provider: 'hosted', priceCents: 1486, gCoins: 3 },
    });

    const defaults = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions', headers: bearer(user) })).json(),
    );
    expect(defaults.pagination).toEqual({ page: 1, limit: 20, hasMore: false });
    expect(defaults.transactions).toHaveLength(5);
  });

  it('answers an empty first page to a user whose money never moved', async () => {
    const user = await newUser();
    const response = await app.inject({ url: '/api/wallet/transactions', headers: bearer(user) });
    expect(response.json()).toEqual({ transactions: [], pagination: { page: 1, limit: 20, hasMore: false } });
  });

  it.each(['page=0', 'page=abc', 'limit=0', 'limit=101', 'limit=2.5', 'page=-1'])(
    'refuses ?%s with 400',
    async (query) => {
      const user = await newUser();
      const response = await app.inject({ url: `/api/wallet/transactions?${query}`, headers: bearer(user) });
      expect(response.statusCode).toBe(400);
      expect(errorResponseSchema.parse(response.json()).message).toMatch(/^Invalid request: (page|limit)/);
    },
  );
});

describe('POST /api/wallet/exchange', () => {
  it('exchanges 600 crystals into 2 GCoins, leaving 50', async () => {
    const user = await newUser();
    await creditPrize(database, { userId: user.id, challengeId: 'c-x', crystals: 600 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers: bearer(user),
      payload: { amount: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(exchangeResponseSchema.parse(response.json())).toEqual({
      status: 'success',
      message: 'Exchanged 550 crystals for 2 GCoins.',
      data: { gCoinsAvailable: 2, crystalsAvailable: 50, transactionId: expect.any(String) },
    });
  });

  it('refuses short crystals with a clear 400 and writes nothing', async () => {
    const user = await newUser();
    await creditPrize(database, { userId: user.id, challengeId: 'c-y', crystals: 500 });
    const before = await journalCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers: bearer(user),
      payload: { amount: 2 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      errorAnswer(
        'Not enough crystals: 2 GCoins cost 550 crystals (275 crystals for each GCoin) and you have 500.',
        'wallet.notEnoughCrystals.other',
        { gCoins: 2, needed: 550, rate: 275, available: 500 },
      ),
    );
    expect(await journalCount()).toBe(before);
  });

  it('exchanges once for a repeated Idempotency-Key', async () => {
    const user = await newUser();
    await creditPrize(database, { userId: user.id, challengeId: 'c-z', crystals: 1_000 });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/wallet/exchange',
        headers: { ...bearer(user), 'idempotency-key': 'tap-1' },
        payload: { amount: 1 },
      });
    const [a, b] = [await send(), await send()];
    expect(exchangeResponseSchema.parse(b.json()).data).toEqual(exchangeResponseSchema.parse(a.json()).data);
    expect(exchangeResponseSchema.parse(b.json()).data).toMatchObject({
      gCoinsAvailable: 1,
      crystalsAvailable: 725,
    });
  });

  it.each([{ amount: 0 }, { amount: -1 }, { amount: 1.5 }, { amount: '2' }, {}])(
    'refuses %j with 400',
    async (payload) => {
      const user = await newUser();
      const response = await app.inject({
        method: 'POST',
        url: '/api/wallet/exchange',
        headers: bearer(user),
        payload,
      });
      expect(response.statusCode).toBe(400);
    },
  );
});

describe('GET /api/admin/ledger/audit', () => {
  it('answers 403 to a player and the audit to an admin', async () => {
    const player = await newUser();
    const admin = await newUser({ role: 'admin' });
    const forbidden = await app.inject({ url: '/api/admin/ledger/audit', headers: bearer(player) });
    expect(forbidden.statusCode).toBe(403);
    expect(errorResponseSchema.parse(forbidden.json()).message).toBe('Only administrators can do this.');

    const response = await app.inject({ url: '/api/admin/ledger/audit', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(ledgerAuditResponseSchema.parse(response.json()).data).toMatchObject({ ok: true, problems: [] });

    await creditPrize(database, { userId: player.id, challengeId: 'c-audit', crystals: 10 });
    await database.query('update wallets set crystals = crystals + 1 where user_id = $1', [player.id]);
    const broken = ledgerAuditResponseSchema.parse(
      (await app.inject({ url: '/api/admin/ledger/audit', headers: bearer(admin) })).json(),
    ).data;
    expect(broken.ok).toBe(false);
    expect(broken.problems).toEqual([
      expect.stringContaining(`wallet of user ${player.id}: holds 0 GCoins and 11 crystals`),
    ]);
    await database.query('update wallets set crystals = crystals - 1 where user_id = $1', [player.id]);
  });
});
