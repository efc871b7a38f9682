// HOSTED_PAYMENTS_MODE=live: a generic hosted-payment-page adapter (docs/decisions/0010: the shape
// most such providers share; adapting to one provider means changing this file only).
//   POST {base}/payment_links  Bearer API key, Idempotency-Key = our reference,
//        {amount (minor units), currency_code, message, reference, success_url, cancel_url}
//        → {id, redirect_url, status}
//   GET  {base}/payment_links/{id} → {id, status, amount, currency_code, reference}
//   Webhooks: x-hosted-signature `t=…,v1=HMAC-SHA256("t.rawBody")` (hosted-provider.ts).
import { liveCardTokenization } from '../cards/live-cards';
import { liveCardPayouts } from '../withdrawals/live-card-payouts';
import { createHostedApi } from './hosted-api';
import type { HostedPaymentsConfig } from './payments-config';
import { PaymentProviderError, readProviderJson, stringAt, type Fetch } from './checkout-provider';
import { verifyHostedWebhook, type HostedPaymentProvider, type HostedPaymentStatus } from './hosted-provider';

export function createLiveHostedProvider(
  config: HostedPaymentsConfig,
  webhookSecret: string,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): HostedPaymentProvider {
  const call = createHostedApi(config, fetchImpl);

  return {
    mode: 'live',

    async createPaymentLink({ amountMinor, currency, description, reference, returnUrl, cancelUrl }) {
      const body = await readProviderJson(
        await call('/payment_links', {
          method: 'POST',
          idempotencyKey: reference,
          body: {
            amount: amountMinor,
            currency_code: currency,
            message: description,
            reference,
            success_url: returnUrl,
            cancel_url: cancelUrl,
          },
        }),
        'payment provider create link',
      );
      const paymentId = stringAt(body, 'id');
      const paymentLink = stringAt(body, 'redirect_url') ?? stringAt(body, 'url');
      if (!paymentId || !paymentLink) throw new PaymentProviderError('payment link without id or url');
      return { paymentId, paymentLink };
    },

    async getPayment(paymentId) {
      const response = await call(`/payment_links/${encodeURIComponent(paymentId)}`, { method: 'GET' });
      if (response.status === 404) return null;
      const body = await readProviderJson(response, 'payment provider get payment');
      const amount = body.amount;
      if (stringAt(body, 'id') !== paymentId || typeof amount !== 'number' || !Number.isSafeInteger(amount)) {
        throw new PaymentProviderError('payment without id or a whole amount');
      }
      return {
        paymentId,
        status: hostedStatus(stringAt(body, 'status')),
        amountMinor: amount,
        currency: stringAt(body, 'currency_code') ?? '',
        reference: stringAt(body, 'reference') ?? '',
      };
    },

    verifyWebhook(headers, rawBody) {
      return verifyHostedWebhook(webhookSecret, headers, rawBody, now());
    },

    ...liveCardTokenization(config, fetchImpl),

    ...liveCardPayouts(config, fetchImpl),
  };
}

function hostedStatus(status: string | null): HostedPaymentStatus {
  switch (status) {
    case 'completed':
    case 'succeeded':
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'canceled':
    case 'cancelled':
    case 'expired':
      return 'cancelled';
    default:
      return 'pending';
  }
}
