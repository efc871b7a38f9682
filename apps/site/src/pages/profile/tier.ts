import type { LevelInfo } from '@arena/contract';
import { tierMessageKeys, type TierName } from '@arena/domain';
import { tierToneFor } from '@arena/ui';
import type { TFunction } from 'i18next';

function isTierName(name: string): name is TierName {
  return Object.hasOwn(tierMessageKeys, name);
}

/** spec §3 levelInfo.currentTier as the profile header's badge: the translated name and its colour. */
export function tierBadge(t: TFunction, levelInfo: LevelInfo) {
  const tier = isTierName(levelInfo.currentTier.name) ? levelInfo.currentTier.name : 'Rookie';
  return { label: t(tierMessageKeys[tier]), tone: tierToneFor(tier) };
}
