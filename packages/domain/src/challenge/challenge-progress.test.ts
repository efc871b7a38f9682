import { describe, expect, it } from 'vitest';
import { challengeProgress, pointsToPass, type StandingEntry } from './challenge-progress';

const row = (userId: string, rank: number | null, total: number, gamesPlayed = 2): StandingEntry => ({
  userId,
  rank,
  total,
  gamesPlayed,
});

// Ten players 1,000 down to 100 points; three winning places.
const standings = Array.from({ length: 10 }, (_, index) =>
  row(`u${index + 1}`, index + 1, 1_000 - index * 100),
);
const base = { standings, gameLimit: 10, winningRanks: [1, 2, 3] };

describe('challenge progress (issue 34)', () => {
  it('a gap is what it takes to be strictly ahead', () => {
    expect(pointsToPass(650, 700)).toBe(51);
    expect(pointsToPass(700, 700)).toBe(1);
    expect(pointsToPass(800, 700)).toBe(1);
  });

  it('below the prize places: games of the limit, points, the gap to the next place and to 3rd', () => {
    expect(challengeProgress({ ...base, userId: 'u6' })).toEqual({
      rank: 6,
      points: 500,
      gamesPlayed: 2,
      gameLimit: 10,
      gamesLeft: 8,
      nextPlace: { kind: 'gap', rank: 5, points: 101 },
      prizePlaces: { kind: 'gap', rank: 3, points: 301 },
    });
  });

  it('in the prize places, and first', () => {
    const second = challengeProgress({ ...base, userId: 'u2' });
    expect(second?.nextPlace).toEqual({ kind: 'gap', rank: 1, points: 101 });
    expect(second?.prizePlaces).toEqual({ kind: 'in', qualified: true });
    const first = challengeProgress({ ...base, userId: 'u1' });
    expect(first?.nextPlace).toEqual({ kind: 'first' });
    expect(first?.prizePlaces).toEqual({ kind: 'in', qualified: true });
  });

  it('in a prize place with no counted game yet: not qualified; unlimited games', () => {
    const progress = challengeProgress({
      standings: [row('a', 1, 0, 0), row('b', 2, 0, 0)],
      userId: 'b',
      gameLimit: 0,
      winningRanks: [1, 2, 3, 4, 5],
    });
    expect(progress).toEqual({
      rank: 2,
      points: 0,
      gamesPlayed: 0,
      gameLimit: null,
      gamesLeft: null,
      nextPlace: { kind: 'gap', rank: 1, points: 1 },
      prizePlaces: { kind: 'in', qualified: false },
    });
  });

  it('far down the board (the page has the top rows and the own row): next place unknown, prize gap known', () => {
    const page = [...standings.slice(0, 3), row('me', 250, 40, 10)];
    const progress = challengeProgress({ ...base, standings: page, userId: 'me' });
    expect(progress?.gamesLeft).toBe(0);
    expect(progress?.nextPlace).toEqual({ kind: 'unknown' });
    expect(progress?.prizePlaces).toEqual({ kind: 'gap', rank: 3, points: 761 });
  });

  it('excluded: no place and no gaps; not on the board: nothing', () => {
    const progress = challengeProgress({
      ...base,
      standings: [...standings, row('x', null, 900)],
      userId: 'x',
    });
    expect(progress?.rank).toBeNull();
    expect(progress?.nextPlace).toEqual({ kind: 'unknown' });
    expect(progress?.prizePlaces).toEqual({ kind: 'unknown' });
    expect(challengeProgress({ ...base, userId: 'nobody' })).toBeNull();
  });

  it('a non-winning place between winning ones aims at the nearest winning place above', () => {
    const progress = challengeProgress({ ...base, winningRanks: [1, 3], userId: 'u2' });
    expect(progress?.prizePlaces).toEqual({ kind: 'gap', rank: 1, points: 101 });
  });
});
