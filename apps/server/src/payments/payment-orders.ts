// The payment_orders table (migration 0006): one row per order created at a provider.
import type { PaymentOrderStatus } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { paymentOutcomes } from '../http/metrics';

export type PaymentProviderName = 'checkout' | 'hosted';

export interface PaymentOrder {
  id: string;
  provider: PaymentProviderName;
  providerOrderId: string;
  userId: string;
  packGCoins: number;
  priceCents: number;
  currency: string;
  amountMinor: number;
  status: PaymentOrderStatus;
  captureId: string | null;
  ledgerTransactionId: string | null;
}

interface PaymentOrderRow {
  id: string;
  provider: PaymentProviderName;
  provider_order_id: string;
  user_id: string;
  pack_gcoins: number;
  price_cents: string | number;
  currency: string;
  amount_minor: string | number;
  status: PaymentOrderStatus;
  capture_id: string | null;
  ledger_transaction_id: string | null;
}

const columns = `id, provider, provider_order_id, user_id, pack_gcoins, price_cents, currency, amount_minor,
  status, capture_id, ledger_transaction_id`;

function toOrder(row: PaymentOrderRow): PaymentOrder {
  return {
    id: row.id,
    provider: row.provider,
    providerOrderId: row.provider_order_id,
    userId: row.user_id,
    packGCoins: row.pack_gcoins,
    priceCents: toSafeInteger(row.price_cents, 'price_cents'),
    currency: row.currency,
    amountMinor: toSafeInteger(row.amount_minor, 'amount_minor'),
    status: row.status,
    captureId: row.capture_id,
    ledgerTransactionId: row.ledger_transaction_id,
  };
}

export async function insertPaymentOrder(
  db: Queryable,
  order: Omit<PaymentOrder, 'status' | 'captureId' | 'ledgerTransactionId'>,
): Promise<void> {
  await db.query(
    `insert into payment_orders (id, provider, provider_order_id, user_id, pack_gcoins, price_cents, currency, amount_minor)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      order.id,
      order.provider,
      order.providerOrderId,
      order.userId,
      order.packGCoins,
      order.priceCents,
      order.currency,
      order.amountMinor,
    ],
  );
}

/** `forUpdate` locks the row until the transaction ends: completions of one order run one at a time. */
export async function findPaymentOrder(
  db: Queryable,
  provider: PaymentProviderName,
  providerOrderId: string,
  options: { forUpdate?: boolean } = {},
): Promise<PaymentOrder | null> {
  const { rows } = await db.query<PaymentOrderRow>(
    `select ${columns} from payment_orders where provider = $1 and provider_order_id = $2${
      options.forUpdate ? ' for update' : ''
    }`,
    [provider, providerOrderId],
  );
  return rows[0] ? toOrder(rows[0]) : null;
}

/**
 * Moves an order forward only from the given statuses (a guarded update); returns whether it moved.
 * A completed order never moves again.
 */
export async function moveOrder(
  db: Queryable,
  id: string,
  from: readonly PaymentOrderStatus[],
  to: PaymentOrderStatus,
  fields: { captureId?: string | null; ledgerTransactionId?: string } = {},
): Promise<boolean> {
  const { rows, rowCount } = await db.query<{ provider: string }>(
    `update payment_orders
        set status = $3, updated_at = now(),
            capture_id = coalesce($4, capture_id),
            ledger_transaction_id = coalesce($5, ledger_transaction_id)
      where id = $1 and status = any($2::text[])
      returning provider`,
    [id, [...from], to, fields.captureId ?? null, fields.ledgerTransactionId ?? null],
  );
  if (rowCount > 0 && (to === 'completed' || to === 'failed' || to === 'cancelled')) {
    // arena_payments_total (http/metrics.ts): counted as the order moves (a rolled-back move is rare).
    paymentOutcomes.inc({ outcome: to, provider: rows[0]?.provider ?? 'unknown' });
  }
  return rowCount > 0;
}

export async function gCoinsAvailable(db: Queryable, userId: string): Promise<number | undefined> {
  const { rows } = await db.query<{ gcoins: string | number }>(
    'select gcoins from wallets where user_id = $1',
    [userId],
  );
  return rows[0] ? toSafeInteger(rows[0].gcoins, 'gcoins') : undefined;
}
