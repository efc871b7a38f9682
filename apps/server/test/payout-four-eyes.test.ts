// Four eyes on large payouts and the sandbox payouts console's door (issue 29, decision 0043): a payout
// of PAYOUTS_SECOND_APPROVAL_CRYSTALS or more is sent only when a second, different operator approves
// it, the audit log shows both, and the automatic approval never sends one; /sandbox/payouts opens to an
// operator session or the sandbox key only. PGlite by default, PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import {
  adminPayoutDecisionResponseSchema,
  adminPayoutsResponseSchema,
  serverMessages,
  withdrawalMessages,
  withdrawalResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { errorAnswer, paymentErrorAnswer } from './support/error-answer';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

// Automatic approval below 6,000 crystals: the second-approval rule (5,000) must still win above it.
const config = testConfig({
  JWT_SECRET: 'f'.repeat(40),
  PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: '6000',
  PAYOUTS_SECOND_APPROVAL_CRYSTALS: '5000',
});
let database: TestDatabase;
let app: FastifyInstance;
let first: TestUser;
let second: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  first = await insertTestUser(database, config.jwtSecret, { role: 'admin', name: 'Amal First' });
  second = await insertTestUser(database, config.jwtSecret, { role: 'admin', name: 'Bilal Second' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});
afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

async function playerWithCrystals(crystals: number): Promise<TestUser> {
  const user = await insertTestUser(database, config.jwtSecret, { provider: 'google' });
  await database.query(
    `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                         encryption_key_id, decided_at)
     values ($1, 'verified', 'sandbox', 'passports/test', 'image/png', 10, 'test', now())`,
    [user.id],
  );
  await creditPrize(database, { userId: user.id, challengeId: randomUUID(), crystals });
  return user;
}

async function withdraw(user: TestUser, crystalAmount: number) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    // The player's own address: one shared with another player would flag both (decision 0050).
    payload: { crystalAmount, paymentEmail: `winner-${user.id.slice(0, 8)}@example.com` },
  });
  expect(response.statusCode).toBe(201);
  return withdrawalResponseSchema.parse(response.json()).data;
}

const approve = (id: string, operator: TestUser) =>
  app.inject({ method: 'POST', url: `/api/admin/payouts/${id}/approve`, headers: bearer(operator) });

async function row(id: string) {
  const { rows } = await database.query<{
    status: string;
    first_approved_by: string | null;
    decided_by: string | null;
  }>('select status, first_approved_by, decided_by from withdrawals where id = $1', [id]);
  return rows[0];
}

async function auditOf(id: string) {
  const { rows } = await database.query<{ action: string; actor_id: string }>(
    `select action, actor_id from operator_audit_log where target_id = $1 order by created_at, action`,
    [id],
  );
  return rows;
}

