import { centsFromUsd, type Challenge } from '@arena/contract';
import {
  challengeStatus,
  featuredChallenges,
  matchesChallengeFilter,
  sortChallengeCards,
  type ChallengeFilter,
} from '@arena/domain';
import { eligibleForMe } from './bracket-join';
import { prizeCents } from './challenge-labels';

export const challengeTabs = ['upcoming', 'current', 'mine'] as const;
export type ChallengeTabId = (typeof challengeTabs)[number];

/**
 * A game's cards on a tab: the player's own (mine), or the upcoming or current ones matching the type
 * filter and "Eligible for me"; sorted by the prize pool in cents (the wire carries USD, decision 0022).
 */
export function visibleChallenges(
  all: readonly Challenge[],
  { tab, filter, eligibleOnly }: { tab: ChallengeTabId; filter: ChallengeFilter; eligibleOnly: boolean },
): Challenge[] {
  const byTab =
    tab === 'mine'
      ? all.filter((challenge) => challenge.isParticipating)
      : all.filter(
          (challenge) =>
            challenge.status === (tab === 'upcoming' ? challengeStatus.upcoming : challengeStatus.current) &&
            matchesChallengeFilter(challenge.type, filter) &&
            (!eligibleOnly || eligibleForMe(challenge)),
        );
  return sortChallengeCards(
    byTab.map((challenge) => ({
      challenge,
      startTime: challenge.startTime,
      prizes: prizeCents(challenge),
    })),
  ).map((entry) => entry.challenge);
}

/** No game chosen: the biggest prize pools open now and the ones starting soonest, across games. */
export function featuredOf(all: readonly Challenge[], loadedAt: number) {
  const picked = featuredChallenges(
    all.map((challenge) => ({
      ...challenge,
      prizes: challenge.prizes.map((prize) => ({ value: centsFromUsd(prize.value) })),
      challenge,
    })),
    loadedAt,
  );
  return {
    biggest: picked.biggestPrizes.map((e) => e.challenge),
    soonest: picked.startingSoon.map((e) => e.challenge),
  };
}
