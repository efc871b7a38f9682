import { describe, expect, it } from 'vitest';
import { isMaxLevel, levelInfo } from './level-info';
import { tierForLevel, tierMessageKeys, tiers } from './tiers';
import { levelForXp, maxLevel, totalXpForLevel, xpForLevelUp } from './xp-curve';

describe('XP curve (docs/decisions/0003)', () => {
  it('costs 100 XP for level 2 and 10 more for each level after', () => {
    expect(maxLevel).toBe(100);
    expect(xpForLevelUp(1)).toBe(100);
    expect(xpForLevelUp(2)).toBe(110);
    expect(xpForLevelUp(99)).toBe(1_080);
    expect(xpForLevelUp(100)).toBe(0);
  });

  it('starts levels at these totals', () => {
    expect([1, 2, 3, 10, 20, 35, 50, 65, 80, 95, 99, 100].map(totalXpForLevel)).toEqual([
      0, 100, 210, 1_260, 3_610, 9_010, 16_660, 26_560, 38_710, 53_110, 57_330, 58_410,
    ]);
  });

  it('agrees with the sum of the steps', () => {
    let total = 0;
    for (let level = 1; level < maxLevel; level += 1) {
      expect(totalXpForLevel(level)).toBe(total);
      total += xpForLevelUp(level);
    }
    expect(totalXpForLevel(maxLevel)).toBe(total);
  });

  it('finds the level of a total', () => {
    expect([0, 99, 100, 209, 210, 57_329, 57_330, 58_409, 58_410, 10_000_000].map(levelForXp)).toEqual([
      1, 1, 2, 2, 3, 98, 99, 99, 100, 100,
    ]);
  });
});

describe('tiers', () => {
  it('has the fixed names, ranges and colours', () => {
    expect(tiers.map((t) => [t.name, t.minLevel, t.maxLevel, t.color])).toEqual([
      ['Rookie', 1, 9, '#9AA6C2'],
      ['Bronze', 10, 19, '#CD7F32'],
      ['Silver', 20, 34, '#C0C7D2'],
      ['Gold', 35, 49, '#F5C542'],
      ['Platinum', 50, 64, '#4FD1C5'],
      ['Diamond', 65, 79, '#60A5FA'],
      ['Master', 80, 94, '#C084FC'],
      ['Legend', 95, 100, '#FF6B6B'],
    ]);
    expect(Object.values(tierMessageKeys)).toEqual([
      'tier.rookie',
      'tier.bronze',
      'tier.silver',
      'tier.gold',
      'tier.platinum',
      'tier.diamond',
      'tier.master',
      'tier.legend',
    ]);
  });

  it('covers 1-100 without gaps', () => {
    expect(
      [1, 9, 10, 19, 20, 34, 35, 49, 50, 64, 65, 79, 80, 94, 95, 100].map((l) => tierForLevel(l).name),
    ).toEqual([
      'Rookie',
      'Rookie',
      'Bronze',
      'Bronze',
      'Silver',
      'Silver',
      'Gold',
      'Gold',
      'Platinum',
      'Platinum',
      'Diamond',
      'Diamond',
      'Master',
      'Master',
      'Legend',
      'Legend',
    ]);
    expect(tierForLevel(0).name).toBe('Rookie');
    expect(tierForLevel(101).name).toBe('Legend');
  });
});

describe('levelInfo (spec §3)', () => {
  it('starts at level 1 with 0 XP', () => {
    expect(levelInfo(0)).toEqual({
      currentLevel: 1,
      currentTier: { name: 'Rookie', color: '#9AA6C2', minLevel: 1, maxLevel: 9 },
      experiencePoints: 0,
      experienceForCurrentLevel: 0,
      experienceForNextLevel: 100,
      experienceToNextLevel: 100,
      progressPercentage: 0,
    });
  });

  it('reports progress inside a level', () => {
    expect(levelInfo(155)).toMatchObject({
      currentLevel: 2,
      experienceForCurrentLevel: 100,
      experienceForNextLevel: 210,
      experienceToNextLevel: 55,
      progressPercentage: 50,
    });
    expect(levelInfo(209).progressPercentage).toBe(99);
  });

  it('reaches level 99 and Legend', () => {
    expect(levelInfo(57_330)).toEqual({
      currentLevel: 99,
      currentTier: { name: 'Legend', color: '#FF6B6B', minLevel: 95, maxLevel: 100 },
      experiencePoints: 57_330,
      experienceForCurrentLevel: 57_330,
      experienceForNextLevel: 58_410,
      experienceToNextLevel: 1_080,
      progressPercentage: 0,
    });
  });

  it('shows max level with a full bar at 100', () => {
    const info = levelInfo(70_000);
    expect(info).toEqual({
      currentLevel: 100,
      currentTier: { name: 'Legend', color: '#FF6B6B', minLevel: 95, maxLevel: 100 },
      experiencePoints: 70_000,
      experienceForCurrentLevel: 58_410,
      experienceForNextLevel: 58_410,
      experienceToNextLevel: 0,
      progressPercentage: 100,
    });
    expect(isMaxLevel(info)).toBe(true);
    expect(isMaxLevel(levelInfo(58_409))).toBe(false);
  });

  it('treats negative or fractional XP as its floor, at least 0', () => {
    expect(levelInfo(-50).experiencePoints).toBe(0);
    expect(levelInfo(100.9).currentLevel).toBe(2);
  });
});
