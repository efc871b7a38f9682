import { assertEvent, assign, fromPromise, setup } from 'xstate';

// Sign-in sessions (issue 30, docs/decisions/0049): Profile → Security lists where the player is signed
// in. loading → list | error (retry); in the list, ending one session marks its row busy until the server
// answers (then it leaves the list), ending all others keeps only this one. A failure keeps the list and
// says which action failed; doing it again is the retry. The site words the failure in its own words.

/** A session as GET /api/users/sessions returns it (the contract's AccountSession). */
export type AccountSessionItem = {
  id: string;
  device: string | null;
  browser: string | null;
  os: string | null;
  address: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export type AccountSessionsFailure = 'load' | 'end' | 'endOthers';

export type AccountSessionsContext = {
  sessions: AccountSessionItem[];
  /** The session being ended (its row is busy). */
  busyId: string | null;
  /** What failed last, until the next action. */
  failure: AccountSessionsFailure | null;
};

export type AccountSessionsEvent =
  { type: 'retry' } | { type: 'session.end'; id: string } | { type: 'sessions.endOthers' };

export const accountSessionsMachine = setup({
  types: {
    context: {} as AccountSessionsContext,
    events: {} as AccountSessionsEvent,
  },
  actors: {
    /** GET /api/users/sessions → the active sessions. */
    loadSessions: fromPromise<AccountSessionItem[]>(async () => {
      throw new Error('loadSessions actor not provided');
    }),
    /** DELETE /api/users/sessions/{id}. */
    endSession: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('endSession actor not provided');
    }),
    /** POST /api/users/sessions/revoke-others. */
    endOtherSessions: fromPromise<unknown>(async () => {
      throw new Error('endOtherSessions actor not provided');
    }),
  },
  guards: {
    /** Only another session of the list can be ended here (this one signs out instead). */
    endable: ({ context, event }) => {
      assertEvent(event, 'session.end');
      return context.sessions.some((session) => session.id === event.id && !session.current);
    },
    hasOthers: ({ context }) => context.sessions.some((session) => !session.current),
  },
}).createMachine({
  id: 'accountSessions',
  context: { sessions: [], busyId: null, failure: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadSessions',
        onDone: {
          target: 'list',
          actions: assign(({ event }) => ({ sessions: event.output, failure: null })),
        },
        onError: { target: 'error', actions: assign({ failure: 'load' }) },
      },
    },
    error: {
      on: { retry: { target: 'loading' } },
    },
    list: {
      on: {
        retry: { target: 'loading', actions: assign({ failure: null }) },
        'session.end': {
          guard: 'endable',
          target: 'ending',
          actions: assign(({ event }) => ({ busyId: event.id, failure: null })),
        },
        'sessions.endOthers': {
          guard: 'hasOthers',
          target: 'endingOthers',
          actions: assign({ failure: null }),
        },
      },
    },
    ending: {
      tags: ['busy'],
      invoke: {
        src: 'endSession',
        input: ({ context }) => ({ id: context.busyId ?? '' }),
        onDone: {
          target: 'list',
          actions: assign(({ context }) => ({
            sessions: context.sessions.filter((session) => session.id !== context.busyId),
            busyId: null,
          })),
        },
        onError: { target: 'list', actions: assign({ busyId: null, failure: 'end' }) },
      },
    },
    endingOthers: {
      tags: ['busy'],
      invoke: {
        src: 'endOtherSessions',
        onDone: {
          target: 'list',
          actions: assign(({ context }) => ({
            sessions: context.sessions.filter((session) => session.current),
          })),
        },
        onError: { target: 'list', actions: assign({ failure: 'endOthers' }) },
      },
    },
  },
});
