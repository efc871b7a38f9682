import type { LevelInfo } from '@arena/contract';
import { describe, expect, it } from 'vitest';
import { currentTierName } from './tier';

const withTier = (name: string) =>
  ({ currentTier: { name, color: '#000', minLevel: 1, maxLevel: 9 } }) as unknown as LevelInfo;

describe('currentTierName', () => {
  it('passes a tier name through for the TierBadge', () => {
    expect(['Rookie', 'Gold', 'Legend'].map((name) => currentTierName(withTier(name)))).toEqual([
      'Rookie',
      'Gold',
      'Legend',
    ]);
  });

  it('shows Rookie for a name that is not a tier', () => {
    expect(currentTierName(withTier('Grandmaster'))).toBe('Rookie');
    expect(currentTierName(withTier('gold'))).toBe('Rookie');
  });
});
