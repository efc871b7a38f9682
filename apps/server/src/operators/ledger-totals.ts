// Ledger totals and the CSV export of the operator console (issue 12, docs/decisions/0021), read from
// the journal, never from a copy. A period is whole UTC days, both ends included.
// - Per transaction type and per day: how many journal transactions, and the volume each moved per
//   currency (the sum of its credits; its debits are the same amount, the entries summing to zero).
// - Money in: pack purchases credited in the period, at the USD price recorded with each (metadata
//   priceCents, what the payer was charged in USD cents at the edge).
// - Money out: payouts completed in the period (withdrawals.usd_cents).
// - Liability, now: GCoins and crystals held in all wallets, and withdrawals not yet paid out
//   (pending or processing), whose crystals have already left the wallets.
import {
  ledgerTotalsDefaultDays,
  ledgerTotalsMaxDays,
  type LedgerTotals,
  type LedgerTotalsQuery,
} from '@arena/contract';
import { dayMs } from '@arena/domain';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { httpError } from '../http/http-error';

export interface Period {
  /** YYYY-MM-DD, included. */
  from: string;
  /** YYYY-MM-DD, included. */
  to: string;
  start: Date;
  /** The instant after the last day. */
  end: Date;
}

const dayText = (date: Date) => date.toISOString().slice(0, 10);

/** The query's period: to defaults to today (UTC), from to 29 days before to; at most 366 days. */
export function periodOf(query: LedgerTotalsQuery, now: Date = new Date()): Period {
  const to = query.to ?? dayText(now);
  const toStart = Date.parse(`${to}T00:00:00Z`);
  const from = query.from ?? dayText(new Date(toStart - (ledgerTotalsDefaultDays - 1) * dayMs));
  const start = Date.parse(`${from}T00:00:00Z`);
  if (start > toStart) throw httpError(400, 'ledger.fromAfterTo');
  const days = (toStart - start) / dayMs + 1;
  if (days > ledgerTotalsMaxDays) {
    throw httpError(400, 'ledger.periodTooLong', { max: ledgerTotalsMaxDays, days });
  }
  return { from, to, start: new Date(start), end: new Date(toStart + dayMs) };
}

const int = (value: unknown, name: string) => toSafeInteger(value ?? 0, name);

