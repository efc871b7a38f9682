-- Account notifications (issue 34 row 9, docs/decisions/0047-account-notifications.md): an inbox entry,
-- and an email unless the player turned mail off, when an operator (or the sandbox check) verifies or
-- rejects their passport, and when a withdrawal is paid or fails and is refunded. These entries are about
-- no challenge: challenge_id is null and subject_id names what they are about (the passport upload's id,
-- the withdrawal's id).
--
-- Each is made once per kind and subject: the unique index on (kind, subject_id) is the arbiter of
-- `insert … on conflict (kind, subject_id) do nothing`, so two instances, a redelivered provider
-- notification or reconciliation settling the same payout add nothing. Challenge entries keep their own
-- key, unique (user_id, challenge_id, kind) from 0027. Neither key can stand in for the other: both
-- contain a column that is null on the other family's rows, and a unique index never takes two nulls for
-- equal (PostgreSQL's default, NULLS DISTINCT, and PGlite's), so each family is deduplicated by its own
-- key only, and the check below makes sure every row has the column its key needs.
alter table notifications alter column challenge_id drop not null;
alter table notifications add column subject_id uuid;

alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (
  kind in (
    'challenge_started', 'challenge_ending', 'challenge_result', 'challenge_voided',
    'passport_verified', 'passport_rejected', 'payout_paid', 'payout_failed'
  )
);
-- A challenge entry names its challenge and no subject; an account entry its subject and no challenge.
alter table notifications add constraint notifications_subject_check check (
  case
    when kind in ('challenge_started', 'challenge_ending', 'challenge_result', 'challenge_voided')
      then challenge_id is not null and subject_id is null
    else challenge_id is null and subject_id is not null
  end
);
-- passport_rejected: {reason} (null when none was recorded); payout_paid and payout_failed:
-- {withdrawalId, crystals}.
create unique index notifications_subject_key on notifications (kind, subject_id);
