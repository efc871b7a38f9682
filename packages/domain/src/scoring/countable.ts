import { toEpochMs, type Instant } from '../time/instant';

export interface CountableWindow {
  /** When the player enrolled: only matches that start after it count. */
  readonly enrolledAt: Instant;
  /** The challenge window [startTime, endTime): a match counts when it starts inside it. */
  readonly startTime: Instant;
  readonly endTime: Instant;
  /** How many matches count in all; 0 = unlimited. */
  readonly gameLimit: number;
  /** Match keys already counted for this player in this challenge (they use up the limit). */
  readonly alreadyCounted: Iterable<string>;
}

/**
 * Why a match reported for a participant counts or not (docs/decisions/0032-scoring-breakdown.md),
 * in the order the rules are tried: a key counted before (or earlier in the same answer), a start
 * outside [startTime, endTime) or unparseable, a start not strictly after enrolment, a game mode the
 * formula does not score, no room left under the game limit; otherwise counted.
 */
export const matchVerdictReasons = [
  'counted',
  'before_enrolment',
  'outside_window',
  'beyond_game_limit',
  'unsupported_mode',
  'already_counted',
] as const;
export type MatchVerdictReason = (typeof matchVerdictReasons)[number];

export interface ClassifiedMatch<M> {
  readonly match: M;
  readonly reason: MatchVerdictReason;
}

/**
 * Every reported match with its reason, oldest first (ties by key; unparseable times last). The one
 * rule behind countableMatches and matchVerdicts: each key counts once, counting is final, and the
 * game limit takes those already counted into account.
 */
export function classifyMatches<M extends { readonly matchKey: string; readonly startedAt: Instant }>(
  matches: readonly M[],
  window: CountableWindow,
  isSupported: (match: M) => boolean = () => true,
): ClassifiedMatch<M>[] {
  const enrolledAt = toEpochMs(window.enrolledAt);
  const start = toEpochMs(window.startTime);
  const end = toEpochMs(window.endTime);
  const counted = new Set(window.alreadyCounted);
  const sorted = matches
    .map((match) => ({ match, at: toEpochMs(match.startedAt) }))
    .sort((a, b) => {
      const aBad = !Number.isFinite(a.at);
      const bBad = !Number.isFinite(b.at);
      if (aBad !== bBad) return aBad ? 1 : -1;
      const byTime = aBad ? 0 : a.at - b.at;
      return (
        byTime || (a.match.matchKey < b.match.matchKey ? -1 : a.match.matchKey > b.match.matchKey ? 1 : 0)
      );
    });
  let room = window.gameLimit > 0 ? Math.max(0, window.gameLimit - counted.size) : Number.POSITIVE_INFINITY;
  return sorted.map(({ match, at }) => {
    let reason: MatchVerdictReason;
    if (counted.has(match.matchKey)) reason = 'already_counted';
    else if (!Number.isFinite(at) || at < start || at >= end) reason = 'outside_window';
    else if (at <= enrolledAt) reason = 'before_enrolment';
    else if (!isSupported(match)) reason = 'unsupported_mode';
    else if (room <= 0) reason = 'beyond_game_limit';
    else {
      reason = 'counted';
      room -= 1;
      counted.add(match.matchKey);
    }
    return { match, reason };
  });
}

/**
 * The matches to count now, oldest first: those starting after enrolment and inside the window,
 * not already counted, each key once, and no more than the game limit leaves (counting those
 * already counted). Counting is final: a late-arriving older match never displaces a counted one.
 */
export function countableMatches<M extends { readonly matchKey: string; readonly startedAt: Instant }>(
  matches: readonly M[],
  window: CountableWindow,
): M[] {
  return classifyMatches(matches, window)
    .filter((entry) => entry.reason === 'counted')
    .map((entry) => entry.match);
}
