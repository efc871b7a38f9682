// The hosted payment page provider (spec §7 get-payment-url, complete-payment): the server asks for
// a payment link for an amount in a currency, the payer pays on the provider's page and comes back
// to /payments/success?payment_id=…; a signed webhook reports the same payment, so a closed tab loses
// nothing. HOSTED_PAYMENTS_MODE=sandbox (default) serves /sandbox/pay/:id itself.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CardTokenizationRequest, CardTokenizationSession } from '../cards/card-tokenization';
import { headerValue, WebhookVerificationError } from './checkout-provider';

export type HostedPaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

export interface HostedPayment {
  paymentId: string;
  status: HostedPaymentStatus;
  amountMinor: number;
  currency: string;
  reference: string;
}

export interface HostedWebhookEvent {
  id: string;
  /** payment.completed, payment.failed or payment.cancelled */
  type: string;
  paymentId: string | null;
  payload: unknown;
}

export interface HostedPaymentProvider {
  readonly mode: 'sandbox' | 'live';
  /** `reference` is ours (the order row id) and is sent as the idempotency key. */
  createPaymentLink(request: {
    amountMinor: number;
    currency: string;
    description: string;
    reference: string;
    /** May contain {PAYMENT_ID}, which the provider replaces with the payment's id. */
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ paymentId: string; paymentLink: string }>;
  /** null for a payment the provider does not know. */
  getPayment(paymentId: string): Promise<HostedPayment | null>;
  /** Throws WebhookVerificationError unless signed with our secret within the replay window. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): HostedWebhookEvent;
  /** Saved cards (cards/): a session on the provider's card page, which Arena never sees the number of. */
  createTokenizationSession(request: CardTokenizationRequest): Promise<{ sessionId: string; url: string }>;
  /** A session's result; null for a session the provider does not know. */
  getTokenizationSession(sessionId: string): Promise<CardTokenizationSession | null>;
  /**
   * Card payouts (withdrawals/, docs/decisions/0018): pays `amountMinor` to a saved card's token once
   * per `reference` (our withdrawal id, the idempotency key). The outcome may come later as a signed
   * payout.paid / payout.failed event (data.id = payoutId, data.reference = ours).
   */
  createCardPayout(request: CardPayoutRequest): Promise<HostedCardPayout>;
  /**
   * Reconciliation (docs/decisions/0044): the card payout of `reference` (our withdrawal id) as the
   * provider reports it now; null when it knows none. Absent when the provider has no such read: the
   * live adapter's provider documents none, so its late payouts are left to an operator.
   */
  getCardPayout?(reference: string): Promise<HostedCardPayout | null>;
}

export interface CardPayoutRequest {
  amountMinor: number;
  currency: 'USD';
  cardToken: string;
  reference: string;
  description: string;
}

export interface HostedCardPayout {
  payoutId: string;
  status: 'pending' | 'paid' | 'failed';
  failureReason: string | null;
}

export const paymentIdPlaceholder = '{PAYMENT_ID}';

/** Signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (docs/decisions/0010). */
export const hostedSignatureHeader = 'x-hosted-signature';
/** Older or newer timestamps are refused, so a captured delivery cannot be replayed later. */
export const webhookToleranceSeconds = 5 * 60;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the hosted webhook's and the sandbox payouts'. */
export function signTimestampedBody(secret: string, rawBody: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

export const signHostedWebhook = signTimestampedBody;

/**
 * Checks a `t=…,v1=…` signature header (signTimestampedBody) over the raw bytes and its timestamp
 * (webhookToleranceSeconds either way), then returns the parsed JSON body. Writes nothing.
 */
export function verifyTimestampedBody(
  secret: string,
  header: string,
  rawBody: string,
  nowMs: number,
): unknown {
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = parts.get('t') ?? '';
  const signature = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new WebhookVerificationError('missing or malformed signature header');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new WebhookVerificationError('signature does not match');
  }
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > webhookToleranceSeconds) {
    throw new WebhookVerificationError('timestamp outside the 5-minute window');
  }
  try {
    return JSON.parse(rawBody);
  } catch {
    throw new WebhookVerificationError('body is not JSON');
  }
}

/** Checks the HMAC over the raw bytes and the timestamp, then reads the event. Writes nothing. */
export function verifyHostedWebhook(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): HostedWebhookEvent {
  const body = verifyTimestampedBody(secret, headerValue(headers, hostedSignatureHeader), rawBody, nowMs);
  const event = body as { id?: unknown; type?: unknown; data?: { id?: unknown } };
  if (typeof event.id !== 'string' || event.id === '' || typeof event.type !== 'string') {
    throw new WebhookVerificationError('event without id or type');
  }
  return {
    id: event.id,
    type: event.type,
    paymentId: typeof event.data?.id === 'string' ? event.data.id : null,
    payload: body,
  };
}
