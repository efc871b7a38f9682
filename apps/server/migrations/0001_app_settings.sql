-- The skeleton's only table: small key/value settings owned by the server (e.g. the demo seed
-- marker). `schema_migrations` itself is created by the migration runner (src/db/migrate.ts),
-- which needs it before it can read which migrations ran. Later migrations add users, the ledger...
create table app_settings (
  key text primary key,
  value jsonb not null,
  updated_at timestamptz not null default now()
);
