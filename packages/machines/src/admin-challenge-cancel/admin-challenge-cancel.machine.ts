import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Cancelling a challenge from the operator console (issue 12, docs/decisions/0021 "Cancel: refund
// exactly once"): the operator gives a reason the participants read in their email; the server refunds
// every entry fee once and answers how many players (and GCoins) this call refunded.
//
// idle → open → reasoning → submit(reason) → cancelling → cancelled (refund count) | failed;
// failed → retry → cancelling (same reason), or dismiss → reasoning; reasoning → close → idle;
// cancelled → close → idle. A 401 that survived the refresh → unauthorized (final).
// The site provides `cancelChallenge` and `reloadList`.

export type ChallengeToCancel = { id: string; title: string };

/** What the server answered (the response's data). */
export type ChallengeCancelResult = { refundedPlayers: number; refundedGCoins: number };

export type AdminChallengeCancelContext = {
  challenge: ChallengeToCancel | null;
  reason: string | null;
  result: ChallengeCancelResult | null;
  error: UserMessage | null;
};

export type AdminChallengeCancelEvent =
  | { type: 'open'; challenge: ChallengeToCancel }
  | { type: 'submit'; reason: string }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'close' };

const cancelFailed: UserMessage = messageOf('errors.network.connectionError');
const empty: AdminChallengeCancelContext = { challenge: null, reason: null, result: null, error: null };

export const adminChallengeCancelMachine = setup({
  types: {
    context: {} as AdminChallengeCancelContext,
    events: {} as AdminChallengeCancelEvent,
  },
  actions: {
    takeChallenge: assign(({ event }) => {
      assertEvent(event, 'open');
      return { ...empty, challenge: { id: event.challenge.id, title: event.challenge.title } };
    }),
    takeReason: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { reason: event.reason.trim(), error: null };
    }),
    keepResult: assign((_, params: { output: { data: ChallengeCancelResult } }) => ({
      result: {
        refundedPlayers: params.output.data.refundedPlayers,
        refundedGCoins: params.output.data.refundedGCoins,
      },
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, cancelFailed),
    })),
    clearError: assign({ error: null }),
    reset: assign(empty),
    /** Supplied by the site: reload the list (the row is now cancelled, its fees refunded). */
    reloadList: () => {},
  },
  actors: {
    /** POST /api/admin/challenges/{id}/cancel {reason}. */
    cancelChallenge: fromPromise<{ data: ChallengeCancelResult }, { id: string; reason: string }>(
      async () => {
        throw new Error('cancelChallenge actor not provided');
      },
    ),
  },
  guards: {
    hasReason: ({ event }) => event.type === 'submit' && event.reason.trim() !== '',
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'adminChallengeCancel',
  context: empty,
  initial: 'idle',
  states: {
    idle: {
      on: { open: { target: 'reasoning', actions: 'takeChallenge' } },
    },
    /** The reason dialog; an empty reason is not sent. */
    reasoning: {
      on: {
        submit: { guard: 'hasReason', target: 'cancelling', actions: 'takeReason' },
        close: { target: 'idle', actions: 'reset' },
      },
    },
    /** Anything sent while the server answers is ignored (no second cancel from a double press). */
    cancelling: {
      tags: ['busy', 'submitting'],
      entry: 'clearError',
      invoke: {
        src: 'cancelChallenge',
        input: ({ context }) => ({ id: context.challenge?.id ?? '', reason: context.reason ?? '' }),
        onDone: {
          target: 'cancelled',
          actions: [{ type: 'keepResult', params: ({ event }) => ({ output: event.output }) }, 'reloadList'],
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** How many players got their fee back (0 when an earlier cancel had refunded them). */
    cancelled: {
      on: { close: { target: 'idle', actions: 'reset' } },
    },
    failed: {
      on: {
        retry: 'cancelling',
        dismiss: { target: 'reasoning', actions: 'clearError' },
        close: { target: 'idle', actions: 'reset' },
      },
    },
    unauthorized: { type: 'final' },
  },
});
