import { describe, expect, it } from 'vitest';
import { scoreMatch } from './points';

const startedAt = '2026-11-23T10:00:00.000Z';

describe('scoreMatch (docs/decisions/0013-scoring.md worked examples)', () => {
  it('League of Legends: 10/3/8, 187 CS, vision 24, won → 63 + 20', () => {
    expect(
      scoreMatch({
        matchKey: 'EUW1_1',
        gameId: 'lol',
        startedAt,
        stats: { kills: 10, deaths: 3, assists: 8, win: true, cs: 187, visionScore: 24 },
      }),
    ).toEqual({ points: 63, bonus: 20 });
  });

  it('Valorant: 20/15/5, 9 headshots, lost → 59 + 0', () => {
    expect(
      scoreMatch({
        matchKey: 'v1',
        gameId: 'valorant',
        startedAt,
        stats: { kills: 20, deaths: 15, assists: 5, win: false, headshots: 9, rounds: 24 },
      }),
    ).toEqual({ points: 59, bonus: 0 });
  });

  it('Dota 2: 7/5/12, 215 last hits, 18,450 hero damage, won → 79 + 20', () => {
    expect(
      scoreMatch({
        matchKey: 'd1',
        gameId: 'dota2',
        startedAt,
        stats: { kills: 7, deaths: 5, assists: 12, win: true, lastHits: 215, heroDamage: 18450 },
      }),
    ).toEqual({ points: 79, bonus: 20 });
  });

  it('CS2: 22/18/4, 3 MVPs, 47.6 % headshots, won → 71 + 20', () => {
    expect(
      scoreMatch({
        matchKey: 'c1',
        gameId: 'cs2',
        startedAt,
        stats: { kills: 22, deaths: 18, assists: 4, win: true, mvps: 3, headshotPct: 47.6 },
      }),
    ).toEqual({ points: 71, bonus: 20 });
  });

  it('Brawl Stars: team victory, +8 trophies, star player → 18 + 15', () => {
    expect(
      scoreMatch({
        matchKey: 'b1',
        gameId: 'brawlstars',
        startedAt,
        stats: { result: 'victory', trophyChange: 8, starPlayer: true },
      }),
    ).toEqual({ points: 18, bonus: 15 });
  });

  it('Brawl Stars: draw 5, defeat 2 (trophies lost do not subtract), showdown by rank', () => {
    const brawl = (stats: Parameters<typeof scoreMatch>[0]['stats']) =>
      scoreMatch({ matchKey: 'b', gameId: 'brawlstars', startedAt, stats } as Parameters<
        typeof scoreMatch
      >[0]);
    expect(brawl({ result: 'draw', trophyChange: 0, starPlayer: false })).toEqual({ points: 5, bonus: 0 });
    expect(brawl({ result: 'defeat', trophyChange: -5, starPlayer: false })).toEqual({ points: 2, bonus: 0 });
    expect(brawl({ rank: 3, trophyChange: 2, starPlayer: false })).toEqual({ points: 8, bonus: 0 });
    expect(brawl({ rank: 1, trophyChange: 10, starPlayer: false })).toEqual({ points: 20, bonus: 10 });
    expect(brawl({ rank: 10, trophyChange: 0, starPlayer: false })).toEqual({ points: 1, bonus: 0 });
  });

  it('never goes below zero and ignores broken numbers', () => {
    expect(
      scoreMatch({
        matchKey: 'l2',
        gameId: 'lol',
        startedAt,
        stats: { kills: 0, deaths: 10, assists: 0, win: false, cs: Number.NaN, visionScore: -4 },
      }),
    ).toEqual({ points: 0, bonus: 0 });
  });
});
