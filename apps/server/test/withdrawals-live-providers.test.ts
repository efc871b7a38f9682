// The live payouts adapters against recorded responses (shapes from ../shared/docs/PROVIDERS.md
// "PayPal" Payouts and the hosted provider's conventions, docs/decisions/0018) with an injected
// fetch, and the payouts configuration rules.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Fetch } from '../src/payments/checkout-provider';
import { PaymentProviderError, WebhookVerificationError } from '../src/payments/checkout-provider';
import { signHostedWebhook } from '../src/payments/hosted-provider';
import { createLiveHostedProvider } from '../src/payments/live-hosted';
import { createCardPayoutProvider } from '../src/withdrawals/card-payouts';
import { createPayPalPayoutsProvider } from '../src/withdrawals/paypal-payouts';

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
  webhookId: '8PT597110X687430LKGECATA',
};
const base = paypal.apiBase;
const token = {
  body: {
    scope: 'https://uri.paypal.com/services/payments/payouts',
    access_token: 'A21AAKwkGz7H7n0bU1Xv2zVx-payouts-token',
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: 32400,
  },
};
const withdrawalId = '0f8e4b52-4c1a-4f5e-9d5a-2b7c1e9a3d11';
const payout = {
  withdrawalId,
  usdCents: 2000,
  receiver: 'winner@example.com',
  receiverLabel: 'winner@example.com',
  note: 'Arena withdrawal of 1000 crystals',
};
const created = {
  status: 201,
  body: {
    batch_header: {
      sender_batch_header: { sender_batch_id: withdrawalId, email_subject: 'You have a payout from Arena' },
      payout_batch_id: '5UXD2E8A7EBQJ',
      batch_status: 'PENDING',
    },
    links: [{ href: `${base}/v1/payments/payouts/5UXD2E8A7EBQJ`, rel: 'self', method: 'GET' }],
  },
};

