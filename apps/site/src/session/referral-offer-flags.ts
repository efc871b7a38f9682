// spec §3 Session markers "referral reward flags in browser storage", §4 Referral reward offer:
// 'remind later' is a session-only flag (sessionStorage: gone when the browser session ends) and
// 'never show again' a permanent one (localStorage). Both are kept per player, so a second account on
// the same browser still sees its own offer.
export type ReferralOfferFlag = 'remindLater' | 'neverShow';

const storageOf = (flag: ReferralOfferFlag): Storage | null => {
  try {
    return flag === 'remindLater' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
};

export const referralOfferFlagKey = (flag: ReferralOfferFlag, userId: string): string =>
  `referralOffer.${flag}.${userId}`;

export function readReferralOfferFlag(flag: ReferralOfferFlag, userId: string): boolean {
  try {
    return storageOf(flag)?.getItem(referralOfferFlagKey(flag, userId)) === 'true';
  } catch {
    return false;
  }
}

export function writeReferralOfferFlag(flag: ReferralOfferFlag, userId: string): void {
  try {
    storageOf(flag)?.setItem(referralOfferFlagKey(flag, userId), 'true');
  } catch {
    // Storage can be unavailable (private mode quotas): the choice then lasts while the page is open.
  }
}
