// What each operation answers, for GET /api/openapi.json (docs/decisions/0057): the contract's zod
// schema of each JSON answer by status, and the few answers that are not JSON (redirects, files,
// event streams, CSV). The OpenAPI transform (openapi-transform.ts) adds the error envelope, the
// bearer security, the operator role and the rate limit to every operation; test/openapi.test.ts fails
// when a registered route has no entry here or an entry names no route.
import * as c from '@arena/contract';
import type { ZodType } from 'zod';

/** An answer that is not JSON: a redirect, a file, a stream or a body-less 204. */
export interface OtherAnswer {
  kind: 'other';
  description: string;
  /** The media type of the body; none for a redirect or a 204. */
  mediaType?: string;
  /** A redirect names where it sends the browser. */
  location?: boolean;
}

export type Answer = ZodType | OtherAnswer;

export interface OperationAnswers {
  responses: Record<number, Answer>;
  /** What the operation does, when its path does not say it all. */
  description?: string;
}

const redirect = (description: string): OtherAnswer => ({ kind: 'other', description, location: true });
const file = (description: string, mediaType = 'application/octet-stream'): OtherAnswer => ({
  kind: 'other',
  description,
  mediaType,
});
const eventStream = file(
  'Server-Sent Events: a `changed` event (data: the live event JSON) whenever the standings change.',
  'text/event-stream',
);

/**
 * A redirect a client may drive itself (http/send-on.ts, decision 0073): 302 for a browser, 200
 * `{location}` for a client whose Accept header asks for JSON alone.
 */
const sendsOn = (description: string): OperationAnswers => ({
  responses: { 200: c.redirectAnswerSchema, 302: redirect(description) },
  description:
    'A browser is redirected (302). A client that sends `Accept: application/json` (and not text/html) gets 200 `{location}`: the same address, to open itself.',
});

const ok = (schema: ZodType, description?: string): OperationAnswers => ({
  responses: { 200: schema },
  description,
});

