import type { LevelInfo } from '@arena/contract';
import { maxLevel, tierMessageKeys } from '@arena/domain';
import type { TierName } from '@arena/domain';
import { LevelBar, tierToneFor } from '@arena/ui';
import type { LevelBarProps } from '@arena/ui';
import type { TFunction } from 'i18next';

function isTierName(name: string): name is TierName {
  return Object.hasOwn(tierMessageKeys, name);
}

/** A tier by name as a badge: its translated name (text, not colour alone) and its colour; none for an unknown name. */
export function tierBadge(
  t: TFunction,
  name: string | undefined,
): { label: string; tone: ReturnType<typeof tierToneFor> } | undefined {
  return name !== undefined && isTierName(name)
    ? { label: t(tierMessageKeys[name]), tone: tierToneFor(name) }
    : undefined;
}

/** spec §3 levelInfo as the level bar's data (the bar says its words itself, issue 32). */
export function levelBarProps(levelInfo: LevelInfo): Omit<LevelBarProps, 'compact'> {
  return {
    level: levelInfo.currentLevel,
    tier: levelInfo.currentTier.name,
    progressPercentage: levelInfo.progressPercentage,
    maxLevel,
    xp: {
      current: levelInfo.experiencePoints - levelInfo.experienceForCurrentLevel,
      needed: levelInfo.experienceForNextLevel - levelInfo.experienceForCurrentLevel,
    },
  };
}

/** spec §3 levelInfo drawn as a level bar with the translated tier; 'max level' and a full bar at 100. */
export function PlayerLevelBar({ levelInfo, compact = false }: { levelInfo: LevelInfo; compact?: boolean }) {
  return <LevelBar {...levelBarProps(levelInfo)} compact={compact} />;
}
