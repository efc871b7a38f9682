import type { MessageKey } from '../messages';

export interface ReferralRowInput {
  readonly converted: boolean;
  readonly claimable: boolean;
  readonly claimed: boolean;
}

export type ReferralBadge = 'pending' | 'converted';
export type ReferralButton = 'readyToClaim' | 'claimed' | 'notClaimable';

export interface ReferralRowState {
  /** The status badge: Pending until the referred user converts, then Converted. */
  readonly badge: ReferralBadge;
  /** The claim button's label. */
  readonly button: ReferralButton;
  /** Only Ready to Claim is active. */
  readonly claimEnabled: boolean;
}

/**
 * spec §4 Referral rows: not converted shows Pending; converted shows Converted; converted and claimable
 * and not claimed shows Ready to Claim with an active Claim button; claimed shows Claimed; otherwise the
 * button is disabled and reads Not Claimable. The badge and the button are separate: a converted row
 * that is not claimable shows Converted with a disabled Not Claimable button.
 */
export function referralRowState({ converted, claimable, claimed }: ReferralRowInput): ReferralRowState {
  const badge: ReferralBadge = converted ? 'converted' : 'pending';
  if (claimed) return { badge, button: 'claimed', claimEnabled: false };
  if (converted && claimable) return { badge, button: 'readyToClaim', claimEnabled: true };
  return { badge, button: 'notClaimable', claimEnabled: false };
}

export const referralRowMessageKeys: Readonly<Record<ReferralBadge | ReferralButton, MessageKey>> = {
  pending: 'referral.status.pending',
  converted: 'referral.status.converted',
  readyToClaim: 'referral.status.readyToClaim',
  claimed: 'referral.status.claimed',
  notClaimable: 'referral.status.notClaimable',
};
