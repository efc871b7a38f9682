-- Overtaken on a leaderboard (issue 33, docs/decisions/0071-overtaken-notifications.md): an inbox entry, and
-- a push when the player's "overtaken" switch is on, when a participant of a running challenge who held a
-- prize place is passed by another participant whose counted match moved them ahead. It is a challenge kind
-- (a challenge, no subject) made by the statement that scores the match (matches/score-participant.ts),
-- once per player and challenge by the unique (user_id, challenge_id, kind) of 0027. Its payload is
-- {rank}: the player's place right after they were passed; who passed them is not stored. It is written
-- as already mailed (emailed_at = created_at): a rank change in a running challenge is pushed and kept in
-- the inbox, never mailed.
alter table notifications drop constraint notifications_kind_check;
alter table notifications add constraint notifications_kind_check check (
  kind in (
    'challenge_started', 'challenge_ending', 'challenge_result', 'challenge_voided', 'challenge_overtaken',
    'passport_verified', 'passport_rejected', 'payout_paid', 'payout_failed'
  )
);
alter table notifications drop constraint notifications_subject_check;
alter table notifications add constraint notifications_subject_check check (
  case
    when kind in ('challenge_started', 'challenge_ending', 'challenge_result', 'challenge_voided',
                  'challenge_overtaken')
      then challenge_id is not null and subject_id is null
    else challenge_id is null and subject_id is not null
  end
);
