// The hosted payment route end to end on the sandbox provider: currencies, a payment link in AED
// whose amount the server computes from its own rate, the pay page, complete-payment crediting once,
// and the signed webhook: replayed concurrently, forged, stale, and racing the browser.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signHostedWebhook } from '../src/payments/hosted-provider';
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
import { paymentErrorAnswer } from './support/error-answer';

let t: PaymentsTestApp;
let player: TestUser;

beforeAll(async () => {
  t = await startPaymentsApp({ CURRENCY_RATES: 'AED:3.6725,JPY:151.37' });
});
beforeEach(async () => {
  player = await t.player();
});
afterAll(async () => {
  await t.close();
});

async function createLink(body: Record<string, unknown>, user = player) {
  const response = await post(t.app, user, '/api/payments/get-payment-url', body);
  expect(response.statusCode).toBe(200);
  return response.json() as { status: string; paymentLink: string; paymentId: string };
}

/** A 3-pack in AED: 14.86 USD × 3.6725 = 54.57335 → 54.57 AED (5457 fils). */
const aedThreePack = { currency: 'AED', amount: '54.57', description: '3 GCoins', usd_amount: '14.86' };

async function pay(paymentId: string, fields: Record<string, string>) {
  return location(await submitForm(t.app, `/sandbox/pay/${paymentId}`, fields));
}

function completedEvent(paymentId: string, eventId: string, amount = 5457, currency = 'AED') {
  return JSON.stringify({
    id: eventId,
    type: 'payment.completed',
    created_at: new Date().toISOString(),
    data: { id: paymentId, status: 'completed', amount, currency_code: currency },
  });
}

const hostedSecret = () => sandboxSecret(t, 'hostedWebhook');

function deliver(
  body: string,
  signature = signHostedWebhook(hostedSecret(), body, Math.floor(Date.now() / 1000)),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/hosted',
    headers: { 'content-type': 'application/json', 'x-hosted-signature': signature },
    payload: body,
  });
}

describe('GET /api/payments/currencies', () => {
  it('lists USD first at 1, the defaults, and the configured rates; public', async () => {
    const response = await t.app.inject({ url: '/api/payments/currencies' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { code: 'USD', usd_rate: 1 },
      { code: 'AED', usd_rate: 3.6725 },
      { code: 'INR', usd_rate: 83.2 },
      { code: 'PKR', usd_rate: 278.5 },
      { code: 'EUR', usd_rate: 0.92 },
      { code: 'GBP', usd_rate: 0.79 },
      { code: 'JPY', usd_rate: 151.37 },
    ]);
  });
});

