// Who sits in which demo challenge (issue 34, row 14). A leaderboard row shows the player's XP tier
// (decision 0003), whose names (Bronze, Silver … Diamond, Master) read like a game's ranks, beside the
// challenge's skill bracket (decision 0028). Roster players have no linked accounts, so the seed states
// their bracket: it follows their Arena level. The 100 levels are cut into six equal shares, one per bracket
// (1: levels 1-16, 2: 17-33 … 6: 84-100), and a bracket goes with the tiers whose levels overlap its share:
// bracket 1 with Rookie and Bronze, bracket 2 with Bronze and Silver, … bracket 6 with Master and Legend.
// A Master never sits in a beginners' challenge.
import {
  levelForXp,
  maxLevel,
  skillBrackets,
  tierForLevel,
  tiers,
  type SkillBracket,
  type TierName,
} from '@arena/domain';

/** The Arena levels a bracket stands for: 1 → 1-16, 2 → 17-33, … 6 → 84-100. */
export function bracketShareOfLevels(bracket: SkillBracket): { from: number; to: number } {
  const shares = skillBrackets.length;
  return {
    from: Math.floor(((bracket - 1) * maxLevel) / shares) + 1,
    to: Math.floor((bracket * maxLevel) / shares),
  };
}

/** The XP tiers that go with a bracket: those whose levels overlap the bracket's share. */
export function tiersOfBracket(bracket: SkillBracket): TierName[] {
  const share = bracketShareOfLevels(bracket);
  return tiers
    .filter((tier) => tier.minLevel <= share.to && tier.maxLevel >= share.from)
    .map((tier) => tier.name);
}

export const tierOfXp = (xp: number): TierName => tierForLevel(levelForXp(xp)).name;

export interface SeatCandidate {
  readonly id: string;
  readonly xp: number;
}

/**
 * Up to `count` candidates whose tier goes with the bracket now and still would after the most XP the
 * challenge can give them (`maxGainXp`: a finished challenge's winner; 0 for one still running), taken
 * in turn from `offset` so each challenge seats a different mix.
 */
export function seatsFor<C extends SeatCandidate>(
  candidates: readonly C[],
  bracket: SkillBracket,
  count: number,
  maxGainXp: number,
  offset: number,
): C[] {
  const allowed = new Set(tiersOfBracket(bracket));
  const fits = candidates.filter(
    (candidate) => allowed.has(tierOfXp(candidate.xp)) && allowed.has(tierOfXp(candidate.xp + maxGainXp)),
  );
  if (fits.length === 0) return [];
  const start = offset % fits.length;
  return [...fits.slice(start), ...fits.slice(0, start)].slice(0, count);
}
