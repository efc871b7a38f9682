// Reconciliation of payments (issue 29, docs/decisions/0044): a payment the payer approved or paid
// whose credit never happened (the tab closed, the webhook lost) is credited once by the job through
// the webhook's own code; a second run, the late webhook and the browser coming back credit nothing
// more. Also the live PayPal payouts read the job uses, and the once-across-instances lock (PostgreSQL).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Fetch } from '../src/payments/checkout-provider';
import { signHostedWebhook } from '../src/payments/hosted-provider';
import {
  createReconciliationDeps,
  reconciliationLockKey,
  runReconciliation,
  runReconciliationExclusive,
} from '../src/reconciliation/reconciliation-job';
import { createPayPalPayoutsProvider } from '../src/withdrawals/paypal-payouts';
import {
  gCoins,
  location,
  post,
  sandboxSecret,
  startPaymentsApp,
  submitForm,
  type PaymentsTestApp,
} from './payments-support';
import { count } from './support/payout-fixtures';
import { testEngine } from './support/test-db';
import type { TestUser } from './support/users-fixtures';

const quiet = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
let t: PaymentsTestApp;
let player: TestUser;

beforeAll(async () => {
  t = await startPaymentsApp();
});
beforeEach(async () => {
  player = await t.player();
});
afterAll(async () => {
  await t.close();
});

const deps = () => createReconciliationDeps(t.config, t.database, quiet);
const later = () => new Date(Date.now() + 31 * 60_000);

const packPurchases = (userId: string) =>
  count(t.database, `select count(*) from journal_transactions where user_id = $1 and type = 'purchase'`, [
    userId,
  ]);
const orderStatus = async (providerOrderId: string) =>
  (
    await t.database.query<{ status: string }>(
      'select status from payment_orders where provider_order_id = $1',
      [providerOrderId],
    )
  ).rows[0]?.status;

describe('a hosted payment paid without its webhook, the tab closed', () => {
  it('is credited once by reconciliation; a second run, the late webhook and the browser add nothing', async () => {
    const link = await post(t.app, player, '/api/payments/get-payment-url', {
      currency: 'AED',
      amount: '54.57',
      usd_amount: '14.86',
    });
    const { paymentId } = link.json() as { paymentId: string };
    // Pay at the provider with "Also send the webhook" unticked: Arena hears nothing.
    location(await submitForm(t.app, `/sandbox/pay/${paymentId}`, { decision: 'approve' }));
    expect(await orderStatus(paymentId)).toBe('created');

    await runReconciliation(deps(), new Date()); // not late yet
    expect(await gCoins(t.app, player)).toBe(0);

    await runReconciliation(deps(), later());
    expect(await orderStatus(paymentId)).toBe('completed');
    expect(await gCoins(t.app, player)).toBe(6); // the 3-pack and the first-purchase bonus
    expect(await packPurchases(player.id)).toBe(1);

    await runReconciliation(deps(), later());
    const raw = JSON.stringify({
      id: 'evt_late_hosted',
      type: 'payment.completed',
      data: { id: paymentId, status: 'completed', amount: 5457, currency_code: 'AED' },
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/hosted',
      headers: {
        'content-type': 'application/json',
        'x-hosted-signature': signHostedWebhook(
          sandboxSecret(t, 'hostedWebhook'),
          raw,
          Math.floor(Date.now() / 1000),
        ),
      },
      payload: raw,
    });
    expect(late.statusCode).toBe(200);
    const browser = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(browser.json()).toMatchObject({ data: { alreadyCredited: true } });
    expect(await gCoins(t.app, player)).toBe(6);
    expect(await packPurchases(player.id)).toBe(1);
  });

  it('declined at the provider: the order fails, nothing is credited', async () => {
    const link = await post(t.app, player, '/api/payments/get-payment-url', {
      currency: 'AED',
      amount: '54.57',
      usd_amount: '14.86',
    });
    const { paymentId } = link.json() as { paymentId: string };
    location(await submitForm(t.app, `/sandbox/pay/${paymentId}`, { decision: 'deny' }));
    await runReconciliation(deps(), later());
    expect(await orderStatus(paymentId)).toBe('failed');
    expect(await gCoins(t.app, player)).toBe(0);
  });
});

