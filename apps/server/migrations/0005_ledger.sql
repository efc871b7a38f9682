-- The money ledger (ARCHITECTURE.md "Money", docs/decisions/0009-ledger.md): a double-entry journal
-- of user and system accounts, plus cached wallet balances. Only src/ledger/post.ts writes these
-- tables. Amounts are whole GCoins or crystals (bigint); a journal transaction's entries sum to zero
-- per currency, which the posting function enforces and the audit verifies (a deferred check at
-- commit is not portable between PGlite and PostgreSQL 15).

-- A user has one account per currency; system accounts are the other side of every movement.
-- System accounts carry no cached balance, so they are never a hot row under concurrent postings.
create table ledger_accounts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('user_gcoin', 'user_crystal', 'system')),
  user_id uuid references users (id),
  code text check (code in ('purchases', 'purchase_bonus', 'exchange', 'entry_fees', 'prizes',
                            'referral_rewards', 'payouts')),
  currency text not null check (currency in ('gcoin', 'crystal')),
  created_at timestamptz not null default now(),
  check ((kind = 'system') = (code is not null)),
  check ((kind = 'system') = (user_id is null)),
  check (kind = 'system' or (kind = 'user_gcoin') = (currency = 'gcoin'))
);
create unique index ledger_accounts_user_key on ledger_accounts (user_id, currency) where user_id is not null;
create unique index ledger_accounts_system_key on ledger_accounts (code, currency) where code is not null;

insert into ledger_accounts (kind, code, currency)
select 'system', code, currency
from unnest(array['purchases', 'purchase_bonus', 'exchange', 'entry_fees', 'prizes', 'referral_rewards',
                  'payouts']) as code
cross join unnest(array['gcoin', 'crystal']) as currency;

-- One row per money movement. The idempotency key (payment id, provider event, prize claim...)
-- makes each movement happen at most once: the posting inserts with ON CONFLICT DO NOTHING.
create table journal_transactions (
  id uuid primary key default gen_random_uuid(),
  type text not null check (type in ('purchase', 'purchase_bonus', 'crystal_exchange', 'entry_fee', 'prize',
                                     'referral_reward', 'withdrawal', 'withdrawal_refund')),
  idempotency_key text not null unique,
  user_id uuid references users (id),
  description text not null,
  metadata jsonb not null default '{}',
  -- spec §4 Transaction status: completed, or pending (withdrawals awaiting payout, a later issue).
  status text not null default 'completed' check (status in ('completed', 'pending', 'failed')),
  created_at timestamptz not null default now()
);
create index journal_transactions_user_idx on journal_transactions (user_id, created_at);
-- spec §1, §9: the first purchase is doubled once per user; this holds even if the key scheme changes.
create unique index journal_transactions_first_purchase_bonus_key on journal_transactions (user_id)
  where type = 'purchase_bonus';

create table journal_entries (
  id bigint generated always as identity primary key,
  transaction_id uuid not null references journal_transactions (id),
  account_id bigint not null references ledger_accounts (id),
  currency text not null check (currency in ('gcoin', 'crystal')),
  amount bigint not null check (amount <> 0),
  -- The user account's balance right after this entry (transaction history); null on system accounts.
  balance_after bigint check (balance_after >= 0),
  unique (transaction_id, account_id)
);
-- Transaction history reads a user's accounts newest first.
create index journal_entries_account_idx on journal_entries (account_id, id);

-- Cached balances, updated in the same transaction as the entries with a guarded increment
-- (`... where gcoins + $1 >= 0`); the CHECKs are the last line against a negative balance.
-- Rows are created lazily, with the user's two accounts, by the first posting or read.
create table wallets (
  user_id uuid primary key references users (id),
  gcoins bigint not null default 0 check (gcoins >= 0),
  crystals bigint not null default 0 check (crystals >= 0),
  referral_reward_claimed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
