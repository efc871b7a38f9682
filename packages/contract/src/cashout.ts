import { z } from 'zod';
import { lineText } from './request';

// spec §3 Passport/Withdrawal, §7 "Wallet and passport" and "Payments methods/payouts" (issue 10).
// Crystals are integers; USD is carried as integer cents (`usdCents`, 50 crystals = 1 USD). Field
// names the spec gives (crystalAmount, paymentEmail, amount, email, crystals, methodId, id, uuid,
// transactionId, paymentURL, pan_masked, canWithdraw, verificationStatus …) are kept as they are.

// ---------------------------------------------------------------------------------------------
// Passport verification
// ---------------------------------------------------------------------------------------------

/** The outcome of one check: the automated check decides at once, or leaves it to an operator. */
export const passportDecisionSchema = z.enum(['verified', 'manual_review', 'rejected']);
export type PassportDecision = z.infer<typeof passportDecisionSchema>;

/** A player's state: `none` before any upload; `pending` while a check runs. */
export const passportVerificationStatusSchema = z.enum([
  'none',
  'pending',
  'manual_review',
  'verified',
  'rejected',
]);
export type PassportVerificationStatus = z.infer<typeof passportVerificationStatusSchema>;

/** POST /api/passport-verification/upload (multipart, field `passport`). */
export const passportUploadResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  data: z.object({
    id: z.string(),
    status: passportDecisionSchema,
    rejectionReason: z.string().nullable(),
  }),
});
export type PassportUploadResponse = z.infer<typeof passportUploadResponseSchema>;

