// What reconciliation remembers (docs/decisions/0044): the last answer per item (reconciliation_checks,
// migration 0030), the latest run (app_settings 'reconciliation.last-run'), and the operators' list of
// what is stuck. "Stuck" is Arena's side, read fresh each time: a withdrawal processing longer than the
// threshold; a payment order the payer approved (approved, captured) and not credited that long; and an
// order the provider reported paid whose credit failed (its last check an error).
import type {
  ReconciliationKind,
  ReconciliationOutcome,
  ReconciliationRun,
  StuckItem,
} from '@arena/contract';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export const lastRunKey = 'reconciliation.last-run';

/** How long a payment order the payer has not approved stays worth asking about. */
export const createdOrderWindowHours = 24;

/** Most items of each kind a run (and the console's list) takes, least recently checked first. */
export const reconcileBatchSize = 200;

export async function recordCheck(
  db: Queryable,
  check: {
    kind: ReconciliationKind;
    itemId: string;
    outcome: ReconciliationOutcome;
    answer: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `insert into reconciliation_checks (kind, item_id, first_checked_at, last_checked_at, outcome, answer)
     values ($1, $2, $3, $3, $4, $5)
     on conflict (kind, item_id) do update
        set last_checked_at = excluded.last_checked_at, checks = reconciliation_checks.checks + 1,
            outcome = excluded.outcome, answer = excluded.answer`,
    [check.kind, check.itemId, check.at, check.outcome, check.answer.slice(0, 500)],
  );
}

export async function recordRun(db: Queryable, run: ReconciliationRun): Promise<void> {
  await db.query(
    `insert into app_settings (key, value, updated_at) values ($1, $2::jsonb, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [lastRunKey, JSON.stringify(run)],
  );
}

export async function readLastRun(db: Queryable): Promise<ReconciliationRun | null> {
  const { rows } = await db.query<{ value: ReconciliationRun }>(
    'select value from app_settings where key = $1',
    [lastRunKey],
  );
  return rows[0]?.value ?? null;
}

/** The moment before which an item counts as late. */
export const lateBefore = (now: Date, afterMinutes: number) =>
  new Date(now.getTime() - afterMinutes * 60_000);

interface StuckRow {
  kind: ReconciliationKind;
  id: string;
  provider: StuckItem['provider'];
  user_id: string;
  user_name: string;
  user_email: string;
  usd_cents: unknown;
  status: StuckItem['status'];
  since: Date | string;
  last_checked_at: Date | string | null;
  checks: unknown;
  outcome: ReconciliationOutcome | null;
  answer: string | null;
}

/** Late payouts first, then payments; the longest waiting first in each. */
export async function listStuck(db: Queryable, now: Date, afterMinutes: number): Promise<StuckItem[]> {
  const before = lateBefore(now, afterMinutes);
  const { rows } = await db.query<StuckRow>(
    `(select 'payout' as kind, w.id::text as id, w.method as provider, w.user_id::text as user_id,
             u.name as user_name, u.email as user_email, w.usd_cents, w.status,
             coalesce(w.decided_at, w.updated_at) as since, c.last_checked_at, c.checks, c.outcome, c.answer
        from withdrawals w
        join users u on u.id = w.user_id
        left join reconciliation_checks c on c.kind = 'payout' and c.item_id = w.id
       where w.status = 'processing' and coalesce(w.decided_at, w.updated_at) <= $1
       order by since, w.id
       limit ${reconcileBatchSize})
     union all
     (select 'payment', o.id::text, o.provider, o.user_id::text, u.name, u.email, o.price_cents, o.status,
             o.updated_at, c.last_checked_at, c.checks, c.outcome, c.answer
        from payment_orders o
        join users u on u.id = o.user_id
        left join reconciliation_checks c on c.kind = 'payment' and c.item_id = o.id
       where o.updated_at <= $1
         and (o.status in ('approved', 'captured') or (o.status = 'created' and c.outcome = 'error'))
       order by o.updated_at, o.id
       limit ${reconcileBatchSize})`,
    [before],
  );
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    provider: row.provider,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    usdCents: toSafeInteger(row.usd_cents, 'usd_cents'),
    status: row.status,
    since: new Date(row.since).toISOString(),
    lastCheckedAt: iso(row.last_checked_at),
    checks: row.checks === null ? 0 : toSafeInteger(row.checks, 'checks'),
    lastOutcome: row.outcome,
    lastAnswer: row.answer,
  }));
}
