import {
  isScoredGameId,
  scoreFormula,
  statLine,
  type FormulaTerm,
  type ScoredGameId,
  type StatLineItem,
} from '@arena/domain';
import type { TFunction } from 'i18next';

// A match's stat line and the formula applied to it, in the reader's words (issue 34): the domain spells the
// formula out term by term (scoreFormula, the rules scoreMatch applies); the words are the locale's and the
// arithmetic is the signs every language reads (×, ÷, ⌊⌋ for rounding down, +, −, =). A stat and its
// number, and a product or quotient, are held together by no-break spaces so a line never splits them.

type Stats = Readonly<Record<string, unknown>>;

const minus = '\u2212';
const nbsp = '\u00a0';
const signed = (value: number) => (value > 0 ? `+${value}` : value < 0 ? `${minus}${-value}` : '0');

function item(entry: StatLineItem, t: TFunction): string {
  switch (entry.stat) {
    case 'outcome':
      return t(`scoringBreakdown.outcome.${entry.value}`);
    case 'starPlayer':
      return t('scoringBreakdown.starPlayer');
    case 'trophies':
      return `${t('scoringBreakdown.stat.trophies')}${nbsp}${signed(entry.value)}`;
    case 'headshotPct':
      return `${t('scoringBreakdown.stat.headshotPct')}${nbsp}${entry.value}%`;
    default:
      return `${t(`scoringBreakdown.stat.${entry.stat}`)}${nbsp}${entry.value}`;
  }
}

/** e.g. 'Kills 12 · Deaths 7 · Assists 5 · Headshots 9 · Win'; Brawl Stars 'Place 3 · Trophies +6'. */
export function matchStatLine(gameId: ScoredGameId, stats: Stats, t: TFunction): string {
  return statLine(gameId, stats)
    .map((entry) => item(entry, t))
    .join(' · ');
}

function term(entry: FormulaTerm, t: TFunction): string {
  switch (entry.kind) {
    case 'times':
    case 'divided': {
      const stat = `${t(`scoringBreakdown.stat.${entry.stat}`)}${nbsp}${entry.value}${entry.stat === 'headshotPct' ? '%' : ''}`;
      // Trophies count one each: the number is the points.
      if (entry.stat === 'trophies') return stat;
      // No break inside a product or a quotient: 'Kills 9 × 3' never wraps as 'Kills 9 ×' / '3'.
      return entry.kind === 'times'
        ? `${stat}${nbsp}×${nbsp}${entry.per}`
        : `⌊${stat}${nbsp}÷${nbsp}${entry.per}⌋`;
    }
    case 'result':
      return `${t(`scoringBreakdown.outcome.${entry.result}`)}${nbsp}${entry.points}`;
    case 'place':
      return `${t('scoringBreakdown.stat.place')}${nbsp}${entry.rank}${nbsp}→${nbsp}${entry.points}`;
  }
}

/**
 * e.g. 'Kills 12 × 3 + Assists 5 × 1 − Deaths 7 × 1 + Headshots 9 × 1 + win bonus 20 = 63'. Points
 * below 0 count 0 ('… = −6 → 0'), and a bonus adds after that ('… = −6 → 0 + win bonus 20 = 20').
 */
export function matchFormula(gameId: ScoredGameId, stats: Stats, t: TFunction): string {
  const formula = scoreFormula(gameId, stats);
  let text = formula.terms
    .map((entry, index) => {
      const words = term(entry, t);
      const negative = (entry.kind === 'times' || entry.kind === 'divided') && entry.sign < 0;
      if (negative) return `${index === 0 ? minus : ` ${minus}`} ${words}`;
      return index === 0 ? words : ` + ${words}`;
    })
    .join('');
  if (formula.sum < 0) text += ` = ${signed(formula.sum)} → 0`;
  for (const bonus of formula.bonuses)
    text += ` + ${t(`scoringBreakdown.bonusKind.${bonus.kind}`)}${nbsp}${bonus.points}`;
  return formula.sum < 0 && formula.bonuses.length === 0 ? text : `${text} = ${formula.total}`;
}

/** The stat line and the formula of a match whose stats the breakdown carries; none otherwise. */
export function matchDetails(
  gameId: string,
  stats: Stats | undefined,
  t: TFunction,
): { stats: string; formula: string } | null {
  if (!stats || Object.keys(stats).length === 0 || !isScoredGameId(gameId)) return null;
  return {
    stats: matchStatLine(gameId, stats, t),
    formula: t('scoringBreakdown.formula', { formula: matchFormula(gameId, stats, t) }),
  };
}
