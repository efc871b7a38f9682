import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import type { UserMessage } from '../messages/user-message';
import { appendNew, pagedListActions, pagedListGuards, pagedListStates } from './paged-list';
import type { PagedListContext, PagedListPageParams } from './paged-list';

// A minimal list built on the factory: rows with a cursor, the way a machine uses it.
type Row = { id: string };
type Page = { rows: Row[]; next: string | null };
type Context = PagedListContext<Row> & { next: string | null };
type Event = { type: 'rows.loadMore' } | { type: 'rows.retry' } | { type: 'rows.reload' };

const loadFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

const rowsMachine = setup({
  types: { context: {} as Context, events: {} as Event },
  actions: {
    ...pagedListActions<Context, Event>(loadFailed),
    takeFirstPage: assign((_, params: PagedListPageParams<Page>) => ({
      items: params.page.rows,
      next: params.page.next,
      error: null,
    })),
    appendPage: assign(({ context }, params: PagedListPageParams<Page>) => ({
      items: appendNew(context.items, params.page.rows, (row) => row.id),
      next: params.page.next,
      error: null,
    })),
    startOver: assign({ items: [], next: null, error: null }),
  },
  actors: {
    loadRows: fromPromise<Page, { cursor: string | null }>(async () => ({ rows: [], next: null })),
  },
  guards: { ...pagedListGuards, hasMore: ({ context }) => context.next !== null },
}).createMachine({
  context: { items: [], next: null, error: null },
  ...pagedListStates<'rows', 'loadRows', Context, { cursor: string | null }, Page>({
    prefix: 'rows',
    src: 'loadRows',
    firstInput: { cursor: null },
    nextInput: ({ context }) => ({ cursor: context.next }),
  }),
});

type Answer = () => Promise<Page>;
const rows = (...ids: string[]) => ids.map((id) => ({ id }));
const answer =
  (page: Page): Answer =>
  async () =>
    page;
const reject =
  (error: unknown): Answer =>
  async () => {
    throw error;
  };

function start(answers: Answer[]) {
  const calls: { cursor: string | null }[] = [];
  const machine = rowsMachine.provide({
    actors: {
      loadRows: fromPromise(async ({ input }) => {
        const next = answers[calls.length] ?? (() => new Promise<Page>(() => {}));
        calls.push(input);
        return next();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('pagedListStates', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the first page with the first input, tagged loading until it lands', async () => {
    const { actor, calls } = start([answer({ rows: rows('a', 'b'), next: 'c1' })]);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(calls).toEqual([{ cursor: null }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(actor.getSnapshot().context.items).toEqual(rows('a', 'b'));
  });

  it('loads the next page from the context and appends only rows not already shown', async () => {
    const { actor, calls } = start([
      answer({ rows: rows('a', 'b'), next: 'c1' }),
      answer({ rows: rows('b', 'c'), next: null }),
    ]);
    await settle();
    actor.send({ type: 'rows.loadMore' });
    expect(actor.getSnapshot().value).toBe('loadingMore');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(calls).toEqual([{ cursor: null }, { cursor: 'c1' }]);
    expect(actor.getSnapshot().context.items).toEqual(rows('a', 'b', 'c'));
    // Nothing older: Load more does nothing.
    actor.send({ type: 'rows.loadMore' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(2);
  });

  it('keeps the rows when a further page fails, and Load more again retries that page', async () => {
    const { actor, calls } = start([
      answer({ rows: rows('a'), next: 'c1' }),
      reject(new Error('offline')),
      answer({ rows: rows('b'), next: null }),
    ]);
    await settle();
    actor.send({ type: 'rows.loadMore' });
    await settle();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items).toEqual(rows('a'));
    expect(actor.getSnapshot().context.error).toEqual(loadFailed);
    actor.send({ type: 'rows.loadMore' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle();
    expect(calls).toEqual([{ cursor: null }, { cursor: 'c1' }, { cursor: 'c1' }]);
    expect(actor.getSnapshot().context.items).toEqual(rows('a', 'b'));
  });

  it('shows the error of a failed first page in the list words, or the server words, and retries from the start', async () => {
    const serverWords = { serverMessage: 'Down for maintenance' };
    const { actor, calls } = start([reject(serverWords), answer({ rows: rows('a'), next: null })]);
    await settle();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toEqual(serverWords);
    actor.send({ type: 'rows.retry' });
    await settle();
    expect(calls).toEqual([{ cursor: null }, { cursor: null }]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toEqual({ items: rows('a'), next: null, error: null });
  });

  it('reloads from the first page, forgetting what was shown', async () => {
    const { actor, calls } = start([
      answer({ rows: rows('a'), next: 'c1' }),
      answer({ rows: rows('z'), next: null }),
    ]);
    await settle();
    actor.send({ type: 'rows.reload' });
    expect(actor.getSnapshot().context.items).toEqual([]);
    await settle();
    expect(calls).toEqual([{ cursor: null }, { cursor: null }]);
    expect(actor.getSnapshot().context.items).toEqual(rows('z'));
  });

  it('ends in unauthorized on a 401, on the first page or a further one', async () => {
    const authFailure = { status: 401 };
    const first = start([reject(authFailure)]);
    await settle();
    expect(first.actor.getSnapshot().value).toBe('unauthorized');
    expect(first.actor.getSnapshot().status).toBe('done');

    const later = start([answer({ rows: rows('a'), next: 'c1' }), reject(authFailure)]);
    await settle();
    later.actor.send({ type: 'rows.loadMore' });
    await settle();
    expect(later.actor.getSnapshot().value).toBe('unauthorized');
  });
});

describe('appendNew', () => {
  it('keeps the order and drops rows whose key is already shown', () => {
    const key = (row: { id: string; currency: string }) => `${row.id}:${row.currency}`;
    const shown = [
      { id: 't1', currency: 'crystal' },
      { id: 't1', currency: 'gcoin' },
    ];
    const more = [
      { id: 't1', currency: 'gcoin' },
      { id: 't2', currency: 'gcoin' },
    ];
    expect(appendNew(shown, more, key)).toEqual([...shown, { id: 't2', currency: 'gcoin' }]);
  });
});
