// PAYOUTS_MODE=live: PayPal Payouts over REST (../shared/docs/PROVIDERS.md "PayPal"). Token, calls
// and webhook verification are payments/paypal-client.ts's; each withdrawal is one batch
// whose sender_batch_id is our withdrawal id, so a retried send is refused by PayPal instead of
// paying twice (we read that refusal as "already sent"); batch reads give each item's
// transaction_status; webhooks are verified with the payouts webhook's id.
//   POST /v1/payments/payouts {sender_batch_header{sender_batch_id, recipient_type:EMAIL, email_subject},
//        items[{recipient_type, amount{value:"20.00", currency:USD}, receiver, note, sender_item_id}]}
//        → 201 {batch_header{payout_batch_id, batch_status}}
//   GET  /v1/payments/payouts/{payout_batch_id} → {batch_header, items[{transaction_status, payout_item{sender_item_id}, errors}]}
//   Events PAYMENT.PAYOUTS-ITEM.SUCCEEDED | FAILED | RETURNED | BLOCKED | … with resource = the item.
import { centsToDecimalString } from '@arena/domain';
import {
  firstOf,
  objectField,
  PaymentProviderError,
  readProviderJson,
  stringAt,
  WebhookVerificationError,
  type Fetch,
} from '../payments/checkout-provider';
import { createPayPalClient } from '../payments/paypal-client';
import type { PayoutEvent, PayoutOutcome, PayoutProvider, SentPayout } from './payout-provider';
import type { PayPalPayoutsConfig } from './payouts-config';

/** Item events that end a payout; the others (UNCLAIMED, HELD, …) leave it processing. */
const eventOutcomes: Readonly<Record<string, 'completed' | 'failed'>> = {
  'PAYMENT.PAYOUTS-ITEM.SUCCEEDED': 'completed',
  'PAYMENT.PAYOUTS-ITEM.FAILED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.RETURNED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.BLOCKED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.CANCELED': 'failed',
  'PAYMENT.PAYOUTS-ITEM.DENIED': 'failed',
};

/** An item's transaction_status: SUCCESS paid; FAILED, RETURNED, BLOCKED, REFUNDED, REVERSED not. */
export function itemOutcome(status: string | null): PayoutOutcome {
  switch (status) {
    case 'SUCCESS':
      return 'completed';
    case 'FAILED':
    case 'RETURNED':
    case 'BLOCKED':
    case 'REFUNDED':
    case 'REVERSED':
    case 'DENIED':
      return 'failed';
    default:
      return 'processing'; // PENDING, UNCLAIMED, ONHOLD, NEW
  }
}

/** Reads a PayPal payouts-item event (the live webhook's and the sandbox's, which share the shape). */
export function parsePayPalPayoutEvent(body: unknown): PayoutEvent {
  const id = stringAt(body, 'id');
  const type = stringAt(body, 'event_type');
  if (!id || !type) throw new WebhookVerificationError('event without id or event_type');
  const resource = objectField(body, 'resource');
  const errors = objectField(resource, 'errors');
  return {
    id,
    type,
    outcome: eventOutcomes[type] ?? null,
    withdrawalId: stringAt(objectField(resource, 'payout_item'), 'sender_item_id'),
    reason: stringAt(errors, 'message') ?? stringAt(errors, 'name') ?? failureText(type),
    payload: body,
  };
}

function failureText(type: string): string | null {
  const outcome = eventOutcomes[type];
  if (outcome !== 'failed') return null;
  return `PayPal reported the payout ${type.slice('PAYMENT.PAYOUTS-ITEM.'.length).toLowerCase()}`;
}

/** The PayPal request body of one withdrawal (one batch, one item). */
export function payPalPayoutBody(payout: {
  withdrawalId: string;
  usdCents: number;
  receiver: string;
  note: string;
}) {
  return {
    sender_batch_header: {
      sender_batch_id: payout.withdrawalId,
      recipient_type: 'EMAIL',
      email_subject: 'You have a payout from Arena',
      email_message: payout.note,
    },
    items: [
      {
        recipient_type: 'EMAIL',
        amount: { value: centsToDecimalString(payout.usdCents), currency: 'USD' },
        receiver: payout.receiver,
        note: payout.note,
        sender_item_id: payout.withdrawalId,
      },
    ],
  };
}

export interface PayPalPayoutBatch {
  payoutBatchId: string;
  batchStatus: string;
  /** The item of our withdrawal (we send one per batch). */
  outcome: PayoutOutcome;
  reason: string | null;
}

