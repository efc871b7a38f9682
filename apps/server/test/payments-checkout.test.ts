// The card payment route end to end through app.inject on the sandbox PayPal (spec §4 Card payment
// flow): the server decides what an amount buys, approve/cancel on /sandbox/checkout/:id, capture,
// complete crediting once (50 concurrent completions), refusals, and the checkout webhook sharing
// the browser's payment key. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { paymentMessages } from '@arena/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
import { paymentErrorAnswer } from './support/error-answer';

let t: PaymentsTestApp;
let player: TestUser;

// One app and database for the file (creating one costs seconds); each test has its own player.
beforeAll(async () => {
  t = await startPaymentsApp();
});
beforeEach(async () => {
  player = await t.player();
});
afterAll(async () => {
  await t.close();
});

async function createOrder(amount: unknown, user = player): Promise<string> {
  const response = await post(t.app, user, '/api/payments/create', { amount });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { status: string; paypalOrderId: string; approveUrl: string };
  expect(body.status).toBe('success');
  // The sandbox's approval page, on this server's public origin.
  expect(body.approveUrl).toBe(`${t.config.publicUrl}/sandbox/checkout/${body.paypalOrderId}`);
  return body.paypalOrderId;
}

async function approve(orderId: string, decision: 'approve' | 'deny' = 'approve') {
  const page = await t.app.inject({ url: `/sandbox/checkout/${orderId}` });
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain('<script');
  return location(await submitForm(t.app, `/sandbox/checkout/${orderId}`, { decision }));
}

