import { englishMessages, type MessageKey } from '@arena/domain';
import { authMessages } from './auth';
import { mfaMessages } from './mfa';
import { adminChallengeMessages } from './admin-challenges';
import { operatorUserMessages } from './admin-users';
import { cardMessages, passportMessages, withdrawalMessages } from './cashout';
import { enrollMessages } from './challenges';
import { breakdownMessages } from './scoring-breakdown';
import { requestMessages } from './envelope';
import { brawlStarsOwnershipMessages, gameWaitlistMessages, steamSignInMessages } from './games';
import { notificationMessages } from './notifications';
import { paymentMessages } from './payments';
import { privacyMessages } from './privacy';
import { referralMessages } from './referral';
import { fairPlayMessages } from './fair-play';
import { idempotencyMessages } from './wallet';

// Every message the server sends a client, by a stable key (issue 13 "Language"). The wire carries
// `messageKey` and `messageParams` beside the English `message` (envelope.ts); a client shows its
// locale's `server.<key>` with the params and falls back to the English text. Keys of the domain's own
// messages (`errors.*`, `validation.*`, from @arena/domain) are sent as they are: the locales hold those
// at the top level already. Templates use i18next placeholders (`{{name}}`); the English texts are the
// ones the server has always sent, word for word (spec §8 texts are requirements): the constants of
// each area are referenced, not copied, and a test renders each template against the code that
// builds the text. A key never changes meaning; a new text gets a new key.

/** Values of a template's placeholders: game and provider names, counts, codes, dates. */
export type ServerMessageParams = Readonly<Record<string, string | number>>;

