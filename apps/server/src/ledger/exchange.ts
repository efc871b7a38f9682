// Crystals → GCoins (spec §7 POST /api/wallet/exchange, §9: 275 crystals per GCoin).
import { crystalsForGCoins } from '@arena/domain';
import { toSafeInteger } from '../db/safe-integer';
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from './accounts';
import { IdempotencyConflict, InvalidPosting } from './ledger-errors';
import { post } from './post';

export interface CrystalExchange {
  userId: string;
  /** GCoins wanted; they cost 275 crystals each. */
  gCoins: number;
  /** Unique per exchange request of this user: a retried request exchanges once. */
  requestId: string;
}

export interface CrystalExchangeResult {
  transactionId: string;
  gCoinsAvailable: number;
  crystalsAvailable: number;
  crystalsSpent: number;
  alreadyExchanged: boolean;
}

/**
 * Moves crystals to the exchange account and GCoins from it, in one journal transaction. Too few
 * crystals throws InsufficientFunds and the database transaction rolls back: nothing is written.
 */
export function exchangeCrystals(db: LedgerDb, exchange: CrystalExchange): Promise<CrystalExchangeResult> {
  const { userId, gCoins } = exchange;
  if (!Number.isSafeInteger(gCoins) || gCoins <= 0) {
    throw new InvalidPosting(`an exchange buys a positive whole number of GCoins, got ${gCoins}`);
  }
  const crystals = crystalsForGCoins(gCoins);
  return inTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const idempotencyKey = `exchange:${userId}:${exchange.requestId}`;
    const posted = await post(tx, {
      type: 'crystal_exchange',
      idempotencyKey,
      userId,
      description: `Exchanged ${crystals} crystals for ${gCoins} GCoin${gCoins === 1 ? '' : 's'}`,
      metadata: { crystals, gCoins },
      lines: [
        { account: userAccount(userId, 'crystal'), amount: -crystals },
        { account: systemAccount('exchange', 'crystal'), amount: crystals },
        { account: systemAccount('exchange', 'gcoin'), amount: -gCoins },
        { account: userAccount(userId, 'gcoin'), amount: gCoins },
      ],
    });
    const crystalsSpent = -(posted.userEntries.find((entry) => entry.currency === 'crystal')?.amount ?? 0);
    // The request id already exchanged another amount (a key reused with a different body that
    // reached the ledger without http/idempotency.ts in front): refuse rather than report this amount.
    if (posted.alreadyPosted && crystalsSpent !== crystals) throw new IdempotencyConflict(idempotencyKey);
    const balances = await tx.query<{ gcoins: unknown; crystals: unknown }>(
      'select gcoins, crystals from wallets where user_id = $1',
      [userId],
    );
    return {
      transactionId: posted.transactionId,
      gCoinsAvailable: toSafeInteger(balances.rows[0]?.gcoins, 'gcoins'),
      crystalsAvailable: toSafeInteger(balances.rows[0]?.crystals, 'crystals'),
      crystalsSpent,
      alreadyExchanged: posted.alreadyPosted,
    };
  });
}
