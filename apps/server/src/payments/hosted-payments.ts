// The hosted payment route (spec §7 currencies, get-payment-url, complete-payment). The client
// names a pack price in USD and a currency; the server computes the local amount from its own rate
// and refuses a client amount more than 1 % away (a stale price list, or a tampered one).
import { paymentRedirects, type CurrenciesResponse } from '@arena/contract';
import type { GCoinPack } from '@arena/domain';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { PaymentProviderError } from './checkout-provider';
import { localAmountMinor, minorUnitDigits, type CurrencyRate } from './currency-rates';
import { paymentIdPlaceholder, type HostedPaymentProvider, type HostedWebhookEvent } from './hosted-provider';
import { creditPaidOrder, type CompletionData } from './order-credit';
import {
  invalidAmount,
  paymentCancelled,
  paymentFailed,
  paymentNotFound,
  paymentNotPaid,
  webhookNotConfirmed,
} from './payment-errors';
import { findPaymentOrder, insertPaymentOrder, moveOrder } from './payment-orders';

export interface HostedDeps {
  database: Database;
  provider: HostedPaymentProvider;
  publicUrl: string;
  currencyRates: readonly CurrencyRate[];
}

/** Larger differences than this between the client's amount and ours are refused. */
export const amountTolerance = 0.01;

export function listCurrencies(rates: readonly CurrencyRate[]): CurrenciesResponse {
  return rates.map((rate) => ({ code: rate.code, usd_rate: Number(rate.rate) }));
}

function clientAmountMinor(amount: unknown, currency: string): number | null {
  const value =
    typeof amount === 'number'
      ? amount
      : typeof amount === 'string' && /^\d{1,12}(\.\d{1,8})?$/.test(amount.trim())
        ? Number(amount)
        : NaN;
  if (!Number.isFinite(value) || value <= 0) return null;
  return value * 10 ** minorUnitDigits(currency);
}

export async function createHostedPaymentLink(
  deps: HostedDeps,
  userId: string,
  request: { pack: GCoinPack; currency: string; clientAmount: unknown },
): Promise<{ paymentLink: string; paymentId: string }> {
  const code = request.currency.trim().toUpperCase();
  const rate = deps.currencyRates.find((entry) => entry.code === code);
  if (!rate) throw httpError(400, 'payment.unknownCurrency');
  const amountMinor = localAmountMinor(request.pack.priceCents, rate);
  const clientMinor = clientAmountMinor(request.clientAmount, code);
  if (clientMinor === null) throw invalidAmount();
  if (Math.abs(clientMinor - amountMinor) > amountMinor * amountTolerance) {
    throw httpError(400, 'payment.amountMismatch');
  }
  const id = randomUUID();
  // The provider shows our description, never the client's text.
  const { gCoins } = request.pack;
  const link = await deps.provider.createPaymentLink({
    amountMinor,
    currency: code,
    description: `Arena: ${gCoins} GCoin${gCoins === 1 ? '' : 's'}`,
    reference: id,
    returnUrl: `${deps.publicUrl}${paymentRedirects.hostedSuccess}?payment_id=${paymentIdPlaceholder}`,
    cancelUrl: `${deps.publicUrl}${paymentRedirects.hostedFailed}?payment_id=${paymentIdPlaceholder}`,
  });
  await insertPaymentOrder(deps.database, {
    id,
    provider: 'hosted',
    providerOrderId: link.paymentId,
    userId,
    packGCoins: gCoins,
    priceCents: request.pack.priceCents,
    currency: code,
    amountMinor,
  });
  return link;
}

/** Asks the provider whether the payment was paid, then credits the pack once. */
export async function completeHostedPayment(
  deps: HostedDeps,
  userId: string,
  paymentId: string,
): Promise<CompletionData> {
  const order = await findPaymentOrder(deps.database, 'hosted', paymentId);
  if (!order || order.userId !== userId) throw paymentNotFound();
  if (order.status !== 'completed') {
    if (order.status === 'cancelled') throw paymentCancelled();
    if (order.status === 'failed') throw paymentFailed();
    const payment = await deps.provider.getPayment(paymentId);
    if (!payment) throw paymentNotFound();
    if (payment.amountMinor !== order.amountMinor || payment.currency !== order.currency) {
      throw new PaymentProviderError(`payment ${paymentId} does not match its order's amount`);
    }
    if (payment.status === 'pending') throw paymentNotPaid();
    if (payment.status === 'failed') {
      await moveOrder(deps.database, order.id, ['created'], 'failed');
      throw paymentFailed();
    }
    if (payment.status === 'cancelled') {
      await moveOrder(deps.database, order.id, ['created'], 'cancelled');
      throw paymentCancelled();
    }
  }
  return creditPaidOrder(deps.database, {
    provider: 'hosted',
    providerOrderId: paymentId,
    userId,
    source: 'hosted',
  });
}

/**
 * A verified event: payment.completed credits (same key as complete-payment); failures are noted.
 * A signature alone never credits: the event's amount and currency must be the order's, and the
 * provider, asked directly, must report the payment paid for that amount (defense in depth).
 */
export async function applyHostedEvent(deps: HostedDeps, event: HostedWebhookEvent): Promise<void> {
  if (!event.paymentId) return;
  const order = await findPaymentOrder(deps.database, 'hosted', event.paymentId);
  if (!order) return;
  const data = (event.payload as { data?: { amount?: unknown; currency_code?: unknown } }).data;
  if (event.type === 'payment.completed') {
    if (data?.amount !== order.amountMinor || data.currency_code !== order.currency) {
      throw webhookNotConfirmed();
    }
    const payment = await deps.provider.getPayment(event.paymentId);
    if (
      payment?.status !== 'paid' ||
      payment.amountMinor !== order.amountMinor ||
      payment.currency !== order.currency
    ) {
      throw webhookNotConfirmed();
    }
    await creditPaidOrder(deps.database, {
      provider: 'hosted',
      providerOrderId: event.paymentId,
      source: 'webhook',
    });
  } else if (event.type === 'payment.failed') {
    await moveOrder(deps.database, order.id, ['created'], 'failed');
  } else if (event.type === 'payment.cancelled') {
    await moveOrder(deps.database, order.id, ['created'], 'cancelled');
  }
}
