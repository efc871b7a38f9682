export type PrizeColour = 'gold' | 'silver' | 'bronze';

/** Prize colours (fixed: the UI theme uses the same values as `prizeGold/Silver/Bronze`). */
export const prizeColours: Readonly<Record<PrizeColour, string>> = {
  gold: '#F5C542',
  silver: '#C0C7D2',
  bronze: '#CD7F32',
};

/** spec §9: rank 1 gold, 2 silver, 3 bronze; no colour below. */
export function prizeColourForRank(rank: number): PrizeColour | null {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  return null;
}
