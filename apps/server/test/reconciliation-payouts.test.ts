// Reconciliation of payouts (issue 29, docs/decisions/0044): a sandbox payout paid or failed with its
// notification dropped stays processing until the job asks the provider; then it completes (or refunds)
// exactly once, and a second run or the late notification changes nothing. Also: the threshold, the
// console's list with the last check, a provider with no read, and PAYOUT_RECONCILE_MINUTES. PGlite by
// default, PostgreSQL with DATABASE_URL; the ledger audit is clean after every test.
import { randomBytes } from 'node:crypto';
import {
  reconciliationResponseSchema,
  reconciliationRunResponseSchema,
  type WithdrawalResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { readOrCreateSecret } from '../src/config';
import { auditLedger } from '../src/ledger/audit';
import { createReconciliationDeps, runReconciliation } from '../src/reconciliation/reconciliation-job';
import { sandboxPayoutsSignatureHeader, signSandboxPayoutEvent } from '../src/withdrawals/payout-provider';
import { sandboxPayoutsSecretFile } from '../src/withdrawals/register-withdrawals';
import { insertPayee, withdrawalFacts } from './support/payout-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'r'.repeat(40) });
const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
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

const deps = () => createReconciliationDeps(config, database, quiet);
/** Later than PAYOUT_RECONCILE_MINUTES (30) after the approval. */
const later = () => new Date(Date.now() + 31 * 60_000);

/** A withdrawal of 1,000 crystals (20 USD) of a player who had 3,000, approved: processing at the sandbox. */
async function approvedPayout(): Promise<{ id: string; player: TestUser }> {
  const player = await insertPayee(database, config.jwtSecret, 3000);
  const requested = await app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(player),
    payload: { crystalAmount: 1000, paymentEmail: 'winner@example.com' },
  });
  expect(requested.statusCode).toBe(201);
  const { data } = requested.json() as WithdrawalResponse;
  const approved = await app.inject({
    method: 'POST',
    url: `/api/admin/payouts/${data.id}/approve`,
    headers: bearer(admin),
  });
  expect(approved.json()).toMatchObject({ data: { status: 'processing' } });
  return { id: data.id, player };
}

