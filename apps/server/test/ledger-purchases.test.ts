// Pack purchases and crystal exchanges through the ledger, including races. PGlite runs one
// transaction at a time, so the concurrent cases prove themselves on PostgreSQL (DATABASE_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/ledger/audit';
import { exchangeCrystals } from '../src/ledger/exchange';
import { IdempotencyConflict, InsufficientFunds } from '../src/ledger/ledger-errors';
import { creditPrize } from '../src/ledger/prizes';
import { creditPackPurchase } from '../src/ledger/purchases';
import { readWallet } from '../src/wallet/wallet-repository';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser } from './support/users-fixtures';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const newUserId = async () => (await insertTestUser(database, 'x'.repeat(40))).id;

async function rowCounts() {
  const { rows } = await database.query<Record<string, unknown>>(
    `select (select count(*) from journal_transactions) as transactions,
            (select count(*) from journal_entries) as entries,
            (select count(*) from wallets) as wallets,
            (select count(*) from ledger_accounts) as accounts`,
  );
  return Object.fromEntries(Object.entries(rows[0]!).map(([key, value]) => [key, Number(value)]));
}

async function typesOf(userId: string) {
  const { rows } = await database.query<{ type: string }>(
    'select type from journal_transactions where user_id = $1 order by created_at, type',
    [userId],
  );
  return rows.map((row) => row.type);
}

const pack3 = { provider: 'checkout' as const, priceCents: 1486, gCoins: 3 };

