// The formula applied to one match, term by term (issue 34: the scoring breakdown shows each match's stat
// line and how its points were reached). The same rules as points.ts (decision 0013), spelled out so the
// site can write them in the reader's words; formula.test.ts holds every total equal to scoreMatch's.
import type { BrawlStarsResult, ScoredGameId } from './match';
import { brawlStarsStarPlayerBonus, brawlStarsVictoryBonus, winBonus } from './points';

/** The stats a formula term or a stat line names. */
export type ScoreStat =
  | 'kills'
  | 'deaths'
  | 'assists'
  | 'headshots'
  | 'rounds'
  | 'cs'
  | 'visionScore'
  | 'lastHits'
  | 'heroDamage'
  | 'mvps'
  | 'headshotPct'
  | 'trophies';

export type FormulaTerm =
  /** value × per, added (sign 1) or taken away (sign −1): `points` is signed. */
  | { kind: 'times'; stat: ScoreStat; value: number; per: number; sign: 1 | -1; points: number }
  /** ⌊value ÷ per⌋, added. */
  | { kind: 'divided'; stat: ScoreStat; value: number; per: number; sign: 1; points: number }
  /** Brawl Stars: a team battle's result gives its points. */
  | { kind: 'result'; result: BrawlStarsResult; points: number }
  /** Brawl Stars: a showdown place gives 12 − 2 × place, at least 1. */
  | { kind: 'place'; rank: number; points: number };

export type BonusKind = 'win' | 'victory' | 'firstPlace' | 'starPlayer';
export interface BonusTerm {
  readonly kind: BonusKind;
  readonly points: number;
}

export interface ScoreFormula {
  readonly terms: readonly FormulaTerm[];
  /** The terms added up; may be below 0 before the floor. */
  readonly sum: number;
  /** What the match scores: the sum, at least 0 (scoreMatch's points). */
  readonly points: number;
  readonly bonuses: readonly BonusTerm[];
  /** scoreMatch's bonus. */
  readonly bonus: number;
  readonly total: number;
}

export type StatLineItem =
  | { readonly stat: ScoreStat; readonly value: number }
  | { readonly stat: 'outcome'; readonly value: 'win' | 'loss' | BrawlStarsResult }
  | { readonly stat: 'place'; readonly value: number }
  | { readonly stat: 'starPlayer'; readonly value: true };

type Stats = Readonly<Record<string, unknown>>;

/** A count as points.ts reads it: a non-negative integer (a missing or broken value counts 0). */
function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

const times = (stat: ScoreStat, value: number, per: number, sign: 1 | -1 = 1): FormulaTerm => ({
  kind: 'times',
  stat,
  value,
  per,
  sign,
  points: sign * value * per,
});
const divided = (stat: ScoreStat, value: number, per: number): FormulaTerm => ({
  kind: 'divided',
  stat,
  value,
  per,
  sign: 1,
  points: Math.floor(value / per),
});

/** Kills, assists and deaths: killPoints a kill, assistPoints an assist, −1 a death. */
function kda(stats: Stats, killPoints: number, assistPoints: number): FormulaTerm[] {
  return [
    times('kills', count(stats.kills), killPoints),
    times('assists', count(stats.assists), assistPoints),
    times('deaths', count(stats.deaths), 1, -1),
  ];
}

/** A showdown place as points.ts reads it (1 or more), else null. */
function showdownRank(stats: Stats): number | null {
  const rank = stats.rank;
  return typeof rank === 'number' && Number.isFinite(rank) && rank >= 1 ? Math.floor(rank) : null;
}

function brawlStarsTerms(stats: Stats): { terms: FormulaTerm[]; bonuses: BonusTerm[] } {
  const rank = showdownRank(stats);
  const result: BrawlStarsResult =
    stats.result === 'victory' ? 'victory' : stats.result === 'draw' ? 'draw' : 'defeat';
  const terms: FormulaTerm[] = [
    rank !== null
      ? { kind: 'place', rank, points: Math.max(1, 12 - 2 * rank) }
      : { kind: 'result', result, points: result === 'victory' ? 10 : result === 'draw' ? 5 : 2 },
  ];
  const trophies = count(stats.trophyChange);
  if (trophies > 0) terms.push(times('trophies', trophies, 1));
  const bonuses: BonusTerm[] = [];
  if (rank !== null ? rank === 1 : result === 'victory')
    bonuses.push({ kind: rank !== null ? 'firstPlace' : 'victory', points: brawlStarsVictoryBonus });
  if (stats.starPlayer) bonuses.push({ kind: 'starPlayer', points: brawlStarsStarPlayerBonus });
  return { terms, bonuses };
}

