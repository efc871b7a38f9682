// Challenge entry fees (docs/decisions/0009-ledger.md, 0012-challenge-lifecycle.md): GCoins from
// the player's wallet to the entry_fees account, once per challenge and player. Called by the
// enrolment inside its transaction, so a short wallet (InsufficientFunds) rolls the enrolment back.
import { walletTopic } from '../wallet/wallet-cache';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { inTransaction, lockWallet, systemAccount, userAccount, type LedgerDb } from './accounts';
import { InvalidPosting } from './ledger-errors';
import { post, type Posting } from './post';

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

/** The ledger movement of one entry fee: GCoins from the player's wallet to entry_fees. */
function entryFeePosting(fee: EntryFee): Posting {
  const { userId, challengeId, gCoins } = fee;
  if (!Number.isSafeInteger(gCoins) || gCoins <= 0) {
    throw new InvalidPosting(`an entry fee is a positive whole number of GCoins, got ${gCoins}`);
  }
  return {
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
  };
}

/** Debits the fee with the guarded decrement; throws InsufficientFunds when the wallet is short. */
export function debitEntryFee(db: LedgerDb, fee: EntryFee): Promise<EntryFeeResult> {
  const posting = entryFeePosting(fee);
  return inTransaction(db, async (tx) => {
    await lockWallet(tx, fee.userId);
    const posted = await post(tx, posting);
    const entry = posted.userEntries.find((line) => line.currency === 'gcoin');
    return {
      transactionId: posted.transactionId,
      alreadyDebited: posted.alreadyPosted,
      gCoinsAfter: entry?.balanceAfter ?? 0,
    };
  });
}

/** A bulk debit could not take every fee as a new movement: the caller rolls back and goes one by one. */
export class BulkDebitRefused extends Error {
  override name = 'BulkDebitRefused';
}

/**
 * Many players' entry fees in four statements instead of four each (the enrolment's group commit,
 * issue 15): the wallets locked in user order, each decremented only if it stays >= 0, one journal
 * transaction per fee under its idempotency key, and its two entries, exactly as debitEntryFee
 * writes them. All or nothing: a short wallet or a fee taken before throws BulkDebitRefused.
 */
export async function debitEntryFees(tx: Queryable, fees: readonly EntryFee[]): Promise<void> {
  if (fees.length === 0) return;
  const postings = [...fees]
    .sort((a, b) => (a.userId < b.userId ? -1 : 1))
    .map((fee) => ({ fee, posting: entryFeePosting(fee) }));
  const userIds = postings.map(({ fee }) => fee.userId);
  if (new Set(userIds).size !== userIds.length) throw new BulkDebitRefused('one player twice');
  await tx.query('select 1 from wallets where user_id = any($1::uuid[]) order by user_id for update', [
    userIds,
  ]);
  const moved = await tx.query<{ user_id: string; gcoins: unknown }>(
    `update wallets w set gcoins = w.gcoins - f.amount, updated_at = now()
       from unnest($1::uuid[], $2::bigint[]) as f(user_id, amount)
      where w.user_id = f.user_id and w.gcoins >= f.amount
      returning w.user_id, w.gcoins`,
    [userIds, postings.map(({ fee }) => fee.gCoins)],
  );
  if (moved.rowCount !== postings.length) throw new BulkDebitRefused('a wallet is short');
  tx.announce(...userIds.map(walletTopic));
  const balanceOf = new Map(moved.rows.map((row) => [row.user_id, toSafeInteger(row.gcoins, 'gcoins')]));
  const journal = await tx.query<{ id: string; user_id: string }>(
    `insert into journal_transactions (type, idempotency_key, user_id, description, metadata)
     select 'entry_fee', t.key, t.user_id, t.description, t.metadata::jsonb
       from unnest($1::text[], $2::uuid[], $3::text[], $4::text[]) with ordinality
         as t(key, user_id, description, metadata, n)
      order by t.n
     on conflict (idempotency_key) do nothing
     returning id, user_id`,
    [
      postings.map(({ posting }) => posting.idempotencyKey),
      userIds,
      postings.map(({ posting }) => posting.description),
      postings.map(({ posting }) => JSON.stringify(posting.metadata ?? {})),
    ],
  );
  if (journal.rowCount !== postings.length) throw new BulkDebitRefused('a fee was taken before');
  const transactionOf = new Map(journal.rows.map((row) => [row.user_id, row.id]));
  // Entries in post()'s order: per movement the user's account first, then the system account.
  const entries = await tx.query(
    `insert into journal_entries (transaction_id, account_id, currency, amount, balance_after)
     select j.transaction_id, a.id, 'gcoin', l.amount, l.balance_after
       from unnest($1::uuid[], $2::uuid[], $3::bigint[], $4::bigint[]) with ordinality
         as j(transaction_id, user_id, fee, balance, n)
      cross join lateral (values (0, -j.fee, j.balance, j.user_id, null::text),
                                 (1, j.fee, null::bigint, null::uuid, 'entry_fees')) as l(position, amount, balance_after, user_id, code)
      cross join lateral (
        select id from ledger_accounts where code = l.code and currency = 'gcoin'
        union all
        select id from ledger_accounts where user_id = l.user_id and currency = 'gcoin'
      ) a
      order by j.n, l.position`,
    [
      userIds.map((userId) => transactionOf.get(userId)),
      userIds,
      postings.map(({ fee }) => fee.gCoins),
      userIds.map((userId) => balanceOf.get(userId)),
    ],
  );
  if (entries.rowCount !== postings.length * 2) throw new BulkDebitRefused('an account does not exist');
}