/** The tester decides at the sandbox provider, and the notification is lost on the way. */
async function decideSilently(withdrawalId: string, decision: 'pay' | 'fail') {
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/payouts/${withdrawalId}/${decision}`,
    // The sandbox payouts console is for operators or the sandbox key's holder (issue 29).
    headers: { 'x-sandbox-key': config.sandboxSecrets.mailOutboxKey ?? '' },
    payload: { dropNotification: true, reason: 'Receiver is unregistered' },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    data: { changed: true, webhookStatus: null, notificationDropped: true },
  });
}

/** The provider's notification, arriving late, signed as the sandbox PayPal signs it. */
function lateNotification(withdrawalId: string, eventType: string) {
  const raw = JSON.stringify({
    id: `WH-LATE-${randomBytes(6).toString('hex')}`,
    event_type: eventType,
    resource: { payout_item: { sender_item_id: withdrawalId }, errors: { message: 'Late failure' } },
  });
  const secret = readOrCreateSecret(config.dataDir, sandboxPayoutsSecretFile);
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook/payouts',
    headers: {
      'content-type': 'application/json',
      [sandboxPayoutsSignatureHeader]: signSandboxPayoutEvent(secret, raw, Math.floor(Date.now() / 1000)),
    },
    payload: raw,
  });
}

describe('a payout whose notification was dropped', () => {
  it('is completed by reconciliation exactly once; a second run and the late notification change nothing', async () => {
    const { id } = await approvedPayout();
    await decideSilently(id, 'pay');
    expect(await withdrawalFacts(database, id)).toMatchObject({
      status: 'processing',
      journalStatus: 'pending',
    });

    // Not late yet: the provider is not asked.
    await runReconciliation(deps(), new Date());
    expect(await withdrawalFacts(database, id)).toMatchObject({ status: 'processing' });

    const run = await runReconciliation(deps(), later());
    expect(run.settled).toBeGreaterThanOrEqual(1);
    const settled = {
      status: 'completed',
      journalStatus: 'completed',
      postings: 1,
      refunds: 0,
      reconciliationEvents: 1,
      crystals: 2000,
    };
    expect(await withdrawalFacts(database, id)).toEqual(settled);

    const again = await runReconciliation(deps(), later());
    expect(again.settled).toBe(0);
    expect((await lateNotification(id, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).json()).toMatchObject({
      applied: false,
    });
    expect((await lateNotification(id, 'PAYMENT.PAYOUTS-ITEM.FAILED')).json()).toMatchObject({
      applied: false,
    });
    expect(await withdrawalFacts(database, id)).toEqual(settled);
  });

  it('failed at the provider: refunded exactly once, and the late notification refunds nothing more', async () => {
    const { id } = await approvedPayout();
    await decideSilently(id, 'fail');
    await runReconciliation(deps(), later());
    const refunded = {
      status: 'failed',
      journalStatus: 'failed',
      postings: 2,
      refunds: 1,
      reconciliationEvents: 1,
      crystals: 3000,
    };
    expect(await withdrawalFacts(database, id)).toEqual(refunded);
    const { rows } = await database.query<{ reason: string }>(
      'select reason from withdrawals where id = $1',
      [id],
    );
    expect(rows[0]?.reason).toBe('Receiver is unregistered');

    await runReconciliation(deps(), later());
    expect((await lateNotification(id, 'PAYMENT.PAYOUTS-ITEM.FAILED')).json()).toMatchObject({
      applied: false,
    });
    expect(await withdrawalFacts(database, id)).toEqual(refunded);
  });

  it('a provider with no read (the live card provider) is left to an operator, and the log says so', async () => {
    const { id } = await approvedPayout();
    const blind = deps();
    const { lookup: _unused, ...paypalWithoutRead } = blind.withdrawals.providers.paypal;
    blind.withdrawals = {
      ...blind.withdrawals,
      providers: { ...blind.withdrawals.providers, paypal: paypalWithoutRead },
    };
    quiet.warn.mockClear();
    await runReconciliation(blind, later());
    expect(await withdrawalFacts(database, id)).toMatchObject({ status: 'processing' });
    expect(quiet.warn).toHaveBeenCalledWith(
      expect.objectContaining({ withdrawalIds: expect.arrayContaining([id]) }),
      expect.stringContaining('no read'),
    );
    const { rows } = await database.query<{ outcome: string }>(
      `select outcome from reconciliation_checks where kind = 'payout' and item_id = $1`,
      [id],
    );
    expect(rows[0]?.outcome).toBe('no_read');
    // Settled by the provider's real answer afterwards, so the next test starts clean.
    await decideSilently(id, 'pay');
    await runReconciliation(deps(), later());
  });
});

describe('the console', () => {
  const list = async (user: TestUser = admin) =>
    app.inject({ url: '/api/admin/reconciliation', headers: bearer(user) });

  it('lists a stuck payout with its last check and the provider’s answer; operators only', async () => {
    const { id, player } = await approvedPayout();
    const stuck = async () =>
      reconciliationResponseSchema.parse((await list()).json()).data.find((item) => item.id === id);
    expect(await stuck()).toBeUndefined(); // approved a moment ago: not late
    await database.query(`update withdrawals set decided_at = now() - interval '1 hour' where id = $1`, [id]);
    expect(await stuck()).toMatchObject({
      kind: 'payout',
      provider: 'paypal',
      userId: player.id,
      usdCents: 2000,
      status: 'processing',
      lastCheckedAt: null,
      checks: 0,
    });

    const ran = await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/run',
      headers: bearer(admin),
    });
    expect(reconciliationRunResponseSchema.parse(ran.json()).data).toMatchObject({ ran: true });
    expect(await stuck()).toMatchObject({ checks: 1, lastOutcome: 'waiting', lastAnswer: 'sent' });
    expect((await stuck())?.lastCheckedAt).toEqual(expect.any(String));
    const body = reconciliationResponseSchema.parse((await list()).json());
    expect(body.afterMinutes).toBe(30);
    expect(body.lastRun?.checked).toBeGreaterThanOrEqual(1);

    expect((await list(player)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admin/reconciliation' })).statusCode).toBe(401);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/run',
      headers: bearer(player),
    });
    expect(refused.statusCode).toBe(403);

    await decideSilently(id, 'pay');
    await app.inject({ method: 'POST', url: '/api/admin/reconciliation/run', headers: bearer(admin) });
    expect(await stuck()).toBeUndefined();
    expect(await withdrawalFacts(database, id)).toMatchObject({ status: 'completed', postings: 1 });
  });
});

describe('PAYOUT_RECONCILE_MINUTES', () => {
  it('defaults to 30, takes fractions of a minute, and refuses 0, words and more than a day', () => {
    expect(config.reconcileMinutes).toBe(30);
    expect(testConfig({ PAYOUT_RECONCILE_MINUTES: '0.05' }).reconcileMinutes).toBe(0.05);
    for (const bad of ['0', 'soon', '-1', '1441']) {
      expect(() => testConfig({ PAYOUT_RECONCILE_MINUTES: bad })).toThrow(
        'PAYOUT_RECONCILE_MINUTES must be a number of minutes from 0.01 to 1440',
      );
    }
  });
});
