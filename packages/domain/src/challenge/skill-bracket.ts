// Skill brackets (issue 16, docs/decisions/0028-skill-brackets.md): a player's skill level (1-18) for a
// game is computed once, when they enrol, from what Arena knows about their account for that game — the
// provider's rank if one is stored, else their recent counted matches, else the level of a new player —
// and its bracket (the six groups of three levels that colour the cards) is stored with the
// participation and never recomputed. A challenge admits only the bracket of its own skill level.
import { isScoredGameId, type ScoredGameId } from '../scoring/match';
import { maxSkillLevel, minSkillLevel, skillGroup, type SkillGroup } from './skill-group';

/** A bracket is a skill group: 1 (levels 1-3) … 6 (levels 16-18). */
export type SkillBracket = SkillGroup;
export const skillBrackets: readonly SkillBracket[] = [1, 2, 3, 4, 5, 6];

/** The level of a player Arena knows nothing about yet (no rank, too few counted matches). */
export const newPlayerSkillLevel = 1;
/** Recent performance reads the player's last this-many counted matches in the game… */
export const performanceMatchWindow = 20;
/** …and is used only when at least this many are there. */
export const minimumMatchesForPerformance = 5;
/** Average points per counted match (decision 0013, bonus left out) that make one level, per game. */
export const pointsPerSkillLevel: Readonly<Record<ScoredGameId, number>> = {
  lol: 6,
  valorant: 6,
  dota2: 6,
  cs2: 6,
  brawlstars: 2,
};

/** League of Legends tiers below Master, each with divisions IV (lowest) to I. */
export const lolDivisionTiers = [
  'IRON',
  'BRONZE',
  'SILVER',
  'GOLD',
  'PLATINUM',
  'EMERALD',
  'DIAMOND',
] as const;
/** League of Legends apex tiers (no divisions). */
export const lolApexTiers = ['MASTER', 'GRANDMASTER', 'CHALLENGER'] as const;
const lolDivisions = ['IV', 'III', 'II', 'I'] as const;
/** Brawl Stars: total trophies per step (0-2,499 is the first, 42,500 and more the last). */
export const brawlStarsTrophiesPerStep = 2_500;

/**
 * A rank as a provider reports it, stored on the game account (`details.ranks[gameId]`):
 * League of Legends league-v4 `tier` + `rank` (division); Valorant `competitiveTier` (3 Iron 1 … 27
 * Radiant); Dota 2 OpenDota `rank_tier` (tens: medal 1 Herald … 8 Immortal, units: stars 1-5); CS2
 * FACEIT `skill_level` (1-10); Brawl Stars player `trophies`.
 */
export type ProviderRank =
  | { readonly gameId: 'lol'; readonly tier: string; readonly division?: string }
  | { readonly gameId: 'valorant'; readonly competitiveTier: number }
  | { readonly gameId: 'dota2'; readonly rankTier: number }
  | { readonly gameId: 'cs2'; readonly faceitLevel: number }
  | { readonly gameId: 'brawlstars'; readonly trophies: number };

/** Where a skill level came from. */
export type SkillSource = 'rank' | 'performance' | 'newPlayer';

export interface SkillInput {
  readonly gameId: string;
  /** The stored provider rank for this game, or null (nothing stored, or not understood). */
  readonly rank: ProviderRank | null;
  /** Points (without bonus) of the player's most recent counted matches in this game, newest first. */
  readonly recentPoints: readonly number[];
}

export interface SkillAssessment {
  readonly level: number;
  readonly bracket: SkillBracket;
  readonly source: SkillSource;
}

