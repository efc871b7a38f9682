import { toEpochMs, type Instant } from '../time/instant';
import { challengeStatus, type ChallengeStatus } from './challenge-status';
import { prizePoolCents, type PrizeValue } from './prize-pool';
import { isJoinable } from './registration';

/** What the landing's live figures read of a challenge; prize values in USD cents. */
export interface LandingChallenge {
  readonly status: ChallengeStatus;
  readonly startTime: Instant;
  readonly prizes: readonly PrizeValue[];
}

/**
 * The landing hero's "prize pools open now": the sum of the prize pools (spec §9) of every challenge
 * a player can still join at `now` (upcoming, or current within its join window), in USD cents.
 */
export function sumPrizePoolsCents(challenges: readonly LandingChallenge[], now: Instant): number {
  return challenges
    .filter((challenge) => isJoinable(challenge.status, challenge.startTime, now))
    .reduce((sum, challenge) => sum + prizePoolCents(challenge.prizes), 0);
}

/** How many challenges a player can join at `now`. */
export function openChallengeCount(challenges: readonly LandingChallenge[], now: Instant): number {
  return challenges.filter((challenge) => isJoinable(challenge.status, challenge.startTime, now)).length;
}

/** The landing's "starts soon" chip: the earliest start still ahead of `now`, or null when none is. */
export function nextChallengeStart(challenges: readonly LandingChallenge[], now: Instant): Date | null {
  const nowMs = toEpochMs(now);
  let next: number | null = null;
  for (const challenge of challenges) {
    const start = toEpochMs(challenge.startTime);
    if (challenge.status === challengeStatus.upcoming && start > nowMs && (next === null || start < next))
      next = start;
  }
  return next === null ? null : new Date(next);
}
