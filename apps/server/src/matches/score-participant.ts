// Scoring a participant (issue 5) and the "overtaken" entries it causes (issue 33,
// docs/decisions/0071-overtaken-notifications.md), in one statement inside the ingest's transaction.
//
// The participant's score, bonus_score and games_played are set from their counted matches. Every other
// CTE of the statement reads the leaderboard as it was before that update (one snapshot), so the statement
// knows each participant's rank before and after the mover's new totals without a loop: a participant
// who held a prize place (rank ≤ the challenge's number of challenge_prizes) and was ahead of the mover,
// and is behind them now, gets a `challenge_overtaken` entry with their new rank. Ranks are the
// leaderboard's order (score + bonus_score desc, games_played, created_at, user_id) over the participants
// who are not excluded: an excluded player neither gets an entry nor causes one (the ingest never scores
// them). `on conflict (user_id, challenge_id, kind) do nothing`: one entry per player and challenge. The
// entry is written as mailed (overtaken is pushed and kept in the inbox, never mailed) and names nobody.
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export interface ScoredParticipant {
  score: number;
  bonusScore: number;
  gamesPlayed: number;
  /** How many players this scoring passed out of (or within) the prize places and told so, for the first time. */
  overtaken: number;
}

const scoreSql = `
  with board_before as (
    select user_id, score + bonus_score as total, games_played, created_at,
           row_number() over (order by score + bonus_score desc, games_played, created_at, user_id) as rank
      from challenge_participants
     where challenge_id = $1 and not excluded
  ), scored as (
    update challenge_participants cp
       set score = t.score, bonus_score = t.bonus_score, games_played = t.games_played
      from (select coalesce(sum(points), 0) as score, coalesce(sum(bonus), 0) as bonus_score,
                   count(*)::integer as games_played
              from challenge_matches where challenge_id = $1 and user_id = $2) t
     where cp.challenge_id = $1 and cp.user_id = $2
    returning cp.user_id, cp.score, cp.bonus_score, cp.games_played, cp.created_at, cp.excluded
  ), board_after as (
    select user_id,
           row_number() over (order by total desc, games_played, created_at, user_id) as rank
      from (select user_id, total, games_played, created_at from board_before where user_id <> $2
            union all
            select user_id, score + bonus_score, games_played, created_at from scored where not excluded) board
  ), prize_places as (
    select count(*) as places from challenge_prizes where challenge_id = $1
  ), overtaken as (
    insert into notifications (user_id, challenge_id, kind, payload, created_at, emailed_at)
    select held.user_id, $1, 'challenge_overtaken', jsonb_build_object('rank', now_at.rank), $3, $3
      from board_before held
      join board_after now_at on now_at.user_id = held.user_id
      join board_before mover_was on mover_was.user_id = $2
      join board_after mover_is on mover_is.user_id = $2
      cross join prize_places
     where held.user_id <> $2
       and held.rank <= prize_places.places
       and mover_was.rank > held.rank
       and mover_is.rank < now_at.rank
    on conflict (user_id, challenge_id, kind) do nothing
    returning 1
  )
  select score, bonus_score, games_played, (select count(*)::integer from overtaken) as overtaken from scored`;

/**
 * Sets the participant's totals from their counted matches and writes the `challenge_overtaken` entries of
 * the prize-place holders this passed (once each per challenge). Call it in the transaction that counted
 * the matches, with the participant's row locked.
 */
export async function scoreParticipant(
  tx: Queryable,
  challengeId: string,
  userId: string,
  now: Date,
): Promise<ScoredParticipant> {
  const { rows } = await tx.query<{
    score: unknown;
    bonus_score: unknown;
    games_played: unknown;
    overtaken: number;
  }>(scoreSql, [challengeId, userId, now]);
  const row = rows[0];
  return {
    score: toSafeInteger(row?.score ?? 0, 'score'),
    bonusScore: toSafeInteger(row?.bonus_score ?? 0, 'bonus_score'),
    gamesPlayed: toSafeInteger(row?.games_played ?? 0, 'games_played'),
    overtaken: row?.overtaken ?? 0,
  };
}
