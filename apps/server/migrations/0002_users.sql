-- Players and operators (spec §3 User profile). Email is unique regardless of case; a third-party
-- account is linked through identity_links (provider + provider user id). XP is a running total:
-- levels and tiers are computed from it by packages/domain.
create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  name text not null check (char_length(name) between 1 and 50),
  country text check (country ~ '^[A-Z]{2}$'),
  dob date,
  provider text not null default 'local' check (provider in ('local', 'google', 'discord')),
  password_hash text,
  photo text,
  earnings_private boolean not null default false,
  affiliate_code text not null unique,
  referred_by uuid references users (id),
  role text not null default 'player' check (role in ('player', 'admin')),
  email_verified_at timestamptz,
  xp_total bigint not null default 0 check (xp_total >= 0),
  utm_session text,
  created_at timestamptz not null default now(),
  check (provider <> 'local' or password_hash is not null)
);
create unique index users_email_lower_key on users (lower(email));
create index users_referred_by_idx on users (referred_by);

create table identity_links (
  provider text not null check (provider in ('google', 'discord')),
  provider_user_id text not null,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, provider_user_id)
);
create index identity_links_user_idx on identity_links (user_id);

-- Counters shown on profiles and public profiles, kept up to date by the challenge payout (a later
-- issue) in the same transaction that pays prizes; demo data fills them.
create table user_stats (
  user_id uuid primary key references users (id) on delete cascade,
  total_challenges integer not null default 0 check (total_challenges >= 0),
  won_challenges integer not null default 0 check (won_challenges >= 0),
  lost_challenges integer not null default 0 check (lost_challenges >= 0),
  total_earnings_cents bigint not null default 0 check (total_earnings_cents >= 0)
);
