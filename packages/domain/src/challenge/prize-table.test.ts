import { describe, expect, it } from 'vitest';
import { challengePresets } from './challenge-presets';
import { prizeForRank, prizeTable, winningRanks } from './prize-table';

const cents = (...values: number[]) => values.map((value) => ({ value }));

describe('prize table (decision 0012: what finishing pays by place)', () => {
  it('pays a premium challenge in crystals with the placement XP, then participation XP below', () => {
    expect(prizeTable({ prizes: cents(10_000, 5_000, 2_500), type: 'main' })).toEqual([
      { fromRank: 1, toRank: 1, winning: true, crystals: 5_000, usdCents: 10_000, xp: 200 },
      { fromRank: 2, toRank: 2, winning: true, crystals: 2_500, usdCents: 5_000, xp: 150 },
      { fromRank: 3, toRank: 3, winning: true, crystals: 1_250, usdCents: 2_500, xp: 125 },
      { fromRank: 4, toRank: null, winning: false, crystals: 0, usdCents: 0, xp: 50 },
    ]);
  });

  it('gives a booster doubled XP only: the top five win, 4th–5th share a row, then everyone else', () => {
    expect(prizeTable({ prizes: [], type: 'booster' })).toEqual([
      { fromRank: 1, toRank: 1, winning: true, crystals: 0, usdCents: 0, xp: 400 },
      { fromRank: 2, toRank: 2, winning: true, crystals: 0, usdCents: 0, xp: 300 },
      { fromRank: 3, toRank: 3, winning: true, crystals: 0, usdCents: 0, xp: 250 },
      { fromRank: 4, toRank: 5, winning: true, crystals: 0, usdCents: 0, xp: 200 },
      { fromRank: 6, toRank: null, winning: false, crystals: 0, usdCents: 0, xp: 100 },
    ]);
  });

  it('pays five places at most: a sixth prize is never paid', () => {
    const table = prizeTable({ prizes: cents(600, 500, 400, 300, 200, 100), type: 'daily' });
    expect(table.map((place) => [place.fromRank, place.toRank, place.crystals, place.xp])).toEqual([
      [1, 1, 300, 200],
      [2, 2, 250, 150],
      [3, 3, 200, 125],
      [4, 4, 150, 100],
      [5, 5, 100, 100],
      [6, null, 0, 50],
    ]);
    expect(prizeForRank({ prizes: cents(600, 500, 400, 300, 200, 100), type: 'daily' }, 6)).toEqual({
      winning: false,
      crystals: 0,
      usdCents: 0,
      xp: 50,
    });
  });

  it('a place whose prize is 0 does not win when others have prizes', () => {
    const input = { prizes: cents(1_000, 0, 500), type: 'unknown' as const };
    expect(winningRanks(input)).toEqual([1, 3]);
    expect(prizeTable(input).map((place) => [place.fromRank, place.toRank, place.winning, place.xp])).toEqual(
      [
        [1, 1, true, 200],
        [2, 2, false, 50],
        [3, 3, true, 125],
        [4, null, false, 50],
      ],
    );
  });

  it('matches every preset: premium wins five places, daily two', () => {
    const premium = challengePresets.premium;
    const input = {
      prizes: premium.prizes.map((prize) => ({ value: prize.valueCents })),
      type: premium.type,
    };
    expect(winningRanks(input)).toEqual([1, 2, 3, 4, 5]);
    expect(prizeTable(input).map((place) => place.crystals)).toEqual([5_000, 2_500, 1_250, 750, 500, 0]);
    expect(prizeTable(input).map((place) => place.xp)).toEqual([
      premium.xp.participation + premium.xp.placement[0]!,
      premium.xp.participation + premium.xp.placement[1]!,
      premium.xp.participation + premium.xp.placement[2]!,
      premium.xp.participation + premium.xp.placement[3]!,
      premium.xp.participation + premium.xp.placement[4]!,
      premium.xp.participation,
    ]);
    const daily = challengePresets.daily;
    expect(
      winningRanks({ prizes: daily.prizes.map((p) => ({ value: p.valueCents })), type: 'daily' }),
    ).toEqual([1, 2]);
  });
});
