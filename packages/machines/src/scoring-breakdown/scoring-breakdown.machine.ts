import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Issue 16 "Transparent scoring" (docs/decisions/0032-scoring-breakdown.md): on a challenge's page a
// participant opens how their score was counted. Opening loads GET /api/challenge/{id}/breakdown; it is
// `ready` with the answer or `failed` with why (retry loads again). While it stays open it refreshes every
// `refreshMs` (the server checks matches every minute), keeping what it shows while it asks and when a
// refresh fails (the error is shown beside it). Closing stops the refreshes; opening again starts afresh.

export type ScoringBreakdownInput = {
  /** How often an open breakdown asks again, in milliseconds (default one minute). */
  refreshMs?: number;
};

export type ScoringBreakdownContext<Data> = {
  data: Data | null;
  /** Why the last load failed (a refresh that failed keeps `data`). */
  error: UserMessage | null;
  refreshMs: number;
};

export type ScoringBreakdownEvent =
  { type: 'open' } | { type: 'close' } | { type: 'retry' } | { type: 'refresh' };

export const defaultBreakdownRefreshMs = 60_000;

const loadFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export function scoringBreakdownMachine<Data>() {
  return setup({
    types: {
      context: {} as ScoringBreakdownContext<Data>,
      events: {} as ScoringBreakdownEvent,
      input: {} as ScoringBreakdownInput,
    },
    actions: {
      clear: assign({ data: null, error: null }),
      show: assign((_, params: { data: Data }) => ({ data: params.data, error: null })),
      fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, loadFailed) })),
    },
    delays: {
      refresh: ({ context }) => context.refreshMs,
    },
    actors: {
      /** GET /api/challenge/{id}/breakdown. Rejects with a UserMessage (or `serverMessage`) on failure. */
      loadBreakdown: fromPromise<Data>(async () => {
        throw new Error('loadBreakdown actor not provided');
      }),
    },
  }).createMachine({
    id: 'scoringBreakdown',
    context: ({ input }) => ({
      data: null,
      error: null,
      refreshMs: input.refreshMs ?? defaultBreakdownRefreshMs,
    }),
    initial: 'closed',
    states: {
      closed: {
        on: { open: { target: 'loading', actions: 'clear' } },
      },
      loading: {
        tags: ['open', 'loading'],
        invoke: {
          src: 'loadBreakdown',
          onDone: {
            target: 'ready',
            actions: { type: 'show', params: ({ event }) => ({ data: event.output }) },
          },
          onError: {
            target: 'failed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      ready: {
        tags: ['open'],
        after: { refresh: 'refreshing' },
        on: { refresh: 'refreshing' },
      },
      refreshing: {
        tags: ['open', 'refreshing'],
        invoke: {
          src: 'loadBreakdown',
          onDone: {
            target: 'ready',
            actions: { type: 'show', params: ({ event }) => ({ data: event.output }) },
          },
          onError: {
            target: 'ready',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      failed: {
        tags: ['open'],
        on: { retry: 'loading' },
      },
    },
    on: { close: '.closed' },
  });
}
