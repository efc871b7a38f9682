import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The unsubscribe page (/unsubscribe?token=): the token is posted when the player presses the button,
// never on load (mail link scanners open links).

export type UnsubscribeContext = { token: string; error: UserMessage | null };
export type UnsubscribeEvent = { type: 'unsubscribe.confirm' };
export type UnsubscribeInput = { token: string };

const invalidLink: UserMessage = { messageKey: 'errors.network.connectionError' };

export const unsubscribeMachine = setup({
  types: {
    context: {} as UnsubscribeContext,
    events: {} as UnsubscribeEvent,
    input: {} as UnsubscribeInput,
  },
  actions: {
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, invalidLink) })),
    clearError: assign({ error: null }),
  },
  actors: {
    /** POST /api/notifications/unsubscribe { token } (no sign-in). */
    unsubscribe: fromPromise<unknown, { token: string }>(async () => {
      throw new Error('unsubscribe actor not provided');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
  },
}).createMachine({
  id: 'unsubscribe',
  context: ({ input }) => ({ token: input.token, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasToken', target: 'idle' }, { target: 'missingToken' }],
    },
    /** A link without a token: nothing to press. */
    missingToken: { type: 'final' },
    idle: {
      on: { 'unsubscribe.confirm': 'submitting' },
    },
    submitting: {
      tags: ['submitting'],
      entry: 'clearError',
      invoke: {
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token.trim() }),
        onDone: 'done',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
    /** Why it failed (an invalid link, or the network); pressing again tries again. */
    failed: {
      on: { 'unsubscribe.confirm': 'submitting' },
    },
  },
});