/** A step on a ladder of `steps` steps (0 = lowest) spread evenly over levels 1-18. */
function levelOnLadder(index: number, steps: number): number {
  const clamped = Math.min(steps - 1, Math.max(0, Math.floor(index)));
  return minSkillLevel + Math.floor(((maxSkillLevel - minSkillLevel) * clamped) / (steps - 1));
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The level a provider rank gives, or null when the rank is not one the provider gives. */
export function levelForRank(rank: ProviderRank): number | null {
  switch (rank.gameId) {
    case 'lol': {
      const tier = rank.tier.toUpperCase();
      const apex = (lolApexTiers as readonly string[]).indexOf(tier);
      if (apex >= 0) return levelOnLadder(lolDivisionTiers.length * 4 + apex, 31);
      const below = (lolDivisionTiers as readonly string[]).indexOf(tier);
      const division = (lolDivisions as readonly string[]).indexOf((rank.division ?? '').toUpperCase());
      if (below < 0 || division < 0) return null;
      return levelOnLadder(below * 4 + division, 31);
    }
    case 'valorant':
      if (!isCount(rank.competitiveTier) || rank.competitiveTier < 3 || rank.competitiveTier > 27)
        return null;
      return levelOnLadder(rank.competitiveTier - 3, 25);
    case 'dota2': {
      if (!isCount(rank.rankTier)) return null;
      const medal = Math.floor(rank.rankTier / 10);
      const stars = rank.rankTier % 10;
      if (medal === 8) return levelOnLadder(35, 36);
      if (medal < 1 || medal > 7 || stars < 1 || stars > 5) return null;
      return levelOnLadder((medal - 1) * 5 + (stars - 1), 36);
    }
    case 'cs2':
      if (!isCount(rank.faceitLevel) || rank.faceitLevel < 1 || rank.faceitLevel > 10) return null;
      return levelOnLadder(rank.faceitLevel - 1, 10);
    case 'brawlstars':
      if (!isCount(rank.trophies)) return null;
      return levelOnLadder(Math.floor(rank.trophies / brawlStarsTrophiesPerStep), 18);
  }
}

/**
 * The level recent performance gives: 1 + ⌊average points per counted match ÷ the game's points per
 * level⌋ over the newest `performanceMatchWindow` matches, capped at 18; null with fewer than
 * `minimumMatchesForPerformance` matches. Integer arithmetic: no rounding at the boundaries.
 */
export function levelForPerformance(gameId: ScoredGameId, recentPoints: readonly number[]): number | null {
  const counted = recentPoints.slice(0, performanceMatchWindow);
  if (counted.length < minimumMatchesForPerformance) return null;
  const total = counted.reduce((sum, points) => sum + (isCount(points) ? points : 0), 0);
  const level = minSkillLevel + Math.floor(total / (counted.length * pointsPerSkillLevel[gameId]));
  return Math.min(maxSkillLevel, level);
}

/** The bracket of a skill level: 1-3 → 1 … 16-18 → 6 (the card colours' groups). */
export function bracketOf(level: number): SkillBracket {
  return skillGroup(level);
}

/** The lowest and highest level of a bracket (1 → 1-3 … 6 → 16-18). */
export function bracketLevels(bracket: SkillBracket): { readonly from: number; readonly to: number } {
  return { from: bracket * 3 - 2, to: bracket * 3 };
}

/** A player's skill level for a game at enrolment: the rank first, then performance, then a new player's. */
export function skillLevelFor(input: SkillInput): SkillAssessment {
  const assess = (level: number, source: SkillSource): SkillAssessment => ({
    level,
    bracket: bracketOf(level),
    source,
  });
  const byRank = input.rank && input.rank.gameId === input.gameId ? levelForRank(input.rank) : null;
  if (byRank !== null) return assess(byRank, 'rank');
  const byPerformance = isScoredGameId(input.gameId)
    ? levelForPerformance(input.gameId, input.recentPoints)
    : null;
  if (byPerformance !== null) return assess(byPerformance, 'performance');
  return assess(newPlayerSkillLevel, 'newPlayer');
}

/** Whether a challenge with this skill level admits a player of this bracket (only its own bracket). */
export function admitsBracket(challengeSkillLevel: number, playerBracket: SkillBracket): boolean {
  return bracketOf(challengeSkillLevel) === playerBracket;
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The stored rank of a game account for one game: `details.ranks[gameId]` as written by the linking
 * and refresh code (`{tier, division}`, `{competitiveTier}`, `{rankTier}`, `{faceitLevel}`,
 * `{trophies}`); anything else is no rank (null), never an error.
 */
export function providerRankFrom(gameId: string, details: unknown): ProviderRank | null {
  const stored = record(record(record(details)?.ranks)?.[gameId]);
  if (!stored) return null;
  const number = (key: string) => (typeof stored[key] === 'number' ? (stored[key] as number) : NaN);
  switch (gameId) {
    case 'lol':
      return typeof stored.tier === 'string'
        ? {
            gameId,
            tier: stored.tier,
            ...(typeof stored.division === 'string' ? { division: stored.division } : {}),
          }
        : null;
    case 'valorant':
      return { gameId, competitiveTier: number('competitiveTier') };
    case 'dota2':
      return { gameId, rankTier: number('rankTier') };
    case 'cs2':
      return { gameId, faceitLevel: number('faceitLevel') };
    case 'brawlstars':
      return { gameId, trophies: number('trophies') };
    default:
      return null;
  }
}
