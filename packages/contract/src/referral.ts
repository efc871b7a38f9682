import { z } from 'zod';
import { messageKeyFields } from './envelope';
import { walletResponseSchema } from './wallet';

// spec §3 Referral, §7 Referral (docs/decisions/0019-referrals-and-offer.md).

/** The refusals of a referral claim and of the special offer (spec §8 "Failed to claim referral reward."). */
export const referralMessages = {
  claimFailed: 'Failed to claim referral reward.',
  notYourReferral: 'Failed to claim referral reward. This player is not one of your referrals.',
  notConverted: 'Failed to claim referral reward. Your friend has not made a first purchase yet.',
  alreadyClaimed: 'Failed to claim referral reward. This reward has already been claimed.',
  claimed: 'Referral reward claimed.',
  offerClaimed: 'Special offer claimed. Your first GCoin purchase is doubled.',
} as const;

// GET /api/users/referral-share → {status, data{referralLink, qrCode}}.
export const referralShareSchema = z.object({
  /** The site's /utm/referral/:code link. */
  referralLink: z.string(),
  /** A data: URL of a PNG image of the link. */
  qrCode: z.string().startsWith('data:image/png;base64,'),
});
export type ReferralShare = z.infer<typeof referralShareSchema>;
export const referralShareResponseSchema = z.object({
  status: z.literal('success'),
  data: referralShareSchema,
});
export type ReferralShareResponse = z.infer<typeof referralShareResponseSchema>;

// GET /api/users/referrals → {referrals[]}.
export const referralSchema = z.object({
  referredUserId: z.string(),
  name: z.string(),
  /** Masked: the first character of the local part, then •••, then the domain. */
  email: z.string(),
  /** ISO 8601. */
  registeredAt: z.string(),
  /** The referred player completed a first GCoin purchase. */
  converted: z.boolean(),
  /** A claim would succeed now: converted, not yet claimed and not held. */
  claimable: z.boolean(),
  claimed: z.boolean(),
  /** Why the reward waits: both accounts are named by one open fair-play flag (decision 0050). */
  heldFor: z.enum(['fairPlayReview']).nullable().default(null),
});
export type Referral = z.infer<typeof referralSchema>;
export const referralsResponseSchema = z.object({ referrals: z.array(referralSchema) });
export type ReferralsResponse = z.infer<typeof referralsResponseSchema>;

// POST /api/users/referrals/{referredUserId}/claim (JSON content type, no body).
export const referralClaimParamsSchema = z.object({ referredUserId: z.string().max(100) });
export const referralClaimResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ...messageKeyFields,
  data: z.object({
    crystals: z.number().int().positive(),
    xp: z.number().int().positive(),
    /** 1-based: the n-th claim of this referrer. */
    claimNumber: z.number().int().positive(),
  }),
});
export type ReferralClaimResponse = z.infer<typeof referralClaimResponseSchema>;

// POST /api/wallet/referral-offer/claim (no body; not named by the spec, decision 0019) → the wallet.
export const referralOfferClaimResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  ...messageKeyFields,
  data: walletResponseSchema,
});
export type ReferralOfferClaimResponse = z.infer<typeof referralOfferClaimResponseSchema>;
