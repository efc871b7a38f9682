// The one posting function (docs/decisions/0009-ledger.md): every money movement is a journal
// transaction whose entries sum to zero per currency, written with the cached wallet balances in
// the caller's database transaction. Nothing else writes journal_transactions, journal_entries or
// the wallet balances.
import { walletTopic } from '../wallet/wallet-cache';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { ensureWallet, walletColumn, type Currency, type LedgerAccount } from './accounts';
import { IdempotencyConflict, InsufficientFunds, InvalidPosting } from './ledger-errors';

export type JournalTransactionType =
  | 'purchase'
  | 'purchase_bonus'
  | 'crystal_exchange'
  | 'entry_fee'
  | 'prize'
  | 'referral_reward'
  | 'withdrawal'
  | 'withdrawal_refund'
  | 'refund';

// Service functions, one per movement, each in one database transaction: purchases.ts
// (purchase, purchase_bonus), exchange.ts (crystal_exchange), prizes.ts (prize). Still to come, each
// a service function over post() with its own idempotency key:
// - entry_fee (challenge enrolment): user gcoin → entry_fees, key `entry_fee:<challengeId>:<userId>`;
//   a refund on cancellation is a new posting in the other direction: refund (entry_fees → user
//   gcoin), key `refund:<challengeId>:<userId>` (operators/challenges-cancel.ts, decision 0021).
// - referral_reward (referral claim, referrals/): referral_rewards → user crystal, key
//   `referral_reward:<referredUserId>`, with the XP in the same transaction; the special offer's flag
//   (wallets.referral_reward_claimed) moves no money (docs/decisions/0019).
// - withdrawal (crystals out): user crystal → payouts with status 'pending' until the payout
//   provider confirms; a failed payout posts withdrawal_refund (payouts → user crystal).

export type LedgerMetadata = Record<string, string | number | boolean>;

export interface PostingLine {
  account: LedgerAccount;
  /** Whole units of the account's currency; positive credits the account, negative debits it. */
  amount: number;
}

export interface Posting {
  type: JournalTransactionType;
  /** Unique per movement: a second posting with the same key returns the first one's result. */
  idempotencyKey: string;
  /** The user the movement is for (shown in their history); null for system-only movements. */
  userId: string | null;
  description: string;
  metadata?: LedgerMetadata;
  /** 'completed' unless the movement waits on something outside (a withdrawal's payout). */
  status?: 'completed' | 'pending';
  lines: PostingLine[];
}

export interface UserEntry {
  userId: string;
  currency: Currency;
  amount: number;
  balanceAfter: number;
}

export interface PostingResult {
  transactionId: string;
  /** True when the key was already posted: nothing was written now, the first result is returned. */
  alreadyPosted: boolean;
  /** The movements of user accounts with their balances right after, as recorded. */
  userEntries: UserEntry[];
}

interface JournalRow {
  id: string;
  type: string;
  user_id: string | null;
}

export async function post(tx: Queryable, posting: Posting): Promise<PostingResult> {
  const lines = checkedLines(posting.lines);
  const inserted = await tx.query<JournalRow>(
    `insert into journal_transactions (type, idempotency_key, user_id, description, metadata, status)
     values ($1, $2, $3, $4, $5::jsonb, $6)
     on conflict (idempotency_key) do nothing
     returning id`,
    [
      posting.type,
      posting.idempotencyKey,
      posting.userId,
      posting.description,
      JSON.stringify(posting.metadata ?? {}),
      posting.status ?? 'completed',
    ],
  );
  const transactionId = inserted.rows[0]?.id;
  if (!transactionId) return existingPosting(tx, posting);

  // Users in a fixed order, so two movements touching the same wallets lock them in the same order.
  const userLines = lines
    .filter((line): line is Line & { userId: string } => line.userId !== null)
    .sort((a, b) =>
      a.userId === b.userId ? a.currency.localeCompare(b.currency) : a.userId < b.userId ? -1 : 1,
    );
  const userEntries: UserEntry[] = [];
  for (const line of userLines) {
    const balanceAfter = await moveWalletBalance(tx, line.userId, line.currency, line.amount);
    line.balanceAfter = balanceAfter;
    userEntries.push({ userId: line.userId, currency: line.currency, amount: line.amount, balanceAfter });
  }

  // Entries get ids in a fixed order (user accounts as locked, then system accounts): history
  // pages by entry id, so the rows of one movement always come in the same order.
  const params: unknown[] = [transactionId];
  const ordered = [...userLines, ...lines.filter((line) => line.userId === null)];
  const values = ordered.map((line, index) => {
    params.push(line.code, line.userId, line.currency, line.amount, line.balanceAfter);
    const at = params.length - 4;
    return `(${index}, $${at}::text, $${at + 1}::uuid, $${at + 2}::text, $${at + 3}::bigint, $${at + 4}::bigint)`;
  });
  const entries = await tx.query(
    `insert into journal_entries (transaction_id, account_id, currency, amount, balance_after)
     select $1::uuid, a.id, l.currency, l.amount, l.balance_after
     from (values ${values.join(', ')}) as l(position, code, user_id, currency, amount, balance_after)
     -- Two lookups, each on its own unique index (an OR across them would scan every account).
     cross join lateral (
       select id from ledger_accounts where code = l.code and currency = l.currency
       union all
       select id from ledger_accounts where user_id = l.user_id and currency = l.currency
     ) a
     order by l.position`,
    params,
  );
  if (entries.rowCount !== lines.length) {
    throw new InvalidPosting(`posting ${posting.idempotencyKey}: an account does not exist`);
  }
  return { transactionId, alreadyPosted: false, userEntries };
}

