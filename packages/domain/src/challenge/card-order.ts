import { toEpochMs, type Instant } from '../time/instant';
import { prizePoolCents, type PrizeValue } from './prize-pool';

export interface SortableChallenge {
  readonly startTime: Instant;
  readonly prizes: readonly PrizeValue[];
}

/** spec §2: cards by start time ascending, then the larger prize pool first. */
export function compareChallengeCards(a: SortableChallenge, b: SortableChallenge): number {
  const byStart = toEpochMs(a.startTime) - toEpochMs(b.startTime);
  if (byStart !== 0) return byStart;
  return prizePoolCents(b.prizes) - prizePoolCents(a.prizes);
}

/** A sorted copy; the input is left as it was. */
export function sortChallengeCards<T extends SortableChallenge>(challenges: readonly T[]): T[] {
  return [...challenges].sort(compareChallengeCards);
}
