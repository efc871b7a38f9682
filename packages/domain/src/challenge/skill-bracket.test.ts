import { describe, expect, it } from 'vitest';
import {
  admitsBracket,
  bracketLevels,
  bracketOf,
  levelForPerformance,
  levelForRank,
  providerRankFrom,
  skillLevelFor,
} from './skill-bracket';

describe('bracketOf', () => {
  it('puts levels 1-3 in bracket 1 … 16-18 in bracket 6, exactly at the edges', () => {
    expect([1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18].map(bracketOf)).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
    ]);
  });

  it('names the levels of each bracket', () => {
    expect(bracketLevels(1)).toEqual({ from: 1, to: 3 });
    expect(bracketLevels(4)).toEqual({ from: 10, to: 12 });
    expect(bracketLevels(6)).toEqual({ from: 16, to: 18 });
  });
});

describe('levelForRank', () => {
  it('spreads League of Legends from Iron IV (1) to Challenger (18)', () => {
    expect(levelForRank({ gameId: 'lol', tier: 'IRON', division: 'IV' })).toBe(1);
    expect(levelForRank({ gameId: 'lol', tier: 'IRON', division: 'I' })).toBe(2);
    expect(levelForRank({ gameId: 'lol', tier: 'silver', division: 'iv' })).toBe(5);
    expect(levelForRank({ gameId: 'lol', tier: 'GOLD', division: 'IV' })).toBe(7);
    expect(levelForRank({ gameId: 'lol', tier: 'DIAMOND', division: 'I' })).toBe(16);
    expect(levelForRank({ gameId: 'lol', tier: 'MASTER' })).toBe(16);
    expect(levelForRank({ gameId: 'lol', tier: 'GRANDMASTER' })).toBe(17);
    expect(levelForRank({ gameId: 'lol', tier: 'CHALLENGER' })).toBe(18);
    expect(levelForRank({ gameId: 'lol', tier: 'GOLD' })).toBeNull();
    expect(levelForRank({ gameId: 'lol', tier: 'WOOD', division: 'I' })).toBeNull();
  });

  it('spreads Valorant competitive tiers 3 (Iron 1) to 27 (Radiant)', () => {
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 3 })).toBe(1);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 4 })).toBe(1);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 5 })).toBe(2);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 12 })).toBe(7);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 26 })).toBe(17);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 27 })).toBe(18);
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 0 })).toBeNull();
    expect(levelForRank({ gameId: 'valorant', competitiveTier: 28 })).toBeNull();
  });

  it('spreads Dota 2 rank tiers 11 (Herald 1) to 80 (Immortal)', () => {
    expect(levelForRank({ gameId: 'dota2', rankTier: 11 })).toBe(1);
    expect(levelForRank({ gameId: 'dota2', rankTier: 13 })).toBe(1);
    expect(levelForRank({ gameId: 'dota2', rankTier: 14 })).toBe(2);
    expect(levelForRank({ gameId: 'dota2', rankTier: 51 })).toBe(10);
    expect(levelForRank({ gameId: 'dota2', rankTier: 75 })).toBe(17);
    expect(levelForRank({ gameId: 'dota2', rankTier: 80 })).toBe(18);
    expect(levelForRank({ gameId: 'dota2', rankTier: 10 })).toBeNull();
    expect(levelForRank({ gameId: 'dota2', rankTier: 56 })).toBeNull();
  });

  it('spreads CS2 FACEIT levels 1 to 10', () => {
    expect([1, 2, 3, 5, 9, 10].map((faceitLevel) => levelForRank({ gameId: 'cs2', faceitLevel }))).toEqual([
      1, 2, 4, 8, 16, 18,
    ]);
    expect(levelForRank({ gameId: 'cs2', faceitLevel: 0 })).toBeNull();
    expect(levelForRank({ gameId: 'cs2', faceitLevel: 11 })).toBeNull();
  });

  it('gives Brawl Stars one level per 2,500 trophies, 42,500 and more at 18', () => {
    expect(levelForRank({ gameId: 'brawlstars', trophies: 0 })).toBe(1);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 2_499 })).toBe(1);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 2_500 })).toBe(2);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 7_500 })).toBe(4);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 42_499 })).toBe(17);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 42_500 })).toBe(18);
    expect(levelForRank({ gameId: 'brawlstars', trophies: 90_000 })).toBe(18);
    expect(levelForRank({ gameId: 'brawlstars', trophies: -1 })).toBeNull();
  });
});