const ownServerMessages = {
  // Request shape, the one error handler and the input guard (issue 9, finding 7).
  'request.controlCharacters': requestMessages.controlCharacters,
  'request.malformedEncoding': requestMessages.malformedEncoding,
  'request.addressTooLong': requestMessages.addressTooLong,
  'request.tooDeep': requestMessages.tooDeep,
  'request.tooLong': requestMessages.tooLong,
  'request.invalidText': requestMessages.invalidText,
  'request.invalidFormat': requestMessages.invalidFormat,
  'request.outOfRange': requestMessages.outOfRange,
  'request.invalidDate': requestMessages.invalidDate,
  'request.invalidValue': requestMessages.invalidValue,
  'request.alreadyExists': requestMessages.alreadyExists,
  'request.unknownReference': requestMessages.unknownReference,
  'request.notAllowed': requestMessages.notAllowed,
  'request.missingValue': requestMessages.missingValue,
  'request.malformedMultipart': requestMessages.malformedMultipart,
  'request.fileTooLarge': requestMessages.fileTooLarge,
  'request.tooManyParts': requestMessages.tooManyParts,
  'request.notMultipart': requestMessages.notMultipart,
  /** A schema refused the request; `details` is the validator's "field: problem" list (English). */
  'request.invalid': 'Invalid request: {{details}}',
  /** A 4xx in the framework's own words (`reason`, English); the other languages add a lead-in. */
  'request.refused': '{{reason}}',
  'request.invalidRequest': 'Invalid request',
  'request.invalidJson': 'Invalid JSON body',
  'request.badRequest': 'Bad request',
  'request.notFound': 'Not found',
  'request.internalError': 'Internal server error',
  'request.databaseUnavailable': 'Database unavailable',
  /** 503 when an instance holds its maximum of live streams (decision 0033); the client polls instead. */
  'request.liveStreamsFull': 'Too many live connections on this server. Please try again later.',
  'request.leaderboardLimit': 'Invalid request: limit must be a whole number from 1 to {{max}}',

  // 429 (docs/decisions/0007): one key per unit, so each language words its own plural.
  'rateLimit.tooManyRequests.second': 'Too many requests. Please try again in 1 second.',
  'rateLimit.tooManyRequests.seconds': 'Too many requests. Please try again in {{count}} seconds.',
  'rateLimit.tooManyRequests.minute': 'Too many requests. Please try again in 1 minute.',
  'rateLimit.tooManyRequests.minutes': 'Too many requests. Please try again in {{count}} minutes.',
  'rateLimit.tooManyLoginAttempts.second': 'Too many login attempts. Please try again in 1 second.',
  'rateLimit.tooManyLoginAttempts.seconds': 'Too many login attempts. Please try again in {{count}} seconds.',
  'rateLimit.tooManyLoginAttempts.minute': 'Too many login attempts. Please try again in 1 minute.',
  'rateLimit.tooManyLoginAttempts.minutes': 'Too many login attempts. Please try again in {{count}} minutes.',

  'idempotency.reused': idempotencyMessages.reused,
  'idempotency.invalid': idempotencyMessages.invalid,

  // Accounts and sessions (spec §7 Public and auth).
  'auth.registered': authMessages.registered,
  'auth.emailTaken': authMessages.emailTaken,
  'auth.passwordsDoNotMatch': authMessages.passwordsDoNotMatch,
  'auth.invalidCredentials': authMessages.invalidCredentials,
  'auth.tooManyLoginAttempts': authMessages.tooManyLoginAttempts,
  'auth.verificationSent': authMessages.verificationSent,
  'auth.alreadyVerified': authMessages.alreadyVerified,
  'auth.verificationTooSoon': authMessages.verificationTooSoon,
  'auth.loggedOut': authMessages.loggedOut,
  'auth.loggedOutEverywhere': authMessages.loggedOutEverywhere,
  'auth.sessionExpired': authMessages.sessionExpired,
  'auth.adminOnly': 'Only administrators can do this.',
  // The operators' second factor (issue 29).
  'auth.mfa.invalidCode': mfaMessages.invalidCode,
  'auth.mfa.challengeExpired': mfaMessages.challengeExpired,
  'auth.mfa.notEnrolled': mfaMessages.notEnrolled,
  'auth.mfa.alreadyEnrolled': mfaMessages.alreadyEnrolled,
  'auth.mfa.enrolmentRequired': mfaMessages.enrolmentRequired,
  'auth.mfa.verificationRequired': mfaMessages.verificationRequired,

  // Profile (apps/server/src/profile/profile-messages.ts reads these).
  'profile.displayNameUpdated': 'Display name updated',
  'profile.photoUpdated': 'Profile photo updated',
  'profile.photoNotUploaded':
    'Please upload the image first: only photos uploaded to your profile can be used',
  'profile.passwordUpdated': 'Password updated successfully',
  'profile.passwordLocalOnly':
    'Password change is only available for accounts that sign in with email and password.',
  'profile.currentPasswordIncorrect': 'Current password is incorrect',
  'profile.earningsHidden': 'Your earnings are now hidden on your public profile',
  'profile.earningsShown': 'Your earnings are now shown on your public profile',

  // Wallet exchange (apps/server/src/wallet/wallet-messages.ts); `.one` when the GCoin count is 1.
  'wallet.notEnoughCrystals.one':
    'Not enough crystals: 1 GCoin cost {{needed}} crystals ({{rate}} crystals for each GCoin) and you have {{available}}.',
  'wallet.notEnoughCrystals.other':
    'Not enough crystals: {{gCoins}} GCoins cost {{needed}} crystals ({{rate}} crystals for each GCoin) and you have {{available}}.',
  'wallet.exchanged.one': 'Exchanged {{crystals}} crystals for 1 GCoin.',
  'wallet.exchanged.other': 'Exchanged {{crystals}} crystals for {{gCoins}} GCoins.',

  // Payments (spec §8 Payment).
  'payment.invalidAmount': paymentMessages.invalidAmount,
  'payment.notFound': paymentMessages.notFound,
  'payment.cancelled': paymentMessages.cancelled,
  'payment.notApproved': paymentMessages.notApproved,
  'payment.notPaid': paymentMessages.notPaid,
  'payment.pending': paymentMessages.pending,
  'payment.failed': paymentMessages.failed,
  'payment.unknownCurrency': paymentMessages.unknownCurrency,
  'payment.amountMismatch': paymentMessages.amountMismatch,
  'payment.createFailed': paymentMessages.createFailed,
  'payment.providerError': paymentMessages.providerError,
  'payment.captured': paymentMessages.captured,
  'payment.completed': paymentMessages.completed,
  'payment.alreadyCompleted': paymentMessages.alreadyCompleted,
  'payment.invalidWebhook': 'Invalid webhook signature',
  'payment.webhookNotConfirmed': "The payment provider's records do not confirm this event",

  // Challenges and enrolment (spec §8 Challenges).
  'enroll.enrolled': enrollMessages.enrolled,
  'enroll.notFound': enrollMessages.notFound,
  'enroll.full': enrollMessages.full,
  'enroll.alreadyEnrolled': enrollMessages.alreadyEnrolled,
  'enroll.finished': enrollMessages.finished,
  'enroll.joinWindowClosed': enrollMessages.joinWindowClosed,
  /** `game` is the game's name. */
  'enroll.noLinkedAccount': enrollMessages.noLinkedAccount.replace('{game}', '{{game}}'),
  /** `challengeBracket`, `from`, `to`: the challenge's bracket and levels; `game`; `bracket`: the player's. */
  'enroll.wrongBracket': enrollMessages.wrongBracket.replace(/\{(\w+)\}/g, '{{$1}}'),
  'enroll.cancelled': adminChallengeMessages.cancelled,
  /** 403: the scoring breakdown is the caller's own participation only (decision 0032). */
  'breakdown.notParticipant': breakdownMessages.notParticipant,
  /** 400: an unsubscribe link whose token is malformed or not the server's (decision 0034). */
  'notifications.invalidUnsubscribeToken': notificationMessages.invalidUnsubscribeToken,

  // Games and their waitlist.
  'gameWaitlist.joined': gameWaitlistMessages.joined,
  'gameWaitlist.gameNotFound': gameWaitlistMessages.gameNotFound,
  'gameWaitlist.alreadyActive': gameWaitlistMessages.alreadyActive,

  // Game accounts (apps/server/src/game-accounts/game-account-messages.ts). `provider` is a
  // provider's name (Riot Games, Steam, Brawl Stars); `until` an ISO 8601 time.
  'gameAccount.riotLinked': 'Riot Games account linked',
  'gameAccount.steamLinked': 'Steam account linked',
  'gameAccount.brawlStarsLinked': 'Brawl Stars account linked',
  'gameAccount.accountFound': 'Linked account found',
  'gameAccount.disconnected': 'Game account disconnected',
  'gameAccount.riotCodeRefused': 'Riot sign-in failed: the authorization code was refused. Please try again.',
  'gameAccount.riotStateMismatch': 'This Riot sign-in has expired or did not start here. Please try again.',
  'gameAccount.riotNotLinked': 'No Riot Games account is linked',
  'gameAccount.steamNotLinked': 'No Steam account is linked',
  'gameAccount.brawlStarsNotLinked': 'No Brawl Stars account is linked',
  'gameAccount.steamNotVerified':
    'This Steam account was not verified by Steam sign-in for you. Please sign in with Steam again.',
  'gameAccount.brawlStarsNotFound': 'No Brawl Stars player has this tag',
  'gameAccount.brawlStarsUnavailable':
    'Failed to link Brawl Stars account: the Brawl Stars API is unavailable',
  'gameAccount.providerUnavailable': '{{provider}} sign-in is not configured on this server',
  'gameAccount.takenByOther': 'This {{provider}} account is already linked to another Arena user',
  'gameAccount.otherLinked':
    'Another {{provider}} account is already linked to your Arena account. Disconnect it first.',
  'gameAccount.reconnectionLocked':
    'You disconnected a {{provider}} account recently. You can link one again after {{until}}.',
  'gameAccount.notLinkedForType': 'No {{gameType}} account is linked',
  'gameAccount.unknownGameType': 'Unknown game type',
  'gameAccount.noDisconnectionsLeft': 'You have no disconnections left',
  'gameAccount.riotRedirectMismatch': 'redirect_uri is not this server’s Riot sign-in page',
  'gameAccount.regionRequired': 'Please choose a region',
  'gameAccount.riotGameUnknown': 'game must be lol or valorant',
  'gameAccount.steamIdInvalid': 'steamId must be a SteamID64',
  'gameAccount.brawlStarsPlayerNotFound':
    'Failed to link Brawl Stars account: No Brawl Stars player has this tag {{tag}}',
  'gameAccount.brawlStarsTagRequired': `${englishMessages['errors.brawlStars.linkFailed']}: ${englishMessages['validation.brawlStars.tagRequired']}`,
  'gameAccount.brawlStarsTagInvalid': `${englishMessages['errors.brawlStars.linkFailed']}: ${englishMessages['validation.brawlStars.tagInvalid']}`,
  'steamSignIn.started': steamSignInMessages.started,
  'steamSignIn.otherUser': steamSignInMessages.otherUser,
  'steamSignIn.otherBrowser': steamSignInMessages.otherBrowser,
  'brawlStarsOwnership.claimStarted': brawlStarsOwnershipMessages.claimStarted,
  'brawlStarsOwnership.noClaim': brawlStarsOwnershipMessages.noClaim,
  'brawlStarsOwnership.claimExpired': brawlStarsOwnershipMessages.claimExpired,
  'brawlStarsOwnership.codeMissing': brawlStarsOwnershipMessages.codeMissing('{{code}}', '{{playerTag}}'),

  // Referrals (decision 0019).
  'referral.claimFailed': referralMessages.claimFailed,
  'referral.notYourReferral': referralMessages.notYourReferral,
  'referral.notConverted': referralMessages.notConverted,
  'referral.alreadyClaimed': referralMessages.alreadyClaimed,
  'referral.claimed': referralMessages.claimed,
  'referral.offerClaimed': referralMessages.offerClaimed,
  'referral.userNotFound': 'User not found',
  'referral.fairPlayHold': fairPlayMessages.referralHeld,

  // Fair-play flags for operators (issue 30, decision 0050).
  'fairPlay.resolved': fairPlayMessages.resolved,
  'fairPlay.notFound': fairPlayMessages.notFound,
  'fairPlay.alreadyResolved': fairPlayMessages.alreadyResolved,

  // Sign-in sessions (issue 30, decision 0049): another player's, unknown or ended session id.
  'session.notFound': 'Session not found',

  // Cash-out: passports, saved cards, withdrawals (decisions 0017, 0018).
  'passport.fileTooLarge': passportMessages.fileTooLarge,
  'passport.invalidType': passportMessages.invalidType,
  'passport.loggedOut': passportMessages.loggedOut,
  'passport.notAuthenticated': passportMessages.notAuthenticated,
  'passport.fileMissing': passportMessages.fileMissing,
  'passport.alreadySubmitted': passportMessages.alreadySubmitted,
  'passport.verified': passportMessages.verified,
  'passport.underReview': passportMessages.underReview,
  'passport.rejectedDefault': passportMessages.rejectedDefault,
  'passport.verificationRequired': passportMessages.verificationRequired,
  'passport.emailNotVerified': passportMessages.emailNotVerified,
  'passport.notFound': passportMessages.notFound,
  'passport.decided': passportMessages.decided,
  'passport.operatorVerified': passportMessages.operatorVerified,
  'passport.operatorRejected': passportMessages.operatorRejected,
  'passport.reasonRequired': passportMessages.reasonRequired,
  'card.deleted': cardMessages.deleted,
  'card.notFound': cardMessages.notFound,
  'card.saved': cardMessages.saved,
  'card.cancelled': cardMessages.cancelled,
  'card.declined': cardMessages.declined,
  'withdrawal.requested': withdrawalMessages.requested,
  'withdrawal.cardPayoutRequested': withdrawalMessages.cardPayoutRequested,
  'withdrawal.cardNotFound': withdrawalMessages.cardNotFound,
  'withdrawal.notFound': withdrawalMessages.notFound,
  'withdrawal.alreadyDecided': withdrawalMessages.alreadyDecided,
  'withdrawal.approved': withdrawalMessages.approved,
  'withdrawal.firstApproval': withdrawalMessages.firstApproval,
  'withdrawal.secondApproverSame': withdrawalMessages.secondApproverSame,
  'withdrawal.rejected': withdrawalMessages.rejected,
  'withdrawal.insufficientCrystals': withdrawalMessages.insufficientCrystals,

  // The operator console (decisions 0020, 0021): operators read these too, in their language.
  'operatorUser.operatorOnly': operatorUserMessages.operatorOnly,
  'operatorUser.accountBlocked': operatorUserMessages.accountBlocked,
  'operatorUser.userNotFound': operatorUserMessages.userNotFound,
  'operatorUser.blocked': operatorUserMessages.blocked,
  'operatorUser.unblocked': operatorUserMessages.unblocked,
  'operatorUser.alreadyBlocked': operatorUserMessages.alreadyBlocked,
  'operatorUser.notBlocked': operatorUserMessages.notBlocked,
  'operatorUser.cannotBlockSelf': operatorUserMessages.cannotBlockSelf,
  'operatorUser.ownAccount': operatorUserMessages.ownAccount,
  'operatorUser.cannotBlockAdmin': operatorUserMessages.cannotBlockAdmin,
  'operatorUser.onlyAdminsBlockOperators': operatorUserMessages.onlyAdminsBlockOperators,
  'operatorUser.roleChanged': operatorUserMessages.roleChanged,
  'operatorUser.lastAdmin': operatorUserMessages.lastAdmin,
  'operatorUser.blockedCannotBeOperator': operatorUserMessages.blockedCannotBeOperator,
  'operatorUser.verificationSent': operatorUserMessages.verificationSent,
  'operatorUser.alreadyVerified': operatorUserMessages.alreadyVerified,
  'operatorUser.gameAccountNotFound': operatorUserMessages.gameAccountNotFound,
  'operatorUser.onlyBrawlStarsRelease': operatorUserMessages.onlyBrawlStarsRelease,
  'operatorUser.alreadyReleased': operatorUserMessages.alreadyReleased,
  'operatorUser.released': operatorUserMessages.released,
  'adminChallenge.notFound': adminChallengeMessages.notFound,
  'adminChallenge.started': adminChallengeMessages.started,
  'adminChallenge.finished': adminChallengeMessages.finished,
  'adminChallenge.cancelled': adminChallengeMessages.cancelled,
  'adminChallenge.cancelledNow': adminChallengeMessages.cancelledNow,
  'adminChallenge.unknownGame': `gameId: ${adminChallengeMessages.unknownGame}`,
  'adminChallenge.startInPast': adminChallengeMessages.startInPast,
  /** `field` is the form field: description or shortDescription. */
  'adminChallenge.emptyDescription': `{{field}}: ${adminChallengeMessages.emptyDescription}`,
  'adminChallenge.image': adminChallengeMessages.image,
  'adminChallenge.imageType': adminChallengeMessages.imageType,
  'adminChallenge.imageTooLarge': adminChallengeMessages.imageTooLarge,
  'adminChallenge.endsAtWholeHours': 'endsAt: must be a whole number of hours after startsAt',
  'adminChallenge.durationRequired': 'durationHours: is required without a preset',
  'adminChallenge.maxPlayersRequired': 'maxPlayers: is required without a preset',
  'adminChallenge.maxPlayersBelowJoined': 'maxPlayers: {{count}} players have already joined',
  'adminChallenge.entryFeePaid':
    'entryFee: players have already paid the current fee; cancel the challenge instead',
  /** `prizes` and `made` are the rule's English words (no prizes / these prizes; a daily challenge). */
  'adminChallenge.typeMismatch':
    'type: {{durationHours}} hours, an entry fee of {{entryFee}} and {{prizes}} make {{made}}, not {{type}} ' +
    '(premium: 72 h, fee 1, prizes; free: 72 h, fee 0, prizes; daily: 24 h, prizes; booster: 12 h, fee 0, no prizes)',
  'ledger.fromAfterTo': 'from: must be on or before to',
  'ledger.periodTooLong': 'from: a period is at most {{max}} days (this one is {{days}})',

  // Data export and account deletion (issue 30, decision 0051; apps/server/src/users/account-deletion.ts).
  'privacy.passwordIncorrect': privacyMessages.passwordIncorrect,
  'privacy.signInAgain': privacyMessages.signInAgain,
  'privacy.withdrawalPending': privacyMessages.withdrawalPending,
  'privacy.balanceNotAcknowledged': privacyMessages.balanceNotAcknowledged,
  'privacy.operatorAccount': privacyMessages.operatorAccount,
  'privacy.accountDeleted': privacyMessages.accountDeleted,

  // Sandbox providers (decision 0016): development and demo only.
  'sandbox.matchesOwnAccountsOnly': 'You can add sandbox matches only to your own game accounts.',
  'sandbox.unknownGame': 'Unknown game',
  'sandbox.statsInvalid': 'stats: {{details}}',
  'sandbox.noOwnLinkedAccount': 'You have no linked account for that game.',
  'sandbox.noLinkedAccount': 'No linked game account for that player and game',
  'sandbox.payoutNotFound': 'Sandbox payout not found.',
  'sandbox.keyRequired':
    'Open this sandbox page with the sandbox key the server printed at start (?key=), or as a signed-in operator.',
  'sandbox.notATag': 'Not a Brawl Stars player tag.',
  'sandbox.nameLength': 'A name has 1 to {{max}} characters, without control characters.',
} as const satisfies Record<string, string>;

