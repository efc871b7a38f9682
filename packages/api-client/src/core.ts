import type { Options } from 'ky';
import type { TokenResponse } from '@arena/contract';
import type { z } from 'zod';
import type { ClientSession } from './session';

/**
 * The client's transport, for calls written in their own modules (`*-calls.ts`, each a function of this
 * core that answers an object of calls, spread into createApiClient's answer): keeps client.ts small.
 */
export interface ClientCore {
  /** A call with or without the bearer token; the answer is parsed with `schema` (ApiError otherwise). */
  send: <T>(schema: z.ZodType<T>, path: string, init: Options, auth: 'bearer' | 'none') => Promise<T>;
  /** An authenticated call: a 401 refreshes once and retries; a second 401 ends the session. */
  authed: <T>(schema: z.ZodType<T>, path: string, init?: Options) => Promise<T>;
  /** Answers for the caller when signed in, anonymously otherwise. */
  callerAware: <T>(schema: z.ZodType<T>, path: string, init?: Options) => Promise<T>;
  /** A call answered 204 No Content. */
  sendNoContent: (path: string, init: Options) => Promise<void>;
  /** A file answer (not JSON) as a Blob. */
  sendBlob: (path: string) => Promise<Blob>;
  /** Runs a call with the session: none ends it at once; a 401 refreshes once and retries the call. */
  withSession: <T>(call: () => Promise<T>) => Promise<T>;
  /** GET /api/auth/refresh, shared with a refresh already under way; a network loss is tried again. */
  refresh: () => Promise<TokenResponse>;
  /** The session the client was made with (a call that brings a fresh token stores it). */
  session: ClientSession | undefined;
  /** Origin of the API server, for the URLs some calls answer. */
  baseUrl: string;
}
