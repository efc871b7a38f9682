// The card payment route (spec §4 Card payment flow, §7 create/capture/complete) over a
// CheckoutProvider in PayPal's Orders v2 shape. Provider calls never run inside a database
// transaction; the order's status moves only by guarded updates; the credit is order-credit's.
import { paymentMessages, paymentRedirects } from '@arena/contract';
import type { GCoinPack } from '@arena/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { objectField, stringAt, type CheckoutProvider, type CheckoutWebhookEvent } from './checkout-provider';
import { creditPaidOrder, type CompletionData } from './order-credit';
import {
  CreateOrderFailed,
  paymentCancelled,
  paymentFailed,
  paymentNotApproved,
  paymentNotFound,
  paymentPending,
  webhookNotConfirmed,
} from './payment-errors';
import { findPaymentOrder, insertPaymentOrder, moveOrder, type PaymentOrder } from './payment-orders';

export interface CheckoutDeps {
  database: Database;
  provider: CheckoutProvider;
  publicUrl: string;
}

export async function createCheckoutOrder(
  deps: CheckoutDeps,
  userId: string,
  pack: GCoinPack,
): Promise<{ orderId: string; approveUrl: string }> {
  const id = randomUUID();
  let created;
  try {
    created = await deps.provider.createOrder({
      amountCents: pack.priceCents,
      currency: 'USD',
      requestId: id,
      description: `Arena: ${pack.gCoins} GCoin${pack.gCoins === 1 ? '' : 's'}`,
      returnUrl: `${deps.publicUrl}${paymentRedirects.checkoutApproved}`,
      cancelUrl: `${deps.publicUrl}${paymentRedirects.checkoutCancelled}`,
    });
  } catch (error) {
    throw new CreateOrderFailed((error as Error).message, { cause: error });
  }
  await insertPaymentOrder(deps.database, {
    id,
    provider: 'checkout',
    providerOrderId: created.orderId,
    userId,
    packGCoins: pack.gCoins,
    priceCents: pack.priceCents,
    currency: 'USD',
    amountMinor: pack.priceCents,
  });
  return { orderId: created.orderId, approveUrl: created.approveUrl };
}

async function callersOrder(deps: CheckoutDeps, userId: string, orderId: string): Promise<PaymentOrder> {
  const order = await findPaymentOrder(deps.database, 'checkout', orderId);
  // Another player's order is answered exactly like an unknown one: ids reveal nothing.
  if (!order || order.userId !== userId) throw paymentNotFound();
  return order;
}

/**
 * Captures the order at the provider unless it already is; returns the capture id. Idempotent: the
 * capture's PayPal-Request-Id is derived from the order, so concurrent or repeated calls capture once.
 * Reconciliation (decision 0044) captures a payer-approved order whose browser never came back with it.
 */
export async function ensureCaptured(deps: CheckoutDeps, order: PaymentOrder): Promise<string | null> {
  if (order.status === 'captured' || order.status === 'completed') return order.captureId;
  if (order.status === 'cancelled') throw paymentCancelled();
  if (order.status === 'failed') throw paymentFailed();
  if (order.status === 'created') {
    const remote = await deps.provider.getOrder(order.providerOrderId);
    if (!remote) throw paymentNotFound();
    if (remote.amountCents !== order.priceCents || remote.currency !== 'USD') {
      await moveOrder(deps.database, order.id, ['created'], 'failed');
      throw paymentFailed();
    }
    if (remote.status === 'VOIDED') {
      await moveOrder(deps.database, order.id, ['created'], 'cancelled');
      throw paymentCancelled();
    }
    if (remote.status === 'COMPLETED') {
      await moveOrder(deps.database, order.id, ['created'], 'captured', { captureId: remote.captureId });
      return remote.captureId;
    }
    if (remote.status !== 'APPROVED') throw paymentNotApproved();
    await moveOrder(deps.database, order.id, ['created'], 'approved');
  }
  const capture = await deps.provider.captureOrder(order.providerOrderId, `capture-${order.id}`);
  switch (capture.status) {
    case 'COMPLETED':
      await moveOrder(deps.database, order.id, ['created', 'approved'], 'captured', {
        captureId: capture.captureId,
      });
      return capture.captureId;
    case 'NOT_APPROVED':
      throw paymentNotApproved();
    case 'PENDING':
      throw paymentPending();
    default:
      await moveOrder(deps.database, order.id, ['created', 'approved'], 'failed');
      throw paymentFailed();
  }
}