interface Line {
  code: string | null;
  userId: string | null;
  currency: Currency;
  amount: number;
  balanceAfter: number | null;
}

/** Merges lines on the same account and checks the sum-to-zero rule per currency. */
function checkedLines(lines: PostingLine[]): Line[] {
  if (lines.length === 0) throw new InvalidPosting('a posting needs lines');
  const merged = new Map<string, Line>();
  const sums: Record<Currency, number> = { gcoin: 0, crystal: 0 };
  for (const { account, amount } of lines) {
    if (!Number.isSafeInteger(amount) || amount === 0) {
      throw new InvalidPosting(`a posting amount must be a non-zero safe integer, got ${amount}`);
    }
    const code = 'system' in account ? account.system : null;
    const userId = 'userId' in account ? account.userId : null;
    const key = `${code ?? ''}|${userId ?? ''}|${account.currency}`;
    const line = merged.get(key) ?? {
      code,
      userId,
      currency: account.currency,
      amount: 0,
      balanceAfter: null,
    };
    line.amount += amount;
    merged.set(key, line);
    sums[account.currency] += amount;
  }
  for (const [currency, sum] of Object.entries(sums)) {
    if (sum !== 0) throw new InvalidPosting(`a posting's ${currency} lines sum to ${sum}, not zero`);
  }
  const nonZero = [...merged.values()].filter((line) => line.amount !== 0);
  if (nonZero.length === 0) throw new InvalidPosting('a posting moves nothing');
  return nonZero;
}

/** The guarded update: the balance moves only if it stays >= 0; otherwise InsufficientFunds. */
async function moveWalletBalance(
  tx: Queryable,
  userId: string,
  currency: Currency,
  amount: number,
): Promise<number> {
  const column = walletColumn[currency];
  const update = () =>
    tx.query<{ balance: unknown }>(
      `update wallets set ${column} = ${column} + $1, updated_at = now()
       where user_id = $2 and ${column} + $1 >= 0
       returning ${column} as balance`,
      [amount, userId],
    );
  let updated = await update();
  if (updated.rowCount === 0) {
    const current = await tx.query<{ balance: unknown }>(
      `select ${column} as balance from wallets where user_id = $1`,
      [userId],
    );
    const balance = current.rows[0]?.balance;
    if (balance !== undefined) {
      throw new InsufficientFunds(userId, currency, -amount, toSafeInteger(balance, column));
    }
    // First movement of this user: create the wallet and its accounts (lazily), then try again.
    await ensureWallet(tx, userId);
    updated = await update();
    if (updated.rowCount === 0) throw new InsufficientFunds(userId, currency, -amount, 0);
  }
  // The wallet caches hear of it once the posting's transaction commits (wallet/wallet-cache.ts).
  tx.announce(walletTopic(userId));
  return toSafeInteger(updated.rows[0]?.balance, column);
}

async function existingPosting(tx: Queryable, posting: Posting): Promise<PostingResult> {
  const { rows } = await tx.query<JournalRow>(
    'select id, type, user_id from journal_transactions where idempotency_key = $1',
    [posting.idempotencyKey],
  );
  const existing = rows[0];
  if (!existing) throw new Error(`journal transaction ${posting.idempotencyKey} vanished`);
  if (existing.type !== posting.type || existing.user_id !== posting.userId) {
    throw new IdempotencyConflict(posting.idempotencyKey);
  }
  return {
    transactionId: existing.id,
    alreadyPosted: true,
    userEntries: await userEntriesOf(tx, existing.id),
  };
}

export async function userEntriesOf(tx: Queryable, transactionId: string): Promise<UserEntry[]> {
  const { rows } = await tx.query<{
    user_id: string;
    currency: Currency;
    amount: unknown;
    balance_after: unknown;
  }>(
    `select a.user_id, e.currency, e.amount, e.balance_after
     from journal_entries e join ledger_accounts a on a.id = e.account_id
     where e.transaction_id = $1 and a.user_id is not null
     order by a.user_id, e.currency`,
    [transactionId],
  );
  return rows.map((row) => ({
    userId: row.user_id,
    currency: row.currency,
    amount: toSafeInteger(row.amount, 'amount'),
    balanceAfter: toSafeInteger(row.balance_after, 'balance_after'),
  }));
}
