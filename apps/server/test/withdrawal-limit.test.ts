// The withdrawal limit (issue 32): five withdrawals an hour that reached a decision; a player's typing
// mistakes (an amount below the minimum, a malformed address) are refused with their own words and never
// count. The sixth valid request answers 429 with Retry-After and the wait in the catalogue's words (key
// and params, so the site says it in the player's language), and moves nothing. Engine-neutral.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { withdrawalLimit } from '../src/withdrawals/withdrawal-limit';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

// RATE_LIMIT_SCALE 1: the limits as production has them.
const config = testConfig({ JWT_SECRET: 'l'.repeat(40), RATE_LIMIT_SCALE: '1' });
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

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

async function verifiedWinner(crystals: number): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret, {
    provider: 'google',
    name: `Winner ${randomBytes(3).toString('hex')}`,
  });
  await database.query(
    `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                         encryption_key_id, decided_at)
     values ($1, 'verified', 'sandbox', 'passports/test', 'image/png', 10, 'test', now())`,
    [user.id],
  );
  await creditPrize(database, { userId: user.id, challengeId: randomUUID(), crystals });
  return user;
}

const withdraw = (user: TestUser, crystalAmount: unknown, paymentEmail = `${user.id}@example.com`) =>
  app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    payload: { crystalAmount, paymentEmail },
  });

async function withdrawals(user: TestUser): Promise<number> {
  const { rows } = await database.query<{ n: number }>(
    'select count(*)::integer as n from withdrawals where user_id = $1',
    [user.id],
  );
  return rows[0]!.n;
}

describe('five withdrawals an hour', () => {
  it('counts the withdrawals made, not the mistakes; the sixth waits with Retry-After and the wait in words', async () => {
    expect(withdrawalLimit.max).toBe(5);
    const winner = await verifiedWinner(20_000);
    // Twelve mistakes first: below the minimum, not a step of 100, a malformed address.
    for (const amount of [50, 999, 1050, 300]) {
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await withdraw(winner, amount)).statusCode).toBe(400);
    }
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await withdraw(winner, 1000, 'not-an-address')).statusCode).toBe(400);
    expect(await withdrawals(winner)).toBe(0);

    // Five withdrawals go through.
    for (let made = 1; made <= 5; made++) {
      const response = await withdraw(winner, 1000);
      expect(response.statusCode).toBe(201);
    }
    expect(await withdrawals(winner)).toBe(5);

    // The sixth valid one waits about an hour; nothing moves.
    const limited = await withdraw(winner, 1000);
    expect(limited.statusCode).toBe(429);
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(limited.json()).toEqual({
      status: 'error',
      message: 'Too many requests. Please try again in 60 minutes.',
      messageKey: 'rateLimit.tooManyRequests.minutes',
      messageParams: { count: 60 },
    });
    expect(await withdrawals(winner)).toBe(5);
    const wallet = (await app.inject({ url: '/api/wallet/get', headers: bearer(winner) })).json() as {
      crystalsAvailable: number;
    };
    expect(wallet.crystalsAvailable).toBe(15_000);

    // A mistake while waiting still gets its own words, not the wait.
    const mistyped = await withdraw(winner, 900);
    expect(mistyped.statusCode).toBe(400);
    expect((mistyped.json() as { messageKey: string }).messageKey).toBe('validation.withdrawal.belowMinimum');
  });

  it('counts per player and frees a place when the oldest withdrawal leaves the hour', async () => {
    const busy = await verifiedWinner(10_000);
    const other = await verifiedWinner(5_000);
    for (let made = 1; made <= 5; made++) expect((await withdraw(busy, 1000)).statusCode).toBe(201);
    expect((await withdraw(busy, 1000)).statusCode).toBe(429);
    // Another player is not held by someone else's withdrawals.
    expect((await withdraw(other, 1000)).statusCode).toBe(201);
    // The oldest withdrawal made 61 minutes ago: one place again, then the limit once more.
    await database.query(
      `update withdrawals set created_at = now() - interval '61 minutes'
        where id = (select id from withdrawals where user_id = $1 order by created_at limit 1)`,
      [busy.id],
    );
    expect((await withdraw(busy, 1000)).statusCode).toBe(201);
    expect((await withdraw(busy, 1000)).statusCode).toBe(429);
  });
});