export async function captureCheckoutOrder(deps: CheckoutDeps, userId: string, orderId: string) {
  const order = await callersOrder(deps, userId, orderId);
  const captureId = await ensureCaptured(deps, order);
  const after = await findPaymentOrder(deps.database, 'checkout', orderId);
  return {
    message: paymentMessages.captured,
    data: { orderId, orderStatus: after?.status ?? order.status, captureId },
  };
}

/** Captures when the client skipped capture, then credits the pack once. */
export async function completeCheckoutOrder(
  deps: CheckoutDeps,
  userId: string,
  orderId: string,
): Promise<CompletionData> {
  const order = await callersOrder(deps, userId, orderId);
  const captureId = order.status === 'completed' ? order.captureId : await ensureCaptured(deps, order);
  return creditPaidOrder(deps.database, {
    provider: 'checkout',
    providerOrderId: orderId,
    userId,
    source: 'checkout',
    captureId,
  });
}

/**
 * A verified PayPal event. PAYMENT.CAPTURE.COMPLETED is money received: credit it (the same key as
 * the browser's completion). CHECKOUT.ORDER.APPROVED is not money (PROVIDERS.md): note it only.
 */
export async function applyCheckoutEvent(deps: CheckoutDeps, event: CheckoutWebhookEvent): Promise<void> {
  if (!event.orderId) return;
  const order = await findPaymentOrder(deps.database, 'checkout', event.orderId);
  if (!order) return; // not ours (another integration on the same PayPal account)
  if (event.type === 'PAYMENT.CAPTURE.COMPLETED') {
    await confirmCapture(deps, order, event);
    await creditPaidOrder(deps.database, {
      provider: 'checkout',
      providerOrderId: event.orderId,
      source: 'webhook',
      captureId: event.captureId,
    });
  } else if (event.type === 'CHECKOUT.ORDER.APPROVED') {
    await moveOrder(deps.database, order.id, ['created'], 'approved');
  } else if (event.type === 'PAYMENT.CAPTURE.DENIED') {
    await moveOrder(deps.database, order.id, ['created', 'approved', 'captured'], 'failed');
  }
}

/**
 * A signature alone never credits (defense in depth): the capture's amount must be the order's, and
 * PayPal's recommended check, fetching the order, must show it captured (COMPLETED) for that amount,
 * with this capture when the event names one. Otherwise webhookNotConfirmed (409) and nothing moves.
 */
async function confirmCapture(deps: CheckoutDeps, order: PaymentOrder, event: CheckoutWebhookEvent) {
  const amount = objectField(objectField(event.payload, 'resource'), 'amount');
  if (
    stringAt(amount, 'currency_code') !== 'USD' ||
    usdCents(stringAt(amount, 'value')) !== order.priceCents
  ) {
    throw webhookNotConfirmed();
  }
  const remote = await deps.provider.getOrder(order.providerOrderId);
  if (
    remote?.status !== 'COMPLETED' ||
    remote.amountCents !== order.priceCents ||
    remote.currency !== 'USD' ||
    (event.captureId !== null && remote.captureId !== null && remote.captureId !== event.captureId)
  ) {
    throw webhookNotConfirmed();
  }
}

/** PayPal's decimal string ('14.86', '44', '44.5') as integer cents; null when it is not one. */
function usdCents(value: string | null): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
