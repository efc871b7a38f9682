import { describe, expect, it } from 'vitest';
import { challengePresets } from './challenge-presets';
import { isPlaceTitle, placeTitle } from './place-title';

describe('place titles (issue 34)', () => {
  it('names a place with its English ordinal', () => {
    expect([1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 101].map(placeTitle)).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
      '4th place',
      '5th place',
      '11th place',
      '12th place',
      '13th place',
      '21st place',
      '22nd place',
      '23rd place',
      '101st place',
    ]);
  });

  it('gives every preset prize the generated title of its place', () => {
    for (const preset of Object.values(challengePresets)) {
      preset.prizes.forEach((prize, index) => expect(isPlaceTitle(prize.title, index + 1)).toBe(true));
    }
  });

  it('recognises only the title of the same place, spaces and case aside', () => {
    expect(isPlaceTitle('2nd place', 2)).toBe(true);
    expect(isPlaceTitle('  2ND Place ', 2)).toBe(true);
    expect(isPlaceTitle('2nd place', 3)).toBe(false);
    expect(isPlaceTitle('2nd place', null)).toBe(false);
    expect(isPlaceTitle('Grand prize', 1)).toBe(false);
    expect(isPlaceTitle('المركز الثاني', 2)).toBe(false);
    expect(isPlaceTitle('0th place', 0)).toBe(false);
  });
});