describe('a PayPal order the payer approved, who never came back to the store', () => {
  it('is captured and credited once; the browser coming back later finds it credited', async () => {
    const created = await post(t.app, player, '/api/payments/create', { amount: '14.86' });
    const { paypalOrderId } = created.json() as { paypalOrderId: string };
    location(await submitForm(t.app, `/sandbox/checkout/${paypalOrderId}`, { decision: 'approve' }));
    expect(await orderStatus(paypalOrderId)).toBe('created');

    await runReconciliation(deps(), later());
    expect(await orderStatus(paypalOrderId)).toBe('completed');
    expect(await gCoins(t.app, player)).toBe(6);

    await runReconciliation(deps(), later());
    const browser = await post(t.app, player, '/api/payments/complete', { orderId: paypalOrderId });
    expect(browser.json()).toMatchObject({ data: { alreadyCredited: true } });
    expect(await gCoins(t.app, player)).toBe(6);
    expect(await packPurchases(player.id)).toBe(1);
    expect(
      await count(
        t.database,
        `select count(*) from payment_webhook_events where event_id like 'reconciliation:%' and provider = 'checkout' and payload #>> '{resource,id}' is not null`,
      ),
    ).toBeGreaterThanOrEqual(1);
  });

  it('an order nobody approved is only recorded as waiting', async () => {
    const created = await post(t.app, player, '/api/payments/create', { amount: '5.50' });
    const { paypalOrderId } = created.json() as { paypalOrderId: string };
    await runReconciliation(deps(), later());
    expect(await orderStatus(paypalOrderId)).toBe('created');
    const { rows } = await t.database.query<{ outcome: string; answer: string }>(
      `select c.outcome, c.answer from reconciliation_checks c join payment_orders o on o.id = c.item_id
        where c.kind = 'payment' and o.provider_order_id = $1`,
      [paypalOrderId],
    );
    expect(rows).toEqual([{ outcome: 'waiting', answer: 'CREATED' }]);
  });
});

describe('once across instances', () => {
  it('a run while another instance holds the lock asks nothing (PGlite: one process, every run goes ahead)', async () => {
    if (testEngine === 'pglite') {
      // PGlite is opened by one process only (decision 0026): there is no other instance to wait for.
      expect(await runReconciliationExclusive(deps(), later())).not.toBeNull();
      return;
    }
    const other = await t.database.secondHandle();
    try {
      await other.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [reconciliationLockKey]);
        expect(await runReconciliationExclusive(deps(), later())).toBeNull();
      });
      expect(await runReconciliationExclusive(deps(), later())).not.toBeNull();
    } finally {
      await other.close();
    }
  });
});

describe('the live PayPal Payouts read', () => {
  it('answers the item’s transaction_status from the batch; without a batch id PayPal is not asked', async () => {
    const base = 'https://api-m.sandbox.paypal.com';
    const calls: string[] = [];
    const fetchImpl: Fetch = async (input) => {
      calls.push(String(input));
      const body = String(input).endsWith('/v1/oauth2/token')
        ? { access_token: 'token', token_type: 'Bearer', expires_in: 32400 }
        : {
            batch_header: { payout_batch_id: 'PB1', batch_status: 'SUCCESS' },
            items: [{ transaction_status: 'RETURNED', errors: { message: 'Receiver is unregistered' } }],
          };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
    const provider = createPayPalPayoutsProvider(
      { clientId: 'id', clientSecret: 'secret', apiBase: base, webhookId: 'WH' },
      fetchImpl,
    );
    expect(await provider.lookup?.({ withdrawalId: 'w1', providerPayoutId: null })).toBeNull();
    expect(calls).toEqual([]);
    expect(await provider.lookup?.({ withdrawalId: 'w1', providerPayoutId: 'PB1' })).toEqual({
      outcome: 'failed',
      status: 'RETURNED',
      providerPayoutId: 'PB1',
      reason: 'Receiver is unregistered',
    });
    expect(calls).toContain(`${base}/v1/payments/payouts/PB1`);
  });
});
