// Withdrawals and payouts (issue 10, docs/decisions/0018): the two request forms and card payouts,
// every refusal moving nothing, the 20-way race paying once, the operators' queue, the sandbox
// payouts page and its notifications (twice, out of order), and refunds exactly once. Engine-neutral
// (PGlite by default, PostgreSQL with DATABASE_URL); the ledger audit is clean after every test.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  adminPayoutDecisionResponseSchema,
  adminPayoutsResponseSchema,
  operatorUserMessages,
  passportMessages,
  transactionsResponseSchema,
  withdrawalMessages,
  withdrawalResponseSchema,
  type WithdrawalResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { operatorOnlyMessage } from '../src/auth/admin-only';
import { readOrCreateSecret } from '../src/config';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { PaymentProviderError } from '../src/payments/checkout-provider';
import { hostedSignatureHeader, signHostedWebhook } from '../src/payments/hosted-provider';
import {
  sandboxPayoutsSignatureHeader,
  signSandboxPayoutEvent,
  type PayoutProvider,
  type SentPayout,
} from '../src/withdrawals/payout-provider';
import { sandboxPayoutsSecretFile } from '../src/withdrawals/register-withdrawals';
import { approvePayout, requestWithdrawal, type WithdrawalDeps } from '../src/withdrawals/withdrawal-service';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'w'.repeat(40) });
const autoConfig = testConfig({ JWT_SECRET: 'w'.repeat(40), PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: '1500' });
let database: TestDatabase;
let app: FastifyInstance;
let autoApp: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  autoApp = await buildApp(autoConfig, { database });
  admin = await insertTestUser(database, config.jwtSecret, {
    role: 'admin',
    provider: 'google',
    name: 'Olga Operator',
  });
});

afterAll(async () => {
  await app.close();
  await autoApp.close();
  await database.close();
});

afterEach(async () => {
  expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
});

// ----------------------------------------------------------------------------------------------
// Fixtures
// ----------------------------------------------------------------------------------------------

interface Player extends TestUser {
  name: string;
}

async function player(
  options: {
    crystals?: number;
    passport?: 'verified' | 'manual_review' | null;
    emailVerified?: boolean;
  } = {},
): Promise<Player> {
  const name = `Winner ${randomBytes(3).toString('hex')}`;
  const user = await insertTestUser(database, config.jwtSecret, {
    provider: 'google',
    name,
    verified: options.emailVerified ?? true,
  });
  const passport = options.passport === undefined ? 'verified' : options.passport;
  if (passport) {
    await database.query(
      `insert into passport_verifications (user_id, status, provider, storage_key, content_type, size_bytes,
                                           encryption_key_id, decided_at)
       values ($1, $2, 'sandbox', 'passports/test', 'image/png', 10, 'test', case when $2 = 'verified' then now() end)`,
      [user.id, passport],
    );
  }
  if (options.crystals) {
    await creditPrize(database, { userId: user.id, challengeId: randomUUID(), crystals: options.crystals });
  }
  return { ...user, name };
}

/** A saved card as the cards module stores it, and the sandbox card provider's session that issued its token. */
async function savedCard(user: TestUser): Promise<string> {
  const token = `tok_${randomBytes(8).toString('hex')}`;
  await database.query(
    `insert into sandbox_card_sessions (id, reference, return_url, cancel_url, status, token, brand, pan_masked,
                                        expiry_month, expiry_year)
     values ($1, $2, 'http://localhost/r', 'http://localhost/c', 'tokenized', $3, 'Visa', '411111******1111', 12, 2030)`,
    [`cs_${randomBytes(6).toString('hex')}`, randomUUID(), token],
  );
  const { rows } = await database.query<{ id: string }>(
    `insert into payment_methods (user_id, provider_token, brand, pan_masked, last4, expiry_month, expiry_year)
     values ($1, $2, 'Visa', '411111******1111', '1111', 12, 2030) returning id`,
    [user.id, token],
  );
  return rows[0]!.id;
}

