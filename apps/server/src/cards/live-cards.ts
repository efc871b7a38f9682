// HOSTED_PAYMENTS_MODE=live: the tokenization half of the generic hosted-payment adapter
// (payments/live-hosted.ts; docs/decisions/0010: the shape most such providers share).
//   POST {base}/tokenization_sessions  Bearer API key, Idempotency-Key = our reference,
//        {reference, success_url, cancel_url} → {id, redirect_url, status}
//   GET  {base}/tokenization_sessions/{id}
//        → {id, status, reference, card: {token, brand, pan_masked, last4, expiry_month, expiry_year}}
//   Webhooks: `card.tokenized` with data.id = the session, signed as every hosted webhook.
// Whatever the provider answers, only a masked number is passed on (maskPan).
import { createHostedApi } from '../payments/hosted-api';
import type { HostedPaymentsConfig } from '../payments/payments-config';
import {
  objectField,
  PaymentProviderError,
  readProviderJson,
  stringAt,
  type Fetch,
} from '../payments/checkout-provider';
import {
  maskPan,
  type CardTokenizationRequest,
  type CardTokenizationSession,
  type CardTokenizationStatus,
  type TokenizedCard,
} from './card-tokenization';

export function liveCardTokenization(config: HostedPaymentsConfig, fetchImpl: Fetch) {
  const call = createHostedApi(config, fetchImpl, 'the card provider');

  return {
    async createTokenizationSession({ reference, returnUrl, cancelUrl }: CardTokenizationRequest) {
      const body = await readProviderJson(
        await call('/tokenization_sessions', {
          method: 'POST',
          idempotencyKey: reference,
          body: { reference, success_url: returnUrl, cancel_url: cancelUrl },
        }),
        'card provider create tokenization session',
      );
      const sessionId = stringAt(body, 'id');
      const url = stringAt(body, 'redirect_url') ?? stringAt(body, 'url');
      if (!sessionId || !url) throw new PaymentProviderError('tokenization session without id or url');
      return { sessionId, url };
    },

    async getTokenizationSession(sessionId: string): Promise<CardTokenizationSession | null> {
      const response = await call(`/tokenization_sessions/${encodeURIComponent(sessionId)}`, {
        method: 'GET',
      });
      if (response.status === 404) return null;
      const body = await readProviderJson(response, 'card provider get tokenization session');
      if (stringAt(body, 'id') !== sessionId)
        throw new PaymentProviderError('tokenization session without id');
      const status = tokenizationStatus(stringAt(body, 'status'));
      const card = status === 'tokenized' ? liveCard(objectField(body, 'card')) : null;
      if (status === 'tokenized' && !card) {
        throw new PaymentProviderError('tokenized session without a token, brand, mask or expiry');
      }
      return { sessionId, reference: stringAt(body, 'reference') ?? '', status, card };
    },
  };
}

function liveCard(card: Record<string, unknown> | undefined): TokenizedCard | null {
  if (!card) return null;
  const token = stringAt(card, 'token');
  const brand = stringAt(card, 'brand');
  const masked = stringAt(card, 'pan_masked') ?? stringAt(card, 'masked_number');
  const month = card.expiry_month;
  const year = card.expiry_year;
  if (!token || !brand || !masked) return null;
  if (typeof month !== 'number' || !Number.isInteger(month) || month < 1 || month > 12) return null;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 2000 || year > 2200) return null;
  const panMasked = maskPan(masked);
  const last4 = panMasked.replace(/\D/g, '').slice(-4);
  if (!/^\d{4}$/.test(last4)) return null;
  const fingerprint = stringAt(card, 'fingerprint');
  const card_ = { token, brand, panMasked, last4, expiryMonth: month, expiryYear: year };
  return fingerprint ? { ...card_, fingerprint } : card_;
}

function tokenizationStatus(status: string | null): CardTokenizationStatus {
  switch (status) {
    case 'completed':
    case 'succeeded':
    case 'tokenized':
      return 'tokenized';
    case 'declined':
    case 'failed':
      return 'declined';
    case 'canceled':
    case 'cancelled':
    case 'expired':
      return 'cancelled';
    default:
      return 'pending';
  }
}
