import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isSubmitting } from '../messages/user-message';
import {
  notificationCountMachine,
  notificationEmailMachine,
  notificationsMachine,
  unreadRefreshMs,
  unsubscribeMachine,
} from './notifications.machine';
import type {
  MarkReadInput,
  MarkReadOutput,
  NotificationEntry,
  NotificationsPageResult,
} from './notifications.machine';

const now = '2026-11-27T12:00:00.000Z';

function entry(id: string, readAt: string | null = null): NotificationEntry {
  return {
    id,
    kind: 'challenge_started',
    challengeId: `c-${id}`,
    challengeTitle: `Challenge ${id}`,
    gameId: 'valorant',
    createdAt: '2026-11-27T10:00:00.000Z',
    readAt,
    endTime: '2026-11-28T10:00:00.000Z',
    result: null,
    refundedGCoins: null,
  };
}

const [n1, n2, n3, n4] = [entry('n1'), entry('n2'), entry('n3', '2026-11-27T11:00:00.000Z'), entry('n4')];

type Answer<T> = () => Promise<T>;
const never =
  <T>(): Answer<T> =>
  () =>
    new Promise<T>(() => {});
const rejectWith =
  <T>(error: unknown): Answer<T> =>
  async () => {
    throw error;
  };
const settle = () => vi.advanceTimersByTimeAsync(0);

