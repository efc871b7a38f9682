import {
  adminAuditLogResponseSchema,
  adminUserActionResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  releaseGameAccountResponseSchema,
  adminPassportDecisionResponseSchema,
  adminPassportsResponseSchema,
  adminPayoutDecisionResponseSchema,
  adminPayoutsResponseSchema,
  mfaConfirmResponseSchema,
  mfaEnrolResponseSchema,
  mfaRequiredResponseSchema,
  mfaStatusResponseSchema,
  reconciliationResponseSchema,
  reconciliationRunResponseSchema,
  adminChallengeCreatedResponseSchema,
  adminChallengeResponseSchema,
  adminChallengesResponseSchema,
  adminGamesResponseSchema,
  adminImageUploadResponseSchema,
  cancelChallengeResponseSchema,
  gameResponseSchema,
  ledgerTotalsResponseSchema,
  referralClaimResponseSchema,
  referralOfferClaimResponseSchema,
  referralShareResponseSchema,
  referralsResponseSchema,
  canWithdrawResponseSchema,
  passportStatusResponseSchema,
  passportUploadResponseSchema,
  paymentMethodsResponseSchema,
  recentWithdrawalsResponseSchema,
  tokenizationUrlResponseSchema,
  withdrawalResponseSchema,
  captureOrderResponseSchema,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  createOrderResponseSchema,
  currenciesResponseSchema,
  dashboardResponseSchema,
  deviceResponseSchema,
  errorResponseSchema,
  headerNames,
  healthResponseSchema,
  idempotencyKeyHeader,
  idempotencyMessages,
  leaderboardResponseSchema,
  messageKeyFields,
  meResponseSchema,
  messageResponseSchema,
  paymentCompletionResponseSchema,
  paymentUrlRequestSchema,
  paymentUrlResponseSchema,
  profileResponseSchema,
  publicProfileResponseSchema,
  exchangeResponseSchema,
  tokenResponseSchema,
  transactionsResponseSchema,
  uploadResponseSchema,
  userUpdateResponseSchema,
  walletResponseSchema,
  brawlStarsClaimResponseSchema,
  brawlStarsProfileResponseSchema,
  challengeDetailResponseSchema,
  challengeListResponseSchema,
  scoringBreakdownResponseSchema,
  markNotificationsReadResponseSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
  unsubscribeResponseSchema,
  disconnectGameAccountResponseSchema,
  enrollResponseSchema,
  gameAccountsResponseSchema,
  gamesResponseSchema,
  gameWaitlistResponseSchema,
  joinGameWaitlistResponseSchema,
  riotAccountResponseSchema,
  steamAccountResponseSchema,
  steamStartResponseSchema,
} from '@arena/contract';
import type {
  MfaConfirmResponse,
  MfaEnrolResponse,
  MfaRequiredResponse,
  MfaStatusResponse,
  AdminAuditLogQuery,
  AdminAuditLogResponse,
  AdminUserActionResponse,
  AdminUserResponse,
  AdminUsersResponse,
  ReleaseGameAccountResponse,
  UserRole,
  AdminPassportDecisionResponse,
  AdminPassportsResponse,
  AdminPayoutDecisionResponse,
  AdminPayoutsResponse,
  ReconciliationResponse,
  ReconciliationRunResponse,
  PassportVerificationStatus,
  WithdrawalMethodName,
  WithdrawalStatus,
  AdminChallengeBody,
  AdminChallengeCreatedResponse,
  AdminChallengeResponse,
  AdminChallengesResponse,
  AdminChallengeStatus,
  AdminGamesResponse,
  AdminImageUploadResponse,
  AdminUpdateGameRequest,
  CancelChallengeResponse,
  GameResponse,
  LedgerTotalsResponse,
  CanWithdrawResponse,
  ReferralClaimResponse,
  ReferralOfferClaimResponse,
  ReferralShareResponse,
  ReferralsResponse,
  PassportStatusResponse,
  PassportUploadResponse,
  PaymentMethodsResponse,
  RecentWithdrawalsResponse,
  TokenizationUrlResponse,
  WithdrawalRequestBody,
  WithdrawalResponse,
  CaptureOrderResponse,
  ChangePasswordRequest,
  ChangePasswordResponse,
  CreateOrderResponse,
  CurrenciesResponse,
  DashboardResponse,
  ExchangeResponse,
  HealthResponse,
  LeaderboardResponse,
  LoginRequest,
  MeResponse,
  MessageResponse,
  PaymentCompletionResponse,
  PaymentUrlRequest,
  PaymentUrlResponse,
  ProfileResponse,
  PublicProfileResponse,
  RegisterRequest,
  TokenResponse,
  TransactionsResponse,
  UploadResponse,
  UserUpdateResponse,
  WalletResponse,
  BrawlStarsClaimResponse,
  BrawlStarsProfileResponse,
  ChallengeDetailResponse,
  ScoringBreakdownResponse,
  MarkNotificationsReadResponse,
  NotificationSettings,
  NotificationsResponse,
  UnsubscribeResponse,
  ChallengeListResponse,
  ChallengeStatusCode,
  DisconnectGameAccountResponse,
  EnrollResponse,
  GameAccountsResponse,
  GameType,
  GamesResponse,
  GameWaitlistResponse,
  JoinGameWaitlistResponse,
  RiotAccountResponse,
  RiotGame,
  RsoRequest,
  SteamAccountResponse,
  SteamBindRequest,
} from '@arena/contract';
import { formatOrderAmount, transactionsPage } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';
import ky, { HTTPError } from 'ky';
import type { KyInstance, Options } from 'ky';
import { z } from 'zod';
import { ApiError, IdempotencyKeyReusedError } from './api-error';
import { devicePath } from './device';
import type { ClientMarkers, ClientSession } from './session';
import { createLiveUpdates, type EventSourceConstructor } from './live';
import { createUrlBuilders } from './urls';
import type { ClientCore } from './core';
import { privacyCalls } from './privacy-calls';
import { accountSessionsCalls } from './account-sessions-calls';
import { flagsCalls } from './flags-calls';

