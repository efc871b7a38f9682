// Challenge entry fees (docs/decisions/0009-ledger.md, 0012-challenge-lifecycle.md): GCoins from
// the player's wallet to the entry_fees account, once per challenge and player. Called by the
// enrolment inside its transaction, so a short wallet (InsufficientFunds) rolls the enrolment back.
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from './accounts';
import { InvalidPosting } from './ledger-errors';
import { post } from './post';

export interface EntryFee {
  userId: string;
  challengeId: string;
  /** The challenge's entry fee, a positive whole number of GCoins. */
  gCoins: number;
  description?: string;
  /** Kept in the metadata so the history can name the challenge in the reader's language. */
  challengeTitle?: string;
}

export interface EntryFeeResult {
  transactionId: string;
  /** True when this enrolment's fee had been taken before: nothing was written now. */
  alreadyDebited: boolean;
  /** The wallet's GCoins after the fee. */
  gCoinsAfter: number;
}

export const entryFeeIdempotencyKey = (challengeId: string, userId: string) =>
  `entry_fee:${challengeId}:${userId}`;

/** Debits the fee with the guarded decrement; throws InsufficientFunds when the wallet is short. */
export function debitEntryFee(db: LedgerDb, fee: EntryFee): Promise<EntryFeeResult> {
  const { userId, challengeId, gCoins } = fee;
  if (!Number.isSafeInteger(gCoins) || gCoins <= 0) {
    throw new InvalidPosting(`an entry fee is a positive whole number of GCoins, got ${gCoins}`);
  }
  return inTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const posted = await post(tx, {
      type: 'entry_fee',
      idempotencyKey: entryFeeIdempotencyKey(challengeId, userId),
      userId,
      description: fee.description ?? `Challenge entry fee: ${gCoins} GCoin${gCoins === 1 ? '' : 's'}`,
      metadata: {
        challengeId,
        gCoins,
        ...(fee.challengeTitle ? { challengeTitle: fee.challengeTitle } : {}),
      },
      lines: [
        { account: userAccount(userId, 'gcoin'), amount: -gCoins },
        { account: systemAccount('entry_fees', 'gcoin'), amount: gCoins },
      ],
    });
    const entry = posted.userEntries.find((line) => line.currency === 'gcoin');
    return {
      transactionId: posted.transactionId,
      alreadyDebited: posted.alreadyPosted,
      gCoinsAfter: entry?.balanceAfter ?? 0,
    };
  });
}
