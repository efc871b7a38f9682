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
 * The matches to count now, oldest first: those starting after enrolment and inside the window,
 * not already counted, each key once, and no more than the game limit leaves (counting those
 * already counted). Counting is final: a late-arriving older match never displaces a counted one.
 */
export function countableMatches<M extends { readonly matchKey: string; readonly startedAt: Instant }>(
  matches: readonly M[],
  window: CountableWindow,
): M[] {
  const enrolledAt = toEpochMs(window.enrolledAt);
  const start = toEpochMs(window.startTime);
  const end = toEpochMs(window.endTime);
  const counted = new Set(window.alreadyCounted);
  const inWindow = matches
    .map((match) => ({ match, at: toEpochMs(match.startedAt) }))
    .filter(({ at }) => Number.isFinite(at) && at > enrolledAt && at >= start && at < end)
    .sort(
      (a, b) =>
        a.at - b.at ||
        (a.match.matchKey < b.match.matchKey ? -1 : a.match.matchKey > b.match.matchKey ? 1 : 0),
    );
  const room = window.gameLimit > 0 ? Math.max(0, window.gameLimit - counted.size) : Number.POSITIVE_INFINITY;
  const chosen: M[] = [];
  for (const { match } of inWindow) {
    if (chosen.length >= room) break;
    if (counted.has(match.matchKey)) continue;
    counted.add(match.matchKey);
    chosen.push(match);
  }
  return chosen;
}