async function crystals(user: TestUser): Promise<number> {
  const response = await app.inject({ url: '/api/wallet/get', headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { crystalsAvailable: number }).crystalsAvailable;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await database.query<{ count: string | number }>(sql, params);
  return Number(rows[0]?.count);
}

/** Everything a withdrawal writes for this user: refusals must leave all of it unchanged. */
async function footprint(user: TestUser) {
  return {
    crystals: await crystals(user),
    withdrawals: await count('select count(*) from withdrawals where user_id = $1', [user.id]),
    journal: await count('select count(*) from journal_transactions where user_id = $1', [user.id]),
  };
}

const withdrawPaypal = (
  user: TestUser,
  crystalAmount: number,
  paymentEmail = 'winner@example.com',
  target = app,
) =>
  target.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: bearer(user),
    payload: { crystalAmount, paymentEmail },
  });

const cardPayout = (user: TestUser, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/payments/payouts', headers: bearer(user), payload });

function accepted(response: { statusCode: number; json: () => unknown }): WithdrawalResponse {
  expect(response.statusCode).toBe(201);
  return withdrawalResponseSchema.parse(response.json());
}

const adminPost = (path: string, payload?: Record<string, unknown>, user: TestUser = admin) =>
  app.inject({ method: 'POST', url: path, headers: bearer(user), ...(payload ? { payload } : {}) });

async function withdrawalRow(id: string) {
  const { rows } = await database.query<{
    status: string;
    reason: string | null;
    provider_payout_id: string | null;
  }>('select status, reason, provider_payout_id from withdrawals where id = $1', [id]);
  return rows[0];
}

async function journalStatus(transactionId: string): Promise<string | undefined> {
  const { rows } = await database.query<{ status: string }>(
    'select status from journal_transactions where id = $1',
    [transactionId],
  );
  return rows[0]?.status;
}

const refunds = (withdrawalId: string) =>
  count(
    `select count(*) from journal_transactions where type = 'withdrawal_refund' and idempotency_key = $1`,
    [`withdrawal_refund:${withdrawalId}`],
  );

/** The sandbox key (issue 29: the sandbox payouts console needs it or an operator session). */
const sandboxKey = () => ({ 'x-sandbox-key': config.sandboxSecrets.mailOutboxKey ?? '' });

async function sandboxPayoutFor(withdrawalId: string) {
  const response = await app.inject({ url: '/sandbox/payouts.json', headers: sandboxKey() });
  expect(response.statusCode).toBe(200);
  const { data } = response.json() as {
    data: {
      id: string;
      provider: string;
      withdrawalId: string;
      receiver: string;
      amountCents: number;
      status: string;
    }[];
  };
  return data.find((payout) => payout.withdrawalId === withdrawalId);
}

/** A PayPal payouts-item event signed as the sandbox PayPal signs (the secret of the test's data directory). */
function deliverPayPalEvent(
  withdrawalId: string,
  eventType: string,
  eventId = `WH-${randomBytes(6).toString('hex')}`,
) {
  const raw = JSON.stringify({
    id: eventId,
    event_type: eventType,
    resource: {
      transaction_status: eventType.endsWith('SUCCEEDED') ? 'SUCCESS' : 'FAILED',
      payout_item: { sender_item_id: withdrawalId, amount: { value: '20.00', currency: 'USD' } },
      errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
    },
  });
  return deliverRaw(raw);
}

function deliverRaw(raw: string, secret = readOrCreateSecret(config.dataDir, sandboxPayoutsSecretFile)) {
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

// ----------------------------------------------------------------------------------------------

describe('requesting a withdrawal', () => {
  it('refuses a player without a verified passport (403) or email, and moves nothing', async () => {
    const unverified = await player({ crystals: 5000, passport: null });
    const before = await footprint(unverified);
    const refused = await withdrawPaypal(unverified, 1000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(errorAnswer(passportMessages.verificationRequired));
    const card = await savedCard(unverified);
    const refusedCard = await cardPayout(unverified, { crystals: 1500, methodId: card });
    expect(refusedCard.statusCode).toBe(403);
    expect((refusedCard.json() as { message: string }).message).toBe(passportMessages.verificationRequired);

    const inReview = await player({ crystals: 5000, passport: 'manual_review' });
    expect((await withdrawPaypal(inReview, 1000)).statusCode).toBe(403);

    const noEmail = await player({ crystals: 5000, emailVerified: false });
    const refusedEmail = await withdrawPaypal(noEmail, 1000);
    expect(refusedEmail.statusCode).toBe(403);
    expect((refusedEmail.json() as { message: string }).message).toBe(passportMessages.emailNotVerified);

    expect(await footprint(unverified)).toEqual(before);
    expect(await footprint(noEmail)).toMatchObject({ crystals: 5000, withdrawals: 0, journal: 1 });
  });

  it('refuses below the minimum, off the step and above the balance in the domain words (400), moving nothing', async () => {
    const user = await player({ crystals: 2550 });
    const before = await footprint(user);
    const cases: [number, object][] = [
      [
        900,
        errorAnswer('The minimum withdrawal is 1000 crystals', 'validation.withdrawal.belowMinimum', {
          count: 1000,
        }),
      ],
      [
        1050,
        errorAnswer(
          'Withdrawals are made in steps of 100 crystals',
          'validation.withdrawal.notMultipleOfStep',
          { count: 100 },
        ),
      ],
      // Every failed rule in English; the key names the first.
      [
        950,
        {
          status: 'error',
          message: 'Withdrawals are made in steps of 100 crystals; The minimum withdrawal is 1000 crystals',
          messageKey: 'validation.withdrawal.notMultipleOfStep',
          messageParams: { count: 100 },
        },
      ],
      [
        2600,
        errorAnswer('You can withdraw at most 2500 crystals', 'validation.withdrawal.aboveAvailable', {
          count: 2500,
        }),
      ],
    ];
    for (const [amount, answer] of cases) {
      const response = await withdrawPaypal(user, amount);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(answer);
    }
    const badEmail = await withdrawPaypal(user, 1000, 'not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect((badEmail.json() as { message: string }).message).toBe('Please enter a valid email address');

    const card = await savedCard(user);
    const belowCardMinimum = await cardPayout(user, { crystals: 1400, methodId: card });
    expect(belowCardMinimum.statusCode).toBe(400);
    expect((belowCardMinimum.json() as { message: string }).message).toBe(
      'The minimum withdrawal is 1500 crystals',
    );
    expect(await footprint(user)).toEqual(before);
  });

  it("refuses another player's card (404) and a payout without a card, moving nothing", async () => {
    const owner = await player({ crystals: 3000 });
    const thief = await player({ crystals: 3000 });
    const card = await savedCard(owner);
    const before = await footprint(thief);
    for (const field of ['methodId', 'id', 'uuid']) {
      const response = await cardPayout(thief, { crystals: 1500, [field]: card });
      expect(response.statusCode).toBe(404);
      expect((response.json() as { message: string }).message).toBe(withdrawalMessages.cardNotFound);
    }
    expect((await cardPayout(thief, { crystals: 1500, methodId: 'not-a-card' })).statusCode).toBe(404);
    const noCard = await cardPayout(thief, { crystals: 1500 });
    expect(noCard.statusCode).toBe(400);
    expect((noCard.json() as { message: string }).message).toBe('Please select a card for the payout');
    await database.query('update payment_methods set deleted_at = now() where id = $1', [card]);
    expect((await cardPayout(owner, { crystals: 1500, methodId: card })).statusCode).toBe(404);
    expect(await footprint(thief)).toEqual(before);
    expect(await footprint(owner)).toMatchObject({ crystals: 3000, withdrawals: 0 });
  });

  it('takes the crystals at once into a pending withdrawal; both request forms are equivalent', async () => {
    const user = await player({ crystals: 5000 });
    const first = accepted(await withdrawPaypal(user, 1000, ' winner@example.com '));
    const second = accepted(
      await app.inject({
        method: 'POST',
        url: '/api/wallet/withdraw',
        headers: bearer(user),
        payload: { amount: 1000, email: 'winner@example.com' },
      }),
    );
    for (const response of [first, second]) {
      expect(response).toMatchObject({
        status: 'success',
        message: withdrawalMessages.requested,
        transactionId: response.data.transactionId,
        data: {
          method: 'paypal',
          crystals: 1000,
          usdCents: 2000,
          status: 'pending',
          paymentEmail: 'winner@example.com',
          card: null,
          completedAt: null,
          reason: null,
        },
      });
      expect(await journalStatus(response.transactionId)).toBe('pending');
    }
    expect(first.data.id).not.toBe(second.data.id);
    expect(await crystals(user)).toBe(3000);

    const history = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions?page=1&limit=10', headers: bearer(user) })).json(),
    );
    const rows = history.transactions.filter((row) => row.transactionType === 'withdrawal');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      amount: -1000,
      currency: 'crystal',
      status: 'pending',
      metadata: { method: 'paypal', crystals: 1000, usdCents: 2000, paymentEmail: 'winner@example.com' },
    });
    expect(rows.map((row) => row.balanceAfter)).toEqual([3000, 4000]);
  });

  it('a card payout names the card (brand and last four) and is 2 cents a crystal', async () => {
    const user = await player({ crystals: 4000 });
    const card = await savedCard(user);
    const response = accepted(await cardPayout(user, { crystals: 1500, uuid: card }));
    expect(response.message).toBe(withdrawalMessages.cardPayoutRequested);
    expect(response.data).toMatchObject({
      method: 'card',
      crystals: 1500,
      usdCents: 3000,
      paymentEmail: null,
      card: { id: card, brand: 'Visa', last4: '1111' },
      status: 'pending',
    });
    expect(await crystals(user)).toBe(2500);
  });

  it('an Idempotency-Key makes a retried request withdraw once', async () => {
    const user = await player({ crystals: 3000 });
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/withdrawal/request',
        headers: { ...bearer(user), 'idempotency-key': 'withdraw-once' },
        payload: { crystalAmount: 1000, paymentEmail: 'winner@example.com' },
      });
    const first = accepted(await send());
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as WithdrawalResponse).data.id).toBe(first.data.id);
    expect(await crystals(user)).toBe(2000);
  });
});

