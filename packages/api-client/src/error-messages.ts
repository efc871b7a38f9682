import type { MessageKey, MessageParams } from '@arena/domain';
import { ApiError } from './api-error';

// spec §8: which text a failed call shows. The result is a message KEY (with params) that the site
// translates, or the server's own words, which the spec says to show as returned: in the reader's
// language when the server named them with a catalogue key (issue 13), which the site looks up first.
// Machines read the same shape (`@arena/machines` UserMessage), so an actor can throw what
// `errorMessage` returns.
export type UserMessage =
  | { readonly messageKey: MessageKey; readonly params?: MessageParams }
  | {
      readonly serverMessage: string;
      readonly serverMessageKey?: string;
      readonly serverMessageParams?: Readonly<Record<string, string | number>>;
    };

type CallRule = {
  /** Shown when the server gave no message (spec §8 Fallbacks); `{{status}}` gets the HTTP status. */
  readonly fallback: MessageKey;
  /** A 401 that survived the refresh (spec §8 Authentication). */
  readonly unauthorized?: MessageKey;
  /** A network failure, when the call has its own text. */
  readonly network?: MessageKey;
};

const authenticationFailed: MessageKey = 'errors.auth.authenticationFailed';
// The spec names no fallback for these calls; our server always sends a message, so this only shows
// when something between the two swallowed it.
const noSpecFallback: MessageKey = 'errors.network.connectionError';

/** The calls whose failures people see, with their spec §8 texts. */
export const callMessages = {
  login: { fallback: 'errors.auth.invalidCredentials' },
  register: { fallback: 'errors.auth.registrationFailed', network: 'errors.auth.registrationFailed' },
  resendVerification: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  logoutAll: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  exportMyData: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  deleteAccount: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  me: { fallback: 'errors.fallback.fetchUserData', unauthorized: authenticationFailed },
  profile: { fallback: 'errors.fallback.fetchProfile', unauthorized: authenticationFailed },
  updateName: { fallback: 'errors.fallback.updateDisplayName', unauthorized: authenticationFailed },
  updatePhoto: { fallback: 'errors.fallback.updateProfilePicture', unauthorized: authenticationFailed },
  uploadProfileImage: { fallback: 'errors.fallback.uploadImage', unauthorized: authenticationFailed },
  changePassword: { fallback: 'errors.fallback.updatePassword', unauthorized: authenticationFailed },
  setEarningsPrivacy: { fallback: noSpecFallback, unauthorized: 'errors.auth.sessionExpired' },
  publicProfile: { fallback: 'errors.fallback.fetchPublicProfile' },
  leaderboard: { fallback: 'errors.fallback.fetchLeaderboard' },
  dashboard: { fallback: noSpecFallback },

  // Wallet (spec §8 Wallet and withdrawal). The wallet read shows no text (spec §4: balances go to 0).
  wallet: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  transactions: { fallback: 'errors.fallback.fetchTransactions', unauthorized: authenticationFailed },
  // "Withdrawal and exchange failure: server message, default 'Withdrawal failed'"; the site only logs it.
  exchange: { fallback: 'errors.wallet.withdrawalFailed', unauthorized: authenticationFailed },

  // Cash-out (spec §8 Wallet and withdrawal, Fallbacks)
  passportUpload: {
    fallback: 'errors.fallback.uploadPassport',
    unauthorized: 'errors.auth.passportUploadLoggedOut',
  },
  passportStatus: { fallback: 'errors.fallback.fetchVerificationStatus', unauthorized: authenticationFailed },
  canWithdraw: { fallback: 'errors.fallback.checkEligibility' },
  requestWithdrawal: {
    fallback: 'errors.wallet.withdrawalRequestFailed',
    unauthorized: authenticationFailed,
  },
  cardPayout: { fallback: 'errors.fallback.createPayout', unauthorized: authenticationFailed },
  paymentMethods: { fallback: 'errors.fallback.loadPaymentMethods', unauthorized: authenticationFailed },
  tokenizationUrl: { fallback: 'errors.fallback.startCardAddition', unauthorized: authenticationFailed },
  deletePaymentMethod: {
    fallback: 'errors.fallback.deletePaymentMethod',
    unauthorized: authenticationFailed,
  },

  // Referral (spec §8 Fallbacks, Referral and sharing; a 401 on the referral reads: 'Authentication failed')
  referralShare: { fallback: 'errors.fallback.fetchReferralShare', unauthorized: authenticationFailed },
  referrals: { fallback: 'errors.fallback.fetchReferrals', unauthorized: authenticationFailed },
  claimReferral: { fallback: 'errors.fallback.claimReferral', unauthorized: authenticationFailed },
  // The spec names no offer call (decision 0019): a failure shows the claim text.
  claimReferralOffer: { fallback: 'errors.referral.claimFailed', unauthorized: authenticationFailed },

  // Payments (spec §8 Payment)
  createOrder: { fallback: 'errors.payment.createOrderFailed', unauthorized: authenticationFailed },
  captureOrder: { fallback: 'errors.payment.processingError', unauthorized: authenticationFailed },
  completeOrder: { fallback: 'errors.payment.processingError', unauthorized: authenticationFailed },
  currencies: { fallback: noSpecFallback },
  getPaymentUrl: { fallback: 'errors.payment.paymentLinkFailed', unauthorized: authenticationFailed },
  completePayment: { fallback: 'errors.payment.processingError', unauthorized: authenticationFailed },

  // Games and challenges (spec §8 Challenges, Fallbacks)
  games: { fallback: 'errors.fallback.fetchGames' },
  gameWaitlist: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  joinGameWaitlist: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  challenges: { fallback: noSpecFallback },
  challenge: { fallback: noSpecFallback },
  enroll: {
    fallback: 'errors.challenge.enrolFailed',
    network: 'errors.challenge.enrolNetworkError',
    unauthorized: authenticationFailed,
  },
  rsoExchange: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  riotAccount: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  steamStart: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  steamBind: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  steamAccount: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  brawlStarsClaim: { fallback: 'errors.brawlStars.linkFailed', unauthorized: authenticationFailed },
  brawlStarsLink: { fallback: 'errors.brawlStars.linkFailed', unauthorized: authenticationFailed },
  brawlStarsProfile: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  gameAccounts: { fallback: 'errors.fallback.fetchConnectedAccounts', unauthorized: authenticationFailed },
  disconnectGameAccount: {
    fallback: 'errors.fallback.disconnectGameAccount',
    unauthorized: authenticationFailed,
  },

  // Operator console (issue 12): the server always explains a refusal; these show only without one.
  adminChallenges: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminChallenge: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  createChallenge: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  updateChallenge: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  cancelChallenge: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  uploadAdminImage: { fallback: 'errors.fallback.uploadImage', unauthorized: authenticationFailed },
  adminGames: { fallback: 'errors.fallback.fetchGames', unauthorized: authenticationFailed },
  updateGame: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  ledgerTotals: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  ledgerAudit: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  ledgerExport: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  finishNow: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminUsers: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminUser: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  blockUser: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  unblockUser: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  resendUserVerification: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  setUserRole: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  releaseGameAccount: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  auditLog: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminPassports: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminPassportFile: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  verifyPassport: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  rejectPassport: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminPayouts: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  approvePayout: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  rejectPayout: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  // Fair-play flags (issue 30): a refusal (own account, already resolved) carries the server's words.
  adminFlags: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  adminFlag: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  resolveFlag: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  // The operators' second factor (issue 29): a wrong code's 401 carries the server's words.
  mfaStatus: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  mfaEnrol: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  mfaConfirm: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  mfaVerify: { fallback: noSpecFallback },
  reconciliation: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  runReconciliation: { fallback: noSpecFallback, unauthorized: authenticationFailed },

  // Notifications (decision 0034): the server explains a refusal (a bad unsubscribe token) in its words.
  notifications: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  markNotificationsRead: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  notificationSettings: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  saveNotificationSettings: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  unsubscribe: { fallback: noSpecFallback },
  setLanguage: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  // Web Push (decision 0069): a refused endpoint or key carries the server's words.
  pushPublicKey: { fallback: noSpecFallback },
  subscribePush: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  unsubscribePush: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  pushPreferences: { fallback: noSpecFallback, unauthorized: authenticationFailed },
  savePushPreferences: { fallback: noSpecFallback, unauthorized: authenticationFailed },
} as const satisfies Record<string, CallRule>;

