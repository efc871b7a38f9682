// The live PayPal and hosted-payment adapters against recorded responses (shapes from PROVIDERS.md
// and docs/decisions/0010) with an injected fetch, and the payment configuration rules.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Fetch } from '../src/payments/checkout-provider';
import { signHostedWebhook } from '../src/payments/hosted-provider';
import { createLiveHostedProvider } from '../src/payments/live-hosted';
import { createPayPalCheckoutProvider } from '../src/payments/paypal-checkout';
import { localAmountMinor } from '../src/payments/currency-rates';

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

type Answer = { status?: number; body: unknown };

function recordedFetch(responses: Record<string, Answer | Answer[]>) {
  const calls: Recorded[] = [];
  const fetchImpl: Fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({
      url,
      method,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    const recorded = responses[`${method} ${url}`];
    const answer = Array.isArray(recorded) ? recorded.shift() : recorded;
    if (!answer) return new Response('not recorded', { status: 599 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, calls };
}

const paypal = {
  clientId: 'AXy-client',
  clientSecret: 'EHx-secret',
  apiBase: 'https://api-m.sandbox.paypal.com',
  webhookId: '1JE4291016473214C',
};
const base = paypal.apiBase;
const token = {
  body: {
    scope: 'https://uri.paypal.com/services/payments/payment',
    access_token:
      'A21AAFEpH4PsADK7qSS7pSRsgzfENtu-Q1ysgEDVDESseMHBYXVJYE8ovjj68elIDy8nF26AwPhfXTIeWAZHSLIsQkSYz9ifg',
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: 31668,
  },
};
const orderId = '5O190127TN364715T';
const capturedOrder = {
  id: orderId,
  status: 'COMPLETED',
  purchase_units: [
    {
      reference_id: 'default',
      amount: { currency_code: 'USD', value: '14.86' },
      payments: {
        captures: [
          {
            id: '3C679366HH908993F',
            status: 'COMPLETED',
            amount: { currency_code: 'USD', value: '14.86' },
            final_capture: true,
          },
        ],
      },
    },
  ],
};

describe('PayPal Orders v2 (CHECKOUT_MODE=live)', () => {
  it('creates an order with a cached client-credentials token, PayPal-Request-Id and the approve link', async () => {
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [`POST ${base}/v2/checkout/orders`]: [
        {
          status: 201,
          body: {
            id: orderId,
            status: 'CREATED',
            links: [
              { href: `${base}/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
              {
                href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
                rel: 'approve',
                method: 'GET',
              },
              { href: `${base}/v2/checkout/orders/${orderId}/capture`, rel: 'capture', method: 'POST' },
            ],
          },
        },
        {
          status: 201,
          body: { id: 'SECOND', status: 'CREATED', links: [{ href: 'https://x/approve', rel: 'approve' }] },
        },
      ],
    });
    const provider = createPayPalCheckoutProvider(paypal, fetchImpl, () => 1_000_000);
    const request = {
      amountCents: 1486,
      currency: 'USD' as const,
      requestId: 'order-row-uuid',
      description: 'Arena: 3 GCoins',
      returnUrl: 'https://arena.example/store?checkout=approved',
      cancelUrl: 'https://arena.example/store?checkout=cancelled',
    };
    expect(await provider.createOrder(request)).toEqual({
      orderId,
      approveUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
    });
    await provider.createOrder({ ...request, requestId: 'other' });

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${base}/v1/oauth2/token`,
      `POST ${base}/v2/checkout/orders`,
      `POST ${base}/v2/checkout/orders`, // the token is reused
    ]);
    expect(calls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('AXy-client:EHx-secret').toString('base64')}`,
    );
    expect(calls[0]?.body).toBe('grant_type=client_credentials');
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${token.body.access_token}`);
    expect(calls[1]?.headers['paypal-request-id']).toBe('order-row-uuid');
    const sent = JSON.parse(calls[1]?.body ?? '{}') as {
      intent: string;
      purchase_units: { amount: unknown }[];
      application_context: { return_url: string };
    };
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]?.amount).toEqual({ currency_code: 'USD', value: '14.86' });
    expect(sent.application_context.return_url).toBe(request.returnUrl);
  });

  it('captures with PayPal-Request-Id, and an already captured order answers its capture', async () => {
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [`POST ${base}/v2/checkout/orders/${orderId}/capture`]: [
        { status: 201, body: capturedOrder },
        {
          status: 422,
          body: {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }],
          },
        },
        {
          status: 422,
          body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] },
        },
      ],
      [`GET ${base}/v2/checkout/orders/${orderId}`]: { body: capturedOrder },
    });
    const provider = createPayPalCheckoutProvider(paypal, fetchImpl);
    expect(await provider.captureOrder(orderId, 'capture-1')).toEqual({
      status: 'COMPLETED',
      captureId: '3C679366HH908993F',
    });
    expect(await provider.captureOrder(orderId, 'capture-1')).toEqual({
      status: 'COMPLETED',
      captureId: '3C679366HH908993F',
    });
    expect(await provider.captureOrder(orderId, 'capture-1')).toEqual({
      status: 'NOT_APPROVED',
      captureId: null,
    });
    expect(calls[1]?.headers['paypal-request-id']).toBe('capture-1');
    expect(await provider.getOrder(orderId)).toEqual({
      orderId,
      status: 'COMPLETED',
      amountCents: 1486,
      currency: 'USD',
      captureId: '3C679366HH908993F',
    });
  });

  it('verifies a webhook through verify-webhook-signature with our webhook id', async () => {
    const event = {
      id: 'WH-58D329510W468432D-8HN650336L201105X',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: '3C679366HH908993F', supplementary_data: { related_ids: { order_id: orderId } } },
    };
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-transmission-id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
      'paypal-transmission-sig':
        'lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==',
      'paypal-transmission-time': '2016-02-18T20:01:35Z',
    };
    const rawBody = JSON.stringify(event);
    const verify = `POST ${base}/v1/notifications/verify-webhook-signature`;
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [verify]: [{ body: { verification_status: 'SUCCESS' } }, { body: { verification_status: 'FAILURE' } }],
    });
    const provider = createPayPalCheckoutProvider(paypal, fetchImpl);
    expect(await provider.verifyWebhook(headers, rawBody)).toMatchObject({
      id: event.id,
      type: 'PAYMENT.CAPTURE.COMPLETED',
      orderId,
      captureId: '3C679366HH908993F',
    });
    const sent = JSON.parse(calls[1]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toEqual({
      auth_algo: 'SHA256withRSA',
      cert_url: headers['paypal-cert-url'],
      transmission_id: headers['paypal-transmission-id'],
      transmission_sig: headers['paypal-transmission-sig'],
      transmission_time: headers['paypal-transmission-time'],
      webhook_id: '1JE4291016473214C',
      webhook_event: event,
    });
    await expect(provider.verifyWebhook(headers, rawBody)).rejects.toThrow('FAILURE');
    await expect(provider.verifyWebhook({}, rawBody)).rejects.toThrow('transmission headers');
  });

  it('turns an unreachable or failing PayPal into a provider error', async () => {
    const provider = createPayPalCheckoutProvider(paypal, recordedFetch({}).fetchImpl);
    await expect(provider.getOrder(orderId)).rejects.toThrow('PayPal token endpoint answered 599');
  });
});

