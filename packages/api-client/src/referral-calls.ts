// Referral (spec §7 Referral) and the first-purchase offer (decision 0019).
import {
  referralClaimResponseSchema,
  referralOfferClaimResponseSchema,
  referralShareResponseSchema,
  referralsResponseSchema,
  type ReferralClaimResponse,
  type ReferralOfferClaimResponse,
  type ReferralShareResponse,
  type ReferralsResponse,
} from '@arena/contract';
import type { ClientCore } from './core';

export function referralCalls(core: ClientCore) {
  const { authed } = core;
  return {
    // Referral (spec §7 Referral) and the special offer (decision 0019)
    referralShare: (): Promise<ReferralShareResponse> =>
      authed(referralShareResponseSchema, '/api/users/referral-share'),
    referrals: (): Promise<ReferralsResponse> => authed(referralsResponseSchema, '/api/users/referrals'),
    /** spec §7: JSON content type, no body. A refusal throws with the server's message. */
    claimReferral: (referredUserId: string): Promise<ReferralClaimResponse> =>
      authed(
        referralClaimResponseSchema,
        `/api/users/referrals/${encodeURIComponent(referredUserId)}/claim`,
        { method: 'post', headers: { 'content-type': 'application/json' } },
      ),
    /** Accepts the first-purchase offer; answers the wallet with referralRewardClaimed true. */
    claimReferralOffer: (): Promise<ReferralOfferClaimResponse> =>
      authed(referralOfferClaimResponseSchema, '/api/wallet/referral-offer/claim', { method: 'post' }),
  };
}
