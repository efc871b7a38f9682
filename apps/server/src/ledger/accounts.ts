// Ledger accounts (migrations/0005_ledger.sql): each user has a GCoin and a crystal account, created
// with the user's wallet row the first time money moves or the wallet is read; system accounts are
// created by the migration, one per code and currency.
import type { Database, Queryable } from '../db/database';

export type Currency = 'gcoin' | 'crystal';

export type SystemAccountCode =
  'purchases' | 'purchase_bonus' | 'exchange' | 'entry_fees' | 'prizes' | 'referral_rewards' | 'payouts';

export type LedgerAccount =
  { userId: string; currency: Currency } | { system: SystemAccountCode; currency: Currency };

export const userAccount = (userId: string, currency: Currency): LedgerAccount => ({ userId, currency });
export const systemAccount = (system: SystemAccountCode, currency: Currency): LedgerAccount => ({
  system,
  currency,
});

/** The wallets column that caches a currency's balance. */
export const walletColumn: Readonly<Record<Currency, 'gcoins' | 'crystals'>> = {
  gcoin: 'gcoins',
  crystal: 'crystals',
};

/**
 * Creates the user's wallet row and both accounts when absent, in one statement. A concurrent
 * creator waits on the wallet key and then does nothing, so whoever sees the wallet sees the accounts.
 */
export async function ensureWallet(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `with created as (
       insert into wallets (user_id) values ($1) on conflict (user_id) do nothing returning user_id
     )
     insert into ledger_accounts (kind, user_id, currency)
     select kind, user_id, currency
     from created cross join (values ('user_gcoin', 'gcoin'), ('user_crystal', 'crystal')) as k(kind, currency)
     on conflict do nothing`,
    [userId],
  );
}

/**
 * Ensures and locks the user's wallet row until the transaction ends. Every movement of a user's
 * money locks it first, so decisions that read the ledger (is this the first purchase?) serialise.
 */
export async function lockWallet(tx: Queryable, userId: string): Promise<void> {
  const lock = () => tx.query('select 1 from wallets where user_id = $1 for update', [userId]);
  // The usual case first: the wallet exists, one statement.
  if ((await lock()).rowCount > 0) return;
  await ensureWallet(tx, userId);
  await lock();
}

/** A service function runs in the caller's transaction when given one, or opens its own. */
export type LedgerDb = Database | Queryable;

export function inTransaction<T>(db: LedgerDb, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return 'transaction' in db ? db.transaction(work) : work(db);
}
