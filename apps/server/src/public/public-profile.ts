// A player's public profile (spec §2 /public-profile/:userId). When the owner chose earnings
// privacy, the amount is left out of the response itself, not just hidden by the page (spec §6).
import { usdFromCents, type PublicProfile } from '@arena/contract';
import { levelInfo } from '@arena/domain';
import type { Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { readPlayerStats, winRatePercent } from '../users/player-stats-repository';
import { findUserById } from '../users/user-repository';
import { toIsoString } from '../users/user-view';
import { readLeaderboardPosition } from './leaderboard-repository';

export async function findPublicProfile(db: Queryable, userId: string): Promise<PublicProfile | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const stats = await readPlayerStats(db, user.id);
  const profile: PublicProfile = {
    id: user.id,
    name: user.name,
    photo: user.photo,
    memberSince: toIsoString(user.created_at),
    leaderboardPosition: await readLeaderboardPosition(db, user.id),
    wins: stats.wonChallenges,
    losses: stats.lostChallenges,
    totalChallenges: stats.totalChallenges,
    winRate: winRatePercent(stats),
    levelInfo: levelInfo(toSafeInteger(user.xp_total, 'xp_total')),
    earningsPrivate: user.earnings_private,
  };
  // Cents inside, the spec's USD at the edge (decision 0022).
  if (!user.earnings_private) profile.totalEarningsUSD = usdFromCents(stats.totalEarningsUsdCents);
  return profile;
}
