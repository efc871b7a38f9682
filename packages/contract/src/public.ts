import { z } from 'zod';
import { levelInfoSchema } from './profile';
import { usdAmountSchema } from './usd';

// spec §7: GET /api/public/dashboard. The spec's USD field carries dollars with at most two decimals
// (usd.ts; decision 0022): read it with centsFromUsd.
export const dashboardResponseSchema = z.object({
  data: z.object({
    unique_participants: z.number().int().min(0),
    /** USD (dollars, at most two decimals), e.g. 8559.5: every prize paid out so far. */
    total_prize_value_dispersed: usdAmountSchema,
    completed_challenges: z.number().int().min(0),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  rank: z.number().int().min(1),
  name: z.string(),
  photo: z.string().nullable(),
  /** levelInfo.currentTier name (decision 0003), for the podium's tier badge. */
  tier: z.string().optional(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  data: z.object({ leaderboard: z.array(leaderboardEntrySchema) }),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** Earnings are absent (not null) when the owner chose privacy: hidden in the response itself. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  memberSince: z.string(),
  leaderboardPosition: z.number().int().nullable(),
  wins: z.number().int(),
  losses: z.number().int(),
  totalChallenges: z.number().int(),
  winRate: z.number(),
  levelInfo: levelInfoSchema,
  earningsPrivate: z.boolean(),
  /** USD (dollars, at most two decimals), the profile stats' spec name; absent when private. */
  totalEarningsUSD: usdAmountSchema.optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
