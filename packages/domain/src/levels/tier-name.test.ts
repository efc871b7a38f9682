import { describe, expect, it } from 'vitest';
import { isTierName, tierNames } from './tiers';

describe('isTierName', () => {
  it('knows the eight tiers, Rookie to Legend, by their exact names', () => {
    expect(tierNames.filter(isTierName)).toEqual([
      'Rookie',
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Diamond',
      'Master',
      'Legend',
    ]);
  });

  it('refuses anything else: other spellings, empty, non-strings', () => {
    expect(['gold', 'GOLD', 'Grandmaster', '', 'toString', undefined, null, 3].map(isTierName)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
