-- Sessions and sign-in (docs/decisions/0007). Every secret handed to a browser or a mailbox (refresh
-- credential, verification token) is stored only as its SHA-256 hash, so a database leak yields
-- nothing usable. Everything lives here rather than in process memory so many instances can serve
-- one PostgreSQL (ARCHITECTURE.md Scale-out path).

-- Devices (spec §3 Device id): ids handed out by POST /api/devices/generate.
create table devices (
  id uuid primary key,
  created_at timestamptz not null default now()
);

-- Refresh credentials, rotated on every use. All credentials descending from one login share a
-- family; presenting one that was already replaced revokes the whole family (reuse detection).
create table refresh_credentials (
  id uuid primary key,
  token_hash text not null unique,
  user_id uuid not null references users (id) on delete cascade,
  family_id uuid not null,
  replaced_by uuid references refresh_credentials (id),
  revoked_at timestamptz,
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  -- As sent by the browser (X-Device-ID): a generated id or a temp- fallback, so no foreign key.
  device_id text
);
create index refresh_credentials_family_idx on refresh_credentials (family_id);
create index refresh_credentials_user_idx on refresh_credentials (user_id);

create table email_verification_tokens (
  token_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);
create index email_verification_tokens_user_idx on email_verification_tokens (user_id, created_at);

-- Tracking visits (spec §2 Tracking routes): /utm/referral and /utm/record.
create table utm_visits (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('referral', 'record')),
  session_id text,
  affiliate_code text,
  query jsonb not null default '{}',
  ip text,
  user_agent text,
  created_at timestamptz not null default now()
);
create index utm_visits_created_idx on utm_visits (created_at);
create index utm_visits_affiliate_idx on utm_visits (affiliate_code) where affiliate_code is not null;

-- Failed logins, counted per account (normalised email) and per client address over a sliding
-- window, in the database so the limit holds across instances.
create table login_failures (
  id bigint generated always as identity primary key,
  email_key text not null,
  ip text not null,
  failed_at timestamptz not null default now()
);
create index login_failures_email_idx on login_failures (email_key, failed_at);
create index login_failures_ip_idx on login_failures (ip, failed_at);

-- Third-party sign-in in flight: state (single use) with its PKCE verifier, for 10 minutes.
create table oauth_states (
  state text primary key,
  provider text not null check (provider in ('google', 'discord')),
  code_verifier text not null,
  utm_session text,
  device_id text,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index oauth_states_expires_idx on oauth_states (expires_at);

-- Sandbox providers (MAIL_MODE / IDENTITY_MODE = sandbox): the outbox at /sandbox/mail and the
-- authorization codes of the sandbox consent page. Empty in live mode.
create table sandbox_mail (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  created_at timestamptz not null default now()
);
create index sandbox_mail_to_idx on sandbox_mail (lower(to_address), id);

create table sandbox_oauth_codes (
  code text primary key,
  provider text not null,
  redirect_uri text not null,
  code_challenge text not null,
  subject text not null,
  email text,
  name text,
  email_verified boolean not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
