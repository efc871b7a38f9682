// Challenge presets of the operator console (issue 12, docs/decisions/0021): what choosing a type in
// the create form fills in. Durations and entry fees are spec §9's ("main 72 h fee 1; free 72 h fee 0;
// daily 24 h (24h cash prize); booster 12 h, no prizes"), so a challenge made from a preset derives
// back to its type (deriveChallengeType); prize tables, places, game limits and skill levels are the
// demo challenges' (apps/server/src/seed/demo-challenges.ts). Prizes are USD cents by rank, paid as
// crystals at 50 a dollar, so every value is even (whole crystals). The XP is what finishing awards
// (apps/server/src/challenges/challenge-xp.ts, decision 0012): participation for everyone not
// excluded, a placement bonus for ranks 1-5, both doubled in a booster.
import { challengeDurationsHours, mainEntryFee, type ChallengeType } from './challenge-type';
import { placeTitle } from './place-title';

/** The operator form's names for the four types (spec §2 filter chips call main "premium"). */
export const challengePresetNames = ['premium', 'free', 'daily', 'booster'] as const;
export type ChallengePresetName = (typeof challengePresetNames)[number];

export interface ChallengePresetPrize {
  /** The place's generated title ('1st place', place-title.ts): players read it as the place in their language. */
  readonly title: string;
  /** USD cents; an even number, so the prize is whole crystals (2 cents a crystal). */
  readonly valueCents: number;
}

export interface ChallengePreset {
  readonly name: ChallengePresetName;
  /** The type a challenge with these values derives to (spec §4). */
  readonly type: Exclude<ChallengeType, 'unknown'>;
  readonly durationHours: number;
  /** GCoins. */
  readonly entryFee: number;
  /** By rank, first place first; empty for an XP-only booster. */
  readonly prizes: readonly ChallengePresetPrize[];
  readonly maxPlayers: number;
  /** Matches counted per player; 0 means unlimited. */
  readonly gameLimit: number;
  /** 1-18. */
  readonly skillLevel: number;
  readonly xp: {
    /** Every participant who is not excluded. */
    readonly participation: number;
    /** Added for ranks 1…5 (winners). */
    readonly placement: readonly number[];
  };
}

const participationXp = 50;
const placementXp = [150, 100, 75, 50, 50] as const;
const boosterXpMultiplier = 2;

const prizeTable = (...cents: number[]): ChallengePresetPrize[] =>
  cents.map((valueCents, index) => ({ title: placeTitle(index + 1), valueCents }));

const xp = (multiplier: number) => ({
  participation: participationXp * multiplier,
  placement: placementXp.map((bonus) => bonus * multiplier),
});

export const challengePresets: Readonly<Record<ChallengePresetName, ChallengePreset>> = {
  premium: {
    name: 'premium',
    type: 'main',
    durationHours: challengeDurationsHours.main,
    entryFee: mainEntryFee,
    prizes: prizeTable(10_000, 5_000, 2_500, 1_500, 1_000),
    maxPlayers: 100,
    gameLimit: 10,
    skillLevel: 6,
    xp: xp(1),
  },
  free: {
    name: 'free',
    type: 'free',
    durationHours: challengeDurationsHours.free,
    entryFee: 0,
    prizes: prizeTable(2_500, 1_500, 1_000),
    maxPlayers: 200,
    gameLimit: 0,
    skillLevel: 1,
    xp: xp(1),
  },
  daily: {
    name: 'daily',
    type: 'daily',
    durationHours: challengeDurationsHours.daily,
    entryFee: 0,
    prizes: prizeTable(1_000, 500),
    maxPlayers: 50,
    gameLimit: 5,
    skillLevel: 3,
    xp: xp(1),
  },
  booster: {
    name: 'booster',
    type: 'booster',
    durationHours: challengeDurationsHours.booster,
    entryFee: 0,
    prizes: [],
    maxPlayers: 500,
    gameLimit: 0,
    skillLevel: 1,
    xp: xp(boosterXpMultiplier),
  },
};

/** The derived type (spec §4) a preset name stands for: premium is "main". */
export function presetChallengeType(name: ChallengePresetName): Exclude<ChallengeType, 'unknown'> {
  return challengePresets[name].type;
}
