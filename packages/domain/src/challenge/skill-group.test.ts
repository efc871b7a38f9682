import { describe, expect, it } from 'vitest';
import { prizeColourForRank, prizeColours } from './prize-colour';
import { skillGroup, skillGroupColours } from './skill-group';

describe('skillGroup', () => {
  it('puts three levels in each of six groups', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 15, 16, 18].map(skillGroup)).toEqual([1, 1, 1, 2, 2, 2, 3, 5, 6, 6]);
  });

  it('clamps out-of-range levels', () => {
    expect(skillGroup(0)).toBe(1);
    expect(skillGroup(-4)).toBe(1);
    expect(skillGroup(19)).toBe(6);
    expect(skillGroup(Number.NaN)).toBe(1);
    expect(skillGroup(3.4)).toBe(1);
  });

  it('has the fixed colours', () => {
    expect(skillGroupColours).toEqual({
      1: '#4ADE80',
      2: '#22D3EE',
      3: '#60A5FA',
      4: '#A78BFA',
      5: '#F59E0B',
      6: '#F43F5E',
    });
  });
});

describe('prizeColourForRank (spec §9)', () => {
  it('colours ranks 1-3 only', () => {
    expect([1, 2, 3, 4, 0].map(prizeColourForRank)).toEqual(['gold', 'silver', 'bronze', null, null]);
    expect(prizeColours).toEqual({ gold: '#F5C542', silver: '#C0C7D2', bronze: '#CD7F32' });
  });
});
