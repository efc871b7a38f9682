import {
  challengePresetNames,
  challengePresets,
  challengeTypes,
  maxSkillLevel,
  minSkillLevel,
  voidReasons,
} from '@arena/domain';
import { z } from 'zod';
import { challengeTranslationsSchema } from './challenge-translations';
import { gameSchema } from './games';
import { gameSlugSchema, lineText, multilineText } from './request';

// The operator API of issue 12 for challenges, games, uploads and ledger totals
// (docs/decisions/0021-operator-challenges-and-ledger.md). Admin only. Amounts are integers: GCoins
// and crystals whole, USD in cents. Times are ISO 8601 with an offset; days are UTC `YYYY-MM-DD`.

const whole = (min: number, max: number) =>
  z
    .number({ error: `must be a whole number` })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

const required = (schema: z.ZodString) => schema.trim().min(1, { error: 'is required' });

/** An instant with its offset, e.g. 2026-12-01T18:00:00Z or 2026-12-01T20:00:00+02:00. */
const instant = z.iso.datetime({
  offset: true,
  error: 'must be a date and time such as 2026-12-01T18:00:00Z',
});

/** A challenge image: a path on this site (`/games/lol.svg`, `/uploads/…`) or an http(s) URL of the upload storage. */
const imageUrl = lineText(500).refine((value) => /^(?:\/(?!\/)|https?:\/\/)\S+$/.test(value), {
  error: 'must be a site path such as /games/lol.svg or the URL an image upload answered',
});

export const adminChallengePresetSchema = z.enum(challengePresetNames, {
  error: `must be one of ${challengePresetNames.join(', ')}`,
});
export type AdminChallengePreset = z.infer<typeof adminChallengePresetSchema>;

/** One prize by rank (the array's order): USD cents paid as crystals (2 cents a crystal); 0 is XP only. */
export const adminChallengePrizeSchema = z.object({
  title: required(lineText(60)),
  valueCents: whole(0, 10_000_000).refine((cents) => cents % 2 === 0, {
    error: 'must be an even number of cents (prizes are paid in whole crystals, 2 cents each)',
  }),
});
export type AdminChallengePrize = z.infer<typeof adminChallengePrizeSchema>;

/**
 * POST /api/admin/challenges and PUT /api/admin/challenges/{id}: the create form. `preset` fills
 * duration, entry fee, prizes, max players, game limit and skill level where the body leaves them
 * out; the result must derive to `type` (spec §4). Give `endsAt` or `durationHours` (or a preset).
 * Descriptions are HTML, sanitised on save with the rich-text allowlist.
 */
export const adminChallengeBodySchema = z
  .object({
    title: required(lineText(120)),
    shortDescription: required(multilineText(2_000)),
    description: required(multilineText(20_000)),
    image: imageUrl.nullable().optional(),
    gameId: gameSlugSchema,
    type: adminChallengePresetSchema,
    preset: adminChallengePresetSchema.optional(),
    startsAt: instant,
    endsAt: instant.optional(),
    durationHours: whole(1, 24 * 30).optional(),
    maxPlayers: whole(1, 100_000).optional(),
    /** Fewer registered players at the start voids the challenge (decision 0029); default 2. */
    minPlayers: whole(1, 100_000).optional(),
    /** Matches counted per player; 0 is unlimited. */
    gameLimit: whole(0, 1_000).optional(),
    skillLevel: whole(minSkillLevel, maxSkillLevel).optional(),
    prizes: z.array(adminChallengePrizeSchema).max(20, { error: 'must have at most 20 prizes' }).optional(),
    /** GCoins. */
    entryFee: whole(0, 1_000).optional(),
    /** Arabic, Hindi and Urdu words (decision 0058); left out on PUT keeps the stored ones. */
    translations: challengeTranslationsSchema.optional(),
  })
  .superRefine((body, context) => {
    const missing = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!body.preset) {
      if (body.endsAt === undefined && body.durationHours === undefined) {
        missing('durationHours', 'is required without a preset (or give endsAt)');
      }
      if (body.maxPlayers === undefined) missing('maxPlayers', 'is required without a preset');
      if (body.entryFee === undefined) missing('entryFee', 'is required without a preset');
      if (body.prizes === undefined)
        missing('prizes', 'is required without a preset (an empty list is XP only)');
    }
    const maxPlayers =
      body.maxPlayers ?? (body.preset ? challengePresets[body.preset].maxPlayers : undefined);
    if (body.minPlayers !== undefined && maxPlayers !== undefined && body.minPlayers > maxPlayers) {
      missing('minPlayers', 'must not be more than maxPlayers');
    }
    if (body.endsAt !== undefined && body.durationHours !== undefined) {
      missing('endsAt', 'give endsAt or durationHours, not both');
    }
    if (body.endsAt !== undefined && Date.parse(body.endsAt) <= Date.parse(body.startsAt)) {
      missing('endsAt', 'must be after startsAt');
    }
  });
