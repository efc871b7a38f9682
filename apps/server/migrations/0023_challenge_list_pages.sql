-- Issue 15: the challenge list pages its finished challenges, newest first (challenge-repository.ts
-- listChallenges): the most recent page, then (end_time, id) below a cursor. Finished challenges pile
-- up; upcoming and current ones stay few and use challenges_status_start_idx.
create index challenges_finished_recent_idx on challenges (end_time desc, id desc) where status = 2;
create index challenges_game_finished_recent_idx on challenges (game_id, end_time desc, id desc) where status = 2;
