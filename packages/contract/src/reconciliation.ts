import { z } from 'zod';

// Reconciliation (issue 29, docs/decisions/0044): payouts and payments whose provider notification is
// late. A job asks the provider about each one and settles it through the notification's own code; the
// operators' console lists what is still stuck (GET /api/admin/reconciliation) and can run the job now
// (POST /api/admin/reconciliation/run). Amounts are integer US cents.

export const reconciliationKinds = ['payout', 'payment'] as const;
export const reconciliationKindSchema = z.enum(reconciliationKinds);
export type ReconciliationKind = z.infer<typeof reconciliationKindSchema>;

/** Who is asked: PayPal Payouts or the card provider (payouts); PayPal Orders or the hosted page (payments). */
export const reconciliationProviderSchema = z.enum(['paypal', 'card', 'checkout', 'hosted']);
export type ReconciliationProvider = z.infer<typeof reconciliationProviderSchema>;

/**
 * What the last check found: waiting (the provider has not decided), settled, unknown (the provider does
 * not know it), no_read (the provider cannot be asked: an operator must look), error (asking failed).
 */
export const reconciliationOutcomes = ['waiting', 'settled', 'unknown', 'no_read', 'error'] as const;
export const reconciliationOutcomeSchema = z.enum(reconciliationOutcomes);
export type ReconciliationOutcome = z.infer<typeof reconciliationOutcomeSchema>;

/** Arena's side: a withdrawal still processing, or a payment order not credited. */
export const stuckStatusSchema = z.enum(['processing', 'created', 'approved', 'captured']);
export type StuckStatus = z.infer<typeof stuckStatusSchema>;

export const stuckItemSchema = z.object({
  kind: reconciliationKindSchema,
  /** The withdrawal's id or the payment order's id. */
  id: z.string(),
  provider: reconciliationProviderSchema,
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  usdCents: z.number().int(),
  status: stuckStatusSchema,
  /** Since when it waits: the payout's approval, the payment's last move. */
  since: z.string(),
  lastCheckedAt: z.string().nullable(),
  checks: z.number().int(),
  lastOutcome: reconciliationOutcomeSchema.nullable(),
  /** The provider's word at the last check (SUCCESS, paid, APPROVED …) or what went wrong. */
  lastAnswer: z.string().nullable(),
});
export type StuckItem = z.infer<typeof stuckItemSchema>;

export const reconciliationRunSchema = z.object({
  at: z.string(),
  checked: z.number().int(),
  settled: z.number().int(),
});
export type ReconciliationRun = z.infer<typeof reconciliationRunSchema>;

export const reconciliationResponseSchema = z.object({
  data: z.array(stuckItemSchema),
  /** PAYOUT_RECONCILE_MINUTES: how long an item waits before the provider is asked, and the job's period. */
  afterMinutes: z.number(),
  /** The latest run of the job on any instance; null before the first. */
  lastRun: reconciliationRunSchema.nullable(),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;

export const reconciliationRunResponseSchema = z.object({
  status: z.literal('success'),
  /** ran: false when another instance was running it at that moment (nothing was asked twice). */
  data: z.object({ ran: z.boolean(), checked: z.number().int(), settled: z.number().int() }),
});
export type ReconciliationRunResponse = z.infer<typeof reconciliationRunResponseSchema>;