describe('levelForPerformance', () => {
  it('needs five counted matches', () => {
    expect(levelForPerformance('lol', [60, 60, 60, 60])).toBeNull();
    expect(levelForPerformance('lol', [60, 60, 60, 60, 60])).toBe(11);
  });

  it('is 1 + ⌊average points ÷ points per level⌋, exact at the boundary', () => {
    // 5 matches averaging 17.8 points in League of Legends (6 a level): 1 + 2 = 3, bracket 1.
    expect(levelForPerformance('lol', [17, 18, 18, 18, 18])).toBe(3);
    // Averaging exactly 18: 1 + 3 = 4, bracket 2.
    expect(levelForPerformance('lol', [18, 18, 18, 18, 18])).toBe(4);
    // Brawl Stars counts 2 points a level: an average of 10 is level 6.
    expect(levelForPerformance('brawlstars', [10, 10, 10, 10, 10])).toBe(6);
  });

  it('reads only the newest 20 matches and caps at 18', () => {
    const newest = Array.from({ length: 20 }, () => 0);
    expect(levelForPerformance('valorant', [...newest, 500, 500])).toBe(1);
    expect(levelForPerformance('dota2', [102, 102, 102, 102, 102])).toBe(18);
    expect(levelForPerformance('dota2', [500, 500, 500, 500, 500])).toBe(18);
  });
});

describe('skillLevelFor', () => {
  it('takes the stored rank first', () => {
    expect(
      skillLevelFor({
        gameId: 'valorant',
        rank: { gameId: 'valorant', competitiveTier: 27 },
        recentPoints: [0, 0, 0, 0, 0],
      }),
    ).toEqual({ level: 18, bracket: 6, source: 'rank' });
  });

  it('falls back to recent performance when the rank is missing or not understood', () => {
    expect(
      skillLevelFor({
        gameId: 'lol',
        rank: { gameId: 'lol', tier: 'UNRANKED' },
        recentPoints: [30, 30, 30, 30, 30],
      }),
    ).toEqual({ level: 6, bracket: 2, source: 'performance' });
  });

  it('ignores a rank stored for another game', () => {
    expect(
      skillLevelFor({ gameId: 'lol', rank: { gameId: 'valorant', competitiveTier: 27 }, recentPoints: [] }),
    ).toEqual({ level: 1, bracket: 1, source: 'newPlayer' });
  });

  it('gives a new player level 1', () => {
    expect(skillLevelFor({ gameId: 'cs2', rank: null, recentPoints: [90, 90] })).toEqual({
      level: 1,
      bracket: 1,
      source: 'newPlayer',
    });
  });
});

describe('admitsBracket', () => {
  it('admits only the bracket of the challenge level', () => {
    expect(admitsBracket(6, 2)).toBe(true);
    expect(admitsBracket(4, 2)).toBe(true);
    expect(admitsBracket(7, 2)).toBe(false);
    expect(admitsBracket(3, 2)).toBe(false);
    expect(admitsBracket(1, 1)).toBe(true);
  });
});

describe('providerRankFrom', () => {
  it('reads details.ranks[gameId] for each game', () => {
    const details = {
      gameName: 'Arena',
      ranks: {
        lol: { tier: 'GOLD', division: 'II' },
        valorant: { competitiveTier: 14 },
        dota2: { rankTier: 42 },
        cs2: { faceitLevel: 4 },
        brawlstars: { trophies: 12_000 },
      },
    };
    expect(providerRankFrom('lol', details)).toEqual({ gameId: 'lol', tier: 'GOLD', division: 'II' });
    expect(providerRankFrom('valorant', details)).toEqual({ gameId: 'valorant', competitiveTier: 14 });
    expect(providerRankFrom('dota2', details)).toEqual({ gameId: 'dota2', rankTier: 42 });
    expect(providerRankFrom('cs2', details)).toEqual({ gameId: 'cs2', faceitLevel: 4 });
    expect(providerRankFrom('brawlstars', details)).toEqual({ gameId: 'brawlstars', trophies: 12_000 });
  });

  it('answers null for nothing stored or another shape', () => {
    expect(providerRankFrom('lol', {})).toBeNull();
    expect(providerRankFrom('lol', null)).toBeNull();
    expect(providerRankFrom('lol', { ranks: { lol: { tier: 3 } } })).toBeNull();
    expect(providerRankFrom('chess', { ranks: { chess: { elo: 2000 } } })).toBeNull();
    const broken = providerRankFrom('valorant', { ranks: { valorant: { competitiveTier: '14' } } });
    expect(broken && levelForRank(broken)).toBeNull();
  });
});
