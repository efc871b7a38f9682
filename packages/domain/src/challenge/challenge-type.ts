import type { MessageKey } from '../messages';
import { prizePoolCents, type PrizeValue } from './prize-pool';

export const challengeTypes = ['main', 'free', 'daily', 'booster', 'unknown'] as const;
export type ChallengeType = (typeof challengeTypes)[number];

/** spec §9 Challenge types: durations in hours and the fee that tells main from free. */
export const challengeDurationsHours = { main: 72, free: 72, daily: 24, booster: 12 } as const;
export const mainEntryFee = 1;

export interface ChallengeTypeInput {
  readonly durationHours: number;
  readonly entryFee: number;
  readonly prizes: readonly PrizeValue[];
}

/**
 * spec §4: 72 h with prizes and fee 1 is main (premium); 72 h with prizes and fee 0 is free; 24 h with
 * prizes is daily; 12 h with no prizes and fee 0 is booster; otherwise unknown. "With prizes" means a
 * prize pool above 0.
 */
export function deriveChallengeType({ durationHours, entryFee, prizes }: ChallengeTypeInput): ChallengeType {
  const withPrizes = prizePoolCents(prizes) > 0;
  if (durationHours === 72 && withPrizes && entryFee === mainEntryFee) return 'main';
  if (durationHours === 72 && withPrizes && entryFee === 0) return 'free';
  if (durationHours === 24 && withPrizes) return 'daily';
  if (durationHours === 12 && !withPrizes && entryFee === 0) return 'booster';
  return 'unknown';
}

export const challengeTypeMessageKeys: Readonly<Record<ChallengeType, MessageKey>> = {
  main: 'challenge.type.main',
  free: 'challenge.type.free',
  daily: 'challenge.type.daily',
  booster: 'challenge.type.booster',
  unknown: 'challenge.type.unknown',
};

/** spec §2 filter chips of the challenge list (not applied on My Challenges). */
export const challengeFilters = ['all', 'premium', 'daily', 'free', 'boosters'] as const;
export type ChallengeFilter = (typeof challengeFilters)[number];

const typeOfFilter: Readonly<Record<Exclude<ChallengeFilter, 'all'>, ChallengeType>> = {
  premium: 'main',
  daily: 'daily',
  free: 'free',
  boosters: 'booster',
};

export function matchesChallengeFilter(type: ChallengeType, filter: ChallengeFilter): boolean {
  return filter === 'all' || typeOfFilter[filter] === type;
}
