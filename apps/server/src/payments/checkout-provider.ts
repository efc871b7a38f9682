// The card payment provider (spec §4 Card payment flow) in the shape of PayPal Orders v2
// (PROVIDERS.md): create an order, the payer approves it on the provider's page, capture it.
// CHECKOUT_MODE=sandbox (default) serves the approve page itself; live calls PayPal's REST API.
import { readJsonObject, stringField } from '../http/provider-json';

/** PayPal order statuses; VOIDED is what the sandbox's Cancel leaves. */
export type CheckoutOrderStatus =
  'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface CheckoutOrder {
  orderId: string;
  status: CheckoutOrderStatus;
  amountCents: number;
  currency: string;
  /** The capture of a COMPLETED order. */
  captureId: string | null;
}

/** COMPLETED: money received. DECLINED/FAILED: no money. PENDING: held by the provider (review). */
export type CaptureStatus = 'COMPLETED' | 'PENDING' | 'DECLINED' | 'FAILED' | 'NOT_APPROVED';

export interface CheckoutWebhookEvent {
  id: string;
  /** e.g. PAYMENT.CAPTURE.COMPLETED (money received) or CHECKOUT.ORDER.APPROVED (not money). */
  type: string;
  /** The order the event is about, when it names one. */
  orderId: string | null;
  captureId: string | null;
  payload: unknown;
}

export interface CheckoutProvider {
  readonly mode: 'sandbox' | 'live';
  /** `requestId` is sent as PayPal-Request-Id: a retry with the same id creates nothing new. */
  createOrder(request: {
    amountCents: number;
    currency: 'USD';
    requestId: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ orderId: string; approveUrl: string }>;
  /** Idempotent per `requestId`; capturing a captured order answers its capture. */
  captureOrder(
    orderId: string,
    requestId: string,
  ): Promise<{ status: CaptureStatus; captureId: string | null }>;
  /** null for an order the provider does not know. */
  getOrder(orderId: string): Promise<CheckoutOrder | null>;
  /** Throws WebhookVerificationError unless the provider signed exactly this body. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<CheckoutWebhookEvent>;
}

/** The provider answered something unusable (network, 5xx, unexpected shape): a 502 for the caller. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A webhook whose signature, timestamp or shape is not right: answered 401, nothing is written. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

export type Fetch = typeof fetch;

/** A header's single value (Node gives arrays for repeated headers). */
export function headerValue(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** Reads a JSON object, refusing non-2xx with the provider's status (never its body) in the message. */
export const readProviderJson = (response: Response, what: string) =>
  readJsonObject(response, what, (message) => new PaymentProviderError(message));

export function objectField(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const field = (value as Record<string, unknown>)[key];
  return field && typeof field === 'object' && !Array.isArray(field)
    ? (field as Record<string, unknown>)
    : undefined;
}

export const stringAt = stringField;

export function firstOf(value: unknown, key: string): Record<string, unknown> | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const list = (value as Record<string, unknown>)[key];
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  return first && typeof first === 'object' ? (first as Record<string, unknown>) : undefined;
}
