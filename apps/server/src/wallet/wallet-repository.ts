// Wallet reads (spec §7 Wallet): balances from the cached wallet row, history from the ledger.
// Reads never create rows: a user whose money never moved has a zero wallet and no history.
import type { Transaction, WalletResponse } from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { firstPurchaseBonusKey } from '../ledger/purchases';

export async function readWallet(db: Queryable, userId: string): Promise<WalletResponse> {
  const { rows } = await db.query<{ gcoins: unknown; crystals: unknown; referral_reward_claimed: boolean }>(
    'select gcoins, crystals, referral_reward_claimed from wallets where user_id = $1',
    [userId],
  );
  const wallet = rows[0];
  return {
    gCoinsAvailable: wallet ? toSafeInteger(wallet.gcoins, 'gcoins') : 0,
    crystalsAvailable: wallet ? toSafeInteger(wallet.crystals, 'crystals') : 0,
    referralRewardClaimed: wallet?.referral_reward_claimed ?? false,
  };
}

/**
 * The store's buy-one-get-one-free offer (spec §1, §9): open until the ledger holds the user's
 * first-purchase bonus (ledger/purchases.ts, key first_purchase_bonus:<userId>, written exactly once).
 */
export async function firstPurchaseBonusAvailable(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from journal_transactions where idempotency_key = $1', [
    firstPurchaseBonusKey(userId),
  ]);
  return rowCount === 0;
}

interface HistoryRow {
  id: string;
  type: string;
  description: string;
  status: string;
  metadata: unknown;
  created_at: Date | string;
  amount: unknown;
  balance_after: unknown;
  currency: 'gcoin' | 'crystal';
}

/**
 * One page of the user's movements, newest first: a row per journal transaction and currency the
 * user's wallet moved in (an exchange gives two rows with the same id). Reads one row more than
 * the page to know whether another page exists.
 */
export async function readTransactions(
  db: Queryable,
  userId: string,
  page: number,
  limit: number,
): Promise<{ transactions: Transaction[]; hasMore: boolean }> {
  const { rows } = await db.query<HistoryRow>(
    `select t.id, t.type, t.description, t.status, t.metadata, t.created_at,
            e.amount, e.balance_after, e.currency
     from ledger_accounts a
     join journal_entries e on e.account_id = a.id
     join journal_transactions t on t.id = e.transaction_id
     where a.user_id = $1
     order by e.id desc
     limit $2 offset $3`,
    [userId, limit + 1, (page - 1) * limit],
  );
  return {
    transactions: rows.slice(0, limit).map(toTransaction),
    hasMore: rows.length > limit,
  };
}

function toTransaction(row: HistoryRow): Transaction {
  return {
    id: row.id,
    transactionType: row.type,
    description: row.description,
    amount: toSafeInteger(row.amount, 'amount'),
    balanceAfter: toSafeInteger(row.balance_after, 'balance_after'),
    currency: row.currency,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    metadata: scalarMetadata(row.metadata),
  };
}

/** A transaction's metadata as the wire carries it: its scalar facts only. */
export function scalarMetadata(metadata: unknown): Transaction['metadata'] {
  const value: unknown = typeof metadata === 'string' ? JSON.parse(metadata) : metadata;
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string | number | boolean] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number' || typeof entry[1] === 'boolean',
    ),
  );
}
