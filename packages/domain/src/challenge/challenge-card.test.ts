import { describe, expect, it } from 'vitest';
import { cardAction, featuredChallenges, type FeaturedCandidate } from './challenge-card';
import { challengeStatus } from './challenge-status';
import { prizePoolCents } from './prize-pool';

const base = {
  status: challengeStatus.upcoming,
  isParticipating: false,
  registeredPlayers: 3,
  maxPlayers: 10,
  joinable: true,
};

describe('cardAction (spec §4 Card button)', () => {
  it('offers join on an open challenge', () => {
    expect(cardAction(base)).toBe('join');
  });
  it('shows registered before full', () => {
    expect(cardAction({ ...base, isParticipating: true, registeredPlayers: 10 })).toBe('registered');
  });
  it('is full at or above the maximum (a maximum of 0 reads as full)', () => {
    expect(cardAction({ ...base, registeredPlayers: 10 })).toBe('full');
    expect(cardAction({ ...base, registeredPlayers: 0, maxPlayers: 0 })).toBe('full');
  });
  it('is closed when the 24 h join window has passed', () => {
    expect(cardAction({ ...base, status: challengeStatus.current, joinable: false })).toBe('closed');
  });
  it('is finished whatever else holds', () => {
    expect(cardAction({ ...base, status: challengeStatus.finished, isParticipating: true })).toBe('finished');
  });
});

describe('prize pool sums', () => {
  it('adds the prizes in cents', () => {
    expect(prizePoolCents([{ value: 5000 }, { value: 2500 }, { value: 1 }])).toBe(7501);
    expect(prizePoolCents([])).toBe(0);
  });
});

const now = Date.parse('2026-11-23T12:00:00Z');
const hour = 3_600_000;
function challenge(id: string, over: Partial<FeaturedCandidate> = {}): FeaturedCandidate {
  return {
    id,
    status: challengeStatus.upcoming,
    startTime: new Date(now + hour).toISOString(),
    prizes: [{ value: 1000 }],
    registeredPlayers: 0,
    maxPlayers: 10,
    ...over,
  };
}

describe('featuredChallenges', () => {
  it('puts the biggest open prize pools first and keeps the limit', () => {
    const list = [
      challenge('small', { prizes: [{ value: 100 }] }),
      challenge('big', { prizes: [{ value: 50_000 }, { value: 10_000 }] }),
      challenge('mid', { prizes: [{ value: 20_000 }] }),
      challenge('other', { prizes: [{ value: 500 }] }),
    ];
    const { biggestPrizes } = featuredChallenges(list, now, 3);
    expect(biggestPrizes.map((entry) => entry.id)).toEqual(['big', 'mid', 'other']);
  });

  it('leaves out full, finished, closed and XP-only challenges from the prize list', () => {
    const list = [
      challenge('full', { registeredPlayers: 10, prizes: [{ value: 90_000 }] }),
      challenge('finished', { status: challengeStatus.finished, prizes: [{ value: 90_000 }] }),
      challenge('closed', {
        status: challengeStatus.current,
        startTime: new Date(now - 25 * hour).toISOString(),
        prizes: [{ value: 90_000 }],
      }),
      challenge('xp', { prizes: [] }),
      challenge('current', {
        status: challengeStatus.current,
        startTime: new Date(now - 2 * hour).toISOString(),
        prizes: [{ value: 10 }],
      }),
    ];
    expect(featuredChallenges(list, now).biggestPrizes.map((entry) => entry.id)).toEqual(['current']);
  });

  it('lists the upcoming ones starting soonest, none twice', () => {
    const list = [
      challenge('later', { startTime: new Date(now + 5 * hour).toISOString(), prizes: [] }),
      challenge('soon', { startTime: new Date(now + hour).toISOString(), prizes: [] }),
      challenge('rich', { startTime: new Date(now + 30 * 60_000).toISOString(), prizes: [{ value: 9 }] }),
    ];
    const featured = featuredChallenges(list, now, 1);
    expect(featured.biggestPrizes.map((entry) => entry.id)).toEqual(['rich']);
    expect(featured.startingSoon.map((entry) => entry.id)).toEqual(['soon']);
  });

  it('answers empty lists when nothing is open', () => {
    expect(featuredChallenges([], now)).toEqual({ biggestPrizes: [], startingSoon: [] });
  });
});
