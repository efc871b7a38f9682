-- The scoring breakdown (issue 16, docs/decisions/0032-scoring-breakdown.md): what ingestion decided about
-- every match a source reported for a participant, so the breakdown is read from stored facts. Counted
-- matches stay in challenge_matches; each refused one is kept here with its reason (the first refusal of a
-- key is final, as counting is) and the points and bonus decision 0013's formula gives it.
create table challenge_match_refusals (
  challenge_id uuid not null,
  user_id uuid not null,
  match_key text not null,
  started_at timestamptz,
  reason text not null check (
    reason in ('before_enrolment', 'outside_window', 'beyond_game_limit', 'unsupported_mode', 'already_counted')
  ),
  points bigint not null default 0 check (points >= 0),
  bonus bigint not null default 0 check (bonus >= 0),
  details jsonb not null default '{}'::jsonb,
  decided_at timestamptz not null default now(),
  primary key (challenge_id, user_id, match_key),
  foreign key (challenge_id, user_id) references challenge_participants (challenge_id, user_id) on delete cascade
);

-- The tracking status of a participant's linked account: the last check (every attempt that asked the
-- provider), the last success, and the last failure with its plain-words code (trackingErrorCode).
create table challenge_match_tracking (
  challenge_id uuid not null,
  user_id uuid not null,
  checked_at timestamptz not null,
  succeeded_at timestamptz,
  failed_at timestamptz,
  error_code text check (
    error_code in ('rate_limited', 'account_not_found', 'access_refused', 'provider_unavailable', 'setup_missing')
  ),
  primary key (challenge_id, user_id),
  foreign key (challenge_id, user_id) references challenge_participants (challenge_id, user_id) on delete cascade
);
