import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Sign out everywhere (docs/decisions/0007 "Revocation"): idle until the player confirms, then one call
// that ends every session; done is final (the site forgets the token and goes to /join), a failure goes
// back to idle with the message so the player can retry.
export type SignOutEverywhereContext = { error: UserMessage | null };

export type SignOutEverywhereEvent = { type: 'signOut.confirm' };

// The spec names no text for this call; the API client's fallback for it is the same key.
const signOutFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export const signOutEverywhereMachine = setup({
  types: {
    context: {} as SignOutEverywhereContext,
    events: {} as SignOutEverywhereEvent,
  },
  actions: {
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, signOutFailed),
    })),
  },
  actors: {
    /** POST /api/auth/logout-all. Rejects with a UserMessage on failure. */
    signOutEverywhere: fromPromise<void>(async () => {
      throw new Error('signOutEverywhere actor not provided');
    }),
  },
}).createMachine({
  id: 'signOutEverywhere',
  context: { error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'signOut.confirm': { target: 'signingOut', actions: 'clearError' } },
    },
    signingOut: {
      tags: ['submitting'],
      invoke: {
        src: 'signOutEverywhere',
        onDone: 'signedOut',
        onError: {
          target: 'idle',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Final: the site forgets the session and leaves for /join. */
    signedOut: { type: 'final' },
  },
});
