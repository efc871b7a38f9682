// The public leaderboard (docs/decisions/0008-public-leaderboard.md): players ranked by total prize
// earnings, then XP, then earlier sign-up (then id, so ties never shuffle). Admins are not ranked.
// One ranking serves the list and every profile's position, so the two always agree.
import { levelInfo } from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

const rankedPlayers = `
  ranked as (
    select u.id, u.name, u.photo, u.xp_total,
           row_number() over (
             order by coalesce(s.total_earnings_cents, 0) desc, u.xp_total desc, u.created_at asc, u.id asc
           ) as rank
      from users u
      left join user_stats s on s.user_id = u.id
     where u.role = 'player'
  )`;

export interface LeaderboardRow {
  id: string;
  rank: number;
  name: string;
  photo: string | null;
  /** levelInfo.currentTier name, for the podium's tier badge (issue 34). */
  tier: string;
}

export async function readLeaderboard(db: Queryable, limit: number): Promise<LeaderboardRow[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `with ${rankedPlayers} select id, rank, name, photo, xp_total from ranked order by rank limit $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: String(row.id),
    rank: toSafeInteger(row.rank, 'rank'),
    name: String(row.name),
    photo: typeof row.photo === 'string' ? row.photo : null,
    tier: levelInfo(toSafeInteger(row.xp_total, 'xp_total')).currentTier.name,
  }));
}

/** 1-based place on the leaderboard, or null for someone who is not ranked (an admin). */
export async function readLeaderboardPosition(db: Queryable, userId: string): Promise<number | null> {
  const { rows } = await db.query<Record<string, unknown>>(
    `with ${rankedPlayers} select rank from ranked where id = $1`,
    [userId],
  );
  return rows[0] ? toSafeInteger(rows[0].rank, 'rank') : null;
}
