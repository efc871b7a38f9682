import { challengeTypes, publicVoidReasons } from '@arena/domain';
import { z } from 'zod';
import { usdAmountSchema } from './usd';

// spec §3 Challenge and Participant, §7 Games and challenges. Prize values are USD on the wire (dollars,
// at most two decimals; decision 0022), integer cents everywhere else; times are ISO 8601 strings.

export const challengeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ChallengeStatusCode = z.infer<typeof challengeStatusSchema>;

export const challengePrizeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** USD (dollars, at most two decimals), e.g. 100 or 12.5; 0 is an XP-only place. Read it with centsFromUsd. */
  value: usdAmountSchema,
});
export type ChallengePrize = z.infer<typeof challengePrizeSchema>;

export const challengeWinnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo: z.string().nullable(),
  rank: z.number().int().min(1),
  /** The winner's levelInfo.currentTier name (decision 0003), for the winners' tier badges (issue 34). */
  tier: z.string().optional(),
});
export type ChallengeWinner = z.infer<typeof challengeWinnerSchema>;

export const challengeParticipantSchema = z.object({
  userId: z.string(),
  /**
   * `tier`: the player's levelInfo.currentTier name (decision 0003), for the leaderboard's tier badge;
   * `photo`: their photo's address, null without one (the leaderboard's avatar; issue 34).
   */
  user: z.object({ name: z.string(), tier: z.string().optional(), photo: z.string().nullable().optional() }),
  /** The participant's linked account name for the challenge's game ('' when none). */
  game_name: z.string(),
  score: z.number().int(),
  bonus_score: z.number().int(),
  gamesPlayed: z.number().int().min(0),
  excluded: z.boolean(),
  /** ISO 8601: when the player enrolled. */
  created_at: z.string(),
  /** 1-based place (spec §9 order); null for an excluded player. */
  rank: z.number().int().positive().nullable().optional(),
  /** The skill bracket (1-6) fixed when this player enrolled (decision 0028). */
  skillBracket: z.number().int().min(1).max(6),
});
export type ChallengeParticipant = z.infer<typeof challengeParticipantSchema>;

export const challengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  /** Operator HTML: sanitise before render (DOMPurify). */
  description: z.string(),
  image: z.string().nullable(),
  status: challengeStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  duration_hours: z.number().int().min(1),
  /** GCoins. */
  entry_fee: z.number().int().min(0),
  prizes: z.array(challengePrizeSchema),
  /** Top 5 by rank; empty until the challenge is finished. */
  winners: z.array(challengeWinnerSchema),
  registeredPlayers: z.number().int().min(0),
  maxPlayers: z.number().int().min(1),
  /** For the caller; false without a bearer token. */
  isParticipating: z.boolean(),
  /** The caller's skill level (1-18) and bracket (1-6) fixed at their entry; only when participating. */
  entrySkillLevel: z.number().int().min(1).max(18).optional(),
  entrySkillBracket: z.number().int().min(1).max(6).optional(),
  /**
   * The caller's bracket (1-6) for the challenge's game as enrolment would compute it now (decision 0028),
   * so a challenge of another bracket can say so before Join (issue 34); only with a bearer token and a
   * linked account for the game.
   */
  callerSkillBracket: z.number().int().min(1).max(6).optional(),
  /**
   * The ranked leaderboard (spec §9 order); only in GET /api/challenge/{id}. At most the first
   * `challengeLeaderboardRows` (issue 15: a challenge may have 100,000 players), plus the caller's own
   * row with its rank when they are further down.
   */
  participants: z.array(challengeParticipantSchema).optional(),
  /** 0 means unlimited. */
  gameLimit: z.number().int().min(0),
  min_skill_level: z.number().int().min(1).max(18),
  /** The one bracket (1-6) the challenge admits: bracketOf(min_skill_level) (decision 0028). */
  skill_bracket: z.number().int().min(1).max(6),
  gameId: z.string(),
  /** Derived (spec §4): main, free, daily, booster or unknown. */
  type: z.enum(challengeTypes),
  /**
   * Why the lifecycle voided it (decision 0029): too_few_players or provider_unreachable. A voided challenge
   * answers status 2 (it is over) and every entry fee was refunded; absent on any other.
   */
  voidReason: z.enum(publicVoidReasons).optional(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** Leaderboard rows a challenge's page carries at most (the caller's own row comes on top when lower). */
export const challengeLeaderboardRows = 100;
/** Finished challenges one list answer carries at most (issue 15: finished ones pile up). */
export const finishedChallengesPerPage = 50;
/** A place in the finished challenges, newest first: `<end time ISO>_<id>` as the list answered it. */
const finishedCursorPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[0-9a-f-]{36}$/;

// GET /api/challenge/list?gameId=&status=&finishedBefore=
export const challengeListQuerySchema = z.object({
  gameId: z.string().min(1).max(50).optional(),
  status: z
    .enum(['0', '1', '2'])
    .transform((value) => Number(value) as ChallengeStatusCode)
    .optional(),
  /** The next page of finished challenges: the `meta.finishedCursor` of the previous answer. */
  finishedBefore: z.string().regex(finishedCursorPattern).optional(),
});
export type ChallengeListQuery = z.infer<typeof challengeListQuerySchema>;

/**
 * Every upcoming and current challenge, and the most recently finished ones (at most
 * `finishedChallengesPerPage`, newest first when paging); `meta.finishedCursor` asks for older ones.
 */
export const challengeListResponseSchema = z.object({
  data: z.array(challengeSchema),
  meta: z.object({ finishedCursor: z.string().nullable() }).optional(),
});
export type ChallengeListResponse = z.infer<typeof challengeListResponseSchema>;

// GET /api/challenge/{id}
export const challengeDetailResponseSchema = z.object({ data: challengeSchema });
export type ChallengeDetailResponse = z.infer<typeof challengeDetailResponseSchema>;

// POST /api/challenge/enroll {challengeId} → {success, message}; refusals come with a 4xx status.
export const enrollRequestSchema = z.object({ challengeId: z.string().min(1).max(100) });
export type EnrollRequest = z.infer<typeof enrollRequestSchema>;

export const enrollResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type EnrollResponse = z.infer<typeof enrollResponseSchema>;

/** The server's enrolment messages (spec §8 Challenges; the GCoin text is the domain's). */
export const enrollMessages = {
  enrolled: 'Successfully Enrolled!',
  notFound: 'Challenge not found.',
  full: 'This challenge is full.',
  alreadyEnrolled: 'You are already enrolled in this challenge.',
  finished: 'This challenge has finished.',
  joinWindowClosed: 'This challenge started more than 24 hours ago and can no longer be joined.',
  /** `{game}` is the game's name. */
  noLinkedAccount: 'Link your {game} account to join this challenge.',
  /** Decision 0028: the challenge's bracket and its levels, the game's name, the player's bracket. */
  wrongBracket:
    'This challenge is for skill bracket {challengeBracket} (skill {from}–{to}). Your {game} bracket is {bracket}.',
} as const;