/** The server's own keys: the locales hold their texts under `server.<key>`. */
export type OwnServerMessageKey = keyof typeof ownServerMessages;
/** Every key the server sends: its own, or a domain message key (`errors.*`, `validation.*`, …). */
export type ServerMessageKey = OwnServerMessageKey | MessageKey;

export const ownServerMessageKeys = Object.keys(ownServerMessages) as readonly OwnServerMessageKey[];

/** The English template of every key the server may send. */
export const serverMessages: Readonly<Record<ServerMessageKey, string>> = {
  ...englishMessages,
  ...ownServerMessages,
};

export function isServerMessageKey(value: unknown): value is ServerMessageKey {
  return typeof value === 'string' && Object.hasOwn(serverMessages, value);
}

export function isOwnServerMessageKey(value: unknown): value is OwnServerMessageKey {
  return typeof value === 'string' && Object.hasOwn(ownServerMessages, value);
}

/** Where a client's locale holds the text of a key: `server.<key>`, or the domain key itself. */
export function serverMessageLocaleKey(key: ServerMessageKey): string {
  return isOwnServerMessageKey(key) ? `server.${key}` : key;
}

/** The placeholder names of a template, in order of appearance. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
}

/** The English text: the template with its `{{name}}` placeholders filled (a missing one stays). */
export function renderServerMessage(key: ServerMessageKey, params: ServerMessageParams = {}): string {
  return serverMessages[key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** What a message adds to a body on the wire (envelope.ts): the English text, its key and params. */
export interface LocalizedMessage {
  message: string;
  messageKey: ServerMessageKey;
  messageParams: ServerMessageParams;
}

export function localizedMessage(key: ServerMessageKey, params: ServerMessageParams = {}): LocalizedMessage {
  return { message: renderServerMessage(key, params), messageKey: key, messageParams: { ...params } };
}

// English text → key, for answers built from a text alone (a route's invalidInputMessage, a framework
// error): only templates without placeholders; where two keys share a text the server's own comes first.
const keyByText = new Map<string, ServerMessageKey>();
for (const key of [...ownServerMessageKeys, ...(Object.keys(englishMessages) as MessageKey[])]) {
  const text = serverMessages[key];
  if (placeholdersOf(text).length === 0 && !keyByText.has(text)) keyByText.set(text, key);
}

/** The key of a fixed English text the server sends, when the catalogue has one. */
export function serverMessageKeyOf(text: string): ServerMessageKey | undefined {
  return keyByText.get(text);
}

/** The 429 texts by the wait (rate-limits.ts words it the same way). */
export function rateLimitMessage(
  kind: 'tooManyRequests' | 'tooManyLoginAttempts',
  retryAfterSeconds: number,
): LocalizedMessage {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  if (seconds < 60) {
    return seconds === 1
      ? localizedMessage(`rateLimit.${kind}.second`)
      : localizedMessage(`rateLimit.${kind}.seconds`, { count: seconds });
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1
    ? localizedMessage(`rateLimit.${kind}.minute`)
    : localizedMessage(`rateLimit.${kind}.minutes`, { count: minutes });
}
