import { assertEvent, assign, fromPromise, setup } from 'xstate';

// Issue 16 (decision 0034): the header bell's unread count, loaded when signed in, every minute, and when
// the window comes back into view; the inbox page tells it newer counts (count.set).

/** How often the bell asks for the unread count while the page is open. */
export const unreadRefreshMs = 60_000;

export type NotificationCountContext = {
  unreadCount: number;
  loggedIn: boolean;
};

export type NotificationCountEvent =
  | { type: 'auth.changed'; loggedIn: boolean }
  /** The window came back into view or got focus: ask now rather than at the next minute. */
  | { type: 'count.refresh' }
  /** The inbox knows a newer count (after marking read, or a page load). */
  | { type: 'count.set'; unreadCount: number };

export type NotificationCountInput = { loggedIn: boolean };

export const notificationCountMachine = setup({
  types: {
    context: {} as NotificationCountContext,
    events: {} as NotificationCountEvent,
    input: {} as NotificationCountInput,
  },
  actions: {
    takeCount: assign((_, params: { unreadCount: number }) => ({ unreadCount: params.unreadCount })),
    setCount: assign(({ event }) => {
      assertEvent(event, 'count.set');
      return { unreadCount: Math.max(0, event.unreadCount) };
    }),
    takeAuth: assign(({ event }) => {
      assertEvent(event, 'auth.changed');
      return { loggedIn: event.loggedIn, unreadCount: 0 };
    }),
  },
  actors: {
    /** The unread count (GET /api/notifications answers it with the first page). */
    loadUnreadCount: fromPromise<number>(async () => {
      throw new Error('loadUnreadCount actor not provided');
    }),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    signedIn: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.loggedIn;
    },
  },
  delays: { refresh: unreadRefreshMs },
}).createMachine({
  id: 'notificationCount',
  context: ({ input }) => ({ unreadCount: 0, loggedIn: input.loggedIn }),
  initial: 'starting',
  on: {
    // Any auth change forgets the count first, so one account's count never shows under another.
    'auth.changed': [
      { guard: 'signedIn', target: '.loading', reenter: true, actions: 'takeAuth' },
      { target: '.signedOut', actions: 'takeAuth' },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'signedOut' }],
    },
    /** No bell. */
    signedOut: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadUnreadCount',
        onDone: {
          target: 'waiting',
          actions: { type: 'takeCount', params: ({ event }) => ({ unreadCount: event.output }) },
        },
        // The last count stays; the next minute asks again.
        onError: 'waiting',
      },
      on: { 'count.set': { actions: 'setCount' } },
    },
    waiting: {
      after: { refresh: 'loading' },
      on: {
        'count.refresh': 'loading',
        'count.set': { target: 'waiting', reenter: true, actions: 'setCount' },
      },
    },
  },
});