describe('concurrency', () => {
  it('two withdrawals that together exceed the crystals: the second is refused', async () => {
    const user = await player({ crystals: 2000 });
    accepted(await withdrawPaypal(user, 1500));
    const second = await withdrawPaypal(user, 1000);
    expect(second.statusCode).toBe(400);
    expect((second.json() as { message: string }).message).toBe('You can withdraw at most 500 crystals');

    const both = await player({ crystals: 2000 });
    const answers = await Promise.all([withdrawPaypal(both, 1000), withdrawPaypal(both, 1100)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await crystals(both)).toBeGreaterThanOrEqual(900);
    expect(await count('select count(*) from withdrawals where user_id = $1', [both.id])).toBe(1);
  });

  it('20 concurrent requests of 60% of the balance: exactly one succeeds', async () => {
    const user = await player({ crystals: 10_000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdrawPaypal(user, 6000)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(19);
    expect(await crystals(user)).toBe(4000);
    expect(await count('select count(*) from withdrawals where user_id = $1', [user.id])).toBe(1);
    expect(
      await count(`select count(*) from journal_transactions where user_id = $1 and type = 'withdrawal'`, [
        user.id,
      ]),
    ).toBe(1);
  });
});

describe('operators and the payouts providers', () => {
  it('lists the queue with the player, refuses non-admins (403)', async () => {
    const user = await player({ crystals: 3000 });
    const paypal = accepted(await withdrawPaypal(user, 1000));
    const card = accepted(await cardPayout(user, { crystals: 1500, methodId: await savedCard(user) }));

    const list = await app.inject({ url: '/api/admin/payouts?status=pending', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    const { data } = adminPayoutsResponseSchema.parse(list.json());
    expect(data.find((row) => row.id === paypal.data.id)).toMatchObject({
      userId: user.id,
      userName: user.name,
      userEmail: user.email,
      status: 'pending',
      method: 'paypal',
    });
    const cards = adminPayoutsResponseSchema.parse(
      (
        await app.inject({ url: '/api/admin/payouts?status=pending&method=card', headers: bearer(admin) })
      ).json(),
    ).data;
    expect(cards.some((row) => row.id === card.data.id)).toBe(true);
    expect(cards.every((row) => row.method === 'card' && row.status === 'pending')).toBe(true);

    for (const request of [
      app.inject({ url: '/api/admin/payouts', headers: bearer(user) }),
      adminPost(`/api/admin/payouts/${paypal.data.id}/approve`, undefined, user),
      adminPost(`/api/admin/payouts/${paypal.data.id}/reject`, { reason: 'no' }, user),
    ]) {
      const response = await request;
      expect(response.statusCode).toBe(403);
      expect((response.json() as { message: string }).message).toBe(operatorOnlyMessage);
    }
    expect((await app.inject({ url: '/api/admin/payouts' })).statusCode).toBe(401);
    expect((await withdrawalRow(paypal.data.id))?.status).toBe('pending');
  });

  it('four eyes: no operator approves or rejects their own payout, or decides their own passport (403)', async () => {
    const operator = await player({ crystals: 3000, passport: 'verified' });
    await database.query(`update users set role = 'support' where id = $1`, [operator.id]);
    const own = accepted(await withdrawPaypal(operator, 1000));
    for (const decision of [
      adminPost(`/api/admin/payouts/${own.data.id}/approve`, undefined, operator),
      adminPost(`/api/admin/payouts/${own.data.id}/reject`, { reason: 'mine' }, operator),
    ]) {
      const response = await decision;
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        message: operatorUserMessages.ownAccount,
        messageKey: 'operatorUser.ownAccount',
      });
    }
    expect((await withdrawalRow(own.data.id))?.status).toBe('pending');
    expect(await crystals(operator)).toBe(2000);
    // Another operator decides it.
    expect(
      (await adminPost(`/api/admin/payouts/${own.data.id}/reject`, { reason: 'Second look' })).statusCode,
    ).toBe(200);
    expect(await crystals(operator)).toBe(3000);

    const applicant = await player({ passport: 'manual_review' });
    await database.query(`update users set role = 'support' where id = $1`, [applicant.id]);
    const { rows } = await database.query<{ id: string }>(
      `select id from passport_verifications where user_id = $1`,
      [applicant.id],
    );
    const passportId = rows[0]!.id;
    const self = await adminPost(`/api/admin/passports/${passportId}/verify`, undefined, applicant);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ messageKey: 'operatorUser.ownAccount' });
    expect((await adminPost(`/api/admin/passports/${passportId}/verify`)).statusCode).toBe(200);
  });

  it('approve sends it (the sandbox records it), Pay completes it and its journal transaction', async () => {
    const user = await player({ crystals: 3000 });
    const request = accepted(await withdrawPaypal(user, 1000));
    const approved = await adminPost(`/api/admin/payouts/${request.data.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(adminPayoutDecisionResponseSchema.parse(approved.json())).toMatchObject({
      message: withdrawalMessages.approved,
      data: { id: request.data.id, status: 'processing' },
    });
    const sent = await sandboxPayoutFor(request.data.id);
    expect(sent).toMatchObject({
      provider: 'paypal',
      receiver: 'w•••@example.com',
      amountCents: 2000,
      status: 'sent',
    });
    const stored = 'select count(*) from sandbox_payouts where id = $1 and receiver = $2';
    expect(await count(stored, [sent!.id, 'winner@example.com'])).toBe(1);
    expect(
      await count(
        `select count(*) from operator_audit_log where target_id = $1 and action = 'withdrawal.approve'`,
        [request.data.id],
      ),
    ).toBe(1);
    expect((await adminPost(`/api/admin/payouts/${request.data.id}/approve`)).statusCode).toBe(409);

    const page = await app.inject({ url: '/sandbox/payouts', headers: bearer(admin) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sent!.id);
    expect(page.body).toContain('>Pay</button>');
    expect(page.body).toContain('w•••@example.com');
    expect(page.body).not.toContain('winner@example.com');
    expect(page.body).toContain('>Fail</button>');

    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${sent!.id}/pay`,
      headers: sandboxKey(),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ data: { status: 'paid', changed: true, webhookStatus: 200 } });
    expect(await withdrawalRow(request.data.id)).toMatchObject({
      status: 'completed',
      provider_payout_id: sent!.id,
    });
    expect(await journalStatus(request.transactionId)).toBe('completed');
    expect(await crystals(user)).toBe(2000);

    const history = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions?page=1&limit=10', headers: bearer(user) })).json(),
    );
    expect(history.transactions[0]).toMatchObject({
      id: request.transactionId,
      transactionType: 'withdrawal',
      status: 'completed',
      metadata: { method: 'paypal' },
    });
  });

  it('a failed payout refunds once when its notification arrives twice', async () => {
    const user = await player({ crystals: 3000 });
    const request = accepted(await withdrawPaypal(user, 2000));
    await adminPost(`/api/admin/payouts/${request.data.id}/approve`);
    const sent = await sandboxPayoutFor(request.data.id);
    const failed = await app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${request.data.id}/fail`,
      headers: sandboxKey(),
      payload: { reason: 'Receiver account is closed' },
    });
    expect(failed.json()).toMatchObject({ data: { id: sent!.id, status: 'failed', webhookStatus: 200 } });
    expect(await withdrawalRow(request.data.id)).toMatchObject({
      status: 'failed',
      reason: 'Receiver account is closed',
    });
    expect(await crystals(user)).toBe(3000);
    expect(await journalStatus(request.transactionId)).toBe('failed');

    // The same event again (a redelivery) and another FAILED event (a new id): nothing more moves.
    const raw = JSON.stringify({
      id: 'WH-REDELIVERED-1',
      event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED',
      resource: { payout_item: { sender_item_id: request.data.id } },
    });
    expect((await deliverRaw(raw)).json()).toMatchObject({ duplicate: false, applied: false });
    expect((await deliverRaw(raw)).json()).toMatchObject({ duplicate: true, applied: false });
    expect((await deliverPayPalEvent(request.data.id, 'PAYMENT.PAYOUTS-ITEM.RETURNED')).statusCode).toBe(200);
    expect(
      (
        await app.inject({ method: 'POST', url: `/sandbox/payouts/${sent!.id}/fail`, headers: sandboxKey() })
      ).json(),
    ).toMatchObject({
      data: { changed: false, webhookStatus: null },
    });
    // SUCCEEDED after the refund does not resurrect it.
    expect(
      (await deliverPayPalEvent(request.data.id, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).json(),
    ).toMatchObject({
      applied: false,
    });
    expect(await refunds(request.data.id)).toBe(1);
    expect(await crystals(user)).toBe(3000);
    expect((await withdrawalRow(request.data.id))?.status).toBe('failed');

    const history = transactionsResponseSchema.parse(
      (await app.inject({ url: '/api/wallet/transactions?page=1&limit=10', headers: bearer(user) })).json(),
    );
    expect(history.transactions[0]).toMatchObject({
      transactionType: 'withdrawal_refund',
      amount: 2000,
      balanceAfter: 3000,
      status: 'completed',
      metadata: { withdrawalId: request.data.id, method: 'paypal' },
    });
  });

  it('FAILED after SUCCEEDED changes nothing: no refund, still completed', async () => {
    const user = await player({ crystals: 3000 });
    const request = accepted(await withdrawPaypal(user, 1000));
    await adminPost(`/api/admin/payouts/${request.data.id}/approve`);
    expect(
      (await deliverPayPalEvent(request.data.id, 'PAYMENT.PAYOUTS-ITEM.SUCCEEDED')).json(),
    ).toMatchObject({
      applied: true,
    });
    for (const type of ['FAILED', 'RETURNED', 'BLOCKED']) {
      const late = await deliverPayPalEvent(request.data.id, `PAYMENT.PAYOUTS-ITEM.${type}`);
      expect(late.json()).toMatchObject({ received: true, applied: false });
    }
    expect(await withdrawalRow(request.data.id)).toMatchObject({ status: 'completed' });
    expect(await refunds(request.data.id)).toBe(0);
    expect(await crystals(user)).toBe(2000);
  });

  it('refuses a notification that is not signed with the data directory secret (401), moving nothing', async () => {
    const user = await player({ crystals: 3000 });
    const request = accepted(await withdrawPaypal(user, 1000));
    await adminPost(`/api/admin/payouts/${request.data.id}/approve`);
    const raw = JSON.stringify({
      id: 'WH-FORGED',
      event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED',
      resource: { payout_item: { sender_item_id: request.data.id } },
    });
    expect((await deliverRaw(raw, 'not-the-secret-'.repeat(3))).statusCode).toBe(401);
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/payouts',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await withdrawalRow(request.data.id))?.status).toBe('processing');
    expect(await count(`select count(*) from payout_webhook_events where event_id = 'WH-FORGED'`)).toBe(0);
    expect(await crystals(user)).toBe(2000);
  });

  it('an operator rejection refunds once and is final', async () => {
    const user = await player({ crystals: 3000 });
    const request = accepted(await withdrawPaypal(user, 1000));
    const empty = await adminPost(`/api/admin/payouts/${request.data.id}/reject`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    const rejected = await adminPost(`/api/admin/payouts/${request.data.id}/reject`, {
      reason: 'Email does not match',
    });
    expect(rejected.statusCode).toBe(200);
    expect(adminPayoutDecisionResponseSchema.parse(rejected.json())).toMatchObject({
      message: withdrawalMessages.rejected,
      data: { status: 'rejected', reason: 'Email does not match' },
    });
    expect(await crystals(user)).toBe(3000);
    for (const again of [
      adminPost(`/api/admin/payouts/${request.data.id}/reject`, { reason: 'again' }),
      adminPost(`/api/admin/payouts/${request.data.id}/approve`),
    ]) {
      const response = await again;
      expect(response.statusCode).toBe(409);
      expect((response.json() as { message: string }).message).toBe(withdrawalMessages.alreadyDecided);
    }
    expect((await deliverPayPalEvent(request.data.id, 'PAYMENT.PAYOUTS-ITEM.FAILED')).json()).toMatchObject({
      applied: false,
    });
    expect(await refunds(request.data.id)).toBe(1);
    expect(await crystals(user)).toBe(3000);
    expect(await journalStatus(request.transactionId)).toBe('failed');
    expect(
      await count(
        `select count(*) from operator_audit_log where target_id = $1 and action = 'withdrawal.reject'`,
        [request.data.id],
      ),
    ).toBe(1);
    expect((await adminPost(`/api/admin/payouts/${randomUUID()}/approve`)).statusCode).toBe(404);
    expect((await adminPost('/api/admin/payouts/nope/reject', { reason: 'x' })).statusCode).toBe(404);
  });

  it('a card payout goes through the hosted provider; Fail on the page refunds once', async () => {
    const user = await player({ crystals: 2000 });
    const card = await savedCard(user);
    const request = accepted(await cardPayout(user, { crystals: 1500, methodId: card }));
    await adminPost(`/api/admin/payouts/${request.data.id}/approve`);
    const sent = await sandboxPayoutFor(request.data.id);
    expect(sent).toMatchObject({
      provider: 'card',
      receiver: 'Visa 411111******1111',
      amountCents: 3000,
      status: 'sent',
    });
    expect(sent!.id.startsWith('po_')).toBe(true);

    // The page's form, as a browser opened with the sandbox key posts it (the key stays in the address).
    const key = encodeURIComponent(config.sandboxSecrets.mailOutboxKey ?? '');
    const form = await app.inject({
      method: 'POST',
      url: `/sandbox/payouts/${sent!.id}?key=${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision: 'deny', reason: 'Card cannot receive payouts' }).toString(),
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe(`/sandbox/payouts?key=${key}`);
    expect(await withdrawalRow(request.data.id)).toMatchObject({
      status: 'failed',
      reason: 'Card cannot receive payouts',
    });
    expect(await crystals(user)).toBe(2000);

    // The card provider's event delivered again, signed with the hosted sandbox secret.
    const raw = JSON.stringify({
      id: 'evt_card_again',
      type: 'payout.failed',
      data: { id: sent!.id, reference: request.data.id },
    });
    const again = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/payouts',
      headers: {
        'content-type': 'application/json',
        [hostedSignatureHeader]: signHostedWebhook(
          config.sandboxSecrets.hostedWebhook!,
          raw,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: raw,
    });
    expect(again.json()).toMatchObject({ applied: false });
    expect(await refunds(request.data.id)).toBe(1);
  });

  it('automatic approval below PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS sends without an operator', async () => {
    const user = await player({ crystals: 5000 });
    // An address of this player alone: one another player used would flag both (decision 0050).
    const own = `auto-${user.id.slice(0, 8)}@example.com`;
    const small = accepted(await withdrawPaypal(user, 1400, own, autoApp));
    const large = accepted(await withdrawPaypal(user, 1500, own, autoApp));
    expect(await withdrawalRow(small.data.id)).toMatchObject({ status: 'processing' });
    expect(await sandboxPayoutFor(small.data.id)).toMatchObject({ status: 'sent', amountCents: 2800 });
    expect(await withdrawalRow(large.data.id)).toMatchObject({ status: 'pending' });
    expect(await sandboxPayoutFor(large.data.id)).toBeUndefined();
    // Off by default.
    const plain = accepted(await withdrawPaypal(user, 1000));
    expect(await withdrawalRow(plain.data.id)).toMatchObject({ status: 'pending' });
  });
});

