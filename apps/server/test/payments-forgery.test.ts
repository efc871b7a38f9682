// Issue 9, finding 4: forged payment webhooks. The sandbox webhook secrets were constants in the source,
// so anyone could sign a PAYMENT.CAPTURE.COMPLETED for a never-approved $44 order (20 GCoins) or a
// payment.completed for an unpaid hosted payment. Now each data directory generates its own secrets,
// and even a correctly signed event credits only what the provider itself reports paid.
//
// Answers: a wrong signature is 401 (as before). A correctly signed event the provider's records do not
// confirm is 409, not a 2xx: providers redeliver until they get a 2xx, so an event that outran the
// provider's state is retried and credits then, while a forged one never does.
// Engine-neutral: runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, readOrCreateJwtSecret, readOrCreateSecret } from '../src/config';
import { hostedSignatureHeader, signHostedWebhook } from '../src/payments/hosted-provider';
import { webhookNotConfirmedMessage } from '../src/payments/payment-errors';
import { signSandboxCheckoutWebhook } from '../src/payments/sandbox-checkout';
import {
  gCoins,
  location,
  post,
  rowCounts,
  sandboxSecret,
  startPaymentsApp,
  submitForm,
  type PaymentsTestApp,
} from './payments-support';
import type { TestUser } from './support/users-fixtures';
import { errorAnswer, paymentErrorAnswer } from './support/error-answer';

/** The constants the source used to hold: anyone who read it could sign with them. */
const oldCheckoutSecret = 'arena-sandbox-checkout-webhook-secret';
const oldHostedSecret = 'arena-sandbox-hosted-webhook-secret';

let t: PaymentsTestApp;
let player: TestUser;

beforeAll(async () => {
  t = await startPaymentsApp({ CURRENCY_RATES: 'AED:3.6725' });
});
beforeEach(async () => {
  player = await t.player();
});
afterAll(async () => {
  await t.close();
});

/** What a forgery must not change: the ledger, the wallets and the completed orders. */
async function money() {
  const { journal_transactions, journal_entries, wallets, completed } = await rowCounts(t);
  return { journal_transactions, journal_entries, wallets, completed };
}

async function webhookProcessed(eventId: string): Promise<boolean[]> {
  const { rows } = await t.database.query<{ processed: boolean }>(
    'select processed_at is not null as processed from payment_webhook_events where event_id = $1',
    [eventId],
  );
  return rows.map((row) => row.processed);
}

