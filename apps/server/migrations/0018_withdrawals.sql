-- Withdrawals and payouts (issue 10, docs/decisions/0018-withdrawals-and-payouts.md). The crystals
-- leave the wallet when the withdrawal is requested (journal transaction type 'withdrawal', status
-- 'pending', user crystal → payouts); this row follows the payout from the operator's decision to the
-- provider's outcome. A failure or a rejection refunds once (ledger key withdrawal_refund:<id>).
create table withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id),
  method text not null check (method in ('paypal', 'card')),
  crystals bigint not null check (crystals > 0),
  -- What the player receives: 2 US cents a crystal (50 crystals = 1 USD).
  usd_cents bigint not null check (usd_cents > 0),
  payment_email text,
  payment_method_id uuid references payment_methods (id),
  -- The card as it was when the payout was asked for (the card may be deleted later).
  card_brand text,
  card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
  -- pending → processing → completed | failed; pending → rejected. completed, failed and rejected are final.
  status text not null default 'pending'
    check (status in ('pending', 'processing', 'completed', 'failed', 'rejected')),
  journal_transaction_id uuid not null unique references journal_transactions (id),
  refund_transaction_id uuid unique references journal_transactions (id),
  -- The provider's id for the payout (PayPal's payout_batch_id, the card provider's payout id).
  provider_payout_id text,
  reason text,
  decided_by uuid references users (id),
  decided_at timestamptz,
  auto_approved boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  check ((method = 'paypal') = (payment_email is not null)),
  check ((method = 'card') = (payment_method_id is not null)),
  check ((status in ('failed', 'rejected')) = (refund_transaction_id is not null)),
  check ((status = 'completed') = (completed_at is not null))
);
create index withdrawals_user_idx on withdrawals (user_id, created_at);
create index withdrawals_status_idx on withdrawals (status, created_at);

-- Payout notifications by provider event id, as payment_webhook_events (0006) for payments: recorded
-- first, marked processed after; a processed event delivered again does nothing.
create table payout_webhook_events (
  provider text not null check (provider in ('paypal', 'card')),
  event_id text not null,
  event_type text not null,
  received_at timestamptz not null default now(),
  processed_at timestamptz,
  payload jsonb not null,
  primary key (provider, event_id)
);

-- PAYOUTS_MODE=sandbox (PayPal Payouts) and HOSTED_PAYMENTS_MODE=sandbox (card payouts): the payouts
-- the imitation providers "sent", shown on /sandbox/payouts with Pay and Fail. The receiver is the
-- payment email or the card's brand and last four digits, never a card number.
create table sandbox_payouts (
  id text primary key,
  provider text not null check (provider in ('paypal', 'card')),
  reference text not null,
  receiver text not null,
  amount_cents bigint not null check (amount_cents > 0),
  currency text not null,
  status text not null default 'sent' check (status in ('sent', 'paid', 'failed')),
  failure_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  unique (provider, reference)
);
