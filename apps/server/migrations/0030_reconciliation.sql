-- Reconciliation (issue 29, docs/decisions/0044): what the job last heard from the provider about each
-- payout or payment it asked about because its notification was late. One row per item, replaced at
-- every check; the settling itself is the notification's code (payout_webhook_events and
-- payment_webhook_events keep a `reconciliation:` event for each item it settled).
create table reconciliation_checks (
  kind text not null check (kind in ('payout', 'payment')),
  -- The withdrawal's id or the payment order's id.
  item_id uuid not null,
  first_checked_at timestamptz not null default now(),
  last_checked_at timestamptz not null default now(),
  checks integer not null default 1 check (checks > 0),
  -- waiting: the provider has not decided; settled: this check settled it; unknown: the provider does
  -- not know it; no_read: the provider cannot be asked; error: the question or the settling failed.
  outcome text not null check (outcome in ('waiting', 'settled', 'unknown', 'no_read', 'error')),
  -- The provider's word (SUCCESS, paid, APPROVED, …) or what went wrong, for the console.
  answer text not null,
  primary key (kind, item_id)
);