describe('PayPal Payouts (PAYOUTS_MODE=live)', () => {
  it('sends one batch per withdrawal with a cached token, sender_batch_id = our id, amounts as strings', async () => {
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [`POST ${base}/v1/payments/payouts`]: [
        created,
        // The same sender_batch_id again (a retry after a lost answer): already sent, not a failure.
        {
          status: 400,
          body: {
            name: 'USER_BUSINESS_ERROR',
            message: 'User business error.',
            details: [
              {
                field: 'sender_batch_header.sender_batch_id',
                issue: 'Batch with given sender_batch_id already exists',
              },
            ],
          },
        },
        {
          status: 422,
          body: { name: 'INSUFFICIENT_FUNDS', message: 'Sender does not have sufficient funds.' },
        },
        { status: 500, body: { name: 'INTERNAL_SERVICE_ERROR' } },
      ],
    });
    const provider = createPayPalPayoutsProvider(paypal, fetchImpl, () => 1_000_000);
    expect(await provider.send(payout)).toEqual({
      providerPayoutId: '5UXD2E8A7EBQJ',
      outcome: 'processing',
      reason: null,
    });
    expect(await provider.send(payout)).toEqual({
      providerPayoutId: null,
      outcome: 'processing',
      reason: null,
    });
    expect(await provider.send(payout)).toEqual({
      providerPayoutId: null,
      outcome: 'failed',
      reason: 'Sender does not have sufficient funds.',
    });
    await expect(provider.send(payout)).rejects.toBeInstanceOf(PaymentProviderError);

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${base}/v1/oauth2/token`,
      `POST ${base}/v1/payments/payouts`,
      `POST ${base}/v1/payments/payouts`,
      `POST ${base}/v1/payments/payouts`,
      `POST ${base}/v1/payments/payouts`,
    ]);
    expect(calls[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from('AXy-client:EHx-secret').toString('base64')}`,
    );
    expect(calls[0]?.body).toBe('grant_type=client_credentials');
    expect(calls[1]?.headers.authorization).toBe(`Bearer ${token.body.access_token}`);
    expect(calls[1]?.headers['paypal-request-id']).toBe(withdrawalId);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({
      sender_batch_header: {
        sender_batch_id: withdrawalId,
        recipient_type: 'EMAIL',
        email_subject: 'You have a payout from Arena',
        email_message: payout.note,
      },
      items: [
        {
          recipient_type: 'EMAIL',
          amount: { value: '20.00', currency: 'USD' },
          receiver: 'winner@example.com',
          note: payout.note,
          sender_item_id: withdrawalId,
        },
      ],
    });
  });

  it("reads a batch: the item's transaction_status decides, even in a successful batch", async () => {
    const batch = (status: string, errors?: unknown) => ({
      body: {
        batch_header: { payout_batch_id: '5UXD2E8A7EBQJ', batch_status: 'SUCCESS' },
        items: [
          {
            payout_item_id: '8AELMXH8UB2P8',
            transaction_status: status,
            payout_batch_id: '5UXD2E8A7EBQJ',
            payout_item: { sender_item_id: withdrawalId, receiver: 'winner@example.com' },
            ...(errors ? { errors } : {}),
          },
        ],
      },
    });
    const { fetchImpl } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [`GET ${base}/v1/payments/payouts/5UXD2E8A7EBQJ`]: [
        batch('SUCCESS'),
        batch('FAILED', { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' }),
        batch('UNCLAIMED'),
        { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } },
      ],
    });
    const provider = createPayPalPayoutsProvider(paypal, fetchImpl);
    const read = () => provider.getBatch('5UXD2E8A7EBQJ');
    expect(await read()).toEqual({
      payoutBatchId: '5UXD2E8A7EBQJ',
      batchStatus: 'SUCCESS',
      outcome: 'completed',
      reason: null,
    });
    expect(await read()).toMatchObject({ outcome: 'failed', reason: 'Receiver is unregistered' });
    expect(await read()).toMatchObject({ outcome: 'processing', reason: null });
    expect(await read()).toBeNull();
  });

  it('verifies a payouts-item webhook through verify-webhook-signature with the payouts webhook id', async () => {
    const event = {
      id: 'WH-7Y7254563A4550640-11V2110279',
      event_version: '1.0',
      create_time: '2024-05-10T11:24:02.000Z',
      resource_type: 'payouts_item',
      event_type: 'PAYMENT.PAYOUTS-ITEM.FAILED',
      resource: {
        payout_item_id: '8AELMXH8UB2P8',
        transaction_status: 'FAILED',
        payout_batch_id: '5UXD2E8A7EBQJ',
        payout_item: {
          recipient_type: 'EMAIL',
          amount: { value: '20.00', currency: 'USD' },
          receiver: 'winner@example.com',
          sender_item_id: withdrawalId,
        },
        errors: { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' },
      },
    };
    const headers = {
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url':
        'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270',
      'paypal-transmission-id': '103e3700-8b0c-11e6-8695-6b62a8a99ac4',
      'paypal-transmission-sig':
        't8qcS3uLFt1ySq5kKAtRb6SdJ5pOXjBt3oaeMnWBq9ss5t6PkbMmYm8bSrdwzLhK4Ytn6kE8KTA==',
      'paypal-transmission-time': '2024-05-10T11:24:05Z',
    };
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${base}/v1/oauth2/token`]: token,
      [`POST ${base}/v1/notifications/verify-webhook-signature`]: [
        { body: { verification_status: 'SUCCESS' } },
        { body: { verification_status: 'FAILURE' } },
      ],
    });
    const provider = createPayPalPayoutsProvider(paypal, fetchImpl);
    const raw = JSON.stringify(event);
    expect(await provider.verifyWebhook(headers, raw)).toMatchObject({
      id: event.id,
      type: 'PAYMENT.PAYOUTS-ITEM.FAILED',
      outcome: 'failed',
      withdrawalId,
      reason: 'Receiver is unregistered',
    });
    const sent = JSON.parse(calls[1]?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      auth_algo: 'SHA256withRSA',
      transmission_id: headers['paypal-transmission-id'],
      webhook_id: paypal.webhookId,
      webhook_event: event,
    });
    await expect(provider.verifyWebhook(headers, raw)).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(provider.verifyWebhook({}, raw)).rejects.toBeInstanceOf(WebhookVerificationError);
    expect(calls).toHaveLength(3); // no verification call without the transmission headers
  });
});

describe('card payouts through the hosted provider (HOSTED_PAYMENTS_MODE=live)', () => {
  const hosted = { apiKey: 'hp_live_key', apiBase: 'https://api.hosted.example/v1' };
  const secret = 'hosted-webhook-secret-0123456789';

  it('creates a payout with the card token, our id as Idempotency-Key, USD cents; refusals are failures', async () => {
    const { fetchImpl, calls } = recordedFetch({
      [`POST ${hosted.apiBase}/payouts`]: [
        {
          status: 201,
          body: {
            id: 'po_1Nv0',
            status: 'pending',
            amount: 3000,
            currency_code: 'USD',
            reference: withdrawalId,
          },
        },
        { status: 200, body: { id: 'po_1Nv1', status: 'paid' } },
        {
          status: 422,
          body: { id: 'po_1Nv2', status: 'failed', failure_reason: 'Card cannot receive payouts' },
        },
        { status: 503, body: { message: 'unavailable' } },
      ],
    });
    const provider = createCardPayoutProvider(createLiveHostedProvider(hosted, secret, fetchImpl));
    const request = { ...payout, usdCents: 3000, receiver: 'tok_visa_4242', receiverLabel: 'Visa •••• 1111' };
    expect(await provider.send(request)).toEqual({
      providerPayoutId: 'po_1Nv0',
      outcome: 'processing',
      reason: null,
    });
    expect(await provider.send(request)).toEqual({
      providerPayoutId: 'po_1Nv1',
      outcome: 'completed',
      reason: null,
    });
    expect(await provider.send(request)).toEqual({
      providerPayoutId: 'po_1Nv2',
      outcome: 'failed',
      reason: 'Card cannot receive payouts',
    });
    await expect(provider.send(request)).rejects.toBeInstanceOf(PaymentProviderError);
    expect(calls[0]?.headers).toMatchObject({
      authorization: 'Bearer hp_live_key',
      'idempotency-key': withdrawalId,
    });
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({
      amount: 3000,
      currency_code: 'USD',
      payment_method_token: 'tok_visa_4242',
      reference: withdrawalId,
      description: payout.note,
    });
  });

  it('reads signed payout events with the hosted secret', async () => {
    const provider = createCardPayoutProvider(
      createLiveHostedProvider(hosted, secret, recordedFetch({}).fetchImpl, () => 1_700_000_000_000),
    );
    const raw = JSON.stringify({
      id: 'evt_9f2',
      type: 'payout.returned',
      data: { id: 'po_1Nv0', reference: withdrawalId, status: 'returned', failure_reason: 'Card closed' },
    });
    const signature = signHostedWebhook(secret, raw, 1_700_000_000);
    expect(await provider.verifyWebhook({ 'x-hosted-signature': signature }, raw)).toMatchObject({
      id: 'evt_9f2',
      outcome: 'failed',
      withdrawalId,
      reason: 'Card closed',
    });
    await expect(
      provider.verifyWebhook(
        { 'x-hosted-signature': signHostedWebhook('another-secret-0123456', raw, 1_700_000_000) },
        raw,
      ),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
  });
});

describe('payouts configuration', () => {
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'arena-payouts-config-')), LOG_LEVEL: 'silent' };
  it('PAYOUTS_MODE=live needs the PayPal keys and the payouts webhook id', () => {
    expect(() => loadConfig({ ...env, PAYOUTS_MODE: 'live' })).toThrow(
      'Invalid configuration: PAYPAL_CLIENT_ID is required when PAYOUTS_MODE is live',
    );
    expect(() =>
      loadConfig({ ...env, PAYOUTS_MODE: 'live', PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }),
    ).toThrow('Invalid configuration: PAYPAL_PAYOUTS_WEBHOOK_ID is required when PAYOUTS_MODE is live');
    const config = loadConfig({
      ...env,
      PAYOUTS_MODE: 'live',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_PAYOUTS_WEBHOOK_ID: 'WH-ID',
      PAYPAL_API_BASE: 'https://api-m.paypal.com/',
    });
    expect(config.payouts).toEqual({
      paypal: {
        clientId: 'id',
        clientSecret: 'secret',
        webhookId: 'WH-ID',
        apiBase: 'https://api-m.paypal.com',
      },
      autoApproveBelowCrystals: 0,
      secondApprovalFromCrystals: 5000,
    });
  });

  it('PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS is a whole number, 0 (off) by default', () => {
    expect(loadConfig(env).payouts).toEqual({
      paypal: undefined,
      autoApproveBelowCrystals: 0,
      secondApprovalFromCrystals: 5000,
    });
    expect(
      loadConfig({ ...env, PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: '2000' }).payouts.autoApproveBelowCrystals,
    ).toBe(2000);
    expect(() => loadConfig({ ...env, PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS: '-5' })).toThrow(
      'Invalid configuration: PAYOUTS_AUTO_APPROVE_BELOW_CRYSTALS must be a whole number of crystals (0 = off)',
    );
  });
});
