-- Automatic void and refund (issue 16, docs/decisions/0029-void-and-refund.md). A voided challenge is
-- status 3 (decision 0021) with why: an operator's cancel, too few players at its start, or the match
-- provider unreachable for more than a quarter of its window. Every entry fee is refunded once (key
-- refund:<challengeId>:<userId>).
alter table challenges
  add column void_reason text check (void_reason in ('too_few_players', 'provider_unreachable', 'operator_cancel')),
  -- Fewer registered players than this at the start voids the challenge (defaultMinimumParticipants).
  add column min_players integer not null default 2 check (min_players >= 1),
  -- What the match polls recorded: when the provider was last checked for this challenge, and for how long
  -- (in milliseconds) it was unreachable (every participant's request failed) while the challenge ran.
  add column provider_checked_at timestamptz,
  add column provider_unreachable_ms bigint not null default 0 check (provider_unreachable_ms >= 0);

update challenges set void_reason = 'operator_cancel' where status = 3;
alter table challenges add constraint challenges_voided_check check ((status = 3) = (void_reason is not null));

-- The list shows challenges the lifecycle voided among the finished ones, newest end first.
create index challenges_closed_recent_idx on challenges (end_time desc, id desc)
  where status = 2 or void_reason in ('too_few_players', 'provider_unreachable');
create index challenges_game_closed_recent_idx on challenges (game_id, end_time desc, id desc)
  where status = 2 or void_reason in ('too_few_players', 'provider_unreachable');
