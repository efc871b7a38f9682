// The wallet area of the demo seed: balances and history come from real ledger movements.
import { transactionsResponseSchema, walletResponseSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { auditLedger } from '../src/ledger/audit';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const config = testConfig({ JWT_SECRET: 's'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemo({ info: () => {} }, database, ['accounts', 'wallet'])).toEqual(['accounts', 'wallet']);
  app = await buildApp(config, { database });
  const { rows } = await database.query<{ id: string }>(
    `select id from users where email = 'player@arena.gg'`,
  );
  headers = { authorization: `Bearer ${await signAccessToken(rows[0]!.id, config.jwtSecret)}` };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('demo wallets', () => {
  it('gives the demo player prize crystals, doubled first purchase, and a history', async () => {
    const wallet = walletResponseSchema.parse((await app.inject({ url: '/api/wallet/get', headers })).json());
    expect(wallet).toEqual({
      gCoinsAvailable: 8,
      crystalsAvailable: 975,
      referralRewardClaimed: false,
      firstPurchaseBonusAvailable: false, // the seeded first purchase was doubled
    });
    const history = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions', headers })).json(),
    );
    expect(history.transactions.map((row) => [row.transactionType, row.currency, row.amount])).toEqual([
      ['crystal_exchange', 'gcoin', 1],
      ['crystal_exchange', 'crystal', -275],
      ['purchase', 'gcoin', 1],
      ['purchase_bonus', 'gcoin', 3],
      ['purchase', 'gcoin', 3],
      ['prize', 'crystal', 300],
      ['prize', 'crystal', 450],
      ['prize', 'crystal', 500],
    ]);
  });

  it('lets the demo player exchange crystals', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers,
      payload: { amount: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { gCoinsAvailable: 11, crystalsAvailable: 150 } });
  });

  it('seeds roster wallets that pass the audit', async () => {
    const { rows } = await database.query<{ count: unknown }>('select count(*) as count from wallets');
    expect(Number(rows[0]?.count)).toBe(7);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