/** The terms of a match's points and its bonuses, by its game's formula (decision 0013). */
export function scoreFormula(gameId: ScoredGameId, stats: Stats): ScoreFormula {
  let terms: FormulaTerm[];
  let bonuses: BonusTerm[] = stats.win ? [{ kind: 'win', points: winBonus }] : [];
  switch (gameId) {
    case 'lol':
      terms = [
        ...kda(stats, 3, 2),
        divided('cs', count(stats.cs), 10),
        divided('visionScore', count(stats.visionScore), 10),
      ];
      break;
    case 'valorant':
      terms = [...kda(stats, 3, 1), times('headshots', count(stats.headshots), 1)];
      break;
    case 'dota2':
      terms = [
        ...kda(stats, 3, 2),
        divided('lastHits', count(stats.lastHits), 10),
        divided('heroDamage', count(stats.heroDamage), 1000),
      ];
      break;
    case 'cs2':
      terms = [
        ...kda(stats, 3, 1),
        times('mvps', count(stats.mvps), 5),
        divided('headshotPct', Math.min(100, count(stats.headshotPct)), 10),
      ];
      break;
    case 'brawlstars':
      ({ terms, bonuses } = brawlStarsTerms(stats));
      break;
  }
  const sum = terms.reduce((total, term) => total + term.points, 0);
  const points = Math.max(0, sum);
  const bonus = bonuses.reduce((total, term) => total + term.points, 0);
  return { terms, sum, points, bonuses, bonus, total: points + bonus };
}

const kdaLine = (stats: Stats): StatLineItem[] => [
  { stat: 'kills', value: count(stats.kills) },
  { stat: 'deaths', value: count(stats.deaths) },
  { stat: 'assists', value: count(stats.assists) },
];

/**
 * A match's stat line: kills, deaths, assists and the game's own stats, then the outcome; Brawl Stars:
 * the result or the showdown place, the trophies won or lost, star player.
 */
export function statLine(gameId: ScoredGameId, stats: Stats): StatLineItem[] {
  const outcome: StatLineItem = { stat: 'outcome', value: stats.win ? 'win' : 'loss' };
  switch (gameId) {
    case 'lol':
      return [
        ...kdaLine(stats),
        { stat: 'cs', value: count(stats.cs) },
        { stat: 'visionScore', value: count(stats.visionScore) },
        outcome,
      ];
    case 'valorant':
      return [...kdaLine(stats), { stat: 'headshots', value: count(stats.headshots) }, outcome];
    case 'dota2':
      return [
        ...kdaLine(stats),
        { stat: 'lastHits', value: count(stats.lastHits) },
        { stat: 'heroDamage', value: count(stats.heroDamage) },
        outcome,
      ];
    case 'cs2':
      return [
        ...kdaLine(stats),
        { stat: 'mvps', value: count(stats.mvps) },
        { stat: 'headshotPct', value: Math.min(100, count(stats.headshotPct)) },
        outcome,
      ];
    case 'brawlstars': {
      const rank = showdownRank(stats);
      const change =
        typeof stats.trophyChange === 'number' && Number.isFinite(stats.trophyChange)
          ? Math.trunc(stats.trophyChange)
          : 0;
      const line: StatLineItem[] = [];
      // A showdown place, else a team result; a battle with neither (a friendly) has no outcome to show.
      if (rank !== null) line.push({ stat: 'place', value: rank });
      else if (stats.result === 'victory' || stats.result === 'draw' || stats.result === 'defeat')
        line.push({ stat: 'outcome', value: stats.result });
      line.push({ stat: 'trophies', value: change });
      if (stats.starPlayer) line.push({ stat: 'starPlayer', value: true });
      return line;
    }
  }
}
