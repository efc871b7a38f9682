-- Passport verification (issue 10, docs/decisions/0017-passport-verification.md). Each upload is one
-- row; the file itself is stored encrypted (AES-256-GCM) under the storage's private prefix and
-- deleted by the retention job some days after the decision, while the row (the decision) stays.
-- A player has at most one upload that is not rejected: a new upload is allowed only when there is
-- none yet or the latest was rejected, and the partial unique index holds that under concurrency.
create table passport_verifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  status text not null check (status in ('pending', 'manual_review', 'verified', 'rejected')),
  provider text not null check (provider in ('live', 'sandbox')),
  storage_key text not null,
  content_type text not null,
  size_bytes integer not null check (size_bytes >= 0),
  encryption_key_id text not null,
  rejection_reason text,
  decided_at timestamptz,
  decided_by uuid references users (id),
  uploaded_at timestamptz not null default now(),
  file_deleted_at timestamptz,
  check ((status in ('verified', 'rejected')) = (decided_at is not null)),
  check (status <> 'rejected' or rejection_reason is not null)
);
create unique index passport_verifications_one_open_key on passport_verifications (user_id)
  where status <> 'rejected';
create index passport_verifications_user_idx on passport_verifications (user_id, uploaded_at desc);
create index passport_verifications_status_idx on passport_verifications (status, uploaded_at);
create index passport_verifications_retention_idx on passport_verifications (decided_at)
  where file_deleted_at is null and decided_at is not null;

-- What operators did (passport decisions, payout decisions …): append-only, written in the same
-- transaction as the change it records (apps/server/src/operators/audit-log.ts). Nothing updates or
-- deletes these rows; the trigger below refuses it.
create table operator_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid references users (id),
  action text not null,
  target_type text not null,
  target_id text not null,
  before jsonb,
  after jsonb,
  created_at timestamptz not null default now()
);
create index operator_audit_log_target_idx on operator_audit_log (target_type, target_id, id);
create index operator_audit_log_actor_idx on operator_audit_log (actor_id, id);

create function operator_audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'operator_audit_log is append-only';
end;
$$;
create trigger operator_audit_log_append_only before update or delete on operator_audit_log
  for each row execute function operator_audit_log_append_only();
