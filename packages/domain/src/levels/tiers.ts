import type { MessageKey } from '../messages';

export const tierNames = [
  'Rookie',
  'Bronze',
  'Silver',
  'Gold',
  'Platinum',
  'Diamond',
  'Master',
  'Legend',
] as const;
export type TierName = (typeof tierNames)[number];

/** spec §3 levelInfo.currentTier. */
export interface Tier {
  readonly name: TierName;
  readonly color: string;
  readonly minLevel: number;
  readonly maxLevel: number;
}

/** The tiers and their colours (fixed: the UI theme uses the same values as `tier*`). */
export const tiers: readonly Tier[] = [
  { name: 'Rookie', color: '#9AA6C2', minLevel: 1, maxLevel: 9 },
  { name: 'Bronze', color: '#CD7F32', minLevel: 10, maxLevel: 19 },
  { name: 'Silver', color: '#C0C7D2', minLevel: 20, maxLevel: 34 },
  { name: 'Gold', color: '#F5C542', minLevel: 35, maxLevel: 49 },
  { name: 'Platinum', color: '#4FD1C5', minLevel: 50, maxLevel: 64 },
  { name: 'Diamond', color: '#60A5FA', minLevel: 65, maxLevel: 79 },
  { name: 'Master', color: '#C084FC', minLevel: 80, maxLevel: 94 },
  { name: 'Legend', color: '#FF6B6B', minLevel: 95, maxLevel: 100 },
];

/** Tier names are shown translated through these keys. */
export const tierMessageKeys: Readonly<Record<TierName, MessageKey>> = {
  Rookie: 'tier.rookie',
  Bronze: 'tier.bronze',
  Silver: 'tier.silver',
  Gold: 'tier.gold',
  Platinum: 'tier.platinum',
  Diamond: 'tier.diamond',
  Master: 'tier.master',
  Legend: 'tier.legend',
};

/** Whether a name (e.g. a participant's `user.tier` off the wire) is one of the tiers. */
export function isTierName(name: unknown): name is TierName {
  return typeof name === 'string' && (tierNames as readonly string[]).includes(name);
}

/** The tier of a level; levels below 1 are Rookie and above 100 Legend. */
export function tierForLevel(level: number): Tier {
  const found = tiers.find((tier) => level <= tier.maxLevel);
  return found ?? (tiers[tiers.length - 1] as Tier);
}
