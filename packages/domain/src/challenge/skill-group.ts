/** spec §3: min_skill_level runs 1-18; spec §9: it maps to six border colours, three levels each. */
export const minSkillLevel = 1;
export const maxSkillLevel = 18;
export const skillLevelsPerGroup = 3;

export type SkillGroup = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The group of a skill level: 1-3 → 1, 4-6 → 2, … 16-18 → 6. Out-of-range or fractional levels are
 * rounded and clamped into 1-18 (0 → 1, 19 → 6, NaN → 1), so a bad value from an operator still
 * draws a card instead of breaking it.
 */
export function skillGroup(level: number): SkillGroup {
  const rounded = Number.isFinite(level) ? Math.round(level) : minSkillLevel;
  const clamped = Math.min(maxSkillLevel, Math.max(minSkillLevel, rounded));
  return Math.ceil(clamped / skillLevelsPerGroup) as SkillGroup;
}

/** Border colours per skill group (fixed: the UI theme uses the same values as `skill1..6`). */
export const skillGroupColours: Readonly<Record<SkillGroup, string>> = {
  1: '#4ADE80',
  2: '#22D3EE',
  3: '#60A5FA',
  4: '#A78BFA',
  5: '#F59E0B',
  6: '#F43F5E',
};
