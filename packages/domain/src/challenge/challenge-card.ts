import { timersMs } from '../platform/timers';
import { toEpochMs, type Instant } from '../time/instant';
import { challengeStatus, type ChallengeStatus } from './challenge-status';
import { prizePoolCents, type PrizeValue } from './prize-pool';
import { registrationState } from './registration';

/**
 * What a challenge card offers (spec §4 Card button): join; already registered (details); full; closed
 * (current and past its 24 h join window); finished (winners).
 */
export type CardAction = 'join' | 'registered' | 'full' | 'closed' | 'finished';

export interface CardActionInput {
  readonly status: ChallengeStatus;
  readonly isParticipating: boolean;
  readonly registeredPlayers: number;
  readonly maxPlayers: number;
  /** Whether the join window is still open now (isJoinable, re-checked by the countdown's tick). */
  readonly joinable: boolean;
}

/** The card's action: finished first, then the registration state (spec §4), then the join window. */
export function cardAction(input: CardActionInput): CardAction {
  if (input.status === challengeStatus.finished) return 'finished';
  const registration = registrationState(input);
  if (registration === 'alreadyRegistered') return 'registered';
  if (registration === 'full') return 'full';
  return input.joinable ? 'join' : 'closed';
}

/** What the featured lists read of a challenge; prize values in USD cents. */
export interface FeaturedCandidate {
  readonly id: string;
  readonly status: ChallengeStatus;
  readonly startTime: Instant;
  readonly prizes: readonly PrizeValue[];
  readonly registeredPlayers: number;
  readonly maxPlayers: number;
}

export interface Featured<T> {
  /** Open now (joinable, not full) with the biggest prize pools first; ties by the earlier start. */
  readonly biggestPrizes: T[];
  /** Upcoming, starting soonest, not already in biggestPrizes. */
  readonly startingSoon: T[];
}

function openNow(challenge: FeaturedCandidate, nowMs: number): boolean {
  if (challenge.registeredPlayers >= challenge.maxPlayers) return false;
  if (challenge.status === challengeStatus.upcoming) return true;
  if (challenge.status !== challengeStatus.current) return false;
  return nowMs - toEpochMs(challenge.startTime) < timersMs.joinWindow;
}

/**
 * The /challenges page before a game is chosen (issue 13): the biggest prize pools open now across
 * games, and the challenges starting soonest, at most `limit` of each and no challenge twice.
 */
export function featuredChallenges<T extends FeaturedCandidate>(
  challenges: readonly T[],
  now: Instant,
  limit = 3,
): Featured<T> {
  const nowMs = toEpochMs(now);
  const open = challenges.filter((challenge) => openNow(challenge, nowMs));
  const biggestPrizes = open
    .filter((challenge) => prizePoolCents(challenge.prizes) > 0)
    .sort(
      (a, b) =>
        prizePoolCents(b.prizes) - prizePoolCents(a.prizes) ||
        toEpochMs(a.startTime) - toEpochMs(b.startTime),
    )
    .slice(0, limit);
  const taken = new Set(biggestPrizes.map((challenge) => challenge.id));
  const startingSoon = open
    .filter(
      (challenge) =>
        challenge.status === challengeStatus.upcoming &&
        toEpochMs(challenge.startTime) > nowMs &&
        !taken.has(challenge.id),
    )
    .sort((a, b) => toEpochMs(a.startTime) - toEpochMs(b.startTime))
    .slice(0, limit);
  return { biggestPrizes, startingSoon };
}
