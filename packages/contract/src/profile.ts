import { z } from 'zod';
import { lineText, multilineText } from './request';
import { usdAmountSchema } from './usd';

// spec §3 levelInfo, computed on the server by packages/domain.
export const tierSchema = z.object({
  name: z.string(),
  color: z.string(),
  minLevel: z.number().int(),
  maxLevel: z.number().int(),
});
export type Tier = z.infer<typeof tierSchema>;

export const levelInfoSchema = z.object({
  currentLevel: z.number().int().min(1).max(100),
  currentTier: tierSchema,
  experiencePoints: z.number().int().min(0),
  experienceForCurrentLevel: z.number().int().min(0),
  experienceForNextLevel: z.number().int().min(0),
  experienceToNextLevel: z.number().int().min(0),
  progressPercentage: z.number().min(0).max(100),
});
export type LevelInfo = z.infer<typeof levelInfoSchema>;

export const authProviderSchema = z.enum(['local', 'google', 'discord']);
export type AuthProvider = z.infer<typeof authProviderSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
  created_at: z.string(),
  provider: authProviderSchema,
  emailVerified: z.boolean(),
  earningsPrivate: z.boolean(),
  affiliateCode: z.string(),
  /** 'support' and 'admin' are operators (docs/decisions/0020): the site shows them the console. */
  role: z.enum(['player', 'support', 'admin']),
  levelInfo: levelInfoSchema,
});
export type User = z.infer<typeof userSchema>;

/** spec §3 User profile stats. totalEarningsUSD is dollars with at most two decimals (decision 0022). */
export const profileStatsSchema = z.object({
  totalChallenges: z.number().int(),
  wonChallenges: z.number().int(),
  lostChallenges: z.number().int(),
  winRate: z.number(),
  /** USD (dollars, at most two decimals), e.g. 1380 or 12.5: read it with centsFromUsd. */
  totalEarningsUSD: usdAmountSchema,
  leaderboardPosition: z.number().int().nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** A new player's first steps (issue 34's first-run checklist), answered beside the user by /api/users/me. */
export const firstStepsSchema = z.object({
  emailVerified: z.boolean(),
  gameLinked: z.boolean(),
  challengeJoined: z.boolean(),
  packBought: z.boolean(),
});
export type FirstSteps = z.infer<typeof firstStepsSchema>;

export const meResponseSchema = z.object({
  data: z.object({ user: userSchema, firstSteps: firstStepsSchema.optional() }),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const profileResponseSchema = z.object({
  data: z.object({
    user: userSchema,
    stats: profileStatsSchema,
    remainingDisconnections: z.number().int().min(0),
    tier: tierSchema,
  }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateNameRequestSchema = z.object({ name: z.string() });
export const updatePhotoRequestSchema = z.object({ photo: z.string() });
export const changePasswordRequestSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  confirmPassword: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/**
 * A password change ends every session (docs/decisions/0007 "Revocation") and hands the browser that
 * made it a fresh access token, so it stays signed in.
 */
export const changePasswordResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  access_token: z.string().min(1),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
export const earningsPrivacyRequestSchema = z.object({ earningsPrivate: z.boolean() });

// What the server accepts (issue 9). A field left out counts as empty, so it gets the spec's
// "... is required" message from the domain rather than a schema error; line breaks in a name reach the
// display-name rule, which refuses them in the player's language.
export const updateNameBodySchema = z.object({ name: multilineText(200).default('') }).default({ name: '' });
export const updatePhotoBodySchema = z.object({ photo: lineText(2048) });
export const changePasswordBodySchema = z
  .object({
    currentPassword: lineText(1024).default(''),
    newPassword: lineText(1024).default(''),
    confirmPassword: lineText(1024).default(''),
  })
  .default({ currentPassword: '', newPassword: '', confirmPassword: '' });

export const userUpdateResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
export type UserUpdateResponse = z.infer<typeof userUpdateResponseSchema>;

export const uploadResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ fileUrl: z.string() }),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;
