// GCoin pack purchases (spec §4 Card payment flow, §9 packs), credited by the payments module once
// a payment is captured, from any of its routes (checkout, hosted page, webhook).
import { centsToDecimalString, firstPurchaseMultiplier } from '@arena/domain';
import type { Queryable } from '../db/database';
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from './accounts';
import { InvalidPosting } from './ledger-errors';
import { post, userEntriesOf } from './post';

export interface PackPurchase {
  userId: string;
  /** The provider's payment id (order id, payment id): at most one credit per key, ever. */
  paymentKey: string;
  provider: 'checkout' | 'hosted' | 'webhook';
  /** What was paid for the pack, USD cents (recorded in the metadata). */
  priceCents: number;
  /** GCoins of the pack, before the first-purchase bonus. */
  gCoins: number;
  description?: string;
}

export interface PackPurchaseResult {
  /** The purchase's journal transaction (the same on every replay of the key). */
  transactionId: string;
  /** GCoins this payment put in the wallet: the pack plus the first-purchase bonus. */
  gCoinsCredited: number;
  /** The bonus part of gCoinsCredited: the pack's GCoins again on the first purchase, else 0. */
  firstPurchaseBonus: number;
  /** True when this payment key had been credited before: nothing was written now. */
  alreadyCredited: boolean;
}

export const purchaseIdempotencyKey = (paymentKey: string) => `purchase:${paymentKey}`;
export const firstPurchaseBonusKey = (userId: string) => `first_purchase_bonus:${userId}`;

/**
 * Credits a paid pack once per payment key; the user's first purchase also gets the bonus
 * (spec §1, §9: doubled), as its own journal transaction, exactly once per user. Runs in one
 * database transaction (the caller's when given a transaction handle).
 */
export function creditPackPurchase(db: LedgerDb, purchase: PackPurchase): Promise<PackPurchaseResult> {
  if (!Number.isSafeInteger(purchase.gCoins) || purchase.gCoins <= 0) {
    throw new InvalidPosting(`a pack has a positive whole number of GCoins, got ${purchase.gCoins}`);
  }
  if (!Number.isSafeInteger(purchase.priceCents) || purchase.priceCents < 0) {
    throw new InvalidPosting(`a pack price is whole cents, got ${purchase.priceCents}`);
  }
  return inTransaction(db, (tx) => creditInTransaction(tx, purchase));
}

async function creditInTransaction(tx: Queryable, purchase: PackPurchase): Promise<PackPurchaseResult> {
  const { userId, paymentKey, gCoins } = purchase;
  // The lock serialises this user's purchases, so exactly one of two concurrent first purchases
  // sees no bonus yet; the bonus key and its unique index hold the rule even without it.
  await lockWallet(tx, userId);
  const credited = await post(tx, {
    type: 'purchase',
    idempotencyKey: purchaseIdempotencyKey(paymentKey),
    userId,
    description:
      purchase.description ??
      `Bought the ${gCoins} GCoin pack for $${centsToDecimalString(purchase.priceCents)}`,
    metadata: { paymentKey, provider: purchase.provider, priceCents: purchase.priceCents, gCoins },
    lines: [
      { account: userAccount(userId, 'gcoin'), amount: gCoins },
      { account: systemAccount('purchases', 'gcoin'), amount: -gCoins },
    ],
  });
  const packGCoins = credited.userEntries.find((entry) => entry.currency === 'gcoin')?.amount ?? 0;
  if (credited.alreadyPosted) {
    const bonus = await bonusOfPurchase(tx, userId, credited.transactionId);
    return {
      transactionId: credited.transactionId,
      gCoinsCredited: packGCoins + bonus,
      firstPurchaseBonus: bonus,
      alreadyCredited: true,
    };
  }

  const earlier = await tx.query('select 1 from journal_transactions where idempotency_key = $1', [
    firstPurchaseBonusKey(userId),
  ]);
  let bonus = earlier.rowCount === 0 ? gCoins * (firstPurchaseMultiplier - 1) : 0;
  if (bonus > 0) {
    const posted = await post(tx, {
      type: 'purchase_bonus',
      idempotencyKey: firstPurchaseBonusKey(userId),
      userId,
      description: `First purchase bonus: ${bonus} free GCoin${bonus === 1 ? '' : 's'}`,
      metadata: { purchaseTransactionId: credited.transactionId, paymentKey },
      lines: [
        { account: userAccount(userId, 'gcoin'), amount: bonus },
        { account: systemAccount('purchase_bonus', 'gcoin'), amount: -bonus },
      ],
    });
    // A concurrent first purchase that got the bonus first leaves this one undoubled.
    if (posted.alreadyPosted) bonus = 0;
  }
  return {
    transactionId: credited.transactionId,
    gCoinsCredited: gCoins + bonus,
    firstPurchaseBonus: bonus,
    alreadyCredited: false,
  };
}

async function bonusOfPurchase(
  tx: Queryable,
  userId: string,
  purchaseTransactionId: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: string }>(
    `select id from journal_transactions
     where idempotency_key = $1 and metadata ->> 'purchaseTransactionId' = $2`,
    [firstPurchaseBonusKey(userId), purchaseTransactionId],
  );
  const bonusId = rows[0]?.id;
  if (!bonusId) return 0;
  const entries = await userEntriesOf(tx, bonusId);
  return entries.find((entry) => entry.currency === 'gcoin')?.amount ?? 0;
}
