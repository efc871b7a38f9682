import type { ScoringBreakdown } from '@arena/contract';
import { isolate, relativeTime } from '@arena/domain';
import type { ScoringBreakdownEntry, ScoringBreakdownTotal } from '@arena/ui';
import type { TFunction } from 'i18next';
import { matchDetails } from './breakdown-formula';

/** What the ScoringBreakdown dialog shows of an answer, in the reader's words (decision 0032). */
export interface BreakdownLabels {
  entries: ScoringBreakdownEntry[];
  totals: ScoringBreakdownTotal[];
  tracking: string[];
  trackingProblem?: string;
}

type Match = ScoringBreakdown['matches'][number];

/** Newest first (issue 34); a match without a readable time last, the answer's order kept among equals. */
function newestFirst(matches: readonly Match[]): Match[] {
  const at = (match: Match) => (match.playedAt ? Date.parse(match.playedAt) : Number.NEGATIVE_INFINITY);
  return matches
    .map((match, index) => ({ match, index }))
    .sort((a, b) => at(b.match) - at(a.match) || a.index - b.index)
    .map(({ match }) => match);
}

/**
 * The match's stat line and the formula applied (issue 34). A mode the formula does not score has no
 * formula (it scores 0): only its stats.
 */
function details(gameId: string, match: Match, t: TFunction): { stats?: string; formula?: string } {
  const shown = matchDetails(gameId, match.stats, t);
  if (!shown) return {};
  return match.reason === 'unsupported_mode' ? { stats: shown.stats } : shown;
}

export function breakdownLabels(
  breakdown: ScoringBreakdown,
  t: TFunction,
  language: string,
  nowMs: number,
): BreakdownLabels {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const entries = newestFirst(breakdown.matches).map((match) => ({
    id: match.matchKey,
    playedAt: match.playedAt ? dates.format(new Date(match.playedAt)) : t('scoringBreakdown.unknownTime'),
    counts: match.counts,
    ...(match.counts
      ? {}
      : { reason: t(`scoringBreakdown.reason.${match.reason}`, { limit: breakdown.gameLimit }) }),
    points: String(match.points),
    ...(match.bonus > 0 ? { bonus: t('scoringBreakdown.bonus', { bonus: match.bonus }) } : {}),
    ...details(breakdown.gameId, match, t),
  }));
  const { totals, tracking } = breakdown;
  const lines = [
    tracking.accountName
      ? // The account's name is the player's own words inside a translated sentence: bidi-isolated.
        t('scoringBreakdown.tracking.account', { name: isolate(tracking.accountName) })
      : t('scoringBreakdown.tracking.noAccount'),
    tracking.lastCheckedAt
      ? t('scoringBreakdown.tracking.checked', {
          when: relativeTime(Date.parse(tracking.lastCheckedAt), nowMs, language),
        })
      : t('scoringBreakdown.tracking.notChecked'),
    tracking.nextCheckAt
      ? t('scoringBreakdown.tracking.next', {
          when: relativeTime(Math.max(Date.parse(tracking.nextCheckAt), nowMs), nowMs, language),
        })
      : t('scoringBreakdown.tracking.stopped'),
  ];
  return {
    entries,
    totals: [
      { label: t('scoringBreakdown.totals.points'), value: String(totals.points) },
      { label: t('scoringBreakdown.totals.bonus'), value: String(totals.bonus) },
      { label: t('scoringBreakdown.totals.total'), value: String(totals.total) },
    ],
    tracking: lines,
    ...(tracking.lastError
      ? { trackingProblem: t(`scoringBreakdown.tracking.error.${tracking.lastError.code}`) }
      : {}),
  };
}
