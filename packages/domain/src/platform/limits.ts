// spec §9 limits that belong to no single rule elsewhere in this package.

/** Public leaderboard: default limit, the landing page's top 5, badge for positions 1-10. */
export const leaderboardLimits = {
  defaultLimit: 10,
  landingLimit: 5,
  badgeMinPosition: 1,
  badgeMaxPosition: 10,
} as const;

/** A public-profile leaderboard badge is shown for positions 1 to 10. */
export function hasLeaderboardBadge(position: number | null | undefined): boolean {
  return (
    typeof position === 'number' &&
    Number.isInteger(position) &&
    position >= leaderboardLimits.badgeMinPosition &&
    position <= leaderboardLimits.badgeMaxPosition
  );
}

/** Transaction history pages (spec §7: default page 1, limit 20). */
export const transactionsPage = { firstPage: 1, pageSize: 20 } as const;

/** spec §3: remainingDisconnections defaults to 3. */
export const defaultRemainingDisconnections = 3;

/** Terms (spec §2): minimum age 13, parental consent under 18. */
export const minimumAgeYears = 13;
export const parentalConsentUnderYears = 18;
