import { describe, expect, it } from 'vitest';
import { compareParticipants, rankParticipants, topWinners, winnersOnCard } from './participant-ranking';

function player(
  userId: string,
  score: number,
  bonus_score: number,
  gamesPlayed: number,
  created_at: string,
  excluded = false,
) {
  return { userId, score, bonus_score, gamesPlayed, created_at, excluded };
}

describe('challenge leaderboard (spec §9)', () => {
  const a = player('a', 100, 20, 5, '2025-06-01T10:00:00Z'); // 120
  const b = player('b', 110, 10, 4, '2025-06-01T11:00:00Z'); // 120, fewer games
  const c = player('c', 120, 0, 4, '2025-06-01T09:00:00Z'); // 120, fewer games, earlier
  const d = player('d', 200, 0, 9, '2025-06-01T08:00:00Z'); // 200
  const cheat = player('x', 999, 0, 1, '2025-06-01T07:00:00Z', true);
  const e = player('e', 10, 0, 1, '2025-06-01T07:00:00Z');
  const f = player('f', 5, 0, 1, '2025-06-01T07:00:00Z');

  it('sorts by total, then fewer games, then earlier enrolment', () => {
    expect(compareParticipants(d, a)).toBeLessThan(0);
    expect(compareParticipants(b, a)).toBeLessThan(0);
    expect(compareParticipants(c, b)).toBeLessThan(0);
    expect(compareParticipants(a, a)).toBe(0);
  });

  it('ranks 1, 2, 3… and puts excluded participants last without a rank', () => {
    const ranked = rankParticipants([a, cheat, b, c, d]);
    expect(ranked.map((p) => [p.userId, p.rank])).toEqual([
      ['d', 1],
      ['c', 2],
      ['b', 3],
      ['a', 4],
      ['x', null],
    ]);
  });

  it('never lets an excluded participant win, and takes 5 by default', () => {
    expect(winnersOnCard).toBe(5);
    expect(topWinners([cheat, a, b, c, d, e, f]).map((p) => p.userId)).toEqual(['d', 'c', 'b', 'a', 'e']);
    expect(topWinners([cheat, a], 5).map((p) => p.userId)).toEqual(['a']);
    expect(topWinners([a, b], 0)).toEqual([]);
  });
});
