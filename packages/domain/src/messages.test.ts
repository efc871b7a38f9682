import { describe, expect, it } from 'vitest';
import { englishMessages, formatMessage, messageKeys, type MessageKey } from './messages';

// spec §8, word for word, with '(status)' and '{n}' as i18next placeholders.
const catalogue: Partial<Record<MessageKey, string>> = {
  'errors.auth.noToken': 'No authentication token found',
  'errors.auth.authenticationFailed': 'Authentication failed. Please log in again.',
  'errors.auth.sessionExpired': 'Session expired. Please log in again.',
  'errors.auth.invalidCredentials': 'Invalid email or password',
  'errors.auth.registrationFailed': 'An error occurred while registering. Please try again.',
  'errors.auth.passportUploadLoggedOut': 'You must be logged in to upload passport',
  'errors.auth.notAuthenticated': 'Not authenticated',
  'errors.network.unableToConnect':
    'Unable to connect to server. Please check your internet connection and try again.',
  'errors.network.connectionError': 'Network error. Please check your connection and try again.',
  'errors.fallback.fetchProfile': 'Failed to fetch profile ({{status}})',
  'errors.fallback.fetchUserData': 'Failed to fetch user data ({{status}})',
  'errors.fallback.updateDisplayName': 'Failed to update display name',
  'errors.fallback.updateProfilePicture': 'Failed to update profile picture',
  'errors.fallback.updatePassword': 'Failed to update password',
  'errors.fallback.uploadImage': 'Failed to upload image',
  'errors.fallback.fetchConnectedAccounts': 'Failed to fetch connected game accounts',
  'errors.fallback.disconnectGameAccount': 'Failed to disconnect game account',
  'errors.fallback.fetchPublicProfile': 'Failed to fetch public profile',
  'errors.fallback.fetchLeaderboard': 'Failed to fetch leaderboard ({{status}})',
  'errors.fallback.uploadFailed': 'Upload failed',
  'errors.fallback.uploadPassport': 'Failed to upload passport',
  'errors.fallback.fetchVerificationStatus': 'Failed to fetch verification status',
  'errors.fallback.checkEligibility': 'Failed to check eligibility',
  'errors.fallback.fetchTransactions': 'Failed to fetch transactions',
  'errors.fallback.fetchGames': 'Failed to fetch games',
  'errors.fallback.loadPaymentMethods': 'Failed to load payment methods',
  'errors.fallback.startCardAddition': 'Failed to start card addition',
  'errors.fallback.noTokenizationUrl': 'No tokenization URL returned',
  'errors.fallback.deletePaymentMethod': 'Failed to delete payment method',
  'errors.fallback.createPayout': 'Failed to create payout',
  'errors.fallback.fetchReferralShare': 'Failed to fetch referral share ({{status}})',
  'errors.fallback.fetchReferrals': 'Failed to fetch referrals ({{status}})',
  'errors.fallback.claimReferral': 'Failed to claim referral ({{status}})',
  'errors.wallet.withdrawalFailed': 'Withdrawal failed',
  'errors.wallet.withdrawalRequestFailed': 'Withdrawal request failed',
  'errors.wallet.processWithdrawalFailed': 'Failed to process withdrawal',
  'validation.withdrawal.emailRequired': 'Email address is required for withdrawal',
  'errors.challenge.insufficientGCoins':
    'Insufficient GCoins. You need at least {{count}} GCoin(s) to participate in this challenge.',
  'errors.challenge.enrolFailed': 'Failed to enroll in challenge. Please try again.',
  'errors.challenge.enrolNetworkError': 'An error occurred while enrolling. Please try again later.',
  'challenge.enrolment.failedTitle': 'Enrollment Failed',
  'challenge.enrolment.successTitle': 'Successfully Enrolled!',
  'errors.brawlStars.linkFailed': 'Failed to link Brawl Stars account',
  'errors.payment.createOrderFailed': 'Failed to create order',
  'errors.payment.cancelled': 'Payment was cancelled',
  'errors.payment.paypalError': 'PayPal encountered an error. Please try again.',
  'errors.payment.processingError': 'An error occurred during payment processing',
  'errors.payment.scriptLoadFailed': 'Failed to load PayPal script. Please refresh the page and try again.',
  'errors.payment.paymentLinkFailed': 'Failed to get payment link',
  'errors.referral.claimFailed': 'Failed to claim referral reward.',
  'errors.referral.shareFailed': 'Unable to share. Please copy the link manually.',
  'errors.referral.copyFailed': 'Unable to copy link. Please copy manually.',
  'errors.profile.notFound': 'Profile Not Found',
  'errors.profile.userIdRequired': 'User ID is required',
};

describe('englishMessages', () => {
  it('holds the spec §8 catalogue exactly', () => {
    for (const [key, text] of Object.entries(catalogue)) {
      expect(englishMessages[key as MessageKey], key).toBe(text);
    }
  });

  it('holds the challenge and referral words', () => {
    expect(englishMessages['challenge.prizePool.xpOnly']).toBe('XP Only');
    expect(englishMessages['referral.status.notClaimable']).toBe('Not Claimable');
    expect(englishMessages['referral.status.readyToClaim']).toBe('Ready to Claim');
    expect(englishMessages['challenge.status.finished']).toBe('Finished');
  });

  it('has keys that nest into JSON objects without clashing', () => {
    for (const key of messageKeys) {
      expect(key).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
      expect(
        messageKeys.some((other) => other.startsWith(`${key}.`)),
        key,
      ).toBe(false);
    }
  });

  it('fills placeholders', () => {
    expect(formatMessage('errors.fallback.fetchProfile', { status: 500 })).toBe(
      'Failed to fetch profile (500)',
    );
    expect(formatMessage('validation.disconnect.counter', { count: 12, max: 500 })).toBe('12/500');
    expect(formatMessage('errors.fallback.fetchProfile')).toBe('Failed to fetch profile ({{status}})');
  });
});