describe('checkout webhook (PAYMENT.CAPTURE.COMPLETED)', () => {
  async function createOrder(amount: string): Promise<string> {
    const response = await post(t.app, player, '/api/payments/create', { amount });
    expect(response.statusCode).toBe(200);
    return (response.json() as { paypalOrderId: string }).paypalOrderId;
  }

  function captureEvent(eventId: string, orderId: string, value: string, captureId = 'CAPTURE00000000001') {
    return JSON.stringify({
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
  }

  const deliver = (body: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/checkout',
      headers: signSandboxCheckoutWebhook(secret, body, `tx-${Math.random()}`),
      payload: body,
    });

  it('the old constant secret no longer signs: 401, nothing credited', async () => {
    const orderId = await createOrder('44.00');
    const before = await rowCounts(t);
    const response = await deliver(captureEvent('WH-old-secret', orderId, '44.00'), oldCheckoutSecret);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(paymentErrorAnswer('Invalid webhook signature'));
    expect(await rowCounts(t)).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });

  it('a correctly signed capture of a never-approved $44 order credits nothing: 409', async () => {
    const orderId = await createOrder('44.00');
    const before = await money();
    const response = await deliver(
      captureEvent('WH-never-approved', orderId, '44.00'),
      sandboxSecret(t, 'checkoutWebhook'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(paymentErrorAnswer(webhookNotConfirmedMessage));
    expect(await money()).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
    // Recorded as received but not processed, so a genuine redelivery would run again.
    expect(await webhookProcessed('WH-never-approved')).toEqual([false]);
  });

  it('approved but not captured is not money either: 409', async () => {
    const orderId = await createOrder('44.00');
    await location(await submitForm(t.app, `/sandbox/checkout/${orderId}`, { decision: 'approve' }));
    const before = await money();
    const response = await deliver(
      captureEvent('WH-approved-only', orderId, '44.00'),
      sandboxSecret(t, 'checkoutWebhook'),
    );
    expect(response.statusCode).toBe(409);
    expect(await money()).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });

  it('a captured order credits only for its own amount and capture; then the right event credits once', async () => {
    const orderId = await createOrder('5.50');
    await location(await submitForm(t.app, `/sandbox/checkout/${orderId}`, { decision: 'approve' }));
    const capture = await post(t.app, player, '/api/payments/capture', { paymentId: orderId });
    const captureId = (capture.json() as { data: { captureId: string } }).data.captureId;
    const secret = sandboxSecret(t, 'checkoutWebhook');
    const before = await money();
    const wrongAmount = await deliver(captureEvent('WH-wrong-amount', orderId, '44.00', captureId), secret);
    expect(wrongAmount.statusCode).toBe(409);
    const wrongCapture = await deliver(
      captureEvent('WH-wrong-capture', orderId, '5.50', 'OTHERCAPTURE00001'),
      secret,
    );
    expect(wrongCapture.statusCode).toBe(409);
    expect(await money()).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);

    const genuine = await deliver(captureEvent('WH-genuine', orderId, '5.50', captureId), secret);
    expect(genuine.statusCode).toBe(200);
    expect(await gCoins(t.app, player)).toBe(2); // the 1-pack, doubled as a first purchase
  });
});

describe('hosted payment webhook (payment.completed)', () => {
  async function createLink(): Promise<string> {
    const response = await post(t.app, player, '/api/payments/get-payment-url', {
      currency: 'AED',
      amount: '161.59',
      description: '10 GCoins',
      usd_amount: '44.00',
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { paymentId: string }).paymentId;
  }

  const completedEvent = (paymentId: string, eventId: string) =>
    JSON.stringify({
      id: eventId,
      type: 'payment.completed',
      created_at: new Date().toISOString(),
      data: { id: paymentId, status: 'completed', amount: 16159, currency_code: 'AED' },
    });

  const deliver = (body: string, secret: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/hosted',
      headers: {
        'content-type': 'application/json',
        [hostedSignatureHeader]: signHostedWebhook(secret, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });

  it('the old constant secret no longer signs: 401, nothing credited', async () => {
    const paymentId = await createLink();
    const before = await rowCounts(t);
    const response = await deliver(completedEvent(paymentId, 'evt_old_secret'), oldHostedSecret);
    expect(response.statusCode).toBe(401);
    expect(await rowCounts(t)).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });

  it('a correctly signed event for an unpaid payment credits nothing (409); once paid, the redelivery credits once', async () => {
    const paymentId = await createLink();
    const before = await money();
    const event = completedEvent(paymentId, `evt_unpaid_${paymentId}`);
    const secret = sandboxSecret(t, 'hostedWebhook');
    const early = await deliver(event, secret);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject(errorAnswer(webhookNotConfirmedMessage));
    expect(await money()).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);

    // The payer pays (no webhook from the page); the provider's redelivery of the same event now credits.
    await location(await submitForm(t.app, `/sandbox/pay/${paymentId}`, { decision: 'approve' }));
    const redelivered = await deliver(event, secret);
    expect(redelivered.statusCode).toBe(200);
    expect(redelivered.json()).toMatchObject({ received: true, duplicate: false });
    expect(await gCoins(t.app, player)).toBe(20);
    expect((await deliver(event, secret)).json()).toMatchObject({ duplicate: true });
    expect(await gCoins(t.app, player)).toBe(20);
  });

  it('a declined payment is never credited by a signed completion event', async () => {
    const paymentId = await createLink();
    await location(await submitForm(t.app, `/sandbox/pay/${paymentId}`, { decision: 'deny' }));
    const before = await money();
    const response = await deliver(
      completedEvent(paymentId, 'evt_declined'),
      sandboxSecret(t, 'hostedWebhook'),
    );
    expect(response.statusCode).toBe(409);
    expect(await money()).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });
});

describe('sandbox secrets are generated per data directory', () => {
  const freshDir = () => mkdtempSync(path.join(tmpdir(), 'arena-secrets-'));
  const load = (dataDir: string, env: Record<string, string> = {}) =>
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }, dataDir);

  it('two data directories get different secrets, none of them the old constants', () => {
    const a = load(freshDir()).sandboxSecrets;
    const b = load(freshDir()).sandboxSecrets;
    for (const secrets of [a, b]) {
      expect(secrets.checkoutWebhook).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(secrets.hostedWebhook).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(secrets.checkoutWebhook).not.toBe(secrets.hostedWebhook);
    }
    expect(a.checkoutWebhook).not.toBe(b.checkoutWebhook);
    expect(a.hostedWebhook).not.toBe(b.hostedWebhook);
    expect([a.checkoutWebhook, b.checkoutWebhook]).not.toContain(oldCheckoutSecret);
    expect([a.hostedWebhook, b.hostedWebhook]).not.toContain(oldHostedSecret);
  });

  it("the secret files are the owner's only and survive a restart with the same value", () => {
    const dataDir = freshDir();
    const first = load(dataDir);
    for (const name of ['sandbox-checkout-webhook-secret', 'sandbox-hosted-webhook-secret', 'jwt-secret']) {
      const file = path.join(dataDir, name);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toHaveLength(43);
    }
    const restarted = load(dataDir);
    expect(restarted.sandboxSecrets).toEqual(first.sandboxSecrets);
    expect(restarted.jwtSecret).toBe(first.jwtSecret);
    expect(readOrCreateSecret(dataDir, 'sandbox-hosted-webhook-secret')).toBe(
      first.sandboxSecrets.hostedWebhook,
    );
    expect(readOrCreateJwtSecret(dataDir)).toBe(first.jwtSecret);
  });

  it('live providers get no sandbox secret and their webhook secret only from configuration', () => {
    const dataDir = freshDir();
    const config = load(dataDir, {
      CHECKOUT_MODE: 'live',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-ID',
      HOSTED_PAYMENTS_MODE: 'live',
      HOSTED_PAYMENTS_API_KEY: 'key',
      HOSTED_PAYMENTS_API_BASE: 'https://pay.example.com',
      HOSTED_PAYMENTS_WEBHOOK_SECRET: 'configured-webhook-secret-0123',
    });
    expect(config.sandboxSecrets.checkoutWebhook).toBeUndefined();
    expect(config.sandboxSecrets.hostedWebhook).toBeUndefined();
    expect(config.payments.hostedWebhookSecret).toBe('configured-webhook-secret-0123');
    expect(existsSync(path.join(dataDir, 'sandbox-checkout-webhook-secret'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'sandbox-hosted-webhook-secret'))).toBe(false);
    // In sandbox mode a configured live secret is not used: the sandbox signs with its own.
    const sandbox = load(freshDir(), { HOSTED_PAYMENTS_WEBHOOK_SECRET: 'configured-webhook-secret-0123' });
    expect(sandbox.payments.hostedWebhookSecret).toBeUndefined();
    expect(sandbox.sandboxSecrets.hostedWebhook).not.toBe('configured-webhook-secret-0123');
  });
});
