import { z } from 'zod';
import { levelInfoSchema } from './profile';

// spec §7: GET /api/public/dashboard. USD is carried as integer cents.
export const dashboardResponseSchema = z.object({
  data: z.object({
    unique_participants: z.number().int().min(0),
    total_prize_value_dispersed_cents: z.number().int().min(0),
    completed_challenges: z.number().int().min(0),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

export const leaderboardEntrySchema = z.object({
  id: z.string(),
  rank: z.number().int().min(1),
  name: z.string(),
  photo: z.string().nullable(),
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
  totalEarningsUsdCents: z.number().int().optional(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileResponseSchema = z.object({ data: publicProfileSchema });
export type PublicProfileResponse = z.infer<typeof publicProfileResponseSchema>;
