// The profile counters of user_stats (migration 0002): kept by the challenge payout (a later issue),
// filled by the demo seed. A player without a row has taken part in nothing yet.
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';

export interface PlayerStats {
  totalChallenges: number;
  wonChallenges: number;
  lostChallenges: number;
  totalEarningsUsdCents: number;
}

export async function readPlayerStats(db: Queryable, userId: string): Promise<PlayerStats> {
  const { rows } = await db.query<Record<string, unknown>>(
    `select total_challenges, won_challenges, lost_challenges, total_earnings_cents
       from user_stats where user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return { totalChallenges: 0, wonChallenges: 0, lostChallenges: 0, totalEarningsUsdCents: 0 };
  return {
    totalChallenges: toSafeInteger(row.total_challenges, 'total_challenges'),
    wonChallenges: toSafeInteger(row.won_challenges, 'won_challenges'),
    lostChallenges: toSafeInteger(row.lost_challenges, 'lost_challenges'),
    totalEarningsUsdCents: toSafeInteger(row.total_earnings_cents, 'total_earnings_cents'),
  };
}

/** Wins as a percentage of challenges taken part in, 0-100 with one decimal; 0 before the first. */
export function winRatePercent(stats: Pick<PlayerStats, 'wonChallenges' | 'totalChallenges'>): number {
  if (stats.totalChallenges <= 0) return 0;
  return Math.round((stats.wonChallenges * 1000) / stats.totalChallenges) / 10;
}
