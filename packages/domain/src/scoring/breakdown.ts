// The scoring breakdown (issue 16, docs/decisions/0032-scoring-breakdown.md): every match reported for
// a participant with why it counts or not, and its points and bonus by decision 0013's formula.
import { classifyMatches, type CountableWindow, type MatchVerdictReason } from './countable';
import type { NormalisedMatch } from './match';
import { scoreMatch } from './points';
import { toEpochMs, type Instant } from '../time/instant';

export interface MatchVerdict<M extends NormalisedMatch = NormalisedMatch> {
  readonly match: M;
  readonly reason: MatchVerdictReason;
  /** Whether the match adds to the participant's score (reason `counted`). */
  readonly counts: boolean;
  /** The formula's points: what the match gives when it counts, what it would have given otherwise. */
  readonly points: number;
  readonly bonus: number;
}

/**
 * Whether the game's formula scores this kind of match: a Brawl Stars battle needs a team result
 * (victory, draw, defeat) or a showdown rank of 1 or more (friendlies and training have neither);
 * every match of the other games is scored.
 */
export function isSupportedMode(match: NormalisedMatch): boolean {
  if (match.gameId !== 'brawlstars') return true;
  const { result, rank } = match.stats;
  const hasResult = result === 'victory' || result === 'draw' || result === 'defeat';
  const hasRank = typeof rank === 'number' && Number.isFinite(rank) && rank >= 1;
  return hasResult || hasRank;
}

/**
 * Every reported match of one participant, oldest first, with one reason, its points and bonus. An
 * unsupported mode has no score (0 and 0); every other refusal shows what the formula gives.
 */
export function matchVerdicts<M extends NormalisedMatch>(
  matches: readonly M[],
  window: CountableWindow,
): MatchVerdict<M>[] {
  return classifyMatches(matches, window, isSupportedMode).map(({ match, reason }) => {
    const { points, bonus } = reason === 'unsupported_mode' ? { points: 0, bonus: 0 } : scoreMatch(match);
    return { match, reason, counts: reason === 'counted', points, bonus };
  });
}

export interface BreakdownTotals {
  /** Sum of the counted matches' points: the participant's score. */
  readonly points: number;
  /** Sum of the counted matches' bonus: the participant's bonus score. */
  readonly bonus: number;
  /** points + bonus: the leaderboard total. */
  readonly total: number;
  readonly counted: number;
  readonly refused: number;
}

/** The totals of a breakdown: only counted entries add up. */
export function breakdownTotals(
  entries: readonly {
    readonly reason: MatchVerdictReason;
    readonly points: number;
    readonly bonus: number;
  }[],
): BreakdownTotals {
  let points = 0;
  let bonus = 0;
  let counted = 0;
  for (const entry of entries) {
    if (entry.reason !== 'counted') continue;
    points += entry.points;
    bonus += entry.bonus;
    counted += 1;
  }
  return { points, bonus, total: points + bonus, counted, refused: entries.length - counted };
}

/**
 * How long before the challenge's start the match source is asked from, for a player who enrolled
 * earlier: a match played just before the start is then seen and shown as outside the window.
 */
export const considerBeforeStartMs = 60 * 60_000;

/**
 * The instant from which a participant's matches are asked for and considered: the start of the
 * window for a player who enrolled after it (so matches played in the window before they joined show
 * as before enrolment), else their enrolment, but no earlier than an hour before the start.
 */
export function matchesConsideredSince(window: { enrolledAt: Instant; startTime: Instant }): number {
  const enrolledAt = toEpochMs(window.enrolledAt);
  const start = toEpochMs(window.startTime);
  return Math.max(Math.min(enrolledAt, start), start - considerBeforeStartMs);
}

/** Why the last check of a player's matches failed, in words the site can say (decision 0032). */
export const trackingErrorCodes = [
  'rate_limited',
  'account_not_found',
  'access_refused',
  'provider_unavailable',
  'setup_missing',
] as const;
export type TrackingErrorCode = (typeof trackingErrorCodes)[number];

/**
 * The plain-words reason of a failed check from what the provider answered: 429 asks us to slow down,
 * 404 does not know the account, 401 and 403 refuse its matches (a private history, a withdrawn
 * permission); a refusal before any request (no key for the game, a missing code on the account) is
 * setup; anything else (5xx, the network) is the provider being unavailable.
 */
export function trackingErrorCode(failure: {
  status?: number | undefined;
  beforeRequest?: boolean;
}): TrackingErrorCode {
  if (failure.status === 429) return 'rate_limited';
  if (failure.status === 404) return 'account_not_found';
  if (failure.status === 401 || failure.status === 403) return 'access_refused';
  if (failure.status === undefined && failure.beforeRequest) return 'setup_missing';
  return 'provider_unavailable';
}
