// The XP a finished challenge awards (docs/decisions/0012-challenge-lifecycle.md; the curve is
// ADR 0003, which assumes about 80 XP a challenge on average). Every participant who is not
// excluded gets the participation XP; winners get a placement bonus on top; booster challenges
// (12 h, no cash prizes: "XP boosters") double both. The server's finishing awards these
// (apps/server/src/challenges/challenge-xp.ts) and the challenge page's prize table shows them.

export const participationXp = 50;
/** Bonus by rank 1…5. */
export const placementXp: readonly number[] = [150, 100, 75, 50, 50];
export const boosterXpMultiplier = 2;

export function challengeXp(options: { rank: number | null; isWinner: boolean; booster: boolean }): number {
  const { rank, isWinner, booster } = options;
  if (rank === null) return 0; // excluded
  const bonus = isWinner ? (placementXp[rank - 1] ?? 0) : 0;
  return (participationXp + bonus) * (booster ? boosterXpMultiplier : 1);
}
