import type {
  BrawlStarsStats,
  Cs2Stats,
  Dota2Stats,
  LolStats,
  MatchScore,
  NormalisedMatch,
  ValorantStats,
} from './match';

/** docs/decisions/0013-scoring.md: the bonus for a won match in every game but Brawl Stars. */
export const winBonus = 20;
export const brawlStarsVictoryBonus = 10;
export const brawlStarsStarPlayerBonus = 5;

/** A count from a provider as a non-negative integer (a missing or broken value counts 0). */
function count(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

function kda(
  stats: { kills: number; deaths: number; assists: number },
  killPoints: number,
  assistPoints: number,
) {
  return killPoints * count(stats.kills) + assistPoints * count(stats.assists) - count(stats.deaths);
}

/** LoL: 3 a kill, 2 an assist, −1 a death, 1 per 10 CS, 1 per 10 vision score; floor 0. Win +20. */
export function scoreLol(stats: LolStats): MatchScore {
  const points =
    kda(stats, 3, 2) + Math.floor(count(stats.cs) / 10) + Math.floor(count(stats.visionScore) / 10);
  return { points: Math.max(0, points), bonus: stats.win ? winBonus : 0 };
}

/** Valorant: 3 a kill, 1 an assist, −1 a death, 1 a headshot; floor 0. Win +20. */
export function scoreValorant(stats: ValorantStats): MatchScore {
  const points = kda(stats, 3, 1) + count(stats.headshots);
  return { points: Math.max(0, points), bonus: stats.win ? winBonus : 0 };
}

/** Dota 2: 3 a kill, 2 an assist, −1 a death, 1 per 10 last hits, 1 per 1,000 hero damage; floor 0. Win +20. */
export function scoreDota2(stats: Dota2Stats): MatchScore {
  const points =
    kda(stats, 3, 2) + Math.floor(count(stats.lastHits) / 10) + Math.floor(count(stats.heroDamage) / 1000);
  return { points: Math.max(0, points), bonus: stats.win ? winBonus : 0 };
}

/** CS2: 3 a kill, 1 an assist, −1 a death, 5 an MVP, 1 per 10 headshot percentage points; floor 0. Win +20. */
export function scoreCs2(stats: Cs2Stats): MatchScore {
  const headshotPct = Math.min(100, count(stats.headshotPct));
  const points = kda(stats, 3, 1) + 5 * count(stats.mvps) + Math.floor(headshotPct / 10);
  return { points: Math.max(0, points), bonus: stats.win ? winBonus : 0 };
}

/**
 * Brawl Stars: a team battle gives 10 for a victory, 5 for a draw, 2 for a defeat; a showdown gives
 * 12 − 2 × rank (at least 1); plus the trophies gained (losses do not subtract). Bonus: +10 for a
 * victory or first place, +5 for star player.
 */
export function scoreBrawlStars(stats: BrawlStarsStats): MatchScore {
  const rank =
    stats.rank != null && Number.isFinite(stats.rank) && stats.rank >= 1 ? Math.floor(stats.rank) : null;
  let base: number;
  if (rank !== null) base = Math.max(1, 12 - 2 * rank);
  else if (stats.result === 'victory') base = 10;
  else if (stats.result === 'draw') base = 5;
  else base = 2;
  const won = rank !== null ? rank === 1 : stats.result === 'victory';
  return {
    points: base + count(stats.trophyChange),
    bonus: (won ? brawlStarsVictoryBonus : 0) + (stats.starPlayer ? brawlStarsStarPlayerBonus : 0),
  };
}

/** The points and bonus of one match, by its game's formula (docs/decisions/0013-scoring.md). */
export function scoreMatch(match: NormalisedMatch): MatchScore {
  switch (match.gameId) {
    case 'lol':
      return scoreLol(match.stats);
    case 'valorant':
      return scoreValorant(match.stats);
    case 'dota2':
      return scoreDota2(match.stats);
    case 'cs2':
      return scoreCs2(match.stats);
    case 'brawlstars':
      return scoreBrawlStars(match.stats);
  }
}