describe('four eyes on large payouts', () => {
  it('5,000 crystals: the first approval keeps it pending, the same operator cannot give the second, another sends it', async () => {
    const user = await playerWithCrystals(6000);
    const payout = await withdraw(user, 5000);
    // Above the automatic threshold's reach: it waits for operators.
    expect(payout.status).toBe('pending');
    expect(await row(payout.id)).toMatchObject({ status: 'pending', first_approved_by: null });

    const one = await approve(payout.id, first);
    expect(one.statusCode).toBe(200);
    const firstAnswer = adminPayoutDecisionResponseSchema.parse(one.json());
    expect(firstAnswer.message).toBe(withdrawalMessages.firstApproval);
    expect(firstAnswer.data).toMatchObject({
      status: 'pending',
      firstApproval: { operatorId: first.id, operatorName: 'Amal First' },
    });
    const sandboxSent = await database.query('select 1 from sandbox_payouts where reference = $1', [
      payout.id,
    ]);
    expect(sandboxSent.rows).toHaveLength(0); // nothing left for the provider yet

    const again = await approve(payout.id, first);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual(paymentErrorAnswer(serverMessages['withdrawal.secondApproverSame']));
    expect(await row(payout.id)).toMatchObject({ status: 'pending', first_approved_by: first.id });

    const queue = adminPayoutsResponseSchema.parse(
      (await app.inject({ url: '/api/admin/payouts?status=pending', headers: bearer(second) })).json(),
    );
    expect(queue.secondApprovalFromCrystals).toBe(5000);
    expect(queue.data.find((item) => item.id === payout.id)?.firstApproval?.operatorId).toBe(first.id);

    const two = await approve(payout.id, second);
    expect(two.statusCode).toBe(200);
    expect(adminPayoutDecisionResponseSchema.parse(two.json())).toMatchObject({
      message: withdrawalMessages.approved,
      data: { status: 'processing', firstApproval: { operatorId: first.id } },
    });
    expect(await row(payout.id)).toMatchObject({
      status: 'processing',
      first_approved_by: first.id,
      decided_by: second.id,
    });
    expect(await auditOf(payout.id)).toEqual([
      { action: 'withdrawal.firstApproval', actor_id: first.id },
      { action: 'withdrawal.approve', actor_id: second.id },
    ]);
    const sent = await database.query('select 1 from sandbox_payouts where reference = $1', [payout.id]);
    expect(sent.rows).toHaveLength(1);
    expect((await approve(payout.id, first)).statusCode).toBe(409);
  });

  it('below 5,000 one operator is enough, and the automatic approval sends it', async () => {
    const user = await playerWithCrystals(9000);
    const small = await withdraw(user, 4900);
    expect(await row(small.id)).toMatchObject({ status: 'processing', decided_by: null });
    const manual = await withdraw(user, 4000);
    expect(await row(manual.id)).toMatchObject({ status: 'processing' });
  });

  it('either operator may still reject after a first approval; the crystals come back once', async () => {
    const user = await playerWithCrystals(5000);
    const payout = await withdraw(user, 5000);
    expect((await approve(payout.id, first)).statusCode).toBe(200);
    const rejected = await app.inject({
      method: 'POST',
      url: `/api/admin/payouts/${payout.id}/reject`,
      headers: bearer(second),
      payload: { reason: 'Payment email does not match the passport' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await row(payout.id)).toMatchObject({ status: 'rejected' });
    const { rows } = await database.query<{ crystals: string }>(
      'select crystals from wallets where user_id = $1',
      [user.id],
    );
    expect(Number(rows[0]?.crystals)).toBe(5000);
  });
});

describe('the sandbox payouts console', () => {
  it('opens to an operator who passed the second factor or to the sandbox key, to nobody else', async () => {
    const key = config.sandboxSecrets.mailOutboxKey ?? '';
    expect(key).not.toBe('');
    const anonymous = await app.inject({ url: '/sandbox/payouts.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(errorAnswer(serverMessages['sandbox.keyRequired']));
    const player = await insertTestUser(database, config.jwtSecret);
    expect((await app.inject({ url: '/sandbox/payouts.json', headers: bearer(player) })).statusCode).toBe(
      403,
    );
    const withoutSecondFactor = await signAccessToken(first.id, config.jwtSecret);
    expect(
      (
        await app.inject({
          url: '/sandbox/payouts',
          headers: { authorization: `Bearer ${withoutSecondFactor}` },
        })
      ).statusCode,
    ).toBe(403);
    expect((await app.inject({ url: '/sandbox/payouts.json', headers: bearer(first) })).statusCode).toBe(200);
    expect(
      (await app.inject({ url: '/sandbox/payouts.json', headers: { 'x-sandbox-key': key } })).statusCode,
    ).toBe(200);
    const page = await app.inject({ url: `/sandbox/payouts?key=${encodeURIComponent(key)}` });
    expect(page.statusCode).toBe(200);
    // Nobody pays or fails a payout without it either.
    const user = await playerWithCrystals(2000);
    const payout = await withdraw(user, 1000); // sent at once (automatic approval)
    const pay = await app.inject({ method: 'POST', url: `/sandbox/payouts/${payout.id}/pay` });
    expect(pay.statusCode).toBe(401);
    expect(await row(payout.id)).toMatchObject({ status: 'processing' });
    expect(
      (await app.inject({ url: '/sandbox/payouts.json', headers: { 'x-sandbox-key': `${key}x` } }))
        .statusCode,
    ).toBe(401);
  });
});
