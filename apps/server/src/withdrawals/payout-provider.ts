// The payouts providers (docs/decisions/0018-withdrawals-and-payouts.md): a withdrawal to a payment
// email is paid by PayPal Payouts (PAYOUTS_MODE), a card payout by the hosted payments provider
// (HOSTED_PAYMENTS_MODE). Both sit behind this one interface, so the withdrawal service sends and
// applies outcomes the same way; each has a sandbox (the default) that keeps what it "sent" in the
// database and shows it on /sandbox/payouts.
import type { WithdrawalMethodName } from '@arena/contract';
import { headerValue } from '../payments/checkout-provider';
import { signTimestampedBody, verifyTimestampedBody } from '../payments/hosted-provider';

export interface PayoutRequest {
  /** Ours: the withdrawal id, the provider's idempotency key (PayPal's sender_batch_id). */
  withdrawalId: string;
  usdCents: number;
  /** The payment email (paypal) or the card provider's token (card). */
  receiver: string;
  /** Shown in the sandbox list instead of the card token: "Visa •••• 1111" or the email. */
  receiverLabel: string;
  note: string;
}

/** processing: accepted, the outcome comes later; completed / failed: known at once. */
export type PayoutOutcome = 'processing' | 'completed' | 'failed';

export interface SentPayout {
  /** The provider's id for the payout (PayPal's payout_batch_id); null when it gave none. */
  providerPayoutId: string | null;
  outcome: PayoutOutcome;
  /** Why it failed (the provider's words), when it did. */
  reason: string | null;
}

/** What a verified notification says about one payout. */
export interface PayoutEvent {
  id: string;
  /** The provider's name for it, e.g. PAYMENT.PAYOUTS-ITEM.SUCCEEDED or payout.paid. */
  type: string;
  /** completed, failed, or null for events that change nothing (unclaimed, held, unknown). */
  outcome: 'completed' | 'failed' | null;
  /** Our withdrawal id (sender_item_id / reference), when the event names it. */
  withdrawalId: string | null;
  reason: string | null;
  payload: unknown;
}

export interface PayoutProvider {
  readonly method: WithdrawalMethodName;
  readonly mode: 'sandbox' | 'live';
  /**
   * Sends the payout once per withdrawal id (a retry with the same id sends nothing new). Throws
   * PaymentProviderError when the provider cannot be reached or answers something unusable: then
   * nobody knows whether it was sent, and the withdrawal stays processing.
   */
  send(payout: PayoutRequest): Promise<SentPayout>;
  /** Throws WebhookVerificationError unless the provider signed exactly this body. */
  verifyWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PayoutEvent>;
  /**
   * Reconciliation (docs/decisions/0044): what the provider says of the payout now, asked when its
   * notification is late. null when the provider does not know it (or cannot be asked without its id).
   * Absent when the provider has no read at all (the live card provider documents none). Throws
   * PaymentProviderError when the provider cannot be reached.
   */
  lookup?(payout: { withdrawalId: string; providerPayoutId: string | null }): Promise<PayoutLookup | null>;
}

/** The provider's answer to a reconciliation read. */
export interface PayoutLookup {
  /** processing: not decided yet; completed / failed: settle it as the notification would have. */
  outcome: PayoutOutcome;
  /** The provider's own word for its state (PayPal's transaction_status, the card provider's status). */
  status: string;
  /** The provider's id for the payout, when the answer names it. */
  providerPayoutId: string | null;
  /** Why it failed (the provider's words), when it did. */
  reason: string | null;
}

/** The sandbox payouts' signature header, in the hosted webhook's format: `t=<unix s>,v1=<hex HMAC>`. */
export const sandboxPayoutsSignatureHeader = 'x-sandbox-payouts-signature';

export const signSandboxPayoutEvent = signTimestampedBody;

/** Checks the sandbox payouts' HMAC over the raw bytes and its timestamp; returns the parsed body. */
export function verifySandboxPayoutSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): unknown {
  return verifyTimestampedBody(secret, headerValue(headers, sandboxPayoutsSignatureHeader), rawBody, nowMs);
}
