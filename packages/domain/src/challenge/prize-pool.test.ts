import { describe, expect, it } from 'vitest';
import { prizePoolCents, prizePoolLabel, winnerTakesAllPrizeCents } from './prize-pool';

describe('prize pool (spec §9)', () => {
  const prizes = [
    { id: 'a', title: '2nd', value: 2_500 },
    { id: 'b', title: '1st', value: 5_000 },
    { id: 'c', title: '3rd', value: 1_000 },
  ];

  it('sums prize values in cents', () => {
    expect(prizePoolCents(prizes)).toBe(8_500);
    expect(prizePoolCents([])).toBe(0);
  });

  it('labels a zero pool XP Only', () => {
    expect(prizePoolLabel(prizes)).toEqual({ kind: 'cash', cents: 8_500 });
    expect(prizePoolLabel([])).toEqual({ kind: 'xpOnly' });
    expect(prizePoolLabel([{ value: 0 }])).toEqual({ kind: 'xpOnly' });
  });

  it('takes the largest prize as winner-takes-all', () => {
    expect(winnerTakesAllPrizeCents(prizes)).toBe(5_000);
    expect(winnerTakesAllPrizeCents([])).toBe(0);
  });
});
