import { fairPlaySignals, flagResolutions } from '@arena/domain';
import { z } from 'zod';
import { adminPaginationSchema, userRoleSchema } from './admin-users';
import { messageKeyFields } from './envelope';
import { lineText } from './request';

// Fair-play flags (issue 30, docs/decisions/0050-fair-play-signals-and-flags.md), for operators:
//   GET  /api/admin/flags?status=open|resolved&page=      operators (admin, support)
//   GET  /api/admin/flags/{id}                             the evidence and the linked players
//   POST /api/admin/flags/{id}/resolve {action, note}      not by an operator the flag names (403)
// Times are ISO 8601.

export const adminFlagsPageSize = 20;

export const fairPlayMessages = {
  resolved: 'Flag resolved.',
  notFound: 'Flag not found.',
  alreadyResolved: 'This flag is already resolved.',
  referralHeld:
    'Failed to claim referral reward. This referral is held for a fair-play review; an operator will look at it.',
} as const;

export const fairPlaySignalSchema = z.enum(fairPlaySignals);
export type FairPlaySignalName = z.infer<typeof fairPlaySignalSchema>;
export const flagResolutionSchema = z.enum(flagResolutions);
export type FlagResolutionName = z.infer<typeof flagResolutionSchema>;
export const flagStatusSchema = z.enum(['open', 'resolved']);
export type FlagStatus = z.infer<typeof flagStatusSchema>;

export const adminFlagsQuerySchema = z.object({
  status: flagStatusSchema.default('open'),
  page: z
    .string()
    .regex(/^\d+$/, { error: 'must be a positive integer' })
    .transform(Number)
    .pipe(z.number().int().min(1).max(1_000_000))
    .default(1),
});
export type AdminFlagsQuery = z.input<typeof adminFlagsQuerySchema>;

export const flagResolutionDetailSchema = z.object({
  action: flagResolutionSchema,
  note: z.string(),
  /** The operator who resolved it (null once their account is gone). */
  operatorId: z.string().nullable(),
  operatorName: z.string().nullable(),
  resolvedAt: z.string(),
});

/** One row of the flags list. */
export const adminFlagSummarySchema = z.object({
  id: z.string(),
  status: flagStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The accounts the flag names: id and name. */
  accounts: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The kinds of evidence, each once, in the order of fairPlaySignals. */
  signals: z.array(fairPlaySignalSchema),
  resolution: flagResolutionDetailSchema.nullable(),
});
export type AdminFlagSummary = z.infer<typeof adminFlagSummarySchema>;

export const adminFlagsResponseSchema = z.object({
  data: z.array(adminFlagSummarySchema),
  pagination: adminPaginationSchema,
});
export type AdminFlagsResponse = z.infer<typeof adminFlagsResponseSchema>;

export const flagEvidenceSchema = z.object({
  signal: fairPlaySignalSchema,
  /** The shared value in a safe form: a device id, an address, an e-mail, a provider's card fingerprint … */
  value: z.string(),
  userIds: z.array(z.string()),
  firstSeen: z.string(),
  lastSeen: z.string(),
  count: z.number().int().min(1),
});
export type FlagEvidence = z.infer<typeof flagEvidenceSchema>;

export const flagPlayerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: userRoleSchema,
  blocked: z.boolean(),
  /** Their payouts wait for an operator (a hold_payouts resolution). */
  payoutsHeld: z.boolean(),
});
export type FlagPlayer = z.infer<typeof flagPlayerSchema>;

export const adminFlagSchema = adminFlagSummarySchema.extend({
  evidence: z.array(flagEvidenceSchema),
  players: z.array(flagPlayerSchema),
});
export type AdminFlag = z.infer<typeof adminFlagSchema>;
export const adminFlagResponseSchema = z.object({ data: adminFlagSchema });
export type AdminFlagResponse = z.infer<typeof adminFlagResponseSchema>;

export const resolveFlagRequestSchema = z.object({
  action: flagResolutionSchema,
  note: lineText(500).pipe(z.string().trim().min(1, { error: 'is required' })),
});
export type ResolveFlagRequest = z.infer<typeof resolveFlagRequestSchema>;
export const resolveFlagResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ...messageKeyFields,
  data: adminFlagSchema,
});
export type ResolveFlagResponse = z.infer<typeof resolveFlagResponseSchema>;
