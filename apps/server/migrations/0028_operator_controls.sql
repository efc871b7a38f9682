-- Operator controls (issue 29, docs/decisions/0043): four eyes on large payouts and a second factor for
-- operators.

-- A payout of PAYOUTS_SECOND_APPROVAL_CRYSTALS or more needs two operators: the first approval is
-- recorded here and the payout stays pending; a different operator's approval sends it (decided_by).
alter table withdrawals
  add column first_approved_by uuid references users (id),
  add column first_approved_at timestamptz;

-- TOTP (RFC 6238) of an operator: the secret is kept until enrolment is confirmed with a first code
-- (confirmed_at); last_step is the time step of the last accepted code, so a code is used at most once.
create table user_totp (
  user_id uuid primary key references users (id) on delete cascade,
  secret text not null,
  confirmed_at timestamptz,
  last_step bigint not null default 0,
  created_at timestamptz not null default now()
);

-- One-use recovery codes (stored as SHA-256 hashes): each signs in once instead of a TOTP code.
create table user_recovery_codes (
  user_id uuid not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz,
  primary key (user_id, code_hash)
);

-- A password-checked sign-in waiting for its second factor: the token (hashed) is good for a few
-- minutes and a handful of codes, then a new login is needed.
create table mfa_challenges (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  device_id text,
  attempts int not null default 0,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index mfa_challenges_expires on mfa_challenges (expires_at);

-- A session that passed the second factor keeps it through refreshes: its access tokens carry `mfa`.
alter table refresh_credentials add column mfa boolean not null default false;