export type AdminChallengeBody = z.infer<typeof adminChallengeBodySchema>;

/** 0 upcoming, 1 current, 2 finished (spec §3), 3 cancelled (operators only; players never see it). */
export const adminChallengeStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type AdminChallengeStatus = z.infer<typeof adminChallengeStatusSchema>;
export const adminChallengeStatusWords = ['upcoming', 'current', 'finished', 'cancelled'] as const;

/** GET /api/admin/challenges?gameId&status&page: status as 0-3 or its word; 20 a page, newest start first. */
export const adminChallengesQuerySchema = z.object({
  gameId: gameSlugSchema.optional(),
  status: z
    .enum(['0', '1', '2', '3', ...adminChallengeStatusWords], {
      error: 'must be 0-3 or one of upcoming, current, finished, cancelled',
    })
    .transform((value) => {
      const word = adminChallengeStatusWords.indexOf(value as (typeof adminChallengeStatusWords)[number]);
      return (word >= 0 ? word : Number(value)) as AdminChallengeStatus;
    })
    .optional(),
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: 'must be a page number from 1' })
    .transform(Number)
    .optional(),
});
export type AdminChallengesQuery = z.infer<typeof adminChallengesQuerySchema>;
export const adminChallengesPageSize = 20;

export const adminChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  gameId: z.string(),
  /** Derived from duration, fee and prizes (spec §4). */
  type: z.enum(challengeTypes),
  status: adminChallengeStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  durationHours: z.number().int(),
  entryFee: z.number().int(),
  maxPlayers: z.number().int(),
  /** Fewer registered players at the start voids it (decision 0029). */
  minPlayers: z.number().int(),
  gameLimit: z.number().int(),
  skillLevel: z.number().int(),
  prizes: z.array(
    z.object({
      rank: z.number().int(),
      title: z.string(),
      valueCents: z.number().int(),
      crystals: z.number().int(),
    }),
  ),
  participants: z.number().int(),
  /** Entry fees taken less those refunded, GCoins. */
  feesCollected: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Why it was voided (decision 0029): an operator's cancel or one of the lifecycle's rules; null otherwise. */
  voidReason: z.enum(voidReasons).nullable(),
  /** The stored translations (decision 0058): only the fields given, descriptions sanitised. Always
   * answered by this server; optional for readers of an older one. */
  translations: challengeTranslationsSchema.optional(),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;

export const adminChallengesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({
    items: z.array(adminChallengeSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type AdminChallengesResponse = z.infer<typeof adminChallengesResponseSchema>;

export const adminChallengeCreatedResponseSchema = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.string() }),
});
export type AdminChallengeCreatedResponse = z.infer<typeof adminChallengeCreatedResponseSchema>;

export const adminChallengeResponseSchema = z.object({
  status: z.literal('success'),
  data: adminChallengeSchema,
});
export type AdminChallengeResponse = z.infer<typeof adminChallengeResponseSchema>;

/** POST /api/admin/challenges/{id}/cancel {reason}: players see the reason in their email. */
export const cancelChallengeRequestSchema = z.object({ reason: required(lineText(500)) });
export type CancelChallengeRequest = z.infer<typeof cancelChallengeRequestSchema>;
export const cancelChallengeResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: z.object({
    challenge: adminChallengeSchema,
    /** Players whose fee this call refunded (0 when a previous call had done it). */
    refundedPlayers: z.number().int(),
    refundedGCoins: z.number().int(),
  }),
});
export type CancelChallengeResponse = z.infer<typeof cancelChallengeResponseSchema>;

