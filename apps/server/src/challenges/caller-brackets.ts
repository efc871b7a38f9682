// The caller's skill bracket per game, as enrolment would compute it now (decision 0028): the stored
// provider rank of their live account for the game, else recent counted matches, else a new player's.
// The challenge list and page carry it for a signed-in caller (issue 34), so a challenge of another
// bracket says so before Join instead of refusing after the confirmation.
import { providerRankFrom, skillLevelFor, type SkillBracket } from '@arena/domain';
import type { Queryable } from '../db/database';
import { recentPointsSql } from './enrolment';

/**
 * `gameId → bracket` for the games among `gameIds` where the caller has a live linked account; a game
 * without one is absent (enrolment asks to link it first, and linking may bring a rank). One read.
 */
export async function callerBrackets(
  db: Queryable,
  userId: string,
  /** The games to answer for; `null`: every game. */
  gameIds: readonly string[] | null,
): Promise<Map<string, SkillBracket>> {
  const games = gameIds === null ? null : [...new Set(gameIds)];
  if (games?.length === 0) return new Map();
  const { rows } = await db.query<{ game_id: string; details: unknown; recent_points: unknown[] | null }>(
    `select g.id as game_id, a.details, ${recentPointsSql('$1', 'g.id')} as recent_points
       from games g
       join game_accounts a on a.user_id = $1 and a.provider = g.account_provider and a.unlinked_at is null
      where $2::text[] is null or g.id = any($2::text[])`,
    [userId, games],
  );
  return new Map(
    rows.map((row) => [
      row.game_id,
      skillLevelFor({
        gameId: row.game_id,
        rank: providerRankFrom(row.game_id, row.details),
        recentPoints: (row.recent_points ?? []).map(Number),
      }).bracket,
    ]),
  );
}
