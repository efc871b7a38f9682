import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { UserMessage } from '../messages/user-message';
import { readTokenClaims } from './token-claims';

// spec §4 Auth: logged out ⇄ logged in; a failed login or refresh, or an absent token, clears the token
// (the language is kept by the app) and logs out. A stored token that has expired (the tab was closed
// for longer than its 15 minutes) is not the end of the session: the 30-day refresh cookie may still be
// good, so the machine tries it first (`resuming`, issue 34) and logs out only if that fails. A token arriving from the landing
// URL or a third-party sign-in callback logs in. The token is refreshed shortly before it expires.
// spec §8: a login failure of any kind shows 'Invalid email or password' and clears the token.
export const REFRESH_BEFORE_EXPIRY_MS = 30_000;

export type AuthContext = {
  token: string | null;
  userId: string | null;
  expiresAtMs: number | null;
  /** Why the last login failed: always 'errors.auth.invalidCredentials' (spec §8). */
  error: UserMessage | null;
  now: () => number;
};

export type LoginCredentials = { email: string; password: string };

export type AuthInput = { token?: string | null; now?: () => number };

export type AuthEvent =
  | { type: 'token.received'; token: string }
  | { type: 'auth.login'; email: string; password: string }
  | { type: 'session.refresh' }
  | { type: 'session.expired' }
  | { type: 'auth.logout' };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
  },
  actions: {
    // Supplied by the app (localStorage); no-ops here keep the machine pure.
    persistToken: (_, _params: { token: string }) => {},
    clearStoredToken: () => {},
    adoptToken: assign(({ context }, params: { token: string }) => {
      const claims = readTokenClaims(params.token);
      return {
        token: params.token,
        userId: claims?.userId ?? null,
        expiresAtMs: claims?.expiresAtMs ?? null,
        error: null,
        now: context.now,
      };
    }),
    forgetToken: assign({ token: null, userId: null, expiresAtMs: null }),
    clearError: assign({ error: null }),
    rejectLogin: assign({ error: { messageKey: 'errors.auth.invalidCredentials' } as UserMessage }),
  },
  actors: {
    /** POST /api/auth/login; resolves with the access token. */
    login: fromPromise<string, LoginCredentials>(async () => {
      throw new Error('login actor not provided');
    }),
    refreshToken: fromPromise<string>(async () => {
      throw new Error('refreshToken actor not provided');
    }),
    revokeSession: fromPromise<void>(async () => {}),
  },
  guards: {
    hasValidToken: ({ context }) => context.expiresAtMs !== null && context.expiresAtMs > context.now(),
    /** A readable token that has expired: its session may live on in the refresh cookie. */
    hasExpiredToken: ({ context }) => context.expiresAtMs !== null,
    receivedValidToken: ({ context, event }) => {
      assertEvent(event, 'token.received');
      const claims = readTokenClaims(event.token);
      return claims !== null && claims.expiresAtMs > context.now();
    },
    // A login answer is only a login if its token is readable and alive.
    loginGaveValidToken: ({ context }, params: { token: string }) => {
      const claims = readTokenClaims(params.token);
      return claims !== null && claims.expiresAtMs > context.now();
    },
  },
  delays: {
    untilRefresh: ({ context }) =>
      Math.max(0, (context.expiresAtMs ?? 0) - context.now() - REFRESH_BEFORE_EXPIRY_MS),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    const claims = readTokenClaims(input.token);
    return {
      token: claims ? (input.token ?? null) : null,
      userId: claims?.userId ?? null,
      expiresAtMs: claims?.expiresAtMs ?? null,
      error: null,
      now,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasValidToken', target: 'loggedIn' },
        { guard: 'hasExpiredToken', target: 'resuming' },
        { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
      ],
    },
    /** Back after the access token expired: the refresh cookie decides (the app waits, as for checking). */
    resuming: {
      invoke: {
        src: 'refreshToken',
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
      },
      on: {
        'token.received': {
          guard: 'receivedValidToken',
          target: 'loggedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'auth.logout': 'loggingOut',
      },
    },
    loggedOut: {
      on: {
        'token.received': {
          guard: 'receivedValidToken',
          target: 'loggedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        // A page load may still hold a valid refresh cookie (spec §7 GET /api/auth/refresh).
        'session.refresh': 'refreshing',
        'auth.login': 'loggingIn',
      },
    },
    loggingIn: {
      tags: ['submitting'],
      entry: 'clearError',
      invoke: {
        src: 'login',
        input: ({ event }) => {
          assertEvent(event, 'auth.login');
          return { email: event.email, password: event.password };
        },
        onDone: [
          {
            guard: { type: 'loginGaveValidToken', params: ({ event }) => ({ token: event.output }) },
            target: 'loggedIn',
            actions: [
              { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
              { type: 'persistToken', params: ({ event }) => ({ token: event.output }) },
            ],
          },
          { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken', 'rejectLogin'] },
        ],
        onError: { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken', 'rejectLogin'] },
      },
      on: {
        // A third-party callback may land while the form waits; the received token wins.
        'token.received': {
          guard: 'receivedValidToken',
          target: 'loggedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
      },
    },
    loggedIn: {
      after: { untilRefresh: 'refreshing' },
      on: {
        'token.received': {
          guard: 'receivedValidToken',
          target: 'loggedIn',
          reenter: true,
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'session.refresh': 'refreshing',
        'session.expired': { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
        'auth.logout': 'loggingOut',
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'persistToken', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
      },
      on: {
        'auth.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
      },
    },
    loggingOut: {
      entry: ['forgetToken', 'clearStoredToken'],
      invoke: {
        src: 'revokeSession',
        onDone: 'loggedOut',
        // The local session is gone either way; a failed revoke only leaves a cookie the server expires.
        onError: 'loggedOut',
      },
    },
  },
});