export const operationAnswers: Record<string, OperationAnswers> = {
  'GET /metrics': {
    responses: { 200: file('Prometheus metrics (METRICS_TOKEN as a bearer token when set).', 'text/plain') },
  },
  'GET /api/health': { responses: { 200: c.healthAnswerSchema, 503: c.errorResponseSchema } },
  'GET /api/ready': { responses: { 200: c.readyResponseSchema, 503: c.readyResponseSchema } },
  // Accounts and sessions.
  'POST /api/auth/register': { responses: { 201: c.messageResponseSchema } },
  'GET /api/auth/verify-email': sendsOn(
    'To the site page saying whether the link verified the email (`/verification-success`, or `/join?verification=invalid`).',
  ),
  'POST /api/auth/verification/resend': ok(c.messageResponseSchema),
  'POST /api/auth/login': ok(
    c.loginResponseSchema,
    'Sets the refresh cookie. Failed logins are throttled per address and account (auth/login-throttle.ts): 429 with Retry-After.',
  ),
  'GET /api/auth/refresh': ok(
    c.tokenResponseSchema,
    'Rotates the refresh cookie and answers a new access token.',
  ),
  'POST /api/auth/logout': ok(c.messageResponseSchema),
  'POST /api/auth/logout-all': ok(c.messageResponseSchema),
  'GET /api/auth/mfa': ok(c.mfaStatusResponseSchema),
  'POST /api/auth/mfa/enrol': ok(c.mfaEnrolResponseSchema),
  'POST /api/auth/mfa/confirm': ok(c.mfaConfirmResponseSchema),
  'POST /api/auth/mfa/verify': ok(c.tokenResponseSchema),
  'GET /api/auth/{provider}': sendsOn("To the identity provider's sign-in page."),
  'GET /api/auth/{provider}/callback': {
    responses: { 302: redirect('To the site, signed in (or with the reason it failed).') },
  },
  'POST /api/devices/generate': ok(c.deviceResponseSchema),
  'GET /utm/referral': { responses: { 302: redirect('To the home page, carrying the affiliate code.') } },
  'GET /utm/record': { responses: { 302: redirect('To the home page, carrying the campaign session.') } },
  'GET /api/users/me': ok(c.meResponseSchema),
  'GET /api/users/sessions': ok(c.accountSessionsResponseSchema),
  'DELETE /api/users/sessions/{id}': ok(c.endSessionsResponseSchema),
  'POST /api/users/sessions/revoke-others': ok(c.endSessionsResponseSchema),
  'GET /api/users/profile': ok(c.profileResponseSchema),
  'PUT /api/users/profile': ok(c.userUpdateResponseSchema),
  'PUT /api/users/profile/photo': ok(c.userUpdateResponseSchema),
  'PUT /api/users/profile/password': ok(c.changePasswordResponseSchema),
  'PUT /api/users/profile/earnings-privacy': ok(c.userUpdateResponseSchema),
  'POST /api/upload/profile-image': ok(
    c.uploadResponseSchema,
    'multipart/form-data, one image file of at most 5 MB.',
  ),
  'GET /api/users/export': ok(c.dataExportSchema, 'Downloads everything the server holds about the caller.'),
  'POST /api/users/delete': ok(c.deleteAccountResponseSchema),
  'PUT /api/me/language': ok(
    c.setLanguageResponseSchema,
    'Stores the language the player’s mail is written in.',
  ),
  // Public reads.
  'GET /api/public/dashboard': ok(c.dashboardResponseSchema),
  'GET /api/public-profile/leaderboard': ok(c.leaderboardResponseSchema),
  'GET /api/public-profile/{id}': ok(c.publicProfileResponseSchema),
  'GET /api/share/profile/{id}/card': {
    responses: {
      200: file('The player’s share card: a 1200×630 PNG in the reader’s language.', c.shareCardMediaType),
    },
    description:
      '`?lang=` picks the language (else the language cookie, else Accept-Language). ETag; 304 when unchanged.',
  },
  'GET /api/share/challenge/{id}/players/{userId}/card': {
    responses: {
      200: file('The player’s result in a finished challenge: a 1200×630 PNG.', c.shareCardMediaType),
    },
    description: '`?lang=` picks the language. 404 for an unknown challenge or player, or no result to show.',
  },
  'GET /api/challenge/{id}/live': { responses: { 200: eventStream } },
  'GET /api/public/leaderboard/live': { responses: { 200: eventStream } },
  'GET /uploads/{*}': { responses: { 200: file('An uploaded image.', 'image/*') } },
  // Wallet, payments, cards, withdrawals.
  'GET /api/wallet/get': ok(c.walletResponseSchema),
  'GET /api/wallet/transactions': ok(c.transactionsResponseSchema),
  'POST /api/wallet/exchange': ok(
    c.exchangeResponseSchema,
    'An Idempotency-Key header makes a retry answer the first response again.',
  ),
  'POST /api/wallet/referral-offer/claim': ok(c.referralOfferClaimResponseSchema),
  'POST /api/payments/create': ok(c.createOrderResponseSchema),
  'POST /api/payments/capture': ok(c.captureOrderResponseSchema),
  'POST /api/payments/complete': ok(c.paymentCompletionResponseSchema),
  'GET /api/payments/currencies': ok(c.currenciesResponseSchema),
  'POST /api/payments/get-payment-url': ok(c.paymentUrlResponseSchema),
  'POST /api/payments/complete-payment': ok(c.paymentCompletionResponseSchema),
  'POST /api/payments/webhook/checkout': ok(
    c.webhookAckResponseSchema,
    "The checkout provider's signed notification.",
  ),
  'POST /api/payments/webhook/hosted': ok(
    c.webhookAckResponseSchema,
    "The hosted payment provider's signed notification.",
  ),
  'POST /api/payments/get-tokenization-url': ok(c.tokenizationUrlResponseSchema),
  'GET /api/payments/methods': ok(c.paymentMethodsResponseSchema),
  'DELETE /api/payments/methods/{id}': ok(c.messageResponseSchema),
  'POST /api/payments/webhook/cards': ok(
    c.webhookAckResponseSchema,
    "The card provider's signed notification.",
  ),
  'POST /api/payments/webhook/payouts': ok(
    c.webhookAckResponseSchema,
    "The payout providers' signed notification.",
  ),
  'POST /api/withdrawal/request': ok(c.withdrawalResponseSchema),
  'POST /api/wallet/withdraw': ok(c.withdrawalResponseSchema),
  'POST /api/payments/payouts': ok(c.withdrawalResponseSchema),
  'GET /api/withdrawal/recent': ok(c.recentWithdrawalsResponseSchema),
  // Games and game accounts.
  'GET /api/game': ok(c.gamesResponseSchema),
  'GET /api/game/waitlist': ok(c.gameWaitlistResponseSchema),
  'POST /api/game/{gameId}/waitlist': ok(c.joinGameWaitlistResponseSchema),
  'GET /api/auth/riot': sendsOn("To Riot Sign-On's authorisation page."),
  'POST /api/game/lol/rso': ok(c.riotAccountResponseSchema),
  'GET /api/game/riot/get/{game}': ok(c.riotAccountResponseSchema),
  'POST /api/auth/steam/start': ok(c.steamStartResponseSchema),
  'GET /api/auth/steam': sendsOn(
    "To Steam's OpenID sign-in page (or back to the site when no link was started).",
  ),
  'GET /api/auth/steam/return': {
    responses: { 302: redirect('To the site, with the account linked or the reason it was not.') },
  },
  'POST /api/game/steam/bind': ok(c.steamAccountResponseSchema),
  'GET /api/game/steam/get': ok(c.steamAccountResponseSchema),
  'GET /api/users/profile/game-accounts': ok(c.gameAccountsResponseSchema),
  'DELETE /api/users/profile/game-accounts/{gameType}': ok(c.disconnectGameAccountResponseSchema),
  'POST /api/brawl-stars/claim': ok(c.brawlStarsClaimResponseSchema),
  'POST /api/brawl-stars/link': ok(c.brawlStarsProfileResponseSchema),
  'GET /api/brawl-stars/profile': ok(c.brawlStarsProfileResponseSchema),
  // Challenges.
  'GET /api/challenge/list': ok(
    c.challengeListResponseSchema,
    'A bearer token, when sent, adds the caller’s enrolment and bracket.',
  ),
  'GET /api/challenge/{id}': ok(c.challengeDetailResponseSchema),
  'POST /api/challenge/enroll': ok(c.enrollResponseSchema.extend(c.messageKeyFields)),
  'GET /api/challenge/{id}/breakdown': ok(c.scoringBreakdownResponseSchema),
  'POST /api/passport-verification/upload': ok(
    c.passportUploadResponseSchema,
    'multipart/form-data, one passport image or PDF.',
  ),
  'GET /api/passport-verification/status': ok(c.passportStatusResponseSchema),
  'GET /api/passport-verification/can-withdraw': ok(c.canWithdrawResponseSchema),
  // Referrals and notifications.
  'GET /api/users/referral-share': ok(c.referralShareResponseSchema),
  'GET /api/users/referrals': ok(c.referralsResponseSchema),
  'POST /api/users/referrals/{referredUserId}/claim': ok(c.referralClaimResponseSchema),
  'GET /api/notifications': ok(c.notificationsResponseSchema),
  'POST /api/notifications/read': ok(c.markNotificationsReadResponseSchema),
  'GET /api/notifications/settings': ok(c.notificationSettingsSchema),
  'PUT /api/notifications/settings': ok(c.notificationSettingsSchema),
  'POST /api/notifications/unsubscribe': ok(
    c.unsubscribeResponseSchema,
    "The email's one-click unsubscribe link (no sign-in).",
  ),
  // Web Push (decision 0069).
  'GET /api/push/public-key': ok(
    c.pushPublicKeyResponseSchema,
    'The VAPID public key (base64url): the applicationServerKey of pushManager.subscribe(). No sign-in.',
  ),
  'POST /api/push/subscriptions': {
    responses: { 201: c.pushSubscriptionResponseSchema },
    description:
      "Stores this device's push subscription for the caller (upsert by endpoint). The endpoint must be a browser push service's https:// address (or the sandbox push service's where the deployment runs sandboxes).",
  },
  'DELETE /api/push/subscriptions': ok(
    c.pushSubscriptionResponseSchema,
    "Forgets the caller's device with this endpoint (nothing to forget is no error).",
  ),
  'GET /api/push/preferences': ok(c.pushPreferencesResponseSchema),
  'PUT /api/push/preferences': ok(
    c.pushPreferencesResponseSchema,
    'Any of the switches; the others are kept.',
  ),
  // Operators.
  'GET /api/admin/ledger/audit': ok(c.ledgerAuditResponseSchema),
  'GET /api/admin/ledger/totals': ok(c.ledgerTotalsResponseSchema),
  'GET /api/admin/ledger/export.csv': {
    responses: { 200: file('The ledger entries of the period, as CSV.', 'text/csv') },
  },
  'POST /api/admin/challenges/{id}/finish-now': ok(c.finishNowResponseSchema),
  'POST /api/admin/challenges': { responses: { 201: c.adminChallengeCreatedResponseSchema } },
  'PUT /api/admin/challenges/{id}': ok(c.adminChallengeResponseSchema),
  'GET /api/admin/challenges': ok(c.adminChallengesResponseSchema),
  'GET /api/admin/challenges/{id}': ok(c.adminChallengeResponseSchema),
  'POST /api/admin/challenges/{id}/cancel': ok(c.cancelChallengeResponseSchema),
  'GET /api/admin/games': ok(c.adminGamesResponseSchema),
  'PUT /api/admin/games/{gameId}': ok(c.gameResponseSchema),
  'POST /api/admin/uploads/image': { responses: { 201: c.adminImageUploadResponseSchema } },
  'GET /api/admin/passports': ok(c.adminPassportsResponseSchema),
  'GET /api/admin/passports/{id}/file': {
    responses: { 200: file('The uploaded passport file, shown inline.', 'application/pdf') },
  },
  'POST /api/admin/passports/{id}/verify': ok(c.adminPassportDecisionResponseSchema),
  'POST /api/admin/passports/{id}/reject': ok(c.adminPassportDecisionResponseSchema),
  'GET /api/admin/users': ok(c.adminUsersResponseSchema),
  'GET /api/admin/users/{id}': ok(c.adminUserResponseSchema),
  'POST /api/admin/users/{id}/block': ok(c.adminUserActionResponseSchema),
  'POST /api/admin/users/{id}/unblock': ok(c.adminUserActionResponseSchema),
  'POST /api/admin/users/{id}/resend-verification': ok(c.messageResponseSchema),
  'PUT /api/admin/users/{id}/role': ok(c.adminUserActionResponseSchema),
  'POST /api/admin/game-accounts/{accountId}/release': ok(c.releaseGameAccountResponseSchema),
  'GET /api/admin/audit-log': ok(c.adminAuditLogResponseSchema),
  'GET /api/admin/flags': ok(c.adminFlagsResponseSchema),
  'GET /api/admin/flags/{id}': ok(c.adminFlagResponseSchema),
  'POST /api/admin/flags/{id}/resolve': ok(c.resolveFlagResponseSchema),
  'GET /api/admin/payouts': ok(c.adminPayoutsResponseSchema),
  'POST /api/admin/payouts/{id}/approve': ok(c.adminPayoutDecisionResponseSchema),
  'POST /api/admin/payouts/{id}/reject': ok(c.adminPayoutDecisionResponseSchema),
  'GET /api/admin/reconciliation': ok(c.reconciliationResponseSchema),
  'POST /api/admin/reconciliation/run': ok(c.reconciliationRunResponseSchema),
};