describe('POST /api/payments/get-payment-url', () => {
  it('recomputes the AED amount from its own rate and shows it on the pay page', async () => {
    const { paymentLink, paymentId } = await createLink(aedThreePack);
    expect(paymentLink).toBe(`http://localhost:3000/sandbox/pay/${paymentId}`);
    const { rows } = await t.database.query<Record<string, unknown>>(
      `select provider, pack_gcoins, price_cents::text as price, currency, amount_minor::text as amount, status
         from payment_orders where provider_order_id = $1`,
      [paymentId],
    );
    expect(rows).toEqual([
      {
        provider: 'hosted',
        pack_gcoins: 3,
        price: '1486',
        currency: 'AED',
        amount: '5457',
        status: 'created',
      },
    ]);
    const page = await t.app.inject({ url: new URL(paymentLink).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('AED');
    expect(page.body).toContain('54.57');
    expect(page.body).not.toContain('<script');
  });

  it('accepts a client amount within 1 % (a number too) and in a zero-decimal currency', async () => {
    await createLink({ ...aedThreePack, amount: 54.9 });
    const yen = await createLink({ currency: 'jpy', amount: '833', usd_amount: '5.50' }); // 5.50 × 151.37 = 832.535 → 833
    const { rows } = await t.database.query<{ amount: string }>(
      'select amount_minor::text as amount from payment_orders where provider_order_id = $1',
      [yen.paymentId],
    );
    expect(rows[0]?.amount).toBe('833');
  });

  it.each([
    [
      { ...aedThreePack, amount: '55.20' },
      'The amount does not match the current exchange rate. Please reload the prices.',
    ],
    [
      { ...aedThreePack, amount: '14.86' },
      'The amount does not match the current exchange rate. Please reload the prices.',
    ],
    [{ ...aedThreePack, usd_amount: '14.85' }, 'Invalid amount: choose one of the GCoin packs.'],
    [{ ...aedThreePack, usd_amount: '14.9' }, 'Invalid amount: choose one of the GCoin packs.'],
    [{ ...aedThreePack, amount: 'lots' }, 'Invalid amount: choose one of the GCoin packs.'],
    [{ ...aedThreePack, currency: 'XYZ' }, 'Unsupported currency'],
  ])('refuses %j with 400 and writes nothing', async (body, message) => {
    const before = await rowCounts(t);
    const response = await post(t.app, player, '/api/payments/get-payment-url', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(paymentErrorAnswer(message));
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('the sandbox hosted payment flow', () => {
  it('pay (no webhook) → success page → complete-payment credits once', async () => {
    const { paymentId } = await createLink(aedThreePack);
    const early = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Payment has not been paid yet');

    const back = await pay(paymentId, { decision: 'approve' });
    expect(`${back.pathname}${back.search}`).toBe(`/payments/success?payment_id=${paymentId}`);
    const first = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'success',
      data: { gCoinsCredited: 6, firstPurchaseBonus: 3, alreadyCredited: false, gCoinsAvailable: 6 },
    });
    const again = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(again.json()).toMatchObject({
      data: { transactionId: first.json().data.transactionId, alreadyCredited: true },
    });
    expect(await gCoins(t.app, player)).toBe(6);
    const history = await t.app.inject({
      url: '/api/wallet/transactions',
      headers: { authorization: `Bearer ${player.token}` },
    });
    expect(JSON.stringify(history.json())).toContain('AED 54.57');
  });

  it('pay with the webhook credits before the browser returns; the browser then finds it credited', async () => {
    const { paymentId } = await createLink(aedThreePack);
    await pay(paymentId, { decision: 'approve', webhook: 'on' });
    expect(await gCoins(t.app, player)).toBe(6); // a closed tab loses nothing
    const browser = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(browser.json()).toMatchObject({ data: { gCoinsCredited: 6, alreadyCredited: true } });
    expect(await gCoins(t.app, player)).toBe(6);
  });

  it('decline returns to /payments/failed and the payment is refused', async () => {
    const { paymentId } = await createLink(aedThreePack);
    const back = await pay(paymentId, { decision: 'deny', webhook: 'on' });
    expect(back.pathname).toBe('/payments/failed');
    const response = await post(t.app, player, '/api/payments/complete-payment', { paymentId });
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toBe('Payment failed');
    expect(await gCoins(t.app, player)).toBe(0);
  });

  it("another player's payment is 'Payment not found'", async () => {
    const { paymentId } = await createLink(aedThreePack);
    await pay(paymentId, { decision: 'approve' });
    const intruder = await t.player();
    const response = await post(t.app, intruder, '/api/payments/complete-payment', { paymentId });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('Payment not found');
    expect(await gCoins(t.app, intruder)).toBe(0);
  });
});

describe('POST /api/payments/webhook/hosted', () => {
  it('a webhook replayed 5 times concurrently credits once', async () => {
    const { paymentId } = await createLink(aedThreePack);
    await pay(paymentId, { decision: 'approve' });
    const body = completedEvent(paymentId, `evt_replay_${paymentId}`);
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await gCoins(t.app, player)).toBe(6);
    const { rows } = await t.database.query<{ processed: boolean }>(
      `select processed_at is not null as processed from payment_webhook_events where event_id = $1`,
      [`evt_replay_${paymentId}`],
    );
    expect(rows).toEqual([{ processed: true }]);
    expect((await deliver(body)).json()).toMatchObject({ duplicate: true });
  });

  it('a bad signature is refused with 401 and writes nothing', async () => {
    const { paymentId } = await createLink(aedThreePack);
    await pay(paymentId, { decision: 'approve' });
    const before = await rowCounts(t);
    const body = completedEvent(paymentId, 'evt_forged');
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      signHostedWebhook('not-the-secret-at-all', body, now),
      signHostedWebhook(hostedSecret(), `${body} `, now), // signed other bytes
      '',
      `t=${now},v1=zz`,
    ]) {
      const response = await deliver(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('Invalid webhook signature');
    }
    expect(await rowCounts(t)).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });

  it('a timestamp older (or newer) than 5 minutes is refused as a replay', async () => {
    const { paymentId } = await createLink(aedThreePack);
    await pay(paymentId, { decision: 'approve' });
    const before = await rowCounts(t);
    const body = completedEvent(paymentId, 'evt_stale');
    const now = Math.floor(Date.now() / 1000);
    for (const timestamp of [now - 301, now + 301]) {
      const response = await deliver(body, signHostedWebhook(hostedSecret(), body, timestamp));
      expect(response.statusCode).toBe(401);
    }
    expect(await rowCounts(t)).toEqual(before);
    expect((await deliver(body, signHostedWebhook(hostedSecret(), body, now - 290))).statusCode).toBe(200);
    expect(await gCoins(t.app, player)).toBe(6);
  });

  it('browser completion and webhook for the same payment, concurrently, credit once', async () => {
    const { paymentId } = await createLink({ ...aedThreePack, usd_amount: '44.00', amount: '161.59' });
    await pay(paymentId, { decision: 'approve' });
    const [hook, browser] = await Promise.all([
      deliver(completedEvent(paymentId, `evt_race_${paymentId}`, 16159)),
      post(t.app, player, '/api/payments/complete-payment', { paymentId }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(browser.statusCode).toBe(200);
    expect(await gCoins(t.app, player)).toBe(20);
    const { rows } = await t.database.query<{ count: string | number }>(
      `select count(*) as count from journal_transactions where user_id = $1 and type = 'purchase'`,
      [player.id],
    );
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it('an event whose amount differs from the order credits nothing', async () => {
    const { paymentId } = await createLink(aedThreePack);
    const response = await deliver(completedEvent(paymentId, 'evt_wrong_amount', 1));
    expect(response.statusCode).toBe(409);
    expect(await gCoins(t.app, player)).toBe(0);
  });
});
