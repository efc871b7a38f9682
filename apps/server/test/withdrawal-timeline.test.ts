// GET /api/withdrawal/recent (issue 34): the wallet's withdrawal timeline. The player's own withdrawals,
// newest first, at most five, each with the moment of every step reached: requested, approved (or
// rejected), paid, refunded. Engine-neutral (PGlite by default, PostgreSQL with DATABASE_URL).
import { randomBytes, randomUUID } from 'node:crypto';
import {
  recentWithdrawalsResponseSchema,
  withdrawalResponseSchema,
  type RecentWithdrawalsResponse,
  type WithdrawalResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 't'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  admin = await insertTestUser(database, config.jwtSecret, { role: 'admin', provider: 'google' });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

/** A player with a verified passport and prize crystals. */
async function player(crystals: number): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret, {
    provider: 'google',
    name: `Timeline ${randomBytes(3).toString('hex')}`,
    verified: true,
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

async function withdraw(user: TestUser, crystalAmount: number): Promise<WithdrawalResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    payload: { crystalAmount, paymentEmail: 'timeline@example.com' },
  });
  expect(response.statusCode).toBe(201);
  return withdrawalResponseSchema.parse(response.json());
}

async function operator(
  path: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = bearer(admin),
) {
  const response = await app.inject({ method: 'POST', url: path, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
}

const sandboxKey = () => ({ 'x-sandbox-key': config.sandboxSecrets.mailOutboxKey ?? '' });

async function recent(user: TestUser): Promise<RecentWithdrawalsResponse> {
  const response = await app.inject({ url: '/api/withdrawal/recent', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return recentWithdrawalsResponseSchema.parse(response.json());
}

async function refundTime(withdrawalId: string): Promise<string> {
  const { rows } = await database.query<{ created_at: Date | string }>(
    `select created_at from journal_transactions where idempotency_key = $1`,
    [`withdrawal_refund:${withdrawalId}`],
  );
  return new Date(rows[0]!.created_at).toISOString();
}

describe('GET /api/withdrawal/recent', () => {
  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: '/api/withdrawal/recent' });
    expect(response.statusCode).toBe(401);
  });

  it('lists every stage with its moments, newest first', async () => {
    const user = await player(10_000);
    const paid = await withdraw(user, 1_500);
    await operator(`/api/admin/payouts/${paid.data.id}/approve`);
    await operator(`/sandbox/payouts/${paid.data.id}/pay`, {}, sandboxKey());
    const rejected = await withdraw(user, 1_200);
    await operator(`/api/admin/payouts/${rejected.data.id}/reject`, { reason: 'The name does not match' });
    const failed = await withdraw(user, 1_100);
    await operator(`/api/admin/payouts/${failed.data.id}/approve`);
    await operator(`/sandbox/payouts/${failed.data.id}/fail`, { reason: 'Account closed' }, sandboxKey());
    const processing = await withdraw(user, 1_300);
    await operator(`/api/admin/payouts/${processing.data.id}/approve`);
    const pending = await withdraw(user, 1_000);

    const { data } = await recent(user);
    expect(data.map((row) => [row.id, row.status, row.crystals, row.usdCents])).toEqual([
      [pending.data.id, 'pending', 1_000, 2_000],
      [processing.data.id, 'processing', 1_300, 2_600],
      [failed.data.id, 'failed', 1_100, 2_200],
      [rejected.data.id, 'rejected', 1_200, 2_400],
      [paid.data.id, 'completed', 1_500, 3_000],
    ]);
    const [onePending, oneProcessing, oneFailed, oneRejected, onePaid] = data;

    expect(onePending).toEqual({
      ...pending.data,
      decidedAt: null,
      refundedAt: null,
    });
    expect(onePending!.paymentEmail).toBe('timeline@example.com');

    expect(oneProcessing).toMatchObject({ completedAt: null, refundedAt: null, reason: null });
    expect(oneProcessing!.decidedAt).not.toBeNull();
    expect(oneProcessing!.decidedAt! >= oneProcessing!.createdAt).toBe(true);

    expect(onePaid).toMatchObject({ refundedAt: null, reason: null, transactionId: paid.transactionId });
    expect(onePaid!.createdAt <= onePaid!.decidedAt!).toBe(true);
    expect(onePaid!.decidedAt! <= onePaid!.completedAt!).toBe(true);

    expect(oneRejected).toMatchObject({ completedAt: null, reason: 'The name does not match' });
    expect(oneRejected!.refundedAt).toBe(await refundTime(rejected.data.id));
    expect(oneRejected!.decidedAt! <= oneRejected!.refundedAt!).toBe(true);

    expect(oneFailed).toMatchObject({ completedAt: null, reason: 'Account closed' });
    expect(oneFailed!.refundedAt).toBe(await refundTime(failed.data.id));
    expect(oneFailed!.createdAt <= oneFailed!.decidedAt!).toBe(true);
  });

  it('holds only the player’s own, at most the five newest', async () => {
    const user = await player(10_000);
    const other = await player(5_000);
    await withdraw(other, 1_000);
    const made: string[] = [];
    for (let index = 0; index < 6; index += 1) made.push((await withdraw(user, 1_000)).data.id);

    const { data } = await recent(user);
    expect(data.map((row) => row.id)).toEqual(made.slice(1).reverse());
    expect((await recent(await player(1_000))).data).toEqual([]);
  });
});
