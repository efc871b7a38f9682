import { errorResponseSchema, headerNames, idempotencyMessages, messageKeyFields } from '@arena/contract';
import ky, { HTTPError } from 'ky';
import type { KyInstance, Options } from 'ky';
import { z } from 'zod';
import { createSharedRefresh } from './refresh';
import { ApiError, IdempotencyKeyReusedError } from './api-error';
import type { ClientMarkers, ClientSession } from './session';
import { createLiveUpdates, type EventSourceConstructor } from './live';
import { createUrlBuilders } from './urls';
import type { ClientCore } from './core';
import { privacyCalls } from './privacy-calls';
import { accountSessionsCalls } from './account-sessions-calls';
import { flagsCalls } from './flags-calls';
import { publicCalls } from './public-calls';
import { authCalls } from './auth-calls';
import { mfaCalls } from './mfa-calls';
import { profileCalls } from './profile-calls';
import { notificationsCalls } from './notifications-calls';
import { pushCalls } from './push-calls';
import { walletCalls } from './wallet-calls';
import { referralCalls } from './referral-calls';
import { paymentsCalls } from './payments-calls';
import { gamesChallengesCalls } from './games-challenges-calls';
import { gameAccountsCalls } from './game-accounts-calls';
import { cashoutCalls } from './cashout-calls';
import { adminChallengesCalls } from './admin-challenges-calls';
import { adminLedgerCalls } from './admin-ledger-calls';
import { adminCashoutCalls } from './admin-cashout-calls';
import { adminUsersCalls } from './admin-users-calls';

// The client's transport (ky, the bearer token, refresh-once, errors) and the composition of the calls,
// which live by feature in *-calls.ts modules (each a function of the ClientCore below).

export type ApiClientOptions = {
  /** Origin of the API server; the site passes its own origin. */
  baseUrl: string;
  session?: ClientSession;
  markers?: ClientMarkers;
  fetch?: typeof fetch;
  /** Live leaderboards' stream (decision 0033): the browser's EventSource by default; undefined polls. */
  EventSource?: EventSourceConstructor | undefined;
  /** Waits before trying a refresh the network lost again (refresh.ts); tests shorten them. */
  refreshRetryDelaysMs?: readonly number[];
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

  // Concurrent 401s and the session machine share one refresh (spec §4: refresh once, then retry).
  const refresh = createSharedRefresh(send, options.refreshRetryDelaysMs);
  function refreshOnce(): Promise<string | null> {
    return refresh().then(
      (answer) => answer.access_token,
      () => null,
    );
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
  const core: ClientCore = {
    send,
    authed,
    callerAware,
    sendNoContent,
    sendBlob,
    withSession,
    refresh,
    session,
    baseUrl: options.baseUrl,
  };

  return {
    // Live leaderboards: subscribeChallenge(id, onChange), subscribeLeaderboard(onChange) (live.ts).
    ...createLiveUpdates({
      baseUrl: options.baseUrl,
      ...('EventSource' in options ? { EventSource: options.EventSource } : {}),
    }),
    ...privacyCalls(core),
    ...accountSessionsCalls(core),
    ...flagsCalls(core),
    ...publicCalls(core),
    ...authCalls(core),
    ...mfaCalls(core),
    ...profileCalls(core),
    ...notificationsCalls(core),
    ...pushCalls(core),
    ...walletCalls(core),
    ...referralCalls(core),
    ...paymentsCalls(core),
    ...gamesChallengesCalls(core),
    ...gameAccountsCalls(core),
    ...cashoutCalls(core),
    ...adminChallengesCalls(core),
    ...adminLedgerCalls(core),
    ...adminCashoutCalls(core),
    ...adminUsersCalls(core),
    // The URL builders (identity, referral and record tracking, Steam, Riot, the ledger export): urls.ts.
    ...createUrlBuilders(options),
  };
}
