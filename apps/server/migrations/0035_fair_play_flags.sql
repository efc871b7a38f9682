-- Fair-play signals and flags (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md). A flag names
-- accounts linked by evidence (a shared device id, a public client address within a window, a payout
-- e-mail, a card provider's fingerprint, a referral between linked accounts, a deposit at once followed by
-- a withdrawal). It is open until an operator resolves it: dismiss, hold_payouts or block. Evidence keeps
-- the shared value only in a safe form (never a card number), once per flag, signal and value.
create table fair_play_flags (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'open' check (status in ('open', 'resolved')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  resolution text check (resolution in ('dismiss', 'hold_payouts', 'block')),
  resolution_note text,
  resolved_by uuid references users (id) on delete set null,
  resolved_at timestamptz,
  check ((status = 'open') = (resolution is null))
);
create index fair_play_flags_status_idx on fair_play_flags (status, created_at desc);

create table fair_play_flag_accounts (
  flag_id uuid not null references fair_play_flags (id) on delete cascade,
  user_id uuid not null references users (id) on delete cascade,
  added_at timestamptz not null default now(),
  primary key (flag_id, user_id)
);
create index fair_play_flag_accounts_user_idx on fair_play_flag_accounts (user_id);

create table fair_play_evidence (
  id bigint generated always as identity primary key,
  flag_id uuid not null references fair_play_flags (id) on delete cascade,
  signal text not null check (signal in
    ('device', 'address', 'payout_email', 'card_fingerprint', 'referral', 'deposit_withdrawal')),
  value text not null,
  user_ids uuid[] not null,
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  seen_count integer not null check (seen_count > 0),
  unique (flag_id, signal, value)
);
create index fair_play_evidence_value_idx on fair_play_evidence (signal, value);

-- hold_payouts: every later withdrawal of the account waits for an operator, whatever the automatic
-- approval says, until the hold row is removed.
create table payout_holds (
  user_id uuid primary key references users (id) on delete cascade,
  flag_id uuid references fair_play_flags (id) on delete set null,
  held_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);

-- The card provider's fingerprint of the card number (the same card gives the same fingerprint across
-- tokens), when the provider sends one. Never the number.
alter table payment_methods add column card_fingerprint text;
create index payment_methods_fingerprint_idx on payment_methods (card_fingerprint) where card_fingerprint is not null;