function startInbox(pages: Answer<NotificationsPageResult>[], marks: Answer<MarkReadOutput>[] = []) {
  const loads: { cursor?: string }[] = [];
  const markCalls: MarkReadInput[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise(async ({ input }) => {
        const answer = pages[loads.length] ?? never<NotificationsPageResult>();
        loads.push(input);
        return answer();
      }),
      markRead: fromPromise(async ({ input }) => {
        const answer = marks[markCalls.length] ?? never<MarkReadOutput>();
        markCalls.push(input);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine).start(), loads, markCalls };
}

const firstPage: Answer<NotificationsPageResult> = async () => ({
  items: [n1, n2, n3],
  unreadCount: 3,
  nextCursor: 'cursor-2',
});
const lastPage: Answer<NotificationsPageResult> = async () => ({
  items: [n3, n4],
  unreadCount: 3,
  nextCursor: null,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(now));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('notifications inbox (issue 16)', () => {
  it('starts loading the first page (no cursor)', () => {
    const { actor, loads } = startInbox([never()]);
    expect(actor.getSnapshot().value).toEqual({ list: 'loading', marks: 'idle' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(loads).toEqual([{}]);
  });

  it('loading → ready with the entries, the unread count and the next cursor', async () => {
    const { actor } = startInbox([firstPage]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'ready', marks: 'idle' },
      context: { items: [n1, n2, n3], unreadCount: 3, nextCursor: 'cursor-2', error: null },
    });
  });

  it('loading → error with the connection message, then retry → ready', async () => {
    const { actor, loads } = startInbox([rejectWith(new Error('boom')), firstPage]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'error' },
      context: { error: { messageKey: 'errors.network.connectionError' }, items: [] },
    });
    actor.send({ type: 'notifications.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: { list: 'loading' }, context: { error: null } });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', marks: 'idle' });
    expect(loads).toEqual([{}, {}]);
  });

  it("loading → error keeps the server's words", async () => {
    const { actor } = startInbox([rejectWith({ serverMessage: 'Database unavailable' })]);
    await settle();
    expect(actor.getSnapshot().context.error).toEqual({ serverMessage: 'Database unavailable' });
  });

  it('loading → unauthorized on a 401', async () => {
    const { actor } = startInbox([rejectWith({ messageKey: 'errors.auth.authenticationFailed' })]);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ list: 'unauthorized', marks: 'idle' });
  });

  it('ready → loadingMore by the cursor, then appends without repeating entries', async () => {
    const { actor, loads } = startInbox([firstPage, lastPage]);
    await settle();
    actor.send({ type: 'notifications.loadMore' });
    expect(actor.getSnapshot().value).toEqual({ list: 'loadingMore', marks: 'idle' });
    expect(loads.at(-1)).toEqual({ cursor: 'cursor-2' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'ready' },
      context: { items: [n1, n2, n3, n4], nextCursor: null },
    });
    actor.send({ type: 'notifications.loadMore' });
    expect(actor.getSnapshot().value).toEqual({ list: 'ready', marks: 'idle' });
    expect(loads).toHaveLength(2);
  });

  it('a failed further page keeps the entries with the error; Load more again retries that page', async () => {
    const { actor, loads } = startInbox([firstPage, rejectWith(new Error('boom')), lastPage]);
    await settle();
    actor.send({ type: 'notifications.loadMore' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'ready' },
      context: {
        items: [n1, n2, n3],
        nextCursor: 'cursor-2',
        error: { messageKey: 'errors.network.connectionError' },
      },
    });
    actor.send({ type: 'notifications.loadMore' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(loads).toEqual([{}, { cursor: 'cursor-2' }, { cursor: 'cursor-2' }]);
  });

  it('opening an unread entry marks it read at once and sends its id; the server count follows', async () => {
    const { actor, markCalls } = startInbox([firstPage], [async () => ({ unreadCount: 2 })]);
    await settle();
    actor.send({ type: 'notifications.open', id: 'n2' });
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'ready', marks: 'saving' },
      context: { unreadCount: 2 },
    });
    expect(actor.getSnapshot().context.items[1]).toEqual({ ...n2, readAt: now });
    expect(markCalls).toEqual([{ ids: ['n2'] }]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'ready', marks: 'idle' },
      context: { unreadCount: 2, markError: null, marked: {} },
    });
  });

  it('opening an entry already read sends nothing', async () => {
    const { actor, markCalls } = startInbox([firstPage]);
    await settle();
    actor.send({ type: 'notifications.open', id: 'n3' });
    expect(actor.getSnapshot()).toMatchObject({ value: { marks: 'idle' }, context: { unreadCount: 3 } });
    expect(markCalls).toEqual([]);
  });

  it('entries opened while a mark is on its way are sent together next', async () => {
    const { actor, markCalls } = startInbox(
      [firstPage],
      [async () => ({ unreadCount: 2 }), async () => ({ unreadCount: 1 })],
    );
    await settle();
    actor.send({ type: 'notifications.open', id: 'n1' });
    actor.send({ type: 'notifications.open', id: 'n2' });
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
    await settle();
    expect(markCalls).toEqual([{ ids: ['n1'] }, { ids: ['n2'] }]);
    expect(actor.getSnapshot()).toMatchObject({
      value: { marks: 'idle' },
      context: { unreadCount: 1, pending: { all: false, ids: [] } },
    });
  });

  it('a failed mark shows the entry unread again, with the error', async () => {
    const { actor } = startInbox([firstPage], [rejectWith(new Error('offline'))]);
    await settle();
    actor.send({ type: 'notifications.open', id: 'n1' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: { marks: 'idle' },
      context: { unreadCount: 3, markError: { messageKey: 'errors.network.connectionError' }, marked: {} },
    });
    expect(actor.getSnapshot().context.items[0]).toEqual(n1);
  });

  it('Mark all as read marks every entry, sends no ids (= all), and the count goes to 0', async () => {
    const { actor, markCalls } = startInbox([firstPage], [async () => ({ unreadCount: 0 })]);
    await settle();
    actor.send({ type: 'notifications.markAll' });
    expect(actor.getSnapshot()).toMatchObject({ value: { marks: 'saving' }, context: { unreadCount: 0 } });
    expect(actor.getSnapshot().context.items.map((item) => item.readAt)).toEqual([
      now,
      now,
      '2026-11-27T11:00:00.000Z',
    ]);
    expect(markCalls).toEqual([{}]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: { marks: 'idle' }, context: { unreadCount: 0 } });
    actor.send({ type: 'notifications.markAll' });
    expect(markCalls).toHaveLength(1);
  });

  it('a failed Mark all restores the unread entries and the count', async () => {
    const { actor } = startInbox([firstPage], [rejectWith({ serverMessage: 'Try later' })]);
    await settle();
    actor.send({ type: 'notifications.markAll' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      context: { unreadCount: 3, markError: { serverMessage: 'Try later' }, unreadBeforeAll: null },
    });
    expect(actor.getSnapshot().context.items).toEqual([n1, n2, n3]);
  });

  it('reload starts over from the first page', async () => {
    const { actor, loads } = startInbox([firstPage, lastPage, never()]);
    await settle();
    actor.send({ type: 'notifications.loadMore' });
    await settle();
    actor.send({ type: 'notifications.reload' });
    expect(actor.getSnapshot()).toMatchObject({
      value: { list: 'loading' },
      context: { items: [], nextCursor: null },
    });
    expect(loads.at(-1)).toEqual({});
  });
});

