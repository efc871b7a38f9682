import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';
import type { NotificationEntry } from './notification-entry';

// Issue 16 notifications (decision 0034): the in-site inbox. The server keeps structured entries (a
// challenge started, ends within the hour, its result, it was voided); the site words them in the
// reader's language. Two machines: the inbox on /notifications (first page, older pages by cursor, an
// entry marked read when opened, everything marked read, error and retry) and the header bell's unread
// count (loaded when signed in, every minute, and when the window comes back into view).

/** One inbox entry (notification-entry.ts: challenge entries, and account entries since decision 0047). */
export type { NotificationEntry } from './notification-entry';

/** One page of the inbox: newest first, the unread count, and where the next (older) page starts. */
export type NotificationsPageResult = {
  items: readonly NotificationEntry[];
  unreadCount: number;
  nextCursor: string | null;
};

/** What POST /api/notifications/read is asked: the ids, or none = every entry. */
export type MarkReadInput = { ids?: string[] };
export type MarkReadOutput = { unreadCount: number };

const loadFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

/** How often the bell asks for the unread count while the page is open. */
export const unreadRefreshMs = 60_000;

// ---------------------------------------------------------------------------------------------------
// The inbox

/** Marks made on the page and not yet sent: every entry (all), or these ids. */
type PendingMarks = { all: boolean; ids: string[] };

export type NotificationsContext = {
  items: NotificationEntry[];
  unreadCount: number;
  /** Where the next page starts; null when there is nothing older. */
  nextCursor: string | null;
  /** Why the first page (state error) or a further page (state ready) failed to load. */
  error: UserMessage | null;
  /** Why marking read failed (the entries show unread again). */
  markError: UserMessage | null;
  /** Marked on the page, waiting to be sent. */
  pending: PendingMarks;
  /** Being sent now (restored as unread if the call fails). */
  sending: PendingMarks;
  /** The read time each entry had before it was marked here, to restore on failure. */
  marked: Record<string, string | null>;
  /** The unread count before Mark all as read, restored if that fails. */
  unreadBeforeAll: number | null;
};

export type NotificationsEvent =
  | { type: 'notifications.loadMore' }
  | { type: 'notifications.retry' }
  | { type: 'notifications.reload' }
  /** The player opens an entry: it is marked read (at once on the page, then on the server). */
  | { type: 'notifications.open'; id: string }
  | { type: 'notifications.markAll' };

const nothing: PendingMarks = { all: false, ids: [] };

function appendNew(items: readonly NotificationEntry[], more: readonly NotificationEntry[]) {
  // A notification made between two page loads does not shift a cursor page, but a reload might: skip
  // entries already shown.
  const seen = new Set(items.map((item) => item.id));
  return [...items, ...more.filter((item) => !seen.has(item.id))];
}

