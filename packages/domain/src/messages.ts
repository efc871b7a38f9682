// Every message the domain can name, with its English text. Texts quoted in the spec are copied exactly
// (spec §5, §8); a variable in the spec becomes an i18next placeholder: '(status)' → '({{status}})',
// '{n}' → '{{count}}'. Texts the spec does not give are marked "ours" in docs/decisions/0003 and 0004.
// Keys: <area>.<subject>.<detail>; errors.* for failures of calls, validation.* for input rules.
const messages = {
  // spec §8 Authentication
  'errors.auth.noToken': 'No authentication token found',
  'errors.auth.authenticationFailed': 'Authentication failed. Please log in again.',
  'errors.auth.sessionExpired': 'Session expired. Please log in again.',
  'errors.auth.invalidCredentials': 'Invalid email or password',
  'errors.auth.registrationFailed': 'An error occurred while registering. Please try again.',
  'errors.auth.passportUploadLoggedOut': 'You must be logged in to upload passport',
  'errors.auth.notAuthenticated': 'Not authenticated',

  // spec §8 Network
  'errors.network.unableToConnect':
    'Unable to connect to server. Please check your internet connection and try again.',
  'errors.network.connectionError': 'Network error. Please check your connection and try again.',

  // A 429 with Retry-After (ours, docs/decisions/0007): the wait rounded up, in seconds under a minute.
  'errors.rateLimit.tryAgainInSeconds': 'Too many requests. Please try again in {{count}} second(s).',
  'errors.rateLimit.tryAgainInMinutes': 'Too many requests. Please try again in {{count}} minute(s).',
  'errors.rateLimit.tryAgainLater': 'Too many requests. Please try again later.',

  // spec §8 Fallbacks (used when the server gives no message)
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

  // spec §8 Wallet and withdrawal ('Email address is required for withdrawal' is validation.withdrawal.emailRequired)
  'errors.wallet.withdrawalFailed': 'Withdrawal failed',
  'errors.wallet.withdrawalRequestFailed': 'Withdrawal request failed',
  'errors.wallet.processWithdrawalFailed': 'Failed to process withdrawal',

  // spec §8 Challenges
  'errors.challenge.insufficientGCoins':
    'Insufficient GCoins. You need at least {{count}} GCoin(s) to participate in this challenge.',
  'errors.challenge.enrolFailed': 'Failed to enroll in challenge. Please try again.',
  'errors.challenge.enrolNetworkError': 'An error occurred while enrolling. Please try again later.',
  'errors.brawlStars.linkFailed': 'Failed to link Brawl Stars account',
  'challenge.enrolment.failedTitle': 'Enrollment Failed',
  'challenge.enrolment.successTitle': 'Successfully Enrolled!',
  'challenge.enrolment.purchaseGCoins': 'Purchase GCoins',

  // spec §8 Payment
  'errors.payment.createOrderFailed': 'Failed to create order',
  'errors.payment.cancelled': 'Payment was cancelled',
  'errors.payment.paypalError': 'PayPal encountered an error. Please try again.',
  'errors.payment.processingError': 'An error occurred during payment processing',
  'errors.payment.scriptLoadFailed': 'Failed to load PayPal script. Please refresh the page and try again.',
  'errors.payment.paymentLinkFailed': 'Failed to get payment link',

  // spec §8 Referral and sharing
  'errors.referral.claimFailed': 'Failed to claim referral reward.',
  'errors.referral.shareFailed': 'Unable to share. Please copy the link manually.',
  'errors.referral.copyFailed': 'Unable to copy link. Please copy manually.',

  // spec §8 Profile (the default rejection text is ours)
  'errors.profile.notFound': 'Profile Not Found',
  'errors.profile.userIdRequired': 'User ID is required',
  'errors.passport.rejectedDefault':
    'Your passport could not be verified. Please upload a clear photo of your passport and try again.',

  // spec §5 shared field rules (texts are ours: the spec relies on the browser's own messages)
  'validation.email.required': 'Email is required',
  'validation.email.invalid': 'Please enter a valid email address',
  // issue 29 Look-alike addresses (ours)
  'validation.email.lookalike':
    'Please enter an email address in plain letters, without look-alike or invisible characters',
  'validation.password.required': 'Password is required',
  'validation.password.tooShort': 'Password must be at least {{count}} characters long',
  'validation.password.tooLong': 'Password must be at most {{count}} characters long',
  'validation.name.required': 'Name is required',
  'validation.country.required': 'Country is required',
  'validation.country.invalid': 'Please choose a country from the list',
  'validation.dob.required': 'Date of birth is required',
  'validation.dob.invalid': 'Please enter a valid date of birth',
  'validation.dob.tooYoung': 'You must be at least {{count}} years old to register',

  // spec §5 forms with the spec's own texts
  'validation.contact.required': 'Please fill in all required fields.',
  'validation.subscribe.invalidEmail': 'Error! Please enter a valid email address.',
  'validation.passport.fileTooLarge': 'File size must be less than 10MB',
  'validation.passport.invalidType': 'Invalid file type. Please upload JPG, PNG, WEBP, or PDF',
  'validation.photo.fileTooLarge': 'Image size must be less than 5MB',
  'validation.photo.invalidType': 'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
  'validation.displayName.tooLong': 'Display name must be at most {{count}} characters',
  // issue 9 Names people can trust (ours, in the tone of the texts above)
  'validation.displayName.controlCharacters': 'Display name cannot contain line breaks, tabs or control characters',
  'validation.displayName.directionControls': 'Display name cannot contain text direction control characters',
  'validation.displayName.invisibleOnly': 'Display name must contain visible letters, numbers or symbols',
  'validation.displayName.invisibleCharacters': 'Display name cannot contain invisible characters',
  'validation.displayName.mixedScripts': 'Display name cannot mix Latin letters with Cyrillic or Greek letters',
  // issue 29 (ours)
  'validation.displayName.invisibleJoiners':
    'Display name cannot contain invisible joiners between Latin, Cyrillic or Greek letters',
  'validation.passwordChange.currentRequired': 'Current password is required',
  'validation.passwordChange.newRequired': 'New password is required',
  'validation.passwordChange.newTooShort': 'New password must be at least 8 characters long',
  'validation.passwordChange.newTooLong': 'New password must be at most {{count}} characters long',
  'validation.passwordChange.sameAsCurrent': 'New password must be different from current password',
  'validation.passwordChange.confirmMismatch': 'New password and confirmation do not match',
  'validation.disconnect.reasonRequired': 'Please provide a reason for disconnecting this account',
  'validation.disconnect.reasonTooLong': 'The reason must be at most {{count}} characters',
  'validation.disconnect.counter': '{{count}}/{{max}}',
  'validation.brawlStars.tagRequired': 'Please enter your player tag',
  'validation.brawlStars.tagInvalid':
    'A player tag has 3 to 12 characters, using only 0, 2, 8, 9, P, Y, L, Q, G, R, J, C, U and V',

  // spec §5 Withdrawal
  'validation.withdrawal.verificationRequired': 'Passport verification is required before you can withdraw',
  'validation.withdrawal.emailRequired': 'Email address is required for withdrawal',
  'validation.withdrawal.emailInvalid': 'Please enter a valid email address',
  'validation.withdrawal.belowMinimum': 'The minimum withdrawal is {{count}} crystals',
  'validation.withdrawal.notMultipleOfStep': 'Withdrawals are made in steps of {{count}} crystals',
  'validation.withdrawal.aboveAvailable': 'You can withdraw at most {{count}} crystals',
  'validation.withdrawal.cardRequired': 'Please select a card for the payout',

  // spec §3/§4 challenge words
  'challenge.status.upcoming': 'Upcoming',
  'challenge.status.current': 'Current',
  'challenge.status.finished': 'Finished',
  'challenge.type.main': 'Premium',
  'challenge.type.free': 'Free',
  'challenge.type.daily': 'Daily',
  'challenge.type.booster': 'Booster',
  'challenge.type.unknown': 'Challenge',
  'challenge.prizePool.xpOnly': 'XP Only',
  'challenge.registration.open': 'Join',
  'challenge.registration.alreadyRegistered': 'You are registered',
  'challenge.registration.full': 'Challenge Full',
  'challenge.gameLimit.unlimited': 'Unlimited',

  // spec §4 Referral rows
  'referral.status.pending': 'Pending',
  'referral.status.converted': 'Converted',
  'referral.status.readyToClaim': 'Ready to Claim',
  'referral.status.claimed': 'Claimed',
  'referral.status.notClaimable': 'Not Claimable',
  'referral.action.claim': 'Claim',

  // spec §4 Transaction status
  'transaction.status.completed': 'Completed',
  'transaction.status.pending': 'Pending',
  'transaction.status.refunded': 'Refunded',

  // spec §1 level and tier (tier names: docs/decisions/0003)
  'level.maxLevel': 'Max Level',
  'tier.rookie': 'Rookie',
  'tier.bronze': 'Bronze',
  'tier.silver': 'Silver',
  'tier.gold': 'Gold',
  'tier.platinum': 'Platinum',
  'tier.diamond': 'Diamond',
  'tier.master': 'Master',
  'tier.legend': 'Legend',

  // spec §9 Regions
  'region.europe': 'Europe',
  'region.asia': 'Asia',
  'region.americas': 'Americas',
} as const satisfies Record<string, string>;

/** Every message key the domain names. */
export type MessageKey = keyof typeof messages;

/** The English text of each message key (locales/en.json holds the same texts). */
export const englishMessages: Readonly<Record<MessageKey, string>> = messages;

export const messageKeys = Object.keys(messages) as readonly MessageKey[];

/** Fills `{{name}}` placeholders, for tests and for the server's English answers. */
export function formatMessage(
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return englishMessages[key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}
