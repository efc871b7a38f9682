import type { Challenge } from '@arena/contract';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { challengeStats, prizeCents } from './challenge-labels';

const t = ((key: string) => key) as unknown as TFunction;
const prizes = (...values: number[]) =>
  values.map((value, index) => ({ id: `p${index}`, title: `Prize ${index + 1}`, value }));
const challenge = (values: number[]) =>
  ({ prizes: prizes(...values), registeredPlayers: 3, maxPlayers: 10, gameLimit: 0 }) as unknown as Challenge;

describe('challenge card figures read prizes[].value as USD (decision 0022)', () => {
  it('turns the wire’s dollars into cents before summing', () => {
    expect(prizeCents(challenge([100, 50, 0.01]))).toEqual([
      { value: 10_000 },
      { value: 5_000 },
      { value: 1 },
    ]);
    expect(prizeCents(challenge([0.1, 0.2]))).toEqual([{ value: 10 }, { value: 20 }]);
  });

  it('shows the pool and the winner’s prize in dollars, not 100 times over', () => {
    const stats = challengeStats(challenge([100, 50, 0.01]), t);
    expect(stats.prizePool.value).toBe('$150.01');
    expect(stats.winnerPrize?.value).toBe('$100.00');
    expect(challengeStats(challenge([]), t).prizePool.value).toBe('challenge.prizePool.xpOnly');
  });
});
