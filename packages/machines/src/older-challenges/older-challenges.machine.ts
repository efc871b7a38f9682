import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Issue 15: the challenge list answers the most recent finished challenges and a cursor for older ones
// (GET /api/challenge/list?finishedBefore=). On the challenges page, "Show older challenges" loads the
// next page and adds it below; the cursor moves on until the server says there are no more. A failure
// keeps what was loaded and offers the button again. A new first answer (another game, a reload) starts over.

/** One page of older finished challenges: the items and where the next page starts (null: none). */
export type OlderPage<Item> = { items: Item[]; cursor: string | null };

export type OlderChallengesContext<Item> = {
  /** Older finished challenges loaded so far, oldest last. */
  items: Item[];
  /** Where the next page starts; null when there is nothing older. */
  cursor: string | null;
  error: UserMessage | null;
};

export type OlderChallengesEvent = { type: 'reset'; cursor: string | null } | { type: 'more' };

const loadFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export function olderChallengesMachine<Item>() {
  return setup({
    types: {
      context: {} as OlderChallengesContext<Item>,
      events: {} as OlderChallengesEvent,
    },
    actions: {
      reset: assign(({ event }) => {
        assertEvent(event, 'reset');
        return { items: [], cursor: event.cursor, error: null };
      }),
      add: assign(({ context }, params: { page: OlderPage<Item> }) => ({
        items: [...context.items, ...params.page.items],
        cursor: params.page.cursor,
        error: null,
      })),
      fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, loadFailed) })),
    },
    guards: {
      hasMore: ({ context }) => context.cursor !== null,
    },
    actors: {
      /** GET /api/challenge/list?finishedBefore=<cursor> for the page's game. Rejects with a UserMessage. */
      loadOlder: fromPromise<OlderPage<Item>, { cursor: string }>(async () => {
        throw new Error('loadOlder actor not provided');
      }),
    },
  }).createMachine({
    id: 'olderChallenges',
    context: { items: [], cursor: null, error: null },
    initial: 'idle',
    on: { reset: { target: '.idle', actions: 'reset' } },
    states: {
      idle: {
        on: { more: { guard: 'hasMore', target: 'loading' } },
      },
      loading: {
        tags: ['loading'],
        invoke: {
          src: 'loadOlder',
          input: ({ context }) => ({ cursor: context.cursor ?? '' }),
          onDone: {
            target: 'idle',
            actions: { type: 'add', params: ({ event }) => ({ page: event.output }) },
          },
          onError: {
            target: 'idle',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
    },
  });
}