describe('notification bell count (issue 16)', () => {
  function startCount(loggedIn: boolean, answers: Answer<number>[]) {
    let calls = 0;
    const machine = notificationCountMachine.provide({
      actors: {
        loadUnreadCount: fromPromise(async () => {
          const answer = answers[calls] ?? never<number>();
          calls += 1;
          return answer();
        }),
      },
    });
    const actor = createActor(machine, { input: { loggedIn } }).start();
    return { actor, calls: () => calls };
  }

  it('signed out: no count, nothing asked', () => {
    const { actor, calls } = startCount(false, []);
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { unreadCount: 0 } });
    expect(calls()).toBe(0);
  });

  it('signed in: loads the count, then asks again every minute', async () => {
    const { actor, calls } = startCount(true, [async () => 3, async () => 5]);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { unreadCount: 3 } });
    await vi.advanceTimersByTimeAsync(unreadRefreshMs - 1);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { unreadCount: 5 } });
  });

  it('count.refresh (focus, visible again) asks at once', async () => {
    const { actor, calls } = startCount(true, [async () => 1, async () => 4]);
    await settle();
    actor.send({ type: 'count.refresh' });
    await settle();
    expect(calls()).toBe(2);
    expect(actor.getSnapshot().context.unreadCount).toBe(4);
  });

  it('a failed load keeps the last count and tries again at the next minute', async () => {
    const { actor, calls } = startCount(true, [async () => 2, rejectWith(new Error('x')), async () => 0]);
    await settle();
    actor.send({ type: 'count.refresh' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { unreadCount: 2 } });
    await vi.advanceTimersByTimeAsync(unreadRefreshMs);
    expect(calls()).toBe(3);
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
  });

  it('count.set takes the inbox count and restarts the minute', async () => {
    const { actor, calls } = startCount(true, [async () => 3]);
    await settle();
    await vi.advanceTimersByTimeAsync(unreadRefreshMs / 2);
    actor.send({ type: 'count.set', unreadCount: 0 });
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
    await vi.advanceTimersByTimeAsync(unreadRefreshMs / 2);
    expect(calls()).toBe(1);
  });

  it('auth changes forget the count; signing in loads it', async () => {
    const { actor, calls } = startCount(true, [async () => 3, async () => 7]);
    await settle();
    actor.send({ type: 'auth.changed', loggedIn: false });
    expect(actor.getSnapshot()).toMatchObject({ value: 'signedOut', context: { unreadCount: 0 } });
    await vi.advanceTimersByTimeAsync(unreadRefreshMs * 2);
    expect(calls()).toBe(1);
    actor.send({ type: 'auth.changed', loggedIn: true });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'waiting', context: { unreadCount: 7 } });
  });
});

describe('notification email setting (issue 16)', () => {
  function startEmail(loads: Answer<{ email: boolean }>[], saves: Answer<{ email: boolean }>[] = []) {
    const saved: boolean[] = [];
    let loaded = 0;
    const machine = notificationEmailMachine.provide({
      actors: {
        loadEmailSetting: fromPromise(async () => (loads[loaded++] ?? never<{ email: boolean }>())()),
        saveEmailSetting: fromPromise(async ({ input }) => {
          const answer = saves[saved.length] ?? never<{ email: boolean }>();
          saved.push(input.email);
          return answer();
        }),
      },
    });
    return { actor: createActor(machine).start(), saved };
  }

  it('loads the setting, then toggles optimistically and keeps what the server answers', async () => {
    const { actor, saved } = startEmail([async () => ({ email: true })], [async () => ({ email: false })]);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { email: true, savedEmail: true } });
    actor.send({ type: 'email.toggle' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'saving',
      context: { email: false, savedEmail: true },
    });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'email.toggle' });
    expect(saved).toEqual([false]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { email: false, savedEmail: false },
    });
  });

  it('a failed save puts the switch back, with the error', async () => {
    const { actor } = startEmail([async () => ({ email: false })], [rejectWith(new Error('x'))]);
    await settle();
    actor.send({ type: 'email.toggle' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { email: false, savedEmail: false, error: { messageKey: 'errors.network.connectionError' } },
    });
  });

  it('a failed load offers a retry', async () => {
    const { actor } = startEmail([rejectWith(new Error('x')), async () => ({ email: false })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'email.retry' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { email: false, error: null } });
  });
});

describe('unsubscribe page (issue 16)', () => {
  function startUnsubscribe(token: string, answers: Answer<unknown>[]) {
    const tokens: string[] = [];
    const machine = unsubscribeMachine.provide({
      actors: {
        unsubscribe: fromPromise(async ({ input }) => {
          const answer = answers[tokens.length] ?? never();
          tokens.push(input.token);
          return answer();
        }),
      },
    });
    return { actor: createActor(machine, { input: { token } }).start(), tokens };
  }

  it('waits for the button: nothing is posted on load', async () => {
    const { actor, tokens } = startUnsubscribe('abc.def', [async () => ({ email: false })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(tokens).toEqual([]);
  });

  it('idle → submitting → done on the press', async () => {
    const { actor, tokens } = startUnsubscribe(' abc.def ', [async () => ({ email: false })]);
    actor.send({ type: 'unsubscribe.confirm' });
    expect(isSubmitting(actor.getSnapshot())).toBe(true);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'done', status: 'done' });
    expect(tokens).toEqual(['abc.def']);
  });

  it("submitting → failed with the server's words; pressing again retries", async () => {
    const invalid = {
      serverMessage: 'This unsubscribe link is not valid.',
      serverMessageKey: 'notifications.invalidUnsubscribeToken',
    };
    const { actor, tokens } = startUnsubscribe('forged', [rejectWith(invalid), async () => ({})]);
    actor.send({ type: 'unsubscribe.confirm' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'failed',
      context: { error: { ...invalid, serverMessageParams: {} } },
    });
    actor.send({ type: 'unsubscribe.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(tokens).toEqual(['forged', 'forged']);
  });

  it('a link without a token ends at once', () => {
    const { actor } = startUnsubscribe('  ', []);
    expect(actor.getSnapshot()).toMatchObject({ value: 'missingToken', status: 'done' });
  });
});