export async function readLedgerTotals(db: Queryable, period: Period): Promise<LedgerTotals> {
  const range = [period.start, period.end];
  const daily = await db.query<{
    day: string;
    type: string;
    count: unknown;
    gcoins: unknown;
    crystals: unknown;
  }>(
    `with moved as (
       select t.id, t.type, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              coalesce(sum(e.amount) filter (where e.currency = 'gcoin' and e.amount > 0), 0) as gcoins,
              coalesce(sum(e.amount) filter (where e.currency = 'crystal' and e.amount > 0), 0) as crystals
       from journal_transactions t join journal_entries e on e.transaction_id = t.id
       where t.created_at >= $1 and t.created_at < $2
       group by t.id, t.type, t.created_at)
     select day, type, count(*) as count, sum(gcoins) as gcoins, sum(crystals) as crystals
     from moved group by day, type order by day, type`,
    range,
  );
  const byDay = daily.rows.map((row) => ({
    day: row.day,
    type: row.type,
    count: int(row.count, 'count'),
    gcoins: int(row.gcoins, 'gcoins'),
    crystals: int(row.crystals, 'crystals'),
  }));
  const types = new Map<string, { type: string; count: number; gcoins: number; crystals: number }>();
  for (const row of byDay) {
    const total = types.get(row.type) ?? { type: row.type, count: 0, gcoins: 0, crystals: 0 };
    total.count += row.count;
    total.gcoins += row.gcoins;
    total.crystals += row.crystals;
    types.set(row.type, total);
  }
  const byType = [...types.values()].sort((a, b) => a.type.localeCompare(b.type));

  const moneyIn = await db.query<{ count: unknown; cents: unknown }>(
    `select count(*) as count, coalesce(sum((metadata ->> 'priceCents')::bigint), 0) as cents
     from journal_transactions where type = 'purchase' and created_at >= $1 and created_at < $2`,
    range,
  );
  const moneyOut = await db.query<{ count: unknown; cents: unknown }>(
    `select count(*) as count, coalesce(sum(usd_cents), 0) as cents
     from withdrawals where status = 'completed' and completed_at >= $1 and completed_at < $2`,
    range,
  );
  const held = await db.query<{ gcoins: unknown; crystals: unknown }>(
    'select coalesce(sum(gcoins), 0) as gcoins, coalesce(sum(crystals), 0) as crystals from wallets',
  );
  const pending = await db.query<{ count: unknown; crystals: unknown; cents: unknown }>(
    `select count(*) as count, coalesce(sum(crystals), 0) as crystals, coalesce(sum(usd_cents), 0) as cents
     from withdrawals where status in ('pending', 'processing')`,
  );
  return {
    from: period.from,
    to: period.to,
    byType,
    byDay,
    moneyIn: {
      purchases: int(moneyIn.rows[0]?.count, 'count'),
      usdCents: int(moneyIn.rows[0]?.cents, 'cents'),
    },
    moneyOut: {
      payouts: int(moneyOut.rows[0]?.count, 'count'),
      usdCents: int(moneyOut.rows[0]?.cents, 'cents'),
    },
    liability: {
      gcoins: int(held.rows[0]?.gcoins, 'gcoins'),
      crystals: int(held.rows[0]?.crystals, 'crystals'),
      pendingWithdrawals: {
        count: int(pending.rows[0]?.count, 'count'),
        crystals: int(pending.rows[0]?.crystals, 'crystals'),
        usdCents: int(pending.rows[0]?.cents, 'cents'),
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote or line break quoted
// with quotes doubled), written by csv-stringify. Text a spreadsheet would run as a formula (= + - @ tab CR
// first) gets a leading '.
// ---------------------------------------------------------------------------------------------

export const ledgerCsvHeader = [
  'created_at',
  'transaction_id',
  'type',
  'status',
  'user_id',
  'idempotency_key',
  'description',
  'gcoins',
  'crystals',
  'entries',
] as const;

/** csv-stringify with CRLF lines, a field holding a line break quoted and formulas defused (a leading '). */
const csvOptions = { escape_formulas: true, record_delimiter: '\r\n', quoted_match: /[\r\n]/ };

/** One field as the export writes it (the tests' view of the options above). */
export function csvField(value: string | number): string {
  return stringify([[value]], csvOptions).slice(0, -2);
}

interface CsvRow {
  id: string;
  created_at: Date | string;
  type: string;
  status: string;
  user_id: string | null;
  idempotency_key: string;
  description: string;
  gcoins: unknown;
  crystals: unknown;
  entries: string;
}

/** One line per journal transaction of the period, oldest first, with its entries in one field. */
export async function ledgerCsv(db: Queryable, period: Period): Promise<string> {
  const { rows } = await db.query<CsvRow>(
    `select t.id, t.created_at, t.type, t.status, t.user_id, t.idempotency_key, t.description,
            coalesce(sum(e.amount) filter (where e.currency = 'gcoin' and e.amount > 0), 0) as gcoins,
            coalesce(sum(e.amount) filter (where e.currency = 'crystal' and e.amount > 0), 0) as crystals,
            string_agg(
              case when a.user_id is not null then 'user:' || a.user_id::text else 'system:' || a.code end
                || ':' || e.currency || ' ' || case when e.amount > 0 then '+' else '' end || e.amount::text,
              '; ' order by e.id) as entries
     from journal_transactions t
     join journal_entries e on e.transaction_id = t.id
     join ledger_accounts a on a.id = e.account_id
     where t.created_at >= $1 and t.created_at < $2
     group by t.id
     order by t.created_at, t.id`,
    [period.start, period.end],
  );
  const records = rows.map((row) => [
    new Date(row.created_at).toISOString(),
    row.id,
    row.type,
    row.status,
    row.user_id ?? '',
    row.idempotency_key,
    row.description,
    int(row.gcoins, 'gcoins'),
    int(row.crystals, 'crystals'),
    row.entries,
  ]);
  return stringify([[...ledgerCsvHeader], ...records], csvOptions);
}
