import { tierForLevel, type Tier } from './tiers';
import { levelForXp, maxLevel, totalXpForLevel } from './xp-curve';

/** spec §3 levelInfo, field for field. XP figures are totals except experienceToNextLevel. */
export interface LevelInfo {
  readonly currentLevel: number;
  readonly currentTier: Tier;
  /** All XP earned. */
  readonly experiencePoints: number;
  /** Total XP at which the current level started. */
  readonly experienceForCurrentLevel: number;
  /** Total XP at which the next level starts (at the max level: the same as the current level's). */
  readonly experienceForNextLevel: number;
  /** XP still missing for the next level (0 at the max level). */
  readonly experienceToNextLevel: number;
  /** Whole percent of the way through the current level, rounded down; 100 at the max level. */
  readonly progressPercentage: number;
}

export function levelInfo(totalXp: number): LevelInfo {
  const experiencePoints = Number.isFinite(totalXp) ? Math.max(0, Math.floor(totalXp)) : 0;
  const currentLevel = levelForXp(experiencePoints);
  const currentTier = tierForLevel(currentLevel);
  const experienceForCurrentLevel = totalXpForLevel(currentLevel);
  if (currentLevel >= maxLevel) {
    return {
      currentLevel,
      currentTier,
      experiencePoints,
      experienceForCurrentLevel,
      experienceForNextLevel: experienceForCurrentLevel,
      experienceToNextLevel: 0,
      progressPercentage: 100,
    };
  }
  const experienceForNextLevel = totalXpForLevel(currentLevel + 1);
  const span = experienceForNextLevel - experienceForCurrentLevel;
  return {
    currentLevel,
    currentTier,
    experiencePoints,
    experienceForCurrentLevel,
    experienceForNextLevel,
    experienceToNextLevel: experienceForNextLevel - experiencePoints,
    progressPercentage: Math.floor(((experiencePoints - experienceForCurrentLevel) * 100) / span),
  };
}

/** spec §4: at level 100 the bar reads 'max level' and is full. */
export function isMaxLevel(info: Pick<LevelInfo, 'currentLevel'>): boolean {
  return info.currentLevel >= maxLevel;
}
