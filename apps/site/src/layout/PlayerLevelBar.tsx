import type { LevelInfo } from '@arena/contract';
import { formatCount, maxLevel, tierMessageKeys } from '@arena/domain';
import type { TierName } from '@arena/domain';
import { LevelBar, tierToneFor } from '@arena/ui';
import type { LevelBarProps } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

function isTierName(name: string): name is TierName {
  return Object.hasOwn(tierMessageKeys, name);
}

/** A tier by name as a badge: its translated name (text, not colour alone) and its colour; none for an unknown name. */
export function tierBadge(
  t: TFunction,
  name: string | undefined,
): { label: string; tone: LevelBarProps['tierTone'] } | undefined {
  return name !== undefined && isTierName(name)
    ? { label: t(tierMessageKeys[name]), tone: tierToneFor(name) }
    : undefined;
}

/** spec §3 levelInfo as the level bar's data: translated tier and level, 'max level' and a full bar at 100. */
export function levelBarProps(t: TFunction, levelInfo: LevelInfo): Omit<LevelBarProps, 'compact'> {
  const tier = isTierName(levelInfo.currentTier.name) ? levelInfo.currentTier.name : 'Rookie';
  return {
    level: levelInfo.currentLevel,
    levelLabel: t('profile.level', { level: levelInfo.currentLevel }),
    tierLabel: t(tierMessageKeys[tier]),
    tierTone: tierToneFor(tier),
    progressPercentage: levelInfo.progressPercentage,
    maxLevel,
    maxLevelLabel: t('level.maxLevel'),
    xp: {
      current: levelInfo.experiencePoints - levelInfo.experienceForCurrentLevel,
      needed: levelInfo.experienceForNextLevel - levelInfo.experienceForCurrentLevel,
    },
    formatXp: (current, needed) =>
      t('profile.xp', { current: formatCount(current), needed: formatCount(needed) }),
  };
}

/** spec §3 levelInfo drawn as a level bar with the translated tier; 'max level' and a full bar at 100. */
export function PlayerLevelBar({ levelInfo, compact = false }: { levelInfo: LevelInfo; compact?: boolean }) {
  const { t } = useTranslation();
  return <LevelBar {...levelBarProps(t, levelInfo)} compact={compact} />;
}