export const passportVerificationSchema = z.object({
  id: z.string(),
  status: passportVerificationStatusSchema.exclude(['none']),
  /** ISO 8601. */
  uploadedAt: z.string(),
  /** ISO 8601 when verified, else null. */
  verifiedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type PassportVerification = z.infer<typeof passportVerificationSchema>;

/** GET /api/passport-verification/status: the newest verification, or none. */
export const passportStatusResponseSchema = z.object({
  data: z.object({
    verified: z.boolean(),
    verificationStatus: passportVerificationStatusSchema,
    verification: passportVerificationSchema.nullable(),
  }),
});
export type PassportStatusResponse = z.infer<typeof passportStatusResponseSchema>;

/** GET /api/passport-verification/can-withdraw (a visitor gets canWithdraw false, 'Not authenticated'). */
export const canWithdrawResponseSchema = z.object({
  data: z.object({ canWithdraw: z.boolean(), reason: z.string().nullable() }),
});
export type CanWithdrawResponse = z.infer<typeof canWithdrawResponseSchema>;

/** The server's passport texts; the spec's are word for word (§5, §8). */
export const passportMessages = {
  fileTooLarge: 'File size must be less than 10MB',
  invalidType: 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
  loggedOut: 'You must be logged in to upload passport',
  notAuthenticated: 'Not authenticated',
  fileMissing: 'Please choose your passport file to upload.',
  alreadySubmitted:
    'Your passport is already verified or under review. You can upload again only after a rejection.',
  verified: 'Your passport is verified. You can withdraw your crystals.',
  underReview: 'Your passport is under review. This usually takes 24 to 48 hours.',
  rejectedDefault:
    'Your passport could not be verified. Please upload a clear photo of your passport and try again.',
  verificationRequired: 'Passport verification is required before you can withdraw',
  emailNotVerified: 'Please verify your email address before you withdraw.',
  notFound: 'Passport verification not found.',
  decided: 'This passport has already been decided.',
  operatorVerified: 'Passport verified.',
  operatorRejected: 'Passport rejected.',
  reasonRequired: 'Please give the player a reason for the rejection.',
} as const;

// Operators (issue 10 "Operator API now"; the console's pages come with issue 12).
export const adminPassportQuerySchema = z.object({
  status: passportVerificationStatusSchema.exclude(['none']).default('manual_review'),
});
export const adminPassportSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: passportVerificationStatusSchema.exclude(['none']),
  /** ISO 8601. */
  uploadedAt: z.string(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  contentType: z.string(),
  sizeBytes: z.number().int().min(0),
  /** False once the retention period has deleted the file (the decision stays). */
  fileAvailable: z.boolean(),
});
export type AdminPassport = z.infer<typeof adminPassportSchema>;
export const adminPassportsResponseSchema = z.object({ data: z.array(adminPassportSchema) });
export type AdminPassportsResponse = z.infer<typeof adminPassportsResponseSchema>;
export const rejectRequestSchema = z.object({ reason: lineText(500) });
export type RejectRequest = z.infer<typeof rejectRequestSchema>;
export const adminPassportDecisionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: adminPassportSchema,
});
export type AdminPassportDecisionResponse = z.infer<typeof adminPassportDecisionResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Saved cards (the card provider's tokenization page; no card number ever reaches Arena)
// ---------------------------------------------------------------------------------------------

/** POST /api/payments/get-tokenization-url (empty body). */
export const tokenizationUrlResponseSchema = z.object({
  status: z.literal('success'),
  paymentURL: z.string(),
});
export type TokenizationUrlResponse = z.infer<typeof tokenizationUrlResponseSchema>;

/** spec §3 Saved payment method; `brand` as the provider reports it, the site detects it from pan_masked. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  /** e.g. "411111******1111". */
  pan_masked: z.string(),
  last4: z.string(),
  expiry_month: z.number().int().min(1).max(12),
  expiry_year: z.number().int(),
  /** ISO 8601. */
  created_at: z.string(),
  preferred: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET /api/payments/methods. */
export const paymentMethodsResponseSchema = z.object({ methods: z.array(savedCardSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

export const cardMessages = {
  deleted: 'Card removed.',
  notFound: 'Card not found.',
  saved: 'Card saved.',
  cancelled: 'Adding the card was cancelled.',
  declined: 'The card was declined. Please check the number or use another card.',
} as const;

/** Where the tokenization page sends the browser back (the profile's Payment Methods tab). */
export const cardRedirects = {
  saved: '/profile?tab=payment-methods&card=saved',
  cancelled: '/profile?tab=payment-methods&card=cancelled',
} as const;

// ---------------------------------------------------------------------------------------------
// Withdrawals (to a payment email) and card payouts
// ---------------------------------------------------------------------------------------------

export const withdrawalMethodSchema = z.enum(['paypal', 'card']);
export type WithdrawalMethodName = z.infer<typeof withdrawalMethodSchema>;

/**
 * pending: waits for an operator (or the automatic approval below the configured amount);
 * processing: sent to the payouts provider; completed: paid; failed (the provider could not pay) and
 * rejected (an operator refused) have given the crystals back, once.
 */
export const withdrawalStatusSchema = z.enum(['pending', 'processing', 'completed', 'failed', 'rejected']);
export type WithdrawalStatus = z.infer<typeof withdrawalStatusSchema>;

const crystalsField = z.number().int().positive().max(1_000_000_000);
const emailField = lineText(320);
const methodIdField = lineText(100);

/** POST /api/withdrawal/request. */
export const withdrawalRequestSchema = z.object({ crystalAmount: crystalsField, paymentEmail: emailField });
export type WithdrawalRequestBody = z.infer<typeof withdrawalRequestSchema>;
/** POST /api/wallet/withdraw: the spec's other form of the same request. */
export const walletWithdrawRequestSchema = z.object({ amount: crystalsField, email: emailField });
export type WalletWithdrawRequest = z.infer<typeof walletWithdrawRequestSchema>;
/** POST /api/payments/payouts {crystals, methodId}; the card may come as `id`, `methodId` or `uuid`. */
export const cardPayoutRequestSchema = z.object({
  crystals: crystalsField,
  methodId: methodIdField.optional(),
  id: methodIdField.optional(),
  uuid: methodIdField.optional(),
});
export type CardPayoutRequest = z.infer<typeof cardPayoutRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  /** The ledger transaction of the crystals leaving the wallet (the copyable transaction id). */
  transactionId: z.string(),
  method: withdrawalMethodSchema,
  crystals: z.number().int().positive(),
  /** What the player receives, in US cents (50 crystals = 1 USD). */
  usdCents: z.number().int().min(0),
  status: withdrawalStatusSchema,
  paymentEmail: z.string().nullable(),
  card: z.object({ id: z.string(), brand: z.string(), last4: z.string() }).nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Why an operator rejected it or the provider failed it. */
  reason: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** The answer of all three requests: `data.id` (spec §7) and `transactionId` (top level and in data). */
export const withdrawalResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  transactionId: z.string(),
  data: withdrawalSchema,
});
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/**
 * GET /api/withdrawal/recent (issue 34): the player's newest withdrawals, newest first, with the moment
 * of each step for the wallet's timeline. `decidedAt`: when it was approved (by an operator or
 * automatically) or rejected; `completedAt`: paid; `refundedAt`: when the crystals came back (a
 * rejection or a failed payout).
 */
export const recentWithdrawalsLimit = 5;
export const playerWithdrawalSchema = withdrawalSchema.extend({
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type PlayerWithdrawal = z.infer<typeof playerWithdrawalSchema>;
export const recentWithdrawalsResponseSchema = z.object({ data: z.array(playerWithdrawalSchema) });
export type RecentWithdrawalsResponse = z.infer<typeof recentWithdrawalsResponseSchema>;

export const withdrawalMessages = {
  requested: 'Withdrawal requested. It is processed within 12 to 72 hours.',
  cardPayoutRequested: 'Card payout requested. It is processed within 12 to 72 hours.',
  cardNotFound: 'Card not found.',
  notFound: 'Withdrawal not found.',
  alreadyDecided: 'This withdrawal has already been decided.',
  secondApproverSame: 'You gave the first approval: a different operator must give the second.',
  approved: 'Payout approved and sent.',
  firstApproval: 'First approval recorded. A second operator must approve this payout before it is sent.',
  rejected: 'Withdrawal rejected and the crystals returned.',
  insufficientCrystals: 'You do not have enough crystals for this withdrawal.',
} as const;

// Operators: the payout queue.
export const adminPayoutQuerySchema = z.object({
  status: withdrawalStatusSchema.optional(),
  method: withdrawalMethodSchema.optional(),
});
export const adminPayoutSchema = withdrawalSchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  /**
   * A payout of PAYOUTS_SECOND_APPROVAL_CRYSTALS or more (issue 29): the first operator's approval,
   * while it waits (still pending) for a second, different operator. Null otherwise.
   */
  firstApproval: z.object({ operatorId: z.string(), operatorName: z.string(), at: z.string() }).nullable(),
});
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutsResponseSchema = z.object({
  data: z.array(adminPayoutSchema),
  /** PAYOUTS_SECOND_APPROVAL_CRYSTALS: payouts of this many crystals or more need two operators. */
  secondApprovalFromCrystals: z.number().int().positive(),
});
export type AdminPayoutsResponse = z.infer<typeof adminPayoutsResponseSchema>;
export const adminPayoutDecisionResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  data: adminPayoutSchema,
});
export type AdminPayoutDecisionResponse = z.infer<typeof adminPayoutDecisionResponseSchema>;