export interface PayPalPayoutsProvider extends PayoutProvider {
  /** The batch as PayPal reports it now; null for a batch PayPal does not know. */
  getBatch(payoutBatchId: string): Promise<PayPalPayoutBatch | null>;
}

export function createPayPalPayoutsProvider(
  config: PayPalPayoutsConfig,
  fetchImpl: Fetch = fetch,
  now: () => number = Date.now,
): PayPalPayoutsProvider {
  const { api, verifyWebhookSignature } = createPayPalClient(config, fetchImpl, now);

  /** GET the batch: its header and our item's transaction_status (null before PayPal lists the item). */
  async function readBatch(
    payoutBatchId: string,
  ): Promise<{ batch: PayPalPayoutBatch; itemStatus: string | null } | null> {
    const response = await api(`/v1/payments/payouts/${encodeURIComponent(payoutBatchId)}`, {
      method: 'GET',
    });
    if (response.status === 404) return null;
    const body = await readProviderJson(response, 'PayPal get payout');
    const header = objectField(body, 'batch_header');
    if (stringAt(header, 'payout_batch_id') !== payoutBatchId) {
      throw new PaymentProviderError('PayPal payout batch without its id');
    }
    // A successful batch can hold a failed item: the item decides (PROVIDERS.md).
    const item = firstOf(body, 'items');
    const errors = objectField(item, 'errors');
    const itemStatus = item ? stringAt(item, 'transaction_status') : null;
    const outcome = item ? itemOutcome(itemStatus) : 'processing';
    const batch = {
      payoutBatchId,
      batchStatus: stringAt(header, 'batch_status') ?? '',
      outcome,
      reason: outcome === 'failed' ? (stringAt(errors, 'message') ?? itemStatus) : null,
    };
    return { batch, itemStatus };
  }

  return {
    method: 'paypal',
    mode: 'live',

    async send(payout): Promise<SentPayout> {
      const response = await api('/v1/payments/payouts', {
        method: 'POST',
        requestId: payout.withdrawalId,
        body: payPalPayoutBody(payout),
      });
      if (response.status === 400 || response.status === 422) {
        const refusal = await payPalRefusal(response);
        // The batch id was used: the first send went through (a retry after a lost answer).
        if (refusal.duplicate) return { providerPayoutId: null, outcome: 'processing', reason: null };
        return { providerPayoutId: null, outcome: 'failed', reason: refusal.message };
      }
      const body = await readProviderJson(response, 'PayPal create payout');
      const header = objectField(body, 'batch_header');
      const payoutBatchId = stringAt(header, 'payout_batch_id');
      if (!payoutBatchId) throw new PaymentProviderError('PayPal payout without payout_batch_id');
      const status = stringAt(header, 'batch_status');
      if (status === 'DENIED' || status === 'CANCELED') {
        return {
          providerPayoutId: payoutBatchId,
          outcome: 'failed',
          reason: `PayPal ${status.toLowerCase()} the payout`,
        };
      }
      return { providerPayoutId: payoutBatchId, outcome: 'processing', reason: null };
    },

    async getBatch(payoutBatchId) {
      return (await readBatch(payoutBatchId))?.batch ?? null;
    },

    // Reconciliation (decision 0044): the batch read, which needs PayPal's batch id. A payout whose
    // send never answered has none: PayPal cannot be asked, and approving it again resends it safely.
    async lookup({ providerPayoutId }) {
      if (!providerPayoutId) return null;
      const read = await readBatch(providerPayoutId);
      if (!read) return null;
      return {
        outcome: read.batch.outcome,
        status: read.itemStatus ?? read.batch.batchStatus,
        providerPayoutId: read.batch.payoutBatchId,
        reason: read.batch.reason,
      };
    },

    async verifyWebhook(headers, rawBody) {
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        throw new WebhookVerificationError('body is not JSON');
      }
      const event = parsePayPalPayoutEvent(payload);
      await verifyWebhookSignature(headers, payload);
      return event;
    },
  };
}

async function payPalRefusal(response: Response): Promise<{ duplicate: boolean; message: string }> {
  const body: unknown = await response.json().catch(() => null);
  const name = stringAt(body, 'name') ?? '';
  const detail = firstOf(body, 'details');
  const issue = stringAt(detail, 'issue') ?? '';
  const duplicate =
    name === 'DUPLICATE_REQUEST_ID' ||
    stringAt(detail, 'field') === 'sender_batch_header.sender_batch_id' ||
    /already exists|already used|duplicate/i.test(issue);
  return { duplicate, message: stringAt(body, 'message') ?? (issue || name || 'PayPal refused the payout') };
}
