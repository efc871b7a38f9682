-- Saved cards (issue 10, spec §3 Saved payment method). The card provider's tokenization page takes
-- the number; Arena keeps only the provider's token, the brand, the masked number and the expiry.
-- No full card number is ever stored here (or anywhere in Arena).
create table payment_methods (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  provider_token text not null unique,
  brand text not null,
  pan_masked text not null,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  expiry_month integer not null check (expiry_month between 1 and 12),
  expiry_year integer not null check (expiry_year between 2000 and 2200),
  preferred boolean not null default false,
  created_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index payment_methods_user_idx on payment_methods (user_id, created_at) where deleted_at is null;
-- At most one preferred card per player among the cards not deleted.
create unique index payment_methods_preferred_idx on payment_methods (user_id)
  where preferred and deleted_at is null;

-- One row per "add a card" started by a player: the provider's session id it was given, and how it
-- ended. The provider's result is applied once (the guarded update from 'pending').
create table card_tokenization_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  provider_session_id text not null unique,
  status text not null default 'pending' check (status in ('pending', 'saved', 'cancelled', 'declined')),
  payment_method_id uuid references payment_methods (id) on delete set null,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index card_tokenization_sessions_user_idx on card_tokenization_sessions (user_id, created_at);

-- HOSTED_PAYMENTS_MODE=sandbox: the imitation card provider's tokenization page (/sandbox/cards/:id).
-- Even the imitation keeps no full number: it masks it at once and keeps the mask, brand, expiry and
-- the token it issued.
create table sandbox_card_sessions (
  id text primary key,
  reference text not null unique,
  return_url text not null,
  cancel_url text not null,
  status text not null default 'pending' check (status in ('pending', 'tokenized', 'declined', 'cancelled')),
  token text unique,
  brand text,
  pan_masked text,
  expiry_month integer check (expiry_month between 1 and 12),
  expiry_year integer,
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