describe('sending through a provider', () => {
  function fakeProvider(send: () => Promise<SentPayout>): PayoutProvider {
    return { method: 'paypal', mode: 'live', send, verifyWebhook: () => Promise.reject(new Error('unused')) };
  }
  const deps = (provider: PayoutProvider): WithdrawalDeps => ({
    database,
    providers: { paypal: provider, card: provider },
    autoApproveBelowCrystals: 0,
    secondApprovalFromCrystals: 5000,
    log: { error: () => {}, warn: () => {} },
  });

  it('a synchronous refusal on send fails the payout and refunds once', async () => {
    const user = await player({ crystals: 3000 });
    const withdrawal = await requestWithdrawal(database, {
      userId: user.id,
      crystals: 1000,
      target: { method: 'paypal', email: 'winner@example.com' },
    });
    const refused = fakeProvider(async () => ({
      providerPayoutId: null,
      outcome: 'failed',
      reason: 'Insufficient funds',
    }));
    const payout = await approvePayout(deps(refused), withdrawal.id, { operatorId: admin.id });
    expect(payout).toMatchObject({ status: 'failed', reason: 'Insufficient funds' });
    expect(await crystals(user)).toBe(3000);
    expect(await refunds(withdrawal.id)).toBe(1);
    await expect(approvePayout(deps(refused), withdrawal.id, { operatorId: admin.id })).rejects.toMatchObject(
      {
        statusCode: 409,
      },
    );
  });

  it('an unreachable provider leaves it processing; approving again resends and completes', async () => {
    const user = await player({ crystals: 3000 });
    const withdrawal = await requestWithdrawal(database, {
      userId: user.id,
      crystals: 1000,
      target: { method: 'paypal', email: 'winner@example.com' },
    });
    const down = fakeProvider(() => Promise.reject(new PaymentProviderError('PayPal could not be reached')));
    await expect(approvePayout(deps(down), withdrawal.id, { operatorId: admin.id })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
    expect(await withdrawalRow(withdrawal.id)).toMatchObject({
      status: 'processing',
      provider_payout_id: null,
    });
    const up = fakeProvider(async () => ({
      providerPayoutId: 'BATCH-1',
      outcome: 'completed',
      reason: null,
    }));
    expect(await approvePayout(deps(up), withdrawal.id, { operatorId: admin.id })).toMatchObject({
      status: 'completed',
    });
    expect(await journalStatus(withdrawal.transactionId)).toBe('completed');
    // Sent and known now: another approval is refused.
    await expect(approvePayout(deps(up), withdrawal.id, { operatorId: admin.id })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await crystals(user)).toBe(2000);
  });
});
