// Late payments (docs/decisions/0044). "Approved but not credited" is a payment order the payer has
// approved or paid at the provider that Arena has not credited: Arena's own status approved or captured
// (the payer came back, the capture or the credit did not finish), or still created while the provider
// says paid (the tab was closed and the webhook was lost). Each order that waited PAYOUT_RECONCILE_MINUTES
// (a created one: for at most a day after it was made) is asked about with the read the browser's
// completion uses (getOrder, getPayment), and settled by the webhook's own code: a synthetic event,
// recorded once by id (processWebhookOnce) and applied by applyCheckoutEvent / applyHostedEvent, which
// confirm with the provider again and credit through creditPaidOrder's payment key. A payer-approved
// PayPal order is captured first, as the browser's return would have (ensureCaptured; PayPal: capture on
// approval when the buyer does not come back). So nothing is credited twice, whoever comes first.
import { centsToDecimalString } from '@arena/domain';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { applyCheckoutEvent, ensureCaptured, type CheckoutDeps } from '../payments/checkout-payments';
import type { CheckoutOrder, CheckoutWebhookEvent } from '../payments/checkout-provider';
import { applyHostedEvent, type HostedDeps } from '../payments/hosted-payments';
import type { HostedPayment, HostedWebhookEvent } from '../payments/hosted-provider';
import {
  findPaymentOrder,
  moveOrder,
  type PaymentOrder,
  type PaymentProviderName,
} from '../payments/payment-orders';
import { processWebhookOnce } from '../payments/webhook-events';
import type { ItemsResult } from './reconcile-payouts';
import { createdOrderWindowHours, lateBefore, reconcileBatchSize, recordCheck } from './reconciliation-store';

export interface PaymentReconcileDeps {
  database: Database;
  checkout: CheckoutDeps;
  hosted: HostedDeps;
  log: {
    info: (details: object, message: string) => void;
    error: (details: object, message: string) => void;
  };
}

type Answer = { outcome: 'waiting' | 'settled' | 'unknown'; answer: string };

/** PayPal Orders: COMPLETED credits; APPROVED is captured, then credited; VOIDED cancels the order. */
async function reconcileCheckout(deps: PaymentReconcileDeps, order: PaymentOrder): Promise<Answer> {
  const { checkout } = deps;
  let remote = await checkout.provider.getOrder(order.providerOrderId);
  if (!remote) return { outcome: 'unknown', answer: 'Not known to the provider' };
  if (remote.status === 'VOIDED') {
    await moveOrder(deps.database, order.id, ['created', 'approved'], 'cancelled');
    return { outcome: 'settled', answer: remote.status };
  }
  if (remote.status === 'APPROVED') {
    await ensureCaptured(checkout, order);
    remote = await checkout.provider.getOrder(order.providerOrderId);
    if (!remote) return { outcome: 'unknown', answer: 'Not known to the provider' };
  }
  if (remote.status !== 'COMPLETED') return { outcome: 'waiting', answer: remote.status };
  const event = checkoutCaptureEvent(order, remote);
  await processWebhookOnce(deps.database, 'checkout', event, JSON.stringify(event.payload), () =>
    applyCheckoutEvent(checkout, event),
  );
  return { outcome: 'settled', answer: remote.status };
}

/** What PayPal's PAYMENT.CAPTURE.COMPLETED says, built from its order read. */
function checkoutCaptureEvent(order: PaymentOrder, remote: CheckoutOrder): CheckoutWebhookEvent {
  return {
    id: `reconciliation:${order.id}:COMPLETED`,
    type: 'PAYMENT.CAPTURE.COMPLETED',
    orderId: order.providerOrderId,
    captureId: remote.captureId,
    payload: {
      source: 'reconciliation',
      resource: {
        id: remote.captureId,
        status: 'COMPLETED',
        amount: { currency_code: remote.currency, value: centsToDecimalString(remote.amountCents) },
      },
    },
  };
}

const hostedEventTypes: Record<Exclude<HostedPayment['status'], 'pending'>, string> = {
  paid: 'payment.completed',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
};

/** The hosted page: paid credits, failed and cancelled close the order, pending waits. */
async function reconcileHosted(deps: PaymentReconcileDeps, order: PaymentOrder): Promise<Answer> {
  const payment = await deps.hosted.provider.getPayment(order.providerOrderId);
  if (!payment) return { outcome: 'unknown', answer: 'Not known to the provider' };
  if (payment.status === 'pending') return { outcome: 'waiting', answer: payment.status };
  const event: HostedWebhookEvent = {
    id: `reconciliation:${order.id}:${payment.status}`,
    type: hostedEventTypes[payment.status],
    paymentId: payment.paymentId,
    payload: {
      source: 'reconciliation',
      data: {
        id: payment.paymentId,
        status: payment.status,
        amount: payment.amountMinor,
        currency_code: payment.currency,
        reference: payment.reference,
      },
    },
  };
  await processWebhookOnce(deps.database, 'hosted', event, JSON.stringify(event.payload), () =>
    applyHostedEvent(deps.hosted, event),
  );
  return { outcome: 'settled', answer: payment.status };
}

export async function reconcilePayments(
  deps: PaymentReconcileDeps,
  now: Date,
  afterMinutes: number,
): Promise<ItemsResult> {
  const { database, log } = deps;
  const { rows } = await database.query<{ provider: PaymentProviderName; provider_order_id: string }>(
    `select o.provider, o.provider_order_id
       from payment_orders o
       left join reconciliation_checks c on c.kind = 'payment' and c.item_id = o.id
      where o.updated_at <= $1
        and (o.status in ('approved', 'captured') or (o.status = 'created' and o.created_at > $2))
      order by c.last_checked_at nulls first, o.updated_at, o.id
      limit ${reconcileBatchSize}`,
    [lateBefore(now, afterMinutes), lateBefore(now, createdOrderWindowHours * 60)],
  );
  const result: ItemsResult = { checked: 0, settled: 0 };
  for (const row of rows) {
    const order = await findPaymentOrder(database, row.provider, row.provider_order_id);
    if (!order || order.status === 'completed') continue;
    result.checked += 1;
    let found: Answer | { outcome: 'error'; answer: string };
    try {
      found =
        order.provider === 'checkout'
          ? await reconcileCheckout(deps, order)
          : await reconcileHosted(deps, order);
    } catch (error) {
      // A refusal in the payment's own words (not approved, pending, not confirmed) or an outage.
      if (!(error instanceof HttpError))
        log.error({ err: error, orderId: order.id }, 'reconciliation could not check a payment');
      found = { outcome: 'error', answer: (error as Error).message || 'The provider could not be asked' };
    }
    await recordCheck(database, { kind: 'payment', itemId: order.id, ...found, at: now });
    const after = await findPaymentOrder(database, order.provider, order.providerOrderId);
    if (after?.status === 'completed') {
      result.settled += 1;
      log.info(
        { orderId: order.id, provider: order.provider, answer: found.answer },
        'reconciliation credited a payment',
      );
    }
  }
  return result;
}
