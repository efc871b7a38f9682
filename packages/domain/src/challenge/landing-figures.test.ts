import { describe, expect, it } from 'vitest';
import { nextChallengeStart, openChallengeCount, sumPrizePoolsCents } from './landing-figures';

const now = '2026-11-23T12:00:00.000Z';
const challenges = [
  // Upcoming, tomorrow: open.
  {
    status: 0 as const,
    startTime: '2026-11-24T12:00:00.000Z',
    prizes: [{ value: 10_000 }, { value: 5_000 }],
  },
  // Upcoming, in two hours: open, and the next to start.
  { status: 0 as const, startTime: '2026-11-23T14:00:00.000Z', prizes: [{ value: 2_550 }] },
  // Current, started 3 h ago: still inside the 24 h join window.
  { status: 1 as const, startTime: '2026-11-23T09:00:00.000Z', prizes: [{ value: 1_000 }] },
  // Current, started 30 h ago: its window closed.
  { status: 1 as const, startTime: '2026-11-22T06:00:00.000Z', prizes: [{ value: 99_900 }] },
  // Finished.
  { status: 2 as const, startTime: '2026-11-20T12:00:00.000Z', prizes: [{ value: 50_000 }] },
  // XP only.
  { status: 0 as const, startTime: '2026-11-25T12:00:00.000Z', prizes: [] },
];

describe('landing figures', () => {
  it('sums the prize pools of the challenges open now, in cents', () => {
    expect(sumPrizePoolsCents(challenges, now)).toBe(18_550);
    expect(sumPrizePoolsCents([], now)).toBe(0);
  });

  it('counts the challenges a player can join now', () => {
    expect(openChallengeCount(challenges, now)).toBe(4);
  });

  it('finds the next start ahead of now, or null', () => {
    expect(nextChallengeStart(challenges, now)?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
    expect(nextChallengeStart(challenges.slice(2, 5), now)).toBeNull();
  });
});
