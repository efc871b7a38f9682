-- Matches added on demand to the sandbox match source (POST /sandbox/matches), kept in the
-- database so that every server instance on one PostgreSQL sees them (issue 14,
-- docs/decisions/0026-several-instances.md): a match added through instance A is scored by the
-- poll of instance B. The generated hourly matches are derived from the clock and need no row.
create table sandbox_matches (
  id bigserial primary key,
  -- provider:externalId:gameId, the account's history the match belongs to
  account_key text not null,
  -- the NormalisedMatch as the source returns it (matchKey, gameId, startedAt, stats)
  match jsonb not null,
  started_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index sandbox_matches_account_idx on sandbox_matches (account_key, started_at);
