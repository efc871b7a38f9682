import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §4: earnings privacy toggles between hidden and visible. Optimistic: the switch shows the new
// value at once while it is saved (a switch that lags feels broken), and goes back on failure with the
// error. spec §8: a 401 reads 'Session expired. Please log in again.' — the API client's errorMessage
// gives that key for this call; the machine keeps whatever message the actor rejects with.
export type EarningsPrivacyContext = {
  /** What the switch shows: true = earnings hidden from the public profile. */
  earningsPrivate: boolean;
  /** The last value the server confirmed, restored on failure. */
  savedEarningsPrivate: boolean;
  error: UserMessage | null;
};

export type EarningsPrivacyEvent = { type: 'privacy.toggle' };

export type EarningsPrivacyInput = { earningsPrivate: boolean };

/** What saving resolves with: the value the server kept, when it says. */
export type SaveEarningsPrivacyOutput = { earningsPrivate?: boolean };

// The spec names no fallback for this call (only its 401 text); the API client uses the same key.
const saveFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export const earningsPrivacyMachine = setup({
  types: {
    context: {} as EarningsPrivacyContext,
    events: {} as EarningsPrivacyEvent,
    input: {} as EarningsPrivacyInput,
  },
  actions: {
    flip: assign(({ context }) => ({ earningsPrivate: !context.earningsPrivate, error: null })),
    confirm: assign(({ context }, params: { output: SaveEarningsPrivacyOutput }) => {
      const earningsPrivate = params.output.earningsPrivate ?? context.earningsPrivate;
      return { earningsPrivate, savedEarningsPrivate: earningsPrivate, error: null };
    }),
    revert: assign(({ context }, params: { error: unknown }) => ({
      earningsPrivate: context.savedEarningsPrivate,
      error: userMessageFrom(params.error, saveFailed),
    })),
  },
  actors: {
    /** PUT /api/users/profile/earnings-privacy {earningsPrivate}. Rejects with a UserMessage on failure. */
    saveEarningsPrivacy: fromPromise<SaveEarningsPrivacyOutput, { earningsPrivate: boolean }>(async () => {
      throw new Error('saveEarningsPrivacy actor not provided');
    }),
  },
  guards: {
    isPrivate: ({ context }) => context.earningsPrivate,
  },
}).createMachine({
  id: 'earningsPrivacy',
  context: ({ input }) => ({
    earningsPrivate: input.earningsPrivate,
    savedEarningsPrivate: input.earningsPrivate,
    error: null,
  }),
  initial: 'settled',
  states: {
    /** Picks hidden or visible from the context. */
    settled: {
      always: [{ guard: 'isPrivate', target: 'hidden' }, { target: 'visible' }],
    },
    visible: {
      on: { 'privacy.toggle': { target: 'saving', actions: 'flip' } },
    },
    hidden: {
      on: { 'privacy.toggle': { target: 'saving', actions: 'flip' } },
    },
    saving: {
      tags: ['submitting'],
      invoke: {
        src: 'saveEarningsPrivacy',
        input: ({ context }) => ({ earningsPrivate: context.earningsPrivate }),
        onDone: {
          target: 'settled',
          actions: { type: 'confirm', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'settled',
          actions: { type: 'revert', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