export type ApiClientOptions = {
  /** Origin of the API server; the site passes its own origin. */
  baseUrl: string;
  session?: ClientSession;
  markers?: ClientMarkers;
  fetch?: typeof fetch;
  /** Live leaderboards' stream (decision 0033): the browser's EventSource by default; undefined polls. */
  EventSource?: EventSourceConstructor | undefined;
};

export type ApiClient = ReturnType<typeof createApiClient>;

// spec §7: POST /api/payments/create names its error field `error`.
const errorFieldSchema = z.object({ status: z.literal('error'), error: z.string() });
// spec §7 POST /api/challenge/enroll: a refusal answers `{success: false, message}` with a 4xx status.
const refusalSchema = z.object({ success: z.literal(false), message: z.string() });
/** The key and params beside a message (issue 13), read on their own so a malformed pair is just dropped. */
const keyFieldsSchema = z.object(messageKeyFields);

interface ServerWords {
  message: string;
  key?: string;
  params?: Record<string, string | number>;
}

/** The server's words in a failure body: `message`, else the `error` field, when not blank; with their key. */
function serverWordsOf(body: unknown): ServerWords | undefined {
  const message = serverMessageOf(body);
  if (message === undefined) return undefined;
  const fields = keyFieldsSchema.safeParse(body);
  if (!fields.success || fields.data.messageKey === undefined) return { message };
  return { message, key: fields.data.messageKey, params: fields.data.messageParams ?? {} };
}

// The envelope's text alone: a malformed key or params never costs the client the server's words.
const envelopeTextSchema = errorResponseSchema.pick({ status: true, message: true });

function serverMessageOf(body: unknown): string | undefined {
  const envelope = envelopeTextSchema.safeParse(body);
  if (envelope.success && envelope.data.message.trim() !== '') return envelope.data.message;
  const withErrorField = errorFieldSchema.safeParse(body);
  if (withErrorField.success && withErrorField.data.error.trim() !== '') return withErrorField.data.error;
  const refusal = refusalSchema.safeParse(body);
  if (refusal.success && refusal.data.message.trim() !== '') return refusal.data.message;
  return undefined;
}

/** A 429's Retry-After in whole seconds (our server sends seconds, never a date). */
function retryAfterOf(response: Response): number | undefined {
  if (response.status !== 429) return undefined;
  const value = response.headers.get('retry-after')?.trim() ?? '';
  return /^\d+$/.test(value) ? Number(value) : undefined;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    // ky 2 has already read the body into `data`.
    const words = serverWordsOf(error.data);
    const serverMessage = words?.message;
    if (error.response.status === 422 && serverMessage === idempotencyMessages.reused) {
      return new IdempotencyKeyReusedError({ cause: error });
    }
    const retryAfterSeconds = retryAfterOf(error.response);
    return new ApiError('http', {
      status: error.response.status,
      ...(serverMessage === undefined ? {} : { serverMessage }),
      ...(words?.key === undefined
        ? {}
        : { serverMessageKey: words.key, serverMessageParams: words.params ?? {} }),
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      cause: error,
    });
  }
  return new ApiError('network', { cause: error });
}

