-- Sign-in history and sessions (issue 30, docs/decisions/0049-sign-in-history-and-sessions.md).
-- A session is one refresh-credential family (refresh_credentials.family_id): started by a sign-in,
-- kept alive by refreshes, ended by sign-out or revocation. Its row says what a player sees in
-- Profile → Security (device, browser, address, last seen). Every sign-in, refresh and sign-out is
-- also an event, the history the fair-play signals read (shared device, shared address). Addresses are
-- the client as seen behind TRUST_PROXY. Both are kept SIGNIN_RETENTION_DAYS (default 180), then purged
-- by a job; erasing an account clears its addresses, user agents and device ids.
create table sessions (
  id uuid primary key,
  user_id uuid not null references users (id) on delete cascade,
  -- How the session began: password, google, discord, riot, registration, verification, mfa …
  method text not null,
  device_id text,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index sessions_user_idx on sessions (user_id, last_seen_at desc);

create table sign_in_events (
  id bigint generated always as identity primary key,
  user_id uuid not null references users (id) on delete cascade,
  session_id uuid,
  kind text not null check (kind in ('sign_in', 'refresh', 'sign_out')),
  method text not null,
  device_id text,
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index sign_in_events_user_idx on sign_in_events (user_id, created_at desc);
create index sign_in_events_device_idx on sign_in_events (device_id, created_at) where device_id is not null;
create index sign_in_events_ip_idx on sign_in_events (ip, created_at) where ip is not null;
create index sign_in_events_created_idx on sign_in_events (created_at);
