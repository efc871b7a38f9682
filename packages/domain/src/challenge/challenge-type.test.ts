import { describe, expect, it } from 'vitest';
import { challengeDurationsHours, deriveChallengeType, matchesChallengeFilter } from './challenge-type';

const cash = [{ value: 500 }, { value: 300 }];

describe('deriveChallengeType (spec §4)', () => {
  it('reads main, free, daily and booster', () => {
    expect(deriveChallengeType({ durationHours: 72, entryFee: 1, prizes: cash })).toBe('main');
    expect(deriveChallengeType({ durationHours: 72, entryFee: 0, prizes: cash })).toBe('free');
    expect(deriveChallengeType({ durationHours: 24, entryFee: 0, prizes: cash })).toBe('daily');
    expect(deriveChallengeType({ durationHours: 24, entryFee: 1, prizes: cash })).toBe('daily');
    expect(deriveChallengeType({ durationHours: 12, entryFee: 0, prizes: [] })).toBe('booster');
    expect(deriveChallengeType({ durationHours: 12, entryFee: 0, prizes: [{ value: 0 }] })).toBe('booster');
  });

  it('is unknown otherwise', () => {
    expect(deriveChallengeType({ durationHours: 72, entryFee: 2, prizes: cash })).toBe('unknown');
    expect(deriveChallengeType({ durationHours: 72, entryFee: 1, prizes: [] })).toBe('unknown');
    expect(deriveChallengeType({ durationHours: 24, entryFee: 0, prizes: [{ value: 0 }] })).toBe('unknown');
    expect(deriveChallengeType({ durationHours: 12, entryFee: 1, prizes: [] })).toBe('unknown');
    expect(deriveChallengeType({ durationHours: 12, entryFee: 0, prizes: cash })).toBe('unknown');
    expect(deriveChallengeType({ durationHours: 48, entryFee: 0, prizes: cash })).toBe('unknown');
  });

  it('states the durations', () => {
    expect(challengeDurationsHours).toEqual({ main: 72, free: 72, daily: 24, booster: 12 });
  });
});

describe('filter chips (spec §2)', () => {
  it('maps premium to main and boosters to booster', () => {
    expect(matchesChallengeFilter('main', 'premium')).toBe(true);
    expect(matchesChallengeFilter('booster', 'boosters')).toBe(true);
    expect(matchesChallengeFilter('free', 'daily')).toBe(false);
    expect(matchesChallengeFilter('unknown', 'all')).toBe(true);
  });
});