describe('creditPackPurchase', () => {
  it('doubles the first purchase once, as a separate purchase_bonus transaction', async () => {
    const userId = await newUserId();
    const first = await creditPackPurchase(database, { userId, paymentKey: `order-${userId}-1`, ...pack3 });
    expect(first).toEqual({
      transactionId: expect.any(String),
      gCoinsCredited: 6,
      firstPurchaseBonus: 3,
      alreadyCredited: false,
    });
    const second = await creditPackPurchase(database, {
      userId,
      paymentKey: `order-${userId}-2`,
      provider: 'hosted',
      priceCents: 550,
      gCoins: 1,
    });
    expect(second).toMatchObject({ gCoinsCredited: 1, firstPurchaseBonus: 0, alreadyCredited: false });
    expect((await readWallet(database, userId)).gCoinsAvailable).toBe(7);
    expect((await typesOf(userId)).sort()).toEqual(['purchase', 'purchase', 'purchase_bonus']);
  });

  it('credits the same payment key once and answers the first result again', async () => {
    const userId = await newUserId();
    const purchase = { userId, paymentKey: `order-${userId}`, ...pack3 };
    const first = await creditPackPurchase(database, purchase);
    const before = await rowCounts();
    const again = await creditPackPurchase(database, { ...purchase, provider: 'webhook' });
    expect(again).toEqual({ ...first, alreadyCredited: true });
    expect(await rowCounts()).toEqual(before);
    expect((await readWallet(database, userId)).gCoinsAvailable).toBe(6);
  });

  it('credits 50 concurrent completions of one payment once', async () => {
    const userId = await newUserId();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        creditPackPurchase(database, {
          userId,
          paymentKey: `order-${userId}-race`,
          ...pack3,
          gCoins: 5,
          priceCents: 2340,
        }),
      ),
    );
    expect(results.filter((result) => !result.alreadyCredited)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    for (const result of results) expect(result).toMatchObject({ gCoinsCredited: 10, firstPurchaseBonus: 5 });
    expect((await readWallet(database, userId)).gCoinsAvailable).toBe(10);
    expect(await typesOf(userId)).toEqual(['purchase', 'purchase_bonus']);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('doubles only one of two concurrent first purchases', async () => {
    const userId = await newUserId();
    const [a, b] = await Promise.all([
      creditPackPurchase(database, { userId, paymentKey: `order-${userId}-a`, ...pack3 }),
      creditPackPurchase(database, {
        userId,
        paymentKey: `order-${userId}-b`,
        provider: 'hosted',
        priceCents: 4400,
        gCoins: 10,
      }),
    ]);
    expect([a!.firstPurchaseBonus, b!.firstPurchaseBonus].filter((bonus) => bonus > 0)).toHaveLength(1);
    const expected = a!.firstPurchaseBonus > 0 ? 3 + 3 + 10 : 3 + 10 + 10;
    expect((await readWallet(database, userId)).gCoinsAvailable).toBe(expected);
    expect((await typesOf(userId)).filter((type) => type === 'purchase_bonus')).toHaveLength(1);
  });

  it('refuses a payment key already credited to another user', async () => {
    const [alice, bob] = [await newUserId(), await newUserId()];
    await creditPackPurchase(database, { userId: alice, paymentKey: `order-${alice}-shared`, ...pack3 });
    await expect(
      creditPackPurchase(database, { userId: bob, paymentKey: `order-${alice}-shared`, ...pack3 }),
    ).rejects.toThrow(IdempotencyConflict);
    expect((await readWallet(database, bob)).gCoinsAvailable).toBe(0);
  });
});

describe('exchangeCrystals', () => {
  it('takes 275 crystals for each GCoin: 600 crystals buy 2 GCoins and leave 50', async () => {
    const userId = await newUserId();
    await creditPrize(database, { userId, challengeId: 'ch-600', crystals: 600 });
    const result = await exchangeCrystals(database, { userId, gCoins: 2, requestId: 'r1' });
    expect(result).toEqual({
      transactionId: expect.any(String),
      gCoinsAvailable: 2,
      crystalsAvailable: 50,
      crystalsSpent: 550,
      alreadyExchanged: false,
    });
    expect(await readWallet(database, userId)).toEqual({
      gCoinsAvailable: 2,
      crystalsAvailable: 50,
      referralRewardClaimed: false,
    });
    const { rows } = await database.query<{ code: string | null; currency: string; amount: unknown }>(
      `select a.code, e.currency, e.amount from journal_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = $1 order by e.currency, e.amount`,
      [result.transactionId],
    );
    expect(rows.map((row) => [row.code, row.currency, Number(row.amount)])).toEqual([
      [null, 'crystal', -550],
      ['exchange', 'crystal', 550],
      ['exchange', 'gcoin', -2],
      [null, 'gcoin', 2],
    ]);
    // The same request again exchanges nothing more.
    const again = await exchangeCrystals(database, { userId, gCoins: 2, requestId: 'r1' });
    expect(again).toMatchObject({
      transactionId: result.transactionId,
      alreadyExchanged: true,
      crystalsAvailable: 50,
    });
  });

  it('writes nothing when crystals are short', async () => {
    const userId = await newUserId();
    await creditPrize(database, { userId, challengeId: 'ch-short', crystals: 549 });
    const before = await rowCounts();
    const failure = await exchangeCrystals(database, { userId, gCoins: 2, requestId: 'r-short' }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(InsufficientFunds);
    expect(failure).toMatchObject({ currency: 'crystal', required: 550, available: 549 });
    expect(await rowCounts()).toEqual(before);
    expect(await readWallet(database, userId)).toEqual({
      gCoinsAvailable: 0,
      crystalsAvailable: 549,
      referralRewardClaimed: false,
    });
  });

  it('writes nothing, not even a wallet row, for a user whose money never moved', async () => {
    const userId = await newUserId();
    const before = await rowCounts();
    await expect(exchangeCrystals(database, { userId, gCoins: 1, requestId: 'r-new' })).rejects.toThrow(
      InsufficientFunds,
    );
    expect(await rowCounts()).toEqual(before);
  });

  it('lets only as many concurrent exchanges succeed as the crystals pay for', async () => {
    const userId = await newUserId();
    await creditPrize(database, { userId, challengeId: 'ch-race', crystals: 1000 });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        exchangeCrystals(database, { userId, gCoins: 1, requestId: `race-${index}` }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(3);
    expect(await readWallet(database, userId)).toMatchObject({ gCoinsAvailable: 3, crystalsAvailable: 175 });
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
