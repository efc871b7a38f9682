import { matchVerdictReasons, trackingErrorCodes } from '@arena/domain';
import { z } from 'zod';

// GET /api/challenge/{id}/breakdown (issue 16 "Transparent scoring", docs/decisions/0032-scoring-breakdown.md):
// the caller's own participation only. Every match the match source reported for them, with why it counts
// or not; points and bonus are integers by decision 0013's formula (for a refused match, what it would have
// given); times are ISO 8601 strings in UTC.

/** How often the server checks a participant's matches while the challenge runs (the match poll). */
export const breakdownCheckIntervalSeconds = 60;

export const breakdownMatchSchema = z.object({
  /** The provider's match id (Riot, OpenDota, a CS2 share code, a Brawl Stars tag and battle time). */
  matchKey: z.string(),
  /** ISO 8601: when the match started; null when the provider gave no readable time. */
  playedAt: z.string().nullable(),
  reason: z.enum(matchVerdictReasons),
  /** True only for reason `counted`: the match adds its points and bonus to the score. */
  counts: z.boolean(),
  points: z.number().int().min(0),
  bonus: z.number().int().min(0),
  /**
   * The player's stats as the provider reported them (the game's fields of decision 0013: kills, deaths,
   * assists, win, headshots…; Brawl Stars result or rank, trophyChange, starPlayer): the site shows them and
   * the formula applied to them (issue 34).
   */
  stats: z.record(z.string(), z.union([z.number(), z.string(), z.boolean(), z.null()])).optional(),
});
export type BreakdownMatch = z.infer<typeof breakdownMatchSchema>;

export const breakdownTotalsSchema = z.object({
  /** Sum of the counted matches' points: the participant's score. */
  points: z.number().int().min(0),
  /** Sum of the counted matches' bonus: the participant's bonus_score. */
  bonus: z.number().int().min(0),
  /** points + bonus: the leaderboard total. */
  total: z.number().int().min(0),
  counted: z.number().int().min(0),
  refused: z.number().int().min(0),
});

export const breakdownTrackingSchema = z.object({
  /** The linked account the matches are read from: its display name; null when none is linked. */
  accountName: z.string().nullable(),
  /** ISO 8601: the last check of this account's matches for the challenge; null before the first. */
  lastCheckedAt: z.string().nullable(),
  /** ISO 8601: the last check that read the matches; null before the first. */
  lastSuccessAt: z.string().nullable(),
  /** ISO 8601: when the next check is due (last check + the interval); null once the challenge is not current. */
  nextCheckAt: z.string().nullable(),
  /** Seconds between checks while the challenge runs. */
  checkIntervalSeconds: z.number().int().positive(),
  /** Why the last check failed, as a code the site words; null when it succeeded (or none was made). */
  lastError: z.object({ code: z.enum(trackingErrorCodes), at: z.string() }).nullable(),
});
export type BreakdownTracking = z.infer<typeof breakdownTrackingSchema>;

export const scoringBreakdownSchema = z.object({
  challengeId: z.string(),
  gameId: z.string(),
  /** ISO 8601: when the caller enrolled. */
  enrolledAt: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** 0 means unlimited. */
  gameLimit: z.number().int().min(0),
  /** Oldest first (the order matches are counted in). */
  matches: z.array(breakdownMatchSchema),
  totals: breakdownTotalsSchema,
  tracking: breakdownTrackingSchema,
});
export type ScoringBreakdown = z.infer<typeof scoringBreakdownSchema>;

export const scoringBreakdownResponseSchema = z.object({ data: scoringBreakdownSchema });
export type ScoringBreakdownResponse = z.infer<typeof scoringBreakdownResponseSchema>;

/** The 403 for a caller who has not joined the challenge. */
export const breakdownMessages = {
  notParticipant: 'Only a participant can see how their score in this challenge was counted.',
} as const;