export type ApiCall = keyof typeof callMessages;

function key(messageKey: MessageKey, status?: number): UserMessage {
  // Every fallback gets the status; keys without a {{status}} placeholder ignore it.
  return status === undefined ? { messageKey } : { messageKey, params: { status } };
}

/**
 * The message for a failed call (spec §8):
 * - 429 (any call): 'Too many requests. Please try again in N second(s)/minute(s).' from Retry-After;
 * - login: 'Invalid email or password' for any other failure but a blocked account's 403;
 * - no token: 'No authentication token found';
 * - network: 'Unable to connect to server…' (registration: 'An error occurred while registering…');
 * - 401: 'Authentication failed…' ('Session expired…' for earnings privacy);
 * - otherwise the server's message, else the call's fallback with the status.
 */
export function errorMessage(error: unknown, call: ApiCall): UserMessage {
  const rule: CallRule = callMessages[call];
  // A 429 says how long to wait, for every call, login included (docs/decisions/0007).
  if (error instanceof ApiError && error.kind === 'http' && error.status === 429) return tooMany(error);
  if (call === 'login') {
    // A blocked account (decision 0020) is told so, once the password was right: the server's 403 text.
    if (error instanceof ApiError && error.kind === 'http' && error.status === 403 && error.serverMessage) {
      return serverWords(error, error.serverMessage);
    }
    return key(rule.fallback);
  }
  if (!(error instanceof ApiError)) return key(rule.fallback);
  switch (error.kind) {
    case 'unauthenticated':
      return key('errors.auth.noToken');
    case 'network':
      return key(rule.network ?? 'errors.network.unableToConnect');
    case 'invalid-response':
      return key(rule.fallback, error.status);
    case 'http':
      if (error.status === 401 && rule.unauthorized) return key(rule.unauthorized);
      if (error.serverMessage) return serverWords(error, error.serverMessage);
      return key(rule.fallback, error.status);
  }
}

/** The server's words, with their catalogue key and params when it sent them. */
function serverWords(error: ApiError, serverMessage: string): UserMessage {
  return error.serverMessageKey === undefined
    ? { serverMessage }
    : {
        serverMessage,
        serverMessageKey: error.serverMessageKey,
        serverMessageParams: error.serverMessageParams ?? {},
      };
}

/** Just the key, when a screen shows no server text (a server message maps to the call's fallback). */
function tooMany(error: ApiError): UserMessage {
  const seconds = error.retryAfterSeconds;
  if (seconds === undefined || seconds <= 0) return { messageKey: 'errors.rateLimit.tryAgainLater' };
  if (seconds < 60) return { messageKey: 'errors.rateLimit.tryAgainInSeconds', params: { count: seconds } };
  return { messageKey: 'errors.rateLimit.tryAgainInMinutes', params: { count: Math.ceil(seconds / 60) } };
}

export function errorMessageKey(error: unknown, call: ApiCall): MessageKey {
  const message = errorMessage(error, call);
  return 'messageKey' in message ? message.messageKey : callMessages[call].fallback;
}
