/** spec §1, §9: the highest level. */
export const maxLevel = 100;

/** XP from level 1 to 2; each later level costs `xpStepIncrease` more (docs/decisions/0003). */
export const xpForFirstLevelUp = 100;
export const xpStepIncrease = 10;

/** XP needed to go from `level` to `level + 1`: 100, 110, 120, … 1,080 (99 → 100). 0 at the max. */
export function xpForLevelUp(level: number): number {
  if (level >= maxLevel) return 0;
  return xpForFirstLevelUp + xpStepIncrease * (Math.max(1, level) - 1);
}

/**
 * Total XP at which a level starts: 100·(L−1) + 5·(L−1)·(L−2). Level 1 starts at 0, level 2 at 100,
 * level 100 at 58,410. Levels are clamped into 1-100.
 */
export function totalXpForLevel(level: number): number {
  const steps = Math.min(maxLevel, Math.max(1, Math.floor(level))) - 1;
  return xpForFirstLevelUp * steps + (xpStepIncrease * steps * (steps - 1)) / 2;
}

/** The level that a total of XP reaches (at most 100). Negative or fractional XP counts as its floor ≥ 0. */
export function levelForXp(totalXp: number): number {
  const xp = Number.isFinite(totalXp) ? Math.max(0, Math.floor(totalXp)) : 0;
  let level = 1;
  while (level < maxLevel && totalXpForLevel(level + 1) <= xp) level += 1;
  return level;
}
