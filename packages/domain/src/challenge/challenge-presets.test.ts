import { describe, expect, it } from 'vitest';
import { crystalsFromUsdCents } from '../economy/exchange';
import { challengePresetNames, challengePresets, presetChallengeType } from './challenge-presets';
import { deriveChallengeType } from './challenge-type';
import { maxSkillLevel, minSkillLevel } from './skill-group';

describe('challenge presets (decision 0021)', () => {
  it('has one preset per operator type, in form order', () => {
    expect(challengePresetNames).toEqual(['premium', 'free', 'daily', 'booster']);
    expect(Object.keys(challengePresets)).toEqual([...challengePresetNames]);
  });

  it('fills spec §9 durations and entry fees and the demo prize tables', () => {
    const summary = Object.values(challengePresets).map((p) => [
      p.name,
      p.durationHours,
      p.entryFee,
      p.prizes.map((prize) => prize.valueCents),
      p.maxPlayers,
      p.gameLimit,
      p.skillLevel,
    ]);
    expect(summary).toEqual([
      ['premium', 72, 1, [10_000, 5_000, 2_500, 1_500, 1_000], 100, 10, 6],
      ['free', 72, 0, [2_500, 1_500, 1_000], 200, 0, 1],
      ['daily', 24, 0, [1_000, 500], 50, 5, 3],
      ['booster', 12, 0, [], 500, 0, 1],
    ]);
    expect(challengePresets.premium.prizes.map((prize) => prize.title)).toEqual([
      '1st place',
      '2nd place',
      '3rd place',
      '4th place',
      '5th place',
    ]);
  });

  it('derives back to its own type (spec §4)', () => {
    for (const name of challengePresetNames) {
      const preset = challengePresets[name];
      const derived = deriveChallengeType({
        durationHours: preset.durationHours,
        entryFee: preset.entryFee,
        prizes: preset.prizes.map((prize) => ({ value: prize.valueCents })),
      });
      expect(derived).toBe(presetChallengeType(name));
    }
    expect(presetChallengeType('premium')).toBe('main');
  });

  it('pays whole crystals and keeps skill levels in range', () => {
    for (const preset of Object.values(challengePresets)) {
      for (const prize of preset.prizes) {
        expect(prize.valueCents % 2).toBe(0);
        expect(crystalsFromUsdCents(prize.valueCents) * 2).toBe(prize.valueCents);
      }
      expect(preset.skillLevel).toBeGreaterThanOrEqual(minSkillLevel);
      expect(preset.skillLevel).toBeLessThanOrEqual(maxSkillLevel);
    }
  });

  it('states the XP finishing awards, doubled in a booster', () => {
    expect(challengePresets.daily.xp).toEqual({ participation: 50, placement: [150, 100, 75, 50, 50] });
    expect(challengePresets.booster.xp).toEqual({ participation: 100, placement: [300, 200, 150, 100, 100] });
  });
});
