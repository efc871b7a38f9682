import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { readTokenClaims } from './token-claims';

// spec §4 Auth: logged out ⇄ logged in; a failed login or refresh, or an absent or expired token,
// clears the token (the language is kept by the app) and logs out. A token arriving from the landing
// URL or a third-party sign-in callback logs in. The token is refreshed shortly before it expires.
export const REFRESH_BEFORE_EXPIRY_MS = 30_000;

export type AuthContext = {
  token: string | null;
  userId: string | null;
  expiresAtMs: number | null;
  now: () => number;
};

export type AuthInput = { token?: string | null; now?: () => number };

export type AuthEvent =
  | { type: 'token.received'; token: string }
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
        now: context.now,
      };
    }),
    forgetToken: assign({ token: null, userId: null, expiresAtMs: null }),
  },
  actors: {
    refreshToken: fromPromise<string>(async () => {
      throw new Error('refreshToken actor not provided');
    }),
    revokeSession: fromPromise<void>(async () => {}),
  },
  guards: {
    hasValidToken: ({ context }) => context.expiresAtMs !== null && context.expiresAtMs > context.now(),
    receivedValidToken: ({ context, event }) => {
      assertEvent(event, 'token.received');
      const claims = readTokenClaims(event.token);
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
      now,
    };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasValidToken', target: 'loggedIn' },
        { target: 'loggedOut', actions: ['forgetToken', 'clearStoredToken'] },
      ],
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
