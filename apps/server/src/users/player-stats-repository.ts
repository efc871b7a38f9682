// The profile counters (spec §3 User profile stats): user_stats (migration 0002) keeps what finished
// challenges settled (the lifecycle adds to it once per challenge, decision 0012; the demo seed fills
// it); a challenge still running counts as played as soon as one of the player's matches counted in it
// (issue 34: "Challenges played 0" while a counted match stood on a running challenge's leaderboard).
// A player without a row and no counted match has taken part in nothing yet.
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export interface PlayerStats {
  /** Challenges played: every finished one taken part in, and every unfinished one with a counted match. */
  totalChallenges: number;
  /** Finished challenges taken part in (won + lost): what the win rate is over. */
  finishedChallenges: number;
  wonChallenges: number;
  lostChallenges: number;
  totalEarningsUsdCents: number;
}

export async function readPlayerStats(db: Queryable, userId: string): Promise<PlayerStats> {
  // Unfinished: not yet settled by the lifecycle (finished_at null) and not voided (status 3); an
  // excluded player's matches never count for them (finishing gives them no stats either).
  const { rows } = await db.query<Record<string, unknown>>(
    `select s.total_challenges, s.won_challenges, s.lost_challenges, s.total_earnings_cents,
            (select count(*)
               from challenge_participants cp
               join challenges c on c.id = cp.challenge_id
              where cp.user_id = $1 and cp.games_played > 0 and not cp.excluded
                and c.finished_at is null and c.status <> 3) as in_play
       from (select 1) one
       left join user_stats s on s.user_id = $1`,
    [userId],
  );
  const row = rows[0] ?? {};
  const count = (value: unknown, name: string) => (value == null ? 0 : toSafeInteger(value, name));
  const finished = count(row.total_challenges, 'total_challenges');
  return {
    totalChallenges: finished + count(row.in_play, 'in_play'),
    finishedChallenges: finished,
    wonChallenges: count(row.won_challenges, 'won_challenges'),
    lostChallenges: count(row.lost_challenges, 'lost_challenges'),
    totalEarningsUsdCents: count(row.total_earnings_cents, 'total_earnings_cents'),
  };
}

/** Wins as a percentage of the finished challenges taken part in, 0-100 with one decimal; 0 before the first. */
export function winRatePercent(stats: Pick<PlayerStats, 'wonChallenges' | 'finishedChallenges'>): number {
  if (stats.finishedChallenges <= 0) return 0;
  return Math.round((stats.wonChallenges * 1000) / stats.finishedChallenges) / 10;
}