describe('POST /api/payments/create: the server decides what an amount buys', () => {
  it.each([['5.49'], ['abc'], ['44'], ['44.0'], ['14.860'], ['-5.50'], [5.49], [5.499], [0], [null]])(
    'refuses %j with the invalid-amount message and creates nothing',
    async (amount) => {
      const before = await rowCounts(t);
      const response = await post(t.app, player, '/api/payments/create', { amount });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(paymentErrorAnswer('Invalid amount: choose one of the GCoin packs.'));
      expect(await rowCounts(t)).toEqual(before);
    },
  );

  it('refuses a body without an amount', async () => {
    const response = await post(t.app, player, '/api/payments/create', {});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(paymentMessages.invalidAmount);
  });

  it.each([
    ['5.50', 1, 550],
    ['14.86', 3, 1486],
    ['23.40', 5, 2340],
    ['44.00', 10, 4400],
    [14.86, 3, 1486],
    [44, 10, 4400], // a JSON number cannot carry "44.00": the number 44 is that price
  ])('accepts %j as the %i-pack at %i cents', async (amount, packGCoins, priceCents) => {
    const orderId = await createOrder(amount);
    const { rows } = await t.database.query<{
      pack_gcoins: number;
      price_cents: string;
      status: string;
      user_id: string;
    }>(
      'select pack_gcoins, price_cents::text, status, user_id from payment_orders where provider_order_id = $1',
      [orderId],
    );
    expect(rows).toEqual([
      { pack_gcoins: packGCoins, price_cents: String(priceCents), status: 'created', user_id: player.id },
    ]);
    const page = await t.app.inject({ url: `/sandbox/checkout/${orderId}` });
    expect(page.body).toContain(`$${(priceCents / 100).toFixed(2)} USD`);
    expect(page.body).toContain(`Arena: ${packGCoins} GCoin`);
    // The player chose "Pay by card": the sandbox page says so (issue 34), not "Pay with PayPal".
    expect(page.body).toContain('<h1>Pay by card (sandbox checkout)</h1>');
    expect(page.body).not.toContain('PayPal');
  });

  it('needs a signed-in player', async () => {
    const response = await post(t.app, null, '/api/payments/create', { amount: '5.50' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the sandbox checkout flow', () => {
  it('create → approve page → approve → capture → complete credits 6 GCoins for a first 3-pack, then 3', async () => {
    const orderId = await createOrder('14.86');
    const back = await approve(orderId);
    expect(back.pathname).toBe('/store');
    expect(back.searchParams.get('checkout')).toBe('approved');
    expect(back.searchParams.get('orderId')).toBe(orderId);

    const capture = await post(t.app, player, '/api/payments/capture', { paymentId: orderId });
    expect(capture.statusCode).toBe(200);
    expect(capture.json()).toMatchObject({ status: 'success', data: { orderId, orderStatus: 'captured' } });
    const again = await post(t.app, player, '/api/payments/capture', { paymentId: orderId });
    expect(again.json().data.captureId).toBe(capture.json().data.captureId);

    const complete = await post(t.app, player, '/api/payments/complete', { orderId });
    expect(complete.statusCode).toBe(200);
    const first = complete.json() as { status: string; message: string; data: Record<string, unknown> };
    expect(first).toMatchObject({
      status: 'success',
      message: 'Payment completed',
      data: { gCoinsCredited: 6, firstPurchaseBonus: 3, alreadyCredited: false, gCoinsAvailable: 6 },
    });
    expect(first.data.transactionId).toEqual(expect.any(String));
    expect(await gCoins(t.app, player)).toBe(6);

    const repeat = await post(t.app, player, '/api/payments/complete', { orderId });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toMatchObject({
      message: 'Payment already completed',
      data: { transactionId: first.data.transactionId, gCoinsCredited: 6, alreadyCredited: true },
    });
    expect(await gCoins(t.app, player)).toBe(6);

    const second = await createOrder('14.86');
    await approve(second);
    const secondComplete = await post(t.app, player, '/api/payments/complete', { orderId: second });
    expect(secondComplete.json()).toMatchObject({
      data: { gCoinsCredited: 3, firstPurchaseBonus: 0, alreadyCredited: false, gCoinsAvailable: 9 },
    });
    expect(await gCoins(t.app, player)).toBe(9);
    const { rows } = await t.database.query<{ status: string }>(
      'select status from payment_orders where user_id = $1 order by created_at',
      [player.id],
    );
    expect(rows.map((row) => row.status)).toEqual(['completed', 'completed']);
  });

  it('50 concurrent completions of one approved order credit it once', async () => {
    const orderId = await createOrder('5.50');
    await approve(orderId);
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, player, '/api/payments/complete', { orderId })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    const bodies = responses.map(
      (response) => response.json() as { data: { transactionId: string; alreadyCredited: boolean } },
    );
    expect(new Set(bodies.map((body) => body.data.transactionId)).size).toBe(1);
    expect(bodies.filter((body) => !body.data.alreadyCredited)).toHaveLength(1);
    expect(await gCoins(t.app, player)).toBe(2); // the 1-pack, doubled once
    const { rows } = await t.database.query<{ count: string | number }>(
      `select count(*) as count from journal_transactions where type = 'purchase' and metadata ->> 'paymentKey' = $1`,
      [`checkout:${orderId}`],
    );
    expect(Number(rows[0]?.count)).toBe(1);
  });

  it('a cancelled order is refused with the spec text and credits nothing', async () => {
    const orderId = await createOrder('23.40');
    const back = await approve(orderId, 'deny');
    expect(back.pathname).toBe('/store');
    expect(back.searchParams.get('checkout')).toBe('cancelled');
    expect(back.searchParams.get('orderId')).toBe(orderId);

    for (const [url, body] of [
      ['/api/payments/capture', { paymentId: orderId }],
      ['/api/payments/complete', { orderId }],
    ] as const) {
      const response = await post(t.app, player, url, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual(paymentErrorAnswer('Payment was cancelled'));
    }
    expect(await gCoins(t.app, player)).toBe(0);
    // Approving after cancelling changes nothing.
    const late = await submitForm(t.app, `/sandbox/checkout/${orderId}`, { decision: 'approve' });
    expect(late.statusCode).toBe(409);
  });

  it('an order not yet approved is refused, and can be completed once approved', async () => {
    const orderId = await createOrder('5.50');
    const early = await post(t.app, player, '/api/payments/complete', { orderId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Payment has not been approved yet');
    await approve(orderId);
    const late = await post(t.app, player, '/api/payments/complete', { orderId });
    expect(late.statusCode).toBe(200);
    expect(await gCoins(t.app, player)).toBe(2);
  });

  it("another player's order and an unknown order are 'Payment not found'", async () => {
    const orderId = await createOrder('5.50');
    await approve(orderId);
    const intruder = await t.player();
    for (const [user, id] of [
      [intruder, orderId],
      [player, 'NOSUCHORDER000000'],
    ] as const) {
      for (const [url, body] of [
        ['/api/payments/capture', { paymentId: id }],
        ['/api/payments/complete', { orderId: id }],
      ] as const) {
        const response = await post(t.app, user, url, body);
        expect(response.statusCode).toBe(404);
        expect(response.json().error).toBe('Payment not found');
      }
    }
    expect(await gCoins(t.app, intruder)).toBe(0);
    expect(await gCoins(t.app, player)).toBe(0);
  });
});

describe('POST /api/payments/webhook/checkout', () => {
  function captureEvent(eventId: string, orderId: string, captureId: string) {
    return JSON.stringify({
      id: eventId,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      resource: {
        id: captureId,
        status: 'COMPLETED',
        amount: { currency_code: 'USD', value: '14.86' },
        supplementary_data: { related_ids: { order_id: orderId } },
      },
    });
  }

  function deliver(
    body: string,
    headers = signSandboxCheckoutWebhook(sandboxSecret(t, 'checkoutWebhook'), body, `tx-${Math.random()}`),
  ) {
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook/checkout', headers, payload: body });
  }

  it('credits a captured order once, whether the browser or the webhook comes first', async () => {
    const orderId = await createOrder('14.86');
    await approve(orderId);
    const capture = await post(t.app, player, '/api/payments/capture', { paymentId: orderId });
    const captureId = capture.json().data.captureId as string;
    const body = captureEvent('WH-1', orderId, captureId);
    const [hook, browser] = await Promise.all([
      deliver(body),
      post(t.app, player, '/api/payments/complete', { orderId }),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(browser.statusCode).toBe(200);
    expect((await deliver(body)).json()).toMatchObject({ received: true, duplicate: true });
    expect(await gCoins(t.app, player)).toBe(6);
    const { rows } = await t.database.query<{ status: string; capture_id: string }>(
      'select status, capture_id from payment_orders where provider_order_id = $1',
      [orderId],
    );
    expect(rows).toEqual([{ status: 'completed', capture_id: captureId }]);
  });

  it('a bad signature is refused with 401 and writes nothing', async () => {
    const orderId = await createOrder('14.86');
    await approve(orderId);
    await post(t.app, player, '/api/payments/capture', { paymentId: orderId });
    const before = await rowCounts(t);
    const body = captureEvent('WH-forged', orderId, 'CAPTURE0000000000');
    const headers = signSandboxCheckoutWebhook(sandboxSecret(t, 'checkoutWebhook'), body, 'tx-1');
    const forged = await deliver(body.replace('14.86', '44.00'), headers);
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual(paymentErrorAnswer('Invalid webhook signature'));
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhook/checkout',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await rowCounts(t)).toEqual(before);
    expect(await gCoins(t.app, player)).toBe(0);
  });
});