/** The server's unread count, less the marks made here and not yet sent. */
function unreadAfterPending(serverCount: number, pending: PendingMarks): number {
  return pending.all ? 0 : Math.max(0, serverCount - pending.ids.length);
}

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actions: {
    takeFirstPage: assign(({ context }, params: { page: NotificationsPageResult }) => ({
      // Marks still on their way stay marked in the fresh page.
      items: params.page.items.map((item) =>
        context.pending.all || context.pending.ids.includes(item.id) || context.sending.ids.includes(item.id)
          ? { ...item, readAt: item.readAt ?? new Date().toISOString() }
          : item,
      ),
      unreadCount: unreadAfterPending(params.page.unreadCount, context.pending),
      nextCursor: params.page.nextCursor,
      error: null,
    })),
    appendPage: assign(({ context }, params: { page: NotificationsPageResult }) => ({
      items: appendNew(context.items, params.page.items),
      unreadCount: unreadAfterPending(params.page.unreadCount, context.pending),
      nextCursor: params.page.nextCursor,
      error: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, loadFailed) })),
    clearError: assign({ error: null }),
    startOver: assign({ items: [], nextCursor: null, error: null }),
    markOne: assign(({ context, event }) => {
      assertEvent(event, 'notifications.open');
      const item = context.items.find((entry) => entry.id === event.id);
      if (!item || item.readAt !== null) return {};
      const now = new Date().toISOString();
      return {
        items: context.items.map((entry) => (entry.id === event.id ? { ...entry, readAt: now } : entry)),
        unreadCount: Math.max(0, context.unreadCount - 1),
        pending: { all: context.pending.all, ids: [...context.pending.ids, event.id] },
        marked: { ...context.marked, [event.id]: null },
        markError: null,
      };
    }),
    markEverything: assign(({ context }) => {
      const now = new Date().toISOString();
      const marked = { ...context.marked };
      for (const item of context.items) if (item.readAt === null) marked[item.id] = null;
      return {
        items: context.items.map((entry) => (entry.readAt === null ? { ...entry, readAt: now } : entry)),
        unreadCount: 0,
        pending: { all: true, ids: [] },
        marked,
        unreadBeforeAll: context.unreadCount,
        markError: null,
      };
    }),
    takePending: assign(({ context }) => ({ sending: context.pending, pending: nothing })),
    confirmMarks: assign(({ context }, params: { output: MarkReadOutput }) => {
      const sent = new Set(context.sending.all ? Object.keys(context.marked) : context.sending.ids);
      return {
        sending: nothing,
        marked: Object.fromEntries(Object.entries(context.marked).filter(([id]) => !sent.has(id))),
        unreadBeforeAll: context.sending.all ? null : context.unreadBeforeAll,
        // The server's count, less what is still waiting to be sent.
        unreadCount: unreadAfterPending(params.output.unreadCount, context.pending),
      };
    }),
    restoreMarks: assign(({ context }, params: { error: unknown }) => {
      const sent = context.sending.all ? Object.keys(context.marked) : context.sending.ids;
      const restored = new Set(sent.filter((id) => context.marked[id] === null));
      const items = context.items.map((entry) =>
        restored.has(entry.id) ? { ...entry, readAt: null } : entry,
      );
      return {
        items,
        unreadCount:
          context.sending.all && context.unreadBeforeAll !== null
            ? context.unreadBeforeAll
            : context.unreadCount + restored.size,
        unreadBeforeAll: context.sending.all ? null : context.unreadBeforeAll,
        sending: nothing,
        marked: Object.fromEntries(Object.entries(context.marked).filter(([id]) => !restored.has(id))),
        markError: userMessageFrom(params.error, loadFailed),
      };
    }),
  },
  actors: {
    /** GET /api/notifications?cursor=. Rejects with a UserMessage (a 401 → an auth key). */
    loadNotifications: fromPromise<NotificationsPageResult, { cursor?: string }>(async () => {
      throw new Error('loadNotifications actor not provided');
    }),
    /** POST /api/notifications/read {ids?}. */
    markRead: fromPromise<MarkReadOutput, MarkReadInput>(async () => {
      throw new Error('markRead actor not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
    hasPending: ({ context }) => context.pending.all || context.pending.ids.length > 0,
    anyUnread: ({ context }) => context.unreadCount > 0 || context.items.some((item) => item.readAt === null),
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'notifications',
  context: {
    items: [],
    unreadCount: 0,
    nextCursor: null,
    error: null,
    markError: null,
    pending: nothing,
    sending: nothing,
    marked: {},
    unreadBeforeAll: null,
  },
  type: 'parallel',
  states: {
    list: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'loadNotifications',
            input: {},
            onDone: {
              target: 'ready',
              actions: { type: 'takeFirstPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: [
              {
                guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'unauthorized',
              },
              { target: 'error', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        ready: {
          on: {
            // Pressing Load more again after a failed page is the retry of that page.
            'notifications.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'clearError' },
            'notifications.reload': { target: 'loading', actions: 'startOver' },
          },
        },
        loadingMore: {
          tags: ['loading'],
          invoke: {
            src: 'loadNotifications',
            input: ({ context }) => ({ cursor: context.nextCursor ?? undefined }),
            onDone: {
              target: 'ready',
              actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: [
              {
                guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'unauthorized',
              },
              // The entries already shown stay; the error shows by the Load more button.
              { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        error: {
          on: { 'notifications.retry': { target: 'loading', actions: 'startOver' } },
        },
        /** The site sends the player to /join. */
        unauthorized: { type: 'final' },
      },
    },
    marks: {
      initial: 'idle',
      on: {
        'notifications.open': { actions: 'markOne' },
        'notifications.markAll': { guard: 'anyUnread', actions: 'markEverything' },
      },
      states: {
        idle: {
          always: { guard: 'hasPending', target: 'saving' },
        },
        saving: {
          tags: ['marking'],
          entry: 'takePending',
          invoke: {
            src: 'markRead',
            input: ({ context }) => (context.sending.all ? {} : { ids: [...context.sending.ids] }),
            onDone: {
              target: 'idle',
              actions: { type: 'confirmMarks', params: ({ event }) => ({ output: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'restoreMarks', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------
// The header bell's unread count

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

// ---------------------------------------------------------------------------------------------------
// The email setting ("Email me about my challenges")

export type NotificationEmailContext = {
  /** What the switch shows. */
  email: boolean;
  /** The last value the server confirmed, restored on failure. */
  savedEmail: boolean;
  error: UserMessage | null;
};

export type NotificationEmailEvent = { type: 'email.toggle' } | { type: 'email.retry' };

export const notificationEmailMachine = setup({
  types: {
    context: {} as NotificationEmailContext,
    events: {} as NotificationEmailEvent,
  },
  actions: {
    take: assign((_, params: { email: boolean }) => ({
      email: params.email,
      savedEmail: params.email,
      error: null,
    })),
    flip: assign(({ context }) => ({ email: !context.email, error: null })),
    revert: assign(({ context }, params: { error: unknown }) => ({
      email: context.savedEmail,
      error: userMessageFrom(params.error, loadFailed),
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, loadFailed) })),
  },
  actors: {
    /** GET /api/notifications/settings → { email }. */
    loadEmailSetting: fromPromise<{ email: boolean }>(async () => {
      throw new Error('loadEmailSetting actor not provided');
    }),
    /** PUT /api/notifications/settings { email } → { email }. */
    saveEmailSetting: fromPromise<{ email: boolean }, { email: boolean }>(async () => {
      throw new Error('saveEmailSetting actor not provided');
    }),
  },
}).createMachine({
  id: 'notificationEmail',
  context: { email: true, savedEmail: true, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadEmailSetting',
        onDone: { target: 'ready', actions: { type: 'take', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The setting could not be read: no switch, a retry. */
    failed: {
      on: { 'email.retry': 'loading' },
    },
    ready: {
      on: { 'email.toggle': { target: 'saving', actions: 'flip' } },
    },
    /** Optimistic: the switch shows the new value while it is saved, and goes back on failure. */
    saving: {
      tags: ['submitting'],
      invoke: {
        src: 'saveEmailSetting',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'ready', actions: { type: 'take', params: ({ event }) => event.output } },
        onError: {
          target: 'ready',
          actions: { type: 'revert', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});

// ---------------------------------------------------------------------------------------------------
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