type Auth = 'bearer' | 'none';

export function createApiClient(options: ApiClientOptions) {
  const { session, markers } = options;
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl,
    retry: 0,
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const deviceId = markers?.getDeviceId();
          const utm = markers?.getUtmSession();
          const affiliate = markers?.getAffiliateCode();
          if (deviceId) request.headers.set(headerNames.deviceId, deviceId);
          if (utm) request.headers.set(headerNames.utmSession, utm);
          if (affiliate) request.headers.set(headerNames.affiliateCode, affiliate);
        },
      ],
    },
  });

  async function send<T>(schema: z.ZodType<T>, path: string, init: Options, auth: Auth): Promise<T> {
    const headers = new Headers(init.headers as HeadersInit | undefined);
    const token = auth === 'bearer' ? session?.getToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: unknown;
    let status: number | undefined;
    try {
      const response = await http(path, { ...init, headers });
      status = response.status;
      body = await response.json();
    } catch (error) {
      // A success whose body is not JSON.
      if (error instanceof SyntaxError) throw new ApiError('invalid-response', { status, cause: error });
      throw toApiError(error);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid-response', { status, cause: parsed.error });
    return parsed.data;
  }

  // Concurrent 401s share one refresh (spec §4: refresh once, then retry).
  let refreshing: Promise<string | null> | null = null;
  function refreshOnce(): Promise<string | null> {
    refreshing ??= send(tokenResponseSchema, '/api/auth/refresh', { method: 'get' }, 'none')
      .then((answer) => answer.access_token)
      .catch(() => null)
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  }

  /** A call answered 204 No Content: nothing to read, a failure is an ApiError as for `send`. */
  async function sendNoContent(path: string, init: Options): Promise<void> {
    const headers = new Headers(init.headers as HeadersInit | undefined);
    const token = session?.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      await http(path, { ...init, headers });
    } catch (error) {
      throw toApiError(error);
    }
  }

  /** A file answer (not JSON): the body as a Blob whose type is the response's content type. */
  async function sendBlob(path: string): Promise<Blob> {
    const headers = new Headers();
    const token = session?.getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      const response = await http(path, { method: 'get', headers });
      return await response.blob();
    } catch (error) {
      throw toApiError(error);
    }
  }

  /** An authenticated call: a 401 refreshes the token once and retries; a second 401 ends the session. */
  function authed<T>(schema: z.ZodType<T>, path: string, init: Options = {}): Promise<T> {
    return withSession(() => send(schema, path, init, 'bearer'));
  }

  async function withSession<T>(call: () => Promise<T>): Promise<T> {
    const sentWith = session?.getToken();
    if (!session || !sentWith) {
      session?.onSessionExpired();
      throw new ApiError('unauthenticated');
    }
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      // Another call may already have refreshed while this one was in flight.
      const current = session.getToken();
      const fresh = current && current !== sentWith ? current : await refreshOnce();
      if (!fresh) {
        session.onSessionExpired();
        throw error;
      }
      session.setToken(fresh);
      try {
        return await call();
      } catch (retryError) {
        if (retryError instanceof ApiError && retryError.status === 401) session.onSessionExpired();
        throw retryError;
      }
    }
  }

  /** A read that answers for the caller when signed in, and anonymously otherwise (no refresh without a token). */
  function callerAware<T>(schema: z.ZodType<T>, path: string, init: Options = {}): Promise<T> {
    return session?.getToken() ? authed(schema, path, init) : send(schema, path, init, 'none');
  }

  // What the calls written in their own modules (*-calls.ts) build on; they spread into the client below.
  const core: ClientCore = { send, authed, callerAware, sendNoContent, sendBlob };

  return {
    // Live leaderboards: subscribeChallenge(id, onChange), subscribeLeaderboard(onChange) (live.ts).
    ...createLiveUpdates({
      baseUrl: options.baseUrl,
      ...('EventSource' in options ? { EventSource: options.EventSource } : {}),
    }),
    ...privacyCalls(core),
    ...accountSessionsCalls(core),
    ...flagsCalls(core),

    health: (): Promise<HealthResponse> =>
      send(healthResponseSchema, '/api/health', { method: 'get' }, 'none'),

    // Public (spec §7 Public and auth)
    dashboard: (): Promise<DashboardResponse> =>
      send(dashboardResponseSchema, '/api/public/dashboard', { method: 'get' }, 'none'),
    leaderboard: (limit: number): Promise<LeaderboardResponse> =>
      send(
        leaderboardResponseSchema,
        '/api/public-profile/leaderboard',
        { method: 'get', searchParams: { limit } },
        'none',
      ),
    publicProfile: (userId: string): Promise<PublicProfileResponse> =>
      send(
        publicProfileResponseSchema,
        `/api/public-profile/${encodeURIComponent(userId)}`,
        { method: 'get' },
        'none',
      ),
    generateDevice: () => send(deviceResponseSchema, devicePath, { method: 'post' }, 'none'),

    // Auth
    register: (request: RegisterRequest): Promise<MessageResponse> =>
      send(messageResponseSchema, '/api/auth/register', { method: 'post', json: request }, 'none'),
    /** An operator with a second factor gets `{mfaRequired, mfaToken}` instead of a token (issue 29). */
    login: (request: LoginRequest): Promise<TokenResponse | MfaRequiredResponse> =>
      send(
        z.union([tokenResponseSchema, mfaRequiredResponseSchema]),
        '/api/auth/login',
        { method: 'post', json: request },
        'none',
      ),
    // The operators' second factor (issue 29, decision 0046).
    mfaStatus: (): Promise<MfaStatusResponse> => authed(mfaStatusResponseSchema, '/api/auth/mfa'),
    mfaEnrol: (): Promise<MfaEnrolResponse> =>
      authed(mfaEnrolResponseSchema, '/api/auth/mfa/enrol', { method: 'post' }),
    mfaConfirm: (code: string): Promise<MfaConfirmResponse> =>
      authed(mfaConfirmResponseSchema, '/api/auth/mfa/confirm', { method: 'post', json: { code } }),
    /** With the login's mfaToken (no session yet), or with the session when there is none. */
    mfaVerify: (request: { mfaToken: string | null; code: string }): Promise<TokenResponse> =>
      request.mfaToken
        ? send(tokenResponseSchema, '/api/auth/mfa/verify', { method: 'post', json: request }, 'none')
        : authed(tokenResponseSchema, '/api/auth/mfa/verify', {
            method: 'post',
            json: { code: request.code },
          }),
    refresh: (): Promise<TokenResponse> =>
      send(tokenResponseSchema, '/api/auth/refresh', { method: 'get' }, 'none'),
    logout: (): Promise<MessageResponse> =>
      send(messageResponseSchema, '/api/auth/logout', { method: 'post' }, 'bearer'),
    /**
     * Signs out on every device, this one included (every access token and refresh credential ends).
     * The caller then forgets its own token, as after logout.
     */
    logoutAll: (): Promise<MessageResponse> =>
      authed(messageResponseSchema, '/api/auth/logout-all', { method: 'post' }),
    resendVerification: (): Promise<MessageResponse> =>
      authed(messageResponseSchema, '/api/auth/verification/resend', { method: 'post' }),
    // The URL builders (identity, referral and record tracking, Steam, Riot, the ledger export): urls.ts.
    ...createUrlBuilders(options),

    // Profile (spec §7 Profile)
    me: (): Promise<MeResponse> => authed(meResponseSchema, '/api/users/me'),
    profile: (): Promise<ProfileResponse> => authed(profileResponseSchema, '/api/users/profile'),
    updateName: (name: string): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile', { method: 'put', json: { name } }),
    updatePhoto: (photo: string): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile/photo', { method: 'put', json: { photo } }),
    /** Every other session ends; this one carries on with the fresh token the answer brings. */
    changePassword: async (request: ChangePasswordRequest): Promise<ChangePasswordResponse> => {
      const answer = await authed(changePasswordResponseSchema, '/api/users/profile/password', {
        method: 'put',
        json: changePasswordRequestSchema.parse(request),
      });
      session?.setToken(answer.access_token);
      return answer;
    },
    setEarningsPrivacy: (earningsPrivate: boolean): Promise<UserUpdateResponse> =>
      authed(userUpdateResponseSchema, '/api/users/profile/earnings-privacy', {
        method: 'put',
        json: { earningsPrivate },
      }),
    /** The language the player's mail is written in (decision 0034); the server answers 204. */
    setLanguage: (language: LanguageCode): Promise<void> =>
      withSession(() => sendNoContent('/api/me/language', { method: 'put', json: { language } })),

    // Notifications (issue 16, decision 0034): the inbox, newest first, 20 a page.
    notifications: (cursor?: string): Promise<NotificationsResponse> =>
      authed(notificationsResponseSchema, '/api/notifications', {
        ...(cursor === undefined ? {} : { searchParams: { cursor } }),
      }),
    /** The given ids (another player's are ignored), or every entry when `ids` is absent. */
    markNotificationsRead: (ids?: readonly string[]): Promise<MarkNotificationsReadResponse> =>
      authed(markNotificationsReadResponseSchema, '/api/notifications/read', {
        method: 'post',
        json: ids === undefined ? {} : { ids: [...ids] },
      }),
    notificationSettings: (): Promise<NotificationSettings> =>
      authed(notificationSettingsSchema, '/api/notifications/settings'),
    /** `email` governs mail only: the inbox always records. */
    saveNotificationSettings: (email: boolean): Promise<NotificationSettings> =>
      authed(notificationSettingsSchema, '/api/notifications/settings', { method: 'put', json: { email } }),
    /** The token from an email's unsubscribe link; no sign-in. A bad token is a 400 with the server's words. */
    unsubscribe: (token: string): Promise<UnsubscribeResponse> =>
      send(
        unsubscribeResponseSchema,
        '/api/notifications/unsubscribe',
        { method: 'post', json: { token } },
        'none',
      ),

    uploadProfileImage: (file: Blob, fileName: string): Promise<UploadResponse> => {
      const form = new FormData();
      form.append('image', file, fileName);
      return authed(uploadResponseSchema, '/api/upload/profile-image', { method: 'post', body: form });
    },

    // Wallet (spec §7 Wallet and passport)
    wallet: (): Promise<WalletResponse> => authed(walletResponseSchema, '/api/wallet/get'),
    transactions: (query: { page?: number; limit?: number } = {}): Promise<TransactionsResponse> =>
      authed(transactionsResponseSchema, '/api/wallet/transactions', {
        searchParams: {
          page: query.page ?? transactionsPage.firstPage,
          limit: query.limit ?? transactionsPage.pageSize,
        },
      }),
    /** Buys `gCoins` GCoins with 275 crystals each (spec §9). */
    /** With an Idempotency-Key a retry exchanges once; the key reused for another amount throws IdempotencyKeyReusedError. */
    exchange: (gCoins: number, idempotencyKey?: string): Promise<ExchangeResponse> =>
      authed(exchangeResponseSchema, '/api/wallet/exchange', {
        method: 'post',
        json: { amount: gCoins },
        ...(idempotencyKey === undefined ? {} : { headers: { [idempotencyKeyHeader]: idempotencyKey } }),
      }),

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

    // Payments, card route (spec §4 Card payment flow, §7 Payments)
    /** spec §5: the order amount is sent with 2 decimals (1486 cents → '14.86'). */
    createOrder: (amountCents: number): Promise<CreateOrderResponse> =>
      authed(createOrderResponseSchema, '/api/payments/create', {
        method: 'post',
        json: { amount: formatOrderAmount(amountCents) },
      }),
    captureOrder: (paymentId: string): Promise<CaptureOrderResponse> =>
      authed(captureOrderResponseSchema, '/api/payments/capture', { method: 'post', json: { paymentId } }),
    completeOrder: (orderId: string): Promise<PaymentCompletionResponse> =>
      authed(paymentCompletionResponseSchema, '/api/payments/complete', {
        method: 'post',
        json: { orderId },
      }),

    // Payments, hosted route
    currencies: (): Promise<CurrenciesResponse> =>
      send(currenciesResponseSchema, '/api/payments/currencies', { method: 'get' }, 'none'),
    getPaymentUrl: (request: PaymentUrlRequest): Promise<PaymentUrlResponse> =>
      authed(paymentUrlResponseSchema, '/api/payments/get-payment-url', {
        method: 'post',
        json: paymentUrlRequestSchema.parse(request),
      }),
    completePayment: (paymentId: string): Promise<PaymentCompletionResponse> =>
      authed(paymentCompletionResponseSchema, '/api/payments/complete-payment', {
        method: 'post',
        json: { paymentId },
      }),

    // Games and challenges (spec §7 Games and challenges)
    games: (): Promise<GamesResponse> => send(gamesResponseSchema, '/api/game', { method: 'get' }, 'none'),
    /** The caller's waitlisted game ids, in game order (spec §2: an inactive game shows the waitlist). */
    gameWaitlist: (): Promise<GameWaitlistResponse> =>
      authed(gameWaitlistResponseSchema, '/api/game/waitlist'),
    /** Joining again answers the same; an active or unknown game throws with the server's message. */
    joinGameWaitlist: (gameId: string): Promise<JoinGameWaitlistResponse> =>
      authed(joinGameWaitlistResponseSchema, `/api/game/${encodeURIComponent(gameId)}/waitlist`, {
        method: 'post',
      }),
    challenges: (
      query: { gameId?: string; status?: ChallengeStatusCode; finishedBefore?: string } = {},
    ): Promise<ChallengeListResponse> =>
      callerAware(challengeListResponseSchema, '/api/challenge/list', {
        searchParams: {
          ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
          ...(query.status === undefined ? {} : { status: String(query.status) }),
          ...(query.finishedBefore === undefined ? {} : { finishedBefore: query.finishedBefore }),
        },
      }),
    challenge: (id: string): Promise<ChallengeDetailResponse> =>
      callerAware(challengeDetailResponseSchema, `/api/challenge/${encodeURIComponent(id)}`),
    /** The caller's own scoring breakdown (decision 0032): 403 when they have not joined, 404 when no such challenge. */
    scoringBreakdown: (challengeId: string): Promise<ScoringBreakdownResponse> =>
      authed(scoringBreakdownResponseSchema, `/api/challenge/${encodeURIComponent(challengeId)}/breakdown`),
    /** A refusal throws an http ApiError carrying the server's message (spec §8 Enrolment). */
    enroll: (challengeId: string): Promise<EnrollResponse> =>
      authed(enrollResponseSchema, '/api/challenge/enroll', { method: 'post', json: { challengeId } }),

    // Game accounts (spec §2 Game-account linking, §7)
    rsoExchange: (request: RsoRequest): Promise<RiotAccountResponse> =>
      authed(riotAccountResponseSchema, '/api/game/lol/rso', { method: 'post', json: request }),
    riotAccount: (game: RiotGame): Promise<RiotAccountResponse> =>
      authed(riotAccountResponseSchema, `/api/game/riot/get/${game}`),
    steamBind: (request: SteamBindRequest): Promise<SteamAccountResponse> =>
      authed(steamAccountResponseSchema, '/api/game/steam/bind', { method: 'post', json: request }),
    steamAccount: (): Promise<SteamAccountResponse> =>
      authed(steamAccountResponseSchema, '/api/game/steam/get'),
    /**
     * Starts a Steam sign-in for the signed-in player (POST /api/auth/steam/start sets a cookie that
     * binds it to this browser) and answers where the browser goes next (decision 0015).
     */
    startSteamSignIn: async (): Promise<string> => {
      await authed(steamStartResponseSchema, '/api/auth/steam/start', { method: 'post' });
      return new URL('/api/auth/steam', options.baseUrl).toString();
    },
    /** Asks for the code that proves the tag is the player's (decision 0015); '#' included. */
    brawlStarsClaim: (playerTag: string): Promise<BrawlStarsClaimResponse> =>
      authed(brawlStarsClaimResponseSchema, '/api/brawl-stars/claim', {
        method: 'post',
        json: { playerTag },
      }),
    /** Links the tag once its name shows the claim's code (spec §7 /link; decision 0015). */
    brawlStarsLink: (playerTag: string): Promise<BrawlStarsProfileResponse> =>
      authed(brawlStarsProfileResponseSchema, '/api/brawl-stars/link', {
        method: 'post',
        json: { playerTag },
      }),
    brawlStarsProfile: (): Promise<BrawlStarsProfileResponse> =>
      authed(brawlStarsProfileResponseSchema, '/api/brawl-stars/profile'),
    gameAccounts: (): Promise<GameAccountsResponse> =>
      authed(gameAccountsResponseSchema, '/api/users/profile/game-accounts'),
    /** DELETE with a JSON body {reason} (spec §7). */
    disconnectGameAccount: (gameType: GameType, reason: string): Promise<DisconnectGameAccountResponse> =>
      authed(
        disconnectGameAccountResponseSchema,
        `/api/users/profile/game-accounts/${encodeURIComponent(gameType)}`,
        {
          method: 'delete',
          json: { reason },
        },
      ),

    // Cash-out (spec §7 Wallet and passport, Payments methods/payouts)
    /** Multipart, field `passport` (spec §7). */
    passportUpload: (file: Blob, fileName: string): Promise<PassportUploadResponse> => {
      const form = new FormData();
      form.append('passport', file, fileName);
      return authed(passportUploadResponseSchema, '/api/passport-verification/upload', {
        method: 'post',
        body: form,
      });
    },
    passportStatus: (): Promise<PassportStatusResponse> =>
      authed(passportStatusResponseSchema, '/api/passport-verification/status'),
    /** A visitor gets canWithdraw false with 'Not authenticated' (spec §8). */
    canWithdraw: (): Promise<CanWithdrawResponse> =>
      callerAware(canWithdrawResponseSchema, '/api/passport-verification/can-withdraw'),
    requestWithdrawal: (request: WithdrawalRequestBody): Promise<WithdrawalResponse> =>
      authed(withdrawalResponseSchema, '/api/withdrawal/request', { method: 'post', json: request }),
    cardPayout: (request: { crystals: number; methodId: string }): Promise<WithdrawalResponse> =>
      authed(withdrawalResponseSchema, '/api/payments/payouts', { method: 'post', json: request }),
    /** The player's newest withdrawals with the moment of each step (issue 34: the wallet's timeline). */
    recentWithdrawals: (): Promise<RecentWithdrawalsResponse> =>
      authed(recentWithdrawalsResponseSchema, '/api/withdrawal/recent'),
    paymentMethods: (): Promise<PaymentMethodsResponse> =>
      authed(paymentMethodsResponseSchema, '/api/payments/methods'),
    tokenizationUrl: (): Promise<TokenizationUrlResponse> =>
      authed(tokenizationUrlResponseSchema, '/api/payments/get-tokenization-url', { method: 'post' }),
    deletePaymentMethod: (id: string): Promise<MessageResponse> =>
      authed(messageResponseSchema, `/api/payments/methods/${encodeURIComponent(id)}`, { method: 'delete' }),

    // Operator console: challenges, games, images, ledger totals (issue 12, admin only)
    adminChallenges: (
      query: { gameId?: string; status?: AdminChallengeStatus; page?: number } = {},
    ): Promise<AdminChallengesResponse> =>
      authed(adminChallengesResponseSchema, '/api/admin/challenges', {
        searchParams: {
          ...(query.gameId === undefined ? {} : { gameId: query.gameId }),
          ...(query.status === undefined ? {} : { status: String(query.status) }),
          ...(query.page === undefined ? {} : { page: String(query.page) }),
        },
      }),
    adminChallenge: (id: string): Promise<AdminChallengeResponse> =>
      authed(adminChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}`),
    createChallenge: (body: AdminChallengeBody): Promise<AdminChallengeCreatedResponse> =>
      authed(adminChallengeCreatedResponseSchema, '/api/admin/challenges', { method: 'post', json: body }),
    /** Only before the start; a started challenge answers 409 with the server's message. */
    updateChallenge: (id: string, body: AdminChallengeBody): Promise<AdminChallengeResponse> =>
      authed(adminChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}`, {
        method: 'put',
        json: body,
      }),
    /** Refunds every entry fee once; calling it again refunds nothing (refundedPlayers 0). */
    cancelChallenge: (id: string, reason: string): Promise<CancelChallengeResponse> =>
      authed(cancelChallengeResponseSchema, `/api/admin/challenges/${encodeURIComponent(id)}/cancel`, {
        method: 'post',
        json: { reason },
      }),
    /** Multipart, field `image`: PNG, JPEG or WebP up to 2 MB; answers the URL to put in a challenge or game. */
    uploadAdminImage: (file: Blob, fileName: string): Promise<AdminImageUploadResponse> => {
      const form = new FormData();
      form.append('image', file, fileName);
      return authed(adminImageUploadResponseSchema, '/api/admin/uploads/image', {
        method: 'post',
        body: form,
      });
    },
    adminGames: (): Promise<AdminGamesResponse> => authed(adminGamesResponseSchema, '/api/admin/games'),
    updateGame: (gameId: string, changes: AdminUpdateGameRequest): Promise<GameResponse> =>
      authed(gameResponseSchema, `/api/admin/games/${encodeURIComponent(gameId)}`, {
        method: 'put',
        json: changes,
      }),
    /** UTC days `YYYY-MM-DD`, both included; the server defaults to the last 30 days. */
    ledgerTotals: (query: { from?: string; to?: string } = {}): Promise<LedgerTotalsResponse> =>
      authed(ledgerTotalsResponseSchema, '/api/admin/ledger/totals', {
        searchParams: {
          ...(query.from === undefined ? {} : { from: query.from }),
          ...(query.to === undefined ? {} : { to: query.to }),
        },
      }),
    // Operator console: passports and payouts (issue 10's operator API; operators: admin and support)
    adminPassports: (
      status: Exclude<PassportVerificationStatus, 'none'> = 'manual_review',
    ): Promise<AdminPassportsResponse> =>
      authed(adminPassportsResponseSchema, '/api/admin/passports', { searchParams: { status } }),
    /** The uploaded file with its content type, fetched with the operator's token (for an object URL). */
    adminPassportFile: (id: string): Promise<Blob> =>
      withSession(() => sendBlob(`/api/admin/passports/${encodeURIComponent(id)}/file`)),
    verifyPassport: (id: string): Promise<AdminPassportDecisionResponse> =>
      authed(adminPassportDecisionResponseSchema, `/api/admin/passports/${encodeURIComponent(id)}/verify`, {
        method: 'post',
      }),
    /** The reason is shown to the player. */
    rejectPassport: (id: string, reason: string): Promise<AdminPassportDecisionResponse> =>
      authed(adminPassportDecisionResponseSchema, `/api/admin/passports/${encodeURIComponent(id)}/reject`, {
        method: 'post',
        json: { reason },
      }),
    adminPayouts: (
      query: { status?: WithdrawalStatus; method?: WithdrawalMethodName } = {},
    ): Promise<AdminPayoutsResponse> =>
      authed(adminPayoutsResponseSchema, '/api/admin/payouts', {
        searchParams: {
          ...(query.status === undefined ? {} : { status: query.status }),
          ...(query.method === undefined ? {} : { method: query.method }),
        },
      }),
    /** Sends the payout through the payouts provider. */
    approvePayout: (id: string): Promise<AdminPayoutDecisionResponse> =>
      authed(adminPayoutDecisionResponseSchema, `/api/admin/payouts/${encodeURIComponent(id)}/approve`, {
        method: 'post',
      }),
    /** Gives the crystals back once; the reason is shown to the player. */
    rejectPayout: (id: string, reason: string): Promise<AdminPayoutDecisionResponse> =>
      authed(adminPayoutDecisionResponseSchema, `/api/admin/payouts/${encodeURIComponent(id)}/reject`, {
        method: 'post',
        json: { reason },
      }),
    /** Payouts and payments whose provider notification is late, with their last check (decision 0044). */
    reconciliation: (): Promise<ReconciliationResponse> =>
      authed(reconciliationResponseSchema, '/api/admin/reconciliation'),
    /** Runs the reconciliation job now; `ran` is false when another server was running it. */
    runReconciliation: (): Promise<ReconciliationRunResponse> =>
      authed(reconciliationRunResponseSchema, '/api/admin/reconciliation/run', { method: 'post' }),
    // Operator console: players and the audit log (decision 0020; admin or support unless marked).
    adminUsers: (query: { q?: string; page?: number } = {}): Promise<AdminUsersResponse> =>
      authed(adminUsersResponseSchema, '/api/admin/users', {
        searchParams: { ...(query.q ? { q: query.q } : {}), page: query.page ?? 1 },
      }),
    adminUser: (id: string): Promise<AdminUserResponse> =>
      authed(adminUserResponseSchema, `/api/admin/users/${encodeURIComponent(id)}`),
    /** Ends the player's sessions at once; they cannot sign in, enrol or withdraw until unblocked. */
    blockUser: (id: string, reason: string): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/block`, {
        method: 'post',
        json: { reason },
      }),
    unblockUser: (id: string): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/unblock`, {
        method: 'post',
      }),
    resendUserVerification: (id: string): Promise<MessageResponse> =>
      authed(messageResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/resend-verification`, {
        method: 'post',
      }),
    /** Admins only. */
    setUserRole: (id: string, role: UserRole): Promise<AdminUserActionResponse> =>
      authed(adminUserActionResponseSchema, `/api/admin/users/${encodeURIComponent(id)}/role`, {
        method: 'put',
        json: { role },
      }),
    /** Unlinks a disputed Brawl Stars tag from its holder so another player can claim it. */
    releaseGameAccount: (accountId: string, reason: string): Promise<ReleaseGameAccountResponse> =>
      authed(
        releaseGameAccountResponseSchema,
        `/api/admin/game-accounts/${encodeURIComponent(accountId)}/release`,
        { method: 'post', json: { reason } },
      ),
    /** Newest first, 50 a page; `actor` is an operator's id or email. */
    auditLog: (
      query: Omit<AdminAuditLogQuery, 'page'> & { page?: number } = {},
    ): Promise<AdminAuditLogResponse> =>
      authed(adminAuditLogResponseSchema, '/api/admin/audit-log', {
        searchParams: {
          ...Object.fromEntries(
            Object.entries(query).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
            ),
          ),
          page: query.page ?? 1,
        },
      }),
  };
}
