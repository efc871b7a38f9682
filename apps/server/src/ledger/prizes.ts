// Challenge prizes (ARCHITECTURE.md "Challenges"): crystals from the prizes account, and the
// winner's XP, once per challenge and user. The challenge payout (a later issue) and the demo seed
// call it.
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from './accounts';
import { InvalidPosting } from './ledger-errors';
import { post } from './post';

export interface Prize {
  userId: string;
  challengeId: string;
  crystals: number;
  /** Experience points awarded with the prize, added to the user's total once. */
  xp?: number;
  description?: string;
  /** Kept in the metadata so the history can name the challenge in the reader's language. */
  challengeTitle?: string;
  rank?: number;
}

export interface PrizeResult {
  transactionId: string;
  alreadyCredited: boolean;
}

export function creditPrize(db: LedgerDb, prize: Prize): Promise<PrizeResult> {
  const { userId, challengeId, crystals } = prize;
  const xp = prize.xp ?? 0;
  if (!Number.isSafeInteger(crystals) || crystals <= 0) {
    throw new InvalidPosting(`a prize is a positive whole number of crystals, got ${crystals}`);
  }
  if (!Number.isSafeInteger(xp) || xp < 0) throw new InvalidPosting(`prize XP must be >= 0, got ${xp}`);
  return inTransaction(db, async (tx) => {
    await lockWallet(tx, userId);
    const posted = await post(tx, {
      type: 'prize',
      idempotencyKey: `prize:${challengeId}:${userId}`,
      userId,
      description: prize.description ?? `Challenge prize: ${crystals} crystals`,
      metadata: {
        challengeId,
        crystals,
        ...(xp > 0 ? { xp } : {}),
        ...(prize.challengeTitle ? { challengeTitle: prize.challengeTitle } : {}),
        ...(prize.rank ? { rank: prize.rank } : {}),
      },
      lines: [
        { account: userAccount(userId, 'crystal'), amount: crystals },
        { account: systemAccount('prizes', 'crystal'), amount: -crystals },
      ],
    });
    if (!posted.alreadyPosted && xp > 0) {
      await tx.query('update users set xp_total = xp_total + $1 where id = $2', [xp, userId]);
    }
    return { transactionId: posted.transactionId, alreadyCredited: posted.alreadyPosted };
  });
}
