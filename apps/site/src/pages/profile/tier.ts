import type { LevelInfo } from '@arena/contract';
import { isTierName, type TierName } from '@arena/domain';

/**
 * spec §3 levelInfo.currentTier for the profile header's TierBadge (issue 34: the same badge as the
 * leaderboards'): its name, Rookie when the server sends a name that is not a tier.
 */
export function currentTierName(levelInfo: LevelInfo): TierName {
  const name = levelInfo.currentTier.name;
  return isTierName(name) ? name : 'Rookie';
}
