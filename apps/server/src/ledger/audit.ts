// The ledger invariants of ARCHITECTURE.md "Money", checked on the whole ledger: every wallet equals
// the sum of its entries per currency, every journal transaction sums to zero per currency, nothing
// is negative, and each entry's recorded balance_after is its account's running total.
import type { Queryable } from '../db/database';

export interface LedgerAudit {
  ok: boolean;
  problems: string[];
}

const checks: { sql: string; describe: (row: Record<string, unknown>) => string }[] = [
  {
    sql: `with sums as (
            select a.user_id,
                   coalesce(sum(e.amount) filter (where a.currency = 'gcoin'), 0) as gcoins,
                   coalesce(sum(e.amount) filter (where a.currency = 'crystal'), 0) as crystals,
                   count(distinct a.currency) as accounts
            from ledger_accounts a left join journal_entries e on e.account_id = a.id
            where a.user_id is not null
            group by a.user_id)
          select coalesce(w.user_id, s.user_id) as user_id, w.gcoins as wallet_gcoins, w.crystals as wallet_crystals,
                 s.gcoins as entry_gcoins, s.crystals as entry_crystals, s.accounts
          from wallets w full join sums s on s.user_id = w.user_id
          where w.user_id is null or s.user_id is null or s.accounts <> 2
             or w.gcoins <> s.gcoins or w.crystals <> s.crystals
          order by 1`,
    describe: (row) =>
      `wallet of user ${String(row.user_id)}: holds ${String(row.wallet_gcoins ?? 'no row')} GCoins and ` +
      `${String(row.wallet_crystals ?? 'no row')} crystals, its entries sum to ${String(row.entry_gcoins ?? 'no account')} ` +
      `GCoins and ${String(row.entry_crystals ?? 'no account')} crystals (${String(row.accounts ?? 0)} of 2 accounts)`,
  },
  {
    sql: `select transaction_id, currency, sum(amount) as total from journal_entries
          group by transaction_id, currency having sum(amount) <> 0 order by 1, 2`,
    describe: (row) =>
      `journal transaction ${String(row.transaction_id)}: ${String(row.currency)} entries sum to ${String(row.total)}, not 0`,
  },
  {
    sql: `select t.id from journal_transactions t
          where not exists (select 1 from journal_entries e where e.transaction_id = t.id) order by 1`,
    describe: (row) => `journal transaction ${String(row.id)} has no entries`,
  },
  {
    sql: `select e.id, e.currency, a.currency as account_currency from journal_entries e
          join ledger_accounts a on a.id = e.account_id where e.currency <> a.currency order by 1`,
    describe: (row) =>
      `journal entry ${String(row.id)} is in ${String(row.currency)} on a ${String(row.account_currency)} account`,
  },
  {
    sql: `select user_id, gcoins, crystals from wallets where gcoins < 0 or crystals < 0 order by 1`,
    describe: (row) =>
      `wallet of user ${String(row.user_id)} is negative: ${String(row.gcoins)} GCoins, ${String(row.crystals)} crystals`,
  },
  {
    // Entries of one account are inserted under its wallet row lock, so id order is posting order.
    sql: `select id, account_id, balance_after, running from (
            select e.id, e.account_id, e.balance_after,
                   sum(e.amount) over (partition by e.account_id order by e.id) as running
            from journal_entries e join ledger_accounts a on a.id = e.account_id
            where a.user_id is not null) checked
          where balance_after is distinct from running or running < 0
          order by 1`,
    describe: (row) =>
      `journal entry ${String(row.id)}: records balance ${String(row.balance_after)} but account ` +
      `${String(row.account_id)} totals ${String(row.running)} there`,
  },
];

/** Reads the whole ledger; run it on a quiet moment or a replica on a large database. */
export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  const problems: string[] = [];
  for (const check of checks) {
    const { rows } = await db.query<Record<string, unknown>>(check.sql);
    problems.push(...rows.map(check.describe));
  }
  return { ok: problems.length === 0, problems };
}
