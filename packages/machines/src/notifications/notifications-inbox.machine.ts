import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';
import { appendNew, pagedListActions, pagedListGuards, pagedListStates } from '../paged-list/paged-list';
import type { PagedListPageParams } from '../paged-list/paged-list';
import type { NotificationEntry } from './notification-entry';

// Issue 16 notifications (decision 0034): the inbox on /notifications. The server keeps structured entries
// (a challenge started, ends within the hour, its result, it was voided; account entries since decision
// 0047); the site words them in the reader's language. Two regions: the list (first page, older pages by
// cursor, error and retry: the shared paged list, paged-list.ts) and the marks (an entry marked read when
// opened, everything marked read, sent to the server in the background and restored if that fails).

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

const byId = (item: NotificationEntry) => item.id;

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
    ...pagedListActions<NotificationsContext, NotificationsEvent>(loadFailed),
    takeFirstPage: assign(({ context }, params: PagedListPageParams<NotificationsPageResult>) => ({
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
    appendPage: assign(({ context }, params: PagedListPageParams<NotificationsPageResult>) => ({
      // A notification made between two page loads does not shift a cursor page, but a reload might.
      items: appendNew(context.items, params.page.items, byId),
      unreadCount: unreadAfterPending(params.page.unreadCount, context.pending),
      nextCursor: params.page.nextCursor,
      error: null,
    })),
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
    ...pagedListGuards,
    hasMore: ({ context }) => context.nextCursor !== null,
    hasPending: ({ context }) => context.pending.all || context.pending.ids.length > 0,
    anyUnread: ({ context }) => context.unreadCount > 0 || context.items.some((item) => item.readAt === null),
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
    list: pagedListStates<
      'notifications',
      'loadNotifications',
      NotificationsContext,
      { cursor?: string },
      NotificationsPageResult
    >({
      prefix: 'notifications',
      src: 'loadNotifications',
      firstInput: {},
      nextInput: ({ context }) => ({ cursor: context.nextCursor ?? undefined }),
    }),
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