// POST /api/admin/challenges/{id}/finish-now (admin only): ends it now and runs the lifecycle.
export const finishNowResponseSchema = z.object({
  success: z.literal(true),
  finished: z.boolean(),
  winners: z.array(
    z.object({
      userId: z.string(),
      rank: z.number(),
      prizeCents: z.number(),
      crystals: z.number(),
      xp: z.number(),
    }),
  ),
});
export type FinishNowResponse = z.infer<typeof finishNowResponseSchema>;

export const adminChallengeMessages = {
  notFound: 'Challenge not found.',
  started: 'This challenge has started and can no longer be edited.',
  finished: 'This challenge has finished and cannot be cancelled.',
  cancelled: 'This challenge was cancelled.',
  cancelledNow: 'The challenge is cancelled and every entry fee refunded.',
  unknownGame: 'Game not found.',
  startInPast: 'startsAt: must be in the future.',
  emptyDescription: 'is empty once unsafe HTML is removed',
  image: 'image: must be an image uploaded here or a game image such as /games/lol.svg',
  imageType: 'The image must be a PNG, JPEG or WebP file.',
  imageTooLarge: 'The image must be at most 2 MB.',
} as const;

/** POST /api/admin/uploads/image (multipart field `image`, PNG/JPEG/WebP ≤ 2 MB). */
export const adminImageMaxBytes = 2 * 1024 * 1024;
export const adminImageUploadResponseSchema = z.object({ status: z.literal('success'), url: z.string() });
export type AdminImageUploadResponse = z.infer<typeof adminImageUploadResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Games
// ---------------------------------------------------------------------------------------------

/** PUT /api/admin/games/{gameId}: any of open/closed, order, image (at least one). */
export const adminUpdateGameRequestSchema = z
  .object({
    isActive: z.boolean({ error: 'must be true or false' }).optional(),
    sortOrder: whole(0, 10_000).optional(),
    image: imageUrl.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'is required when neither sortOrder nor image is given',
    path: ['isActive'],
  });
export type AdminUpdateGameRequest = z.infer<typeof adminUpdateGameRequestSchema>;

export const adminGameSchema = gameSchema.extend({
  /** Players still waiting for this game to open (not yet emailed). */
  waitlistCount: z.number().int(),
});
export type AdminGame = z.infer<typeof adminGameSchema>;
export const adminGamesResponseSchema = z.object({
  status: z.literal('success'),
  data: z.array(adminGameSchema),
});
export type AdminGamesResponse = z.infer<typeof adminGamesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Ledger totals
// ---------------------------------------------------------------------------------------------

const day = z.iso.date({ error: 'must be a date such as 2026-12-01' });

/** GET /api/admin/ledger/totals?from&to (and export.csv): UTC days, both included; default the last 30 days, at most 366. */
export const ledgerTotalsQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export type LedgerTotalsQuery = z.infer<typeof ledgerTotalsQuerySchema>;
export const ledgerTotalsMaxDays = 366;
export const ledgerTotalsDefaultDays = 30;

/** Volumes moved: the sum of a currency's credits in each transaction (its debits are the same, negated). */
const volumes = { count: z.number().int(), gcoins: z.number().int(), crystals: z.number().int() };

export const ledgerTotalsSchema = z.object({
  from: z.string(),
  to: z.string(),
  byType: z.array(z.object({ type: z.string(), ...volumes })),
  byDay: z.array(z.object({ day: z.string(), type: z.string(), ...volumes })),
  /** Pack purchases credited in the period: what players paid, USD cents. */
  moneyIn: z.object({ purchases: z.number().int(), usdCents: z.number().int() }),
  /** Payouts completed in the period, USD cents. */
  moneyOut: z.object({ payouts: z.number().int(), usdCents: z.number().int() }),
  /** Now, not the period: what the platform owes its players. */
  liability: z.object({
    gcoins: z.number().int(),
    crystals: z.number().int(),
    pendingWithdrawals: z.object({
      count: z.number().int(),
      crystals: z.number().int(),
      usdCents: z.number().int(),
    }),
  }),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;
export const ledgerTotalsResponseSchema = z.object({
  status: z.literal('success'),
  data: ledgerTotalsSchema,
});
export type LedgerTotalsResponse = z.infer<typeof ledgerTotalsResponseSchema>;
