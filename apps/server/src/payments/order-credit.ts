// Crediting a paid order: the one place where a payment becomes GCoins, used by the browser's
// completion and by both webhooks. The order row is locked, the ledger credits the pack once per
// payment key (its idempotency key) and the order is marked completed, all in one transaction, so
// any number of concurrent completions and webhook deliveries credit once.
import type { PaymentCompletionResponse } from '@arena/contract';
import { centsToDecimalString } from '@arena/domain';
import type { Database } from '../db/database';
import { creditPackPurchase } from '../ledger/purchases';
import { minorToDecimalString } from './currency-rates';
import { paymentCancelled, paymentFailed, paymentNotFound } from './payment-errors';
import {
  findPaymentOrder,
  gCoinsAvailable,
  moveOrder,
  type PaymentOrder,
  type PaymentProviderName,
} from './payment-orders';

/** Shared by the browser route and the webhook of a provider, so both name the same credit. */
export function paymentKeyOf(order: Pick<PaymentOrder, 'provider' | 'providerOrderId'>): string {
  return `${order.provider}:${order.providerOrderId}`;
}

export type CompletionData = PaymentCompletionResponse['data'];

export async function creditPaidOrder(
  database: Database,
  request: {
    provider: PaymentProviderName;
    providerOrderId: string;
    /** The browser routes pass the caller: another user's order is "not found". Webhooks pass none. */
    userId?: string;
    source: 'checkout' | 'hosted' | 'webhook';
    captureId?: string | null;
  },
): Promise<CompletionData> {
  return database.transaction(async (tx) => {
    const order = await findPaymentOrder(tx, request.provider, request.providerOrderId, { forUpdate: true });
    if (!order || (request.userId !== undefined && order.userId !== request.userId)) throw paymentNotFound();
    // The browser may complete only what the provider confirmed; a signed webhook is the provider
    // saying the money arrived, which wins over an earlier cancel or failure seen by the browser.
    if (request.source !== 'webhook' && order.status === 'cancelled') throw paymentCancelled();
    if (request.source !== 'webhook' && order.status === 'failed') throw paymentFailed();
    const credit = await creditPackPurchase(tx, {
      userId: order.userId,
      paymentKey: paymentKeyOf(order),
      provider: request.source,
      priceCents: order.priceCents,
      gCoins: order.packGCoins,
      ...(order.currency === 'USD'
        ? {}
        : {
            description: `Bought the ${order.packGCoins} GCoin pack for ${order.currency} ${minorToDecimalString(
              order.amountMinor,
              order.currency,
            )} ($${centsToDecimalString(order.priceCents)})`,
          }),
    });
    await moveOrder(tx, order.id, ['created', 'approved', 'captured', 'cancelled', 'failed'], 'completed', {
      captureId: request.captureId ?? null,
      ledgerTransactionId: credit.transactionId,
    });
    const available = await gCoinsAvailable(tx, order.userId);
    return { ...credit, ...(available === undefined ? {} : { gCoinsAvailable: available }) };
  });
}
