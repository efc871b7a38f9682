-- Request rate limits shared by every server instance on one PostgreSQL (http/rate-limit-store.ts):
-- one row per limit and client (`register:203.0.113.7`, `passwordChange:user-uuid`), counting hits
-- in a fixed window that ends at expires_at. PGlite (one process) counts in memory instead.
create table rate_limit_counters (
  key text primary key,
  hits integer not null check (hits > 0),
  expires_at timestamptz not null
);
create index rate_limit_counters_expires_idx on rate_limit_counters (expires_at);

-- Login throttling (auth/login-throttle.ts) counts failures per (account, address) pair as well as
-- per account and per address.
create index login_failures_pair_idx on login_failures (email_key, ip, failed_at);