describe('hosted payment page (HOSTED_PAYMENTS_MODE=live)', () => {
  const hosted = { apiKey: 'hp_live_key', apiBase: 'https://pay.example.com/api/v1' };
  const secret = 'whsec_live_0123456789abcdef';

  it('creates a payment link with the API key and our reference as idempotency key', async () => {
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${hosted.apiBase}/payment_links`]: {
        body: {
          id: 'pl_8f2c',
          status: 'requires_payment_instrument',
          redirect_url: 'https://pay.example.com/p/pl_8f2c',
        },
      },
      [`GET ${hosted.apiBase}/payment_links/pl_8f2c`]: [
        {
          body: {
            id: 'pl_8f2c',
            status: 'completed',
            amount: 5457,
            currency_code: 'AED',
            reference: 'ref-1',
          },
        },
        {
          body: { id: 'pl_8f2c', status: 'canceled', amount: 5457, currency_code: 'AED', reference: 'ref-1' },
        },
      ],
      [`GET ${hosted.apiBase}/payment_links/missing`]: { status: 404, body: { error: 'not_found' } },
    });
    const provider = createLiveHostedProvider(hosted, secret, fetchImpl);
    expect(
      await provider.createPaymentLink({
        amountMinor: 5457,
        currency: 'AED',
        description: 'Arena: 3 GCoins',
        reference: 'ref-1',
        returnUrl: 'https://arena.example/payments/success?payment_id={PAYMENT_ID}',
        cancelUrl: 'https://arena.example/payments/failed?payment_id={PAYMENT_ID}',
      }),
    ).toEqual({ paymentId: 'pl_8f2c', paymentLink: 'https://pay.example.com/p/pl_8f2c' });
    expect(calls[0]?.headers.authorization).toBe('Bearer hp_live_key');
    expect(calls[0]?.headers['idempotency-key']).toBe('ref-1');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      amount: 5457,
      currency_code: 'AED',
      reference: 'ref-1',
    });
    expect(await provider.getPayment('pl_8f2c')).toEqual({
      paymentId: 'pl_8f2c',
      status: 'paid',
      amountMinor: 5457,
      currency: 'AED',
      reference: 'ref-1',
    });
    expect((await provider.getPayment('pl_8f2c'))?.status).toBe('cancelled');
    expect(await provider.getPayment('missing')).toBeNull();
  });

  it('verifies HMAC-SHA256 over the raw body within 5 minutes', () => {
    const now = Date.parse('2025-06-01T12:00:00Z');
    const provider = createLiveHostedProvider(hosted, secret, recordedFetch({}).fetchImpl, () => now);
    const body =
      '{"id":"evt_1","type":"payment.completed","data":{"id":"pl_8f2c","amount":5457,"currency_code":"AED"}}';
    const header = (timestamp: number, signedBody = body, key = secret) => ({
      'x-hosted-signature': signHostedWebhook(key, signedBody, timestamp),
    });
    expect(provider.verifyWebhook(header(now / 1000), body)).toMatchObject({
      id: 'evt_1',
      type: 'payment.completed',
      paymentId: 'pl_8f2c',
    });
    expect(() => provider.verifyWebhook(header(now / 1000 - 301), body)).toThrow('5-minute');
    expect(() => provider.verifyWebhook(header(now / 1000, `${body}\n`), body)).toThrow('does not match');
    expect(() => provider.verifyWebhook(header(now / 1000, body, 'whsec_other_secret'), body)).toThrow(
      'does not match',
    );
    expect(() => provider.verifyWebhook({}, body)).toThrow('malformed');
  });
});

describe('payments configuration', () => {
  const env = (values: Record<string, string>) =>
    loadConfig({ DATA_DIR: '/tmp/arena-payments-config', JWT_SECRET: 'x'.repeat(40), ...values });

  it('defaults to the sandboxes with the default rates', () => {
    const config = env({});
    expect(config.payments.paypal).toBeUndefined();
    expect(config.payments.hosted).toBeUndefined();
    expect(config.payments.currencyRates.map((rate) => rate.code)).toEqual([
      'USD',
      'AED',
      'INR',
      'PKR',
      'EUR',
      'GBP',
    ]);
  });

  it('live modes name the missing variable', () => {
    expect(() => env({ CHECKOUT_MODE: 'live' })).toThrow(
      'PAYPAL_CLIENT_ID is required when CHECKOUT_MODE is live',
    );
    expect(() => env({ CHECKOUT_MODE: 'live', PAYPAL_CLIENT_ID: 'a', PAYPAL_CLIENT_SECRET: 'b' })).toThrow(
      'PAYPAL_WEBHOOK_ID is required when CHECKOUT_MODE is live',
    );
    expect(() => env({ HOSTED_PAYMENTS_MODE: 'live', HOSTED_PAYMENTS_API_KEY: 'k' })).toThrow(
      'HOSTED_PAYMENTS_API_BASE is required when HOSTED_PAYMENTS_MODE is live',
    );
    expect(() =>
      env({
        HOSTED_PAYMENTS_MODE: 'live',
        HOSTED_PAYMENTS_API_KEY: 'k',
        HOSTED_PAYMENTS_API_BASE: 'https://pay.example.com',
      }),
    ).toThrow('HOSTED_PAYMENTS_WEBHOOK_SECRET is required when HOSTED_PAYMENTS_MODE is live');
    const live = env({
      CHECKOUT_MODE: 'live',
      PAYPAL_CLIENT_ID: 'a',
      PAYPAL_CLIENT_SECRET: 'b',
      PAYPAL_WEBHOOK_ID: 'c',
      PAYPAL_API_BASE: 'https://api-m.paypal.com/',
    });
    expect(live.payments.paypal).toEqual({
      clientId: 'a',
      clientSecret: 'b',
      webhookId: 'c',
      apiBase: 'https://api-m.paypal.com',
    });
  });

  it('reads CURRENCY_RATES and refuses a malformed list or a USD rate', () => {
    const config = env({ CURRENCY_RATES: 'AED:3.67, SAR:3.75' });
    expect(config.payments.currencyRates).toContainEqual({ code: 'AED', rate: '3.67' });
    expect(config.payments.currencyRates.at(-1)).toEqual({ code: 'SAR', rate: '3.75' });
    expect(() => env({ CURRENCY_RATES: 'AED=3.67' })).toThrow(
      'Invalid configuration: CURRENCY_RATES must be a list',
    );
    expect(() => env({ CURRENCY_RATES: 'AED:0' })).toThrow('CURRENCY_RATES');
    expect(() => env({ CURRENCY_RATES: 'USD:1.1' })).toThrow('cannot change the USD rate');
  });

  it('converts with integers, rounding half up', () => {
    expect(localAmountMinor(1486, { code: 'AED', rate: '3.6725' })).toBe(5457); // 54.57335
    expect(localAmountMinor(550, { code: 'INR', rate: '83.2' })).toBe(45760);
    expect(localAmountMinor(4400, { code: 'PKR', rate: '278.5' })).toBe(1225400);
    expect(localAmountMinor(550, { code: 'JPY', rate: '151.37' })).toBe(833); // 832.535
    expect(localAmountMinor(2340, { code: 'KWD', rate: '0.3075' })).toBe(7196); // 7.1955 → 7.196
    expect(localAmountMinor(550, { code: 'USD', rate: '1' })).toBe(550);
  });
});
