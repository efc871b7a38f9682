// The wallet cache (issue 35, docs/decisions/0065-session-cache.md "The wallet"): `GET /api/wallet/get` reads
// a wallet once while nothing moves it, and afresh after every movement the ledger commits, whichever
// service made it; a movement that rolled back keeps the answer it had.
import type { WalletResponse } from '@arena/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { debitEntryFees } from '../src/ledger/entry-fees';
import { creditPrize } from '../src/ledger/prizes';
import { creditPackPurchase } from '../src/ledger/purchases';
import { claimReferralOffer } from '../src/referrals/referral-offer';
import { firstPurchaseBonusAvailable, readWallet } from '../src/wallet/wallet-repository';
import { countQueries } from './support/query-counter';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'v'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let reads: { readonly count: number };

beforeAll(async () => {
  database = await createTestDatabase();
  // Counted: the reads the wallet route makes of the wallets table.
  reads = countQueries(database, 'select gcoins, crystals, referral_reward_claimed from wallets');
  app = await buildApp(config, { database });
  // The caches keep nothing until the change feed listens.
  await database.changes.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('GET /api/wallet/get from the wallet cache', () => {
  it('reads once while nothing moves, afresh after a prize, a purchase, an exchange, an entry fee and the offer claim', async () => {
    const user = await insertTestUser(database, config.jwtSecret);
    const get = async () => {
      const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
      expect(response.statusCode).toBe(200);
      return response.json() as WalletResponse;
    };
    /** What the database holds now, as the route answers it. */
    const truth = async (): Promise<WalletResponse> => ({
      ...(await readWallet(database, user.id)),
      firstPurchaseBonusAvailable: await firstPurchaseBonusAvailable(database, user.id),
    });
    const readsBefore = reads.count;
    await get();
    await get();
    await get();
    expect(reads.count - readsBefore).toBe(1);

    await creditPrize(database, { userId: user.id, challengeId: 'c-cache', crystals: 1_000 });
    expect(await get()).toEqual({ ...(await truth()), crystalsAvailable: 1_000 });

    await creditPackPurchase(database, {
      userId: user.id,
      paymentKey: `cache-${user.id}`,
      provider: 'hosted',
      priceCents: 550,
      gCoins: 5,
    });
    expect(await get()).toEqual({
      ...(await truth()),
      gCoinsAvailable: 10,
      firstPurchaseBonusAvailable: false,
    });

    const exchange = await app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers: bearer(user),
      payload: { amount: 2 },
    });
    expect(exchange.statusCode).toBe(200);
    const afterExchange = await get();
    expect(afterExchange.gCoinsAvailable).toBe(12);
    expect(afterExchange).toEqual(await truth());

    await database.transaction((tx) =>
      debitEntryFees(tx, [
        { userId: user.id, challengeId: '00000000-0000-4000-8000-00000000cafe', gCoins: 3 },
      ]),
    );
    expect((await get()).gCoinsAvailable).toBe(9);

    await claimReferralOffer(database, user.id);
    expect(await get()).toEqual({ ...(await truth()), referralRewardClaimed: true, gCoinsAvailable: 9 });
  });

  it('keeps its answer when a movement rolls back, and does not share one player’s wallet with another', async () => {
    const user = await insertTestUser(database, config.jwtSecret);
    const other = await insertTestUser(database, config.jwtSecret);
    await creditPrize(database, { userId: user.id, challengeId: 'c-rollback', crystals: 40 });
    const get = async (who: typeof user) =>
      (await app.inject({ url: '/api/wallet/get', headers: bearer(who) })).json() as WalletResponse;
    expect((await get(user)).crystalsAvailable).toBe(40);
    expect((await get(other)).crystalsAvailable).toBe(0);
    const readsBefore = reads.count;
    await expect(
      database.transaction(async (tx) => {
        await creditPrize(tx, { userId: user.id, challengeId: 'c-rollback-2', crystals: 60 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await get(user)).crystalsAvailable).toBe(40);
    expect(reads.count).toBe(readsBefore);
    // Another player's prize drops only that player's wallet.
    await creditPrize(database, { userId: other.id, challengeId: 'c-other', crystals: 7 });
    expect((await get(other)).crystalsAvailable).toBe(7);
    expect((await get(user)).crystalsAvailable).toBe(40);
    expect(reads.count).toBe(readsBefore + 1);
  });
});
