import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  availableTypes,
  emptyStateKind,
  filtersActive,
  transactionsMachine,
  visibleTransactions,
} from './transactions.machine';
import type {
  LoadTransactionsInput,
  TransactionItem,
  TransactionsContext,
  TransactionsPageResult,
} from './transactions.machine';

function tx(id: string, transactionType: string, description: string): TransactionItem {
  return {
    id,
    transactionType,
    description,
    amount: -825,
    balanceAfter: 75,
    currency: 'crystal',
    status: 'completed',
    created_at: '2026-11-23T12:00:00.000Z',
    metadata: {},
  };
}

const exchange = tx('t1', 'crystal_exchange', 'Exchanged 825 crystals for 3 GCoins');
const purchase = tx('t2', 'purchase', 'Bought the 3 GCoin pack');
const withdrawal = tx('t3', 'withdrawal', 'Withdrawal to player@example.com');
const refund = tx('t4', 'withdrawal_refund', 'Refund of a rejected withdrawal');

function page(transactions: TransactionItem[], pageNumber: number, hasMore: boolean): TransactionsPageResult {
  return { transactions, pagination: { page: pageNumber, hasMore } };
}

type Answer = () => Promise<TransactionsPageResult>;

function start(answers: Answer[]) {
  const calls: LoadTransactionsInput[] = [];
  const machine = transactionsMachine.provide({
    actors: {
      loadTransactions: fromPromise(async ({ input }) => {
        const answer = answers[calls.length] ?? (() => new Promise<TransactionsPageResult>(() => {}));
        calls.push(input);
        return answer();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const settle = () => vi.advanceTimersByTimeAsync(0);
const never: Answer = () => new Promise(() => {});
const rejectWith =
  (error: unknown): Answer =>
  async () => {
    throw error;
  };
const firstPage: Answer = async () => page([exchange, purchase], 1, true);
const lastPage: Answer = async () => page([withdrawal, refund], 2, false);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('transactions (spec §2 Transaction history, §7)', () => {
  it('starts loading page 1 of 20', () => {
    const { actor, calls } = start([never]);
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { items: [], page: 0, hasMore: false, search: '', typeFilter: 'all', error: null },
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls).toEqual([{ page: 1, limit: 20 }]);
  });

  it('loading → ready with the first page', async () => {
    const { actor } = start([firstPage]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { items: [exchange, purchase], page: 1, hasMore: true, error: null },
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
  });

  it("loading → error with 'Failed to fetch transactions' when the failure has no message", async () => {
    const { actor } = start([rejectWith(new Error('boom'))]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'error',
      context: { error: { messageKey: 'errors.fallback.fetchTransactions' }, items: [] },
    });
  });

  it("loading → error with the server's words or the actor's key", async () => {
    const server = start([rejectWith({ serverMessage: 'Database unavailable' })]);
    const network = start([rejectWith({ messageKey: 'errors.network.unableToConnect' })]);
    await settle();
    expect(server.actor.getSnapshot().context.error).toEqual({ serverMessage: 'Database unavailable' });
    expect(network.actor.getSnapshot().context.error).toEqual({
      messageKey: 'errors.network.unableToConnect',
    });
  });

  it.each([
    ['an authentication-failed key', { messageKey: 'errors.auth.authenticationFailed' }],
    ['a no-token key', { messageKey: 'errors.auth.noToken' }],
    ['a raw 401', { kind: 'http', status: 401 }],
  ])('loading → unauthorized (final, the site goes to /join) on %s', async (_, error) => {
    const { actor } = start([rejectWith(error)]);
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'unauthorized', status: 'done' });
  });

  it('error → loading on transactions.retry, clearing the error, then ready', async () => {
    const { actor, calls } = start([rejectWith(new Error('boom')), firstPage]);
    await settle();
    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loading', context: { error: null } });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({ value: 'ready', context: { items: [exchange, purchase] } });
    expect(calls).toEqual([
      { page: 1, limit: 20 },
      { page: 1, limit: 20 },
    ]);
  });

  it('error ignores loadMore', async () => {
    const { actor, calls } = start([rejectWith(new Error('boom'))]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    expect(actor.getSnapshot().value).toBe('error');
    expect(calls).toHaveLength(1);
  });

  it('ready → loadingMore on transactions.loadMore, asking for the next page', async () => {
    const { actor, calls } = start([firstPage, never]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loadingMore',
      context: { items: [exchange, purchase] },
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(calls.at(-1)).toEqual({ page: 2, limit: 20 });
  });

  it('ready ignores loadMore on the last page, and retry', async () => {
    const { actor, calls } = start([async () => page([exchange], 1, false)]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    actor.send({ type: 'transactions.retry' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toHaveLength(1);
  });

  it('loadingMore → ready with the page appended', async () => {
    const { actor } = start([firstPage, lastPage]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: { items: [exchange, purchase, withdrawal, refund], page: 2, hasMore: false, error: null },
    });
  });

  it('loadingMore skips rows already shown (a new transaction shifted the pages)', async () => {
    const { actor } = start([firstPage, async () => page([purchase, withdrawal], 2, false)]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    expect(actor.getSnapshot().context.items.map((item) => item.id)).toEqual(['t1', 't2', 't3']);
  });

  it('loadingMore keeps the other currency of an exchange that straddles two pages', async () => {
    const crystalSide = { ...exchange, currency: 'crystal', amount: -825 };
    const gCoinSide = { ...exchange, currency: 'gcoin', amount: 3 };
    const { actor } = start([
      async () => page([gCoinSide], 1, true),
      async () => page([crystalSide, purchase], 2, false),
    ]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    expect(actor.getSnapshot().context.items.map((item) => `${item.id}:${item.currency}`)).toEqual([
      't1:gcoin',
      't1:crystal',
      't2:crystal',
    ]);
  });

  it('loadingMore ignores a second loadMore', async () => {
    const { actor, calls } = start([firstPage, never]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    actor.send({ type: 'transactions.loadMore' });
    expect(calls).toHaveLength(2);
  });

  it('loadingMore → ready keeping the rows, with the error; load more again retries that page', async () => {
    const { actor, calls } = start([firstPage, rejectWith(new Error('boom')), lastPage]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    expect(actor.getSnapshot()).toMatchObject({
      value: 'ready',
      context: {
        items: [exchange, purchase],
        page: 1,
        hasMore: true,
        error: { messageKey: 'errors.fallback.fetchTransactions' },
      },
    });
    actor.send({ type: 'transactions.loadMore' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'loadingMore', context: { error: null } });
    await settle();
    expect(actor.getSnapshot().context.items).toHaveLength(4);
    expect(calls.map((call) => call.page)).toEqual([1, 2, 2]);
  });

  it('loadingMore → unauthorized on an auth failure', async () => {
    const { actor } = start([firstPage, rejectWith({ messageKey: 'errors.auth.authenticationFailed' })]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    expect(actor.getSnapshot().value).toBe('unauthorized');
  });

  it('ready → loading on transactions.reload, starting over from page 1 with the filters kept', async () => {
    const { actor, calls } = start([firstPage, lastPage, never]);
    await settle();
    actor.send({ type: 'transactions.loadMore' });
    await settle();
    actor.send({ type: 'transactions.search', query: 'gcoin' });
    actor.send({ type: 'transactions.reload' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { items: [], page: 0, hasMore: false, search: 'gcoin' },
    });
    expect(calls.at(-1)).toEqual({ page: 1, limit: 20 });
  });

  it('search, filterType and clearFilters update the context in any state', async () => {
    const { actor } = start([never]);
    actor.send({ type: 'transactions.search', query: 'Refund' });
    actor.send({ type: 'transactions.filterType', transactionType: 'withdrawal_refund' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { search: 'Refund', typeFilter: 'withdrawal_refund' },
    });
    actor.send({ type: 'transactions.filterType', transactionType: '' });
    expect(actor.getSnapshot().context.typeFilter).toBe('all');
    actor.send({ type: 'transactions.filterType', transactionType: 'purchase' });
    actor.send({ type: 'transactions.clearFilters' });
    expect(actor.getSnapshot().context).toMatchObject({ search: '', typeFilter: 'all' });
  });
});

describe('transaction history selectors (spec §2)', () => {
  const context = (overrides: Partial<TransactionsContext> = {}): TransactionsContext => ({
    items: [exchange, purchase, withdrawal, refund],
    page: 1,
    hasMore: false,
    search: '',
    typeFilter: 'all',
    error: null,
    ...overrides,
  });

  it('shows everything with no search and type all', () => {
    expect(visibleTransactions(context())).toEqual([exchange, purchase, withdrawal, refund]);
    expect(filtersActive(context())).toBe(false);
  });

  it('searches the description, case-insensitive, ignoring surrounding spaces', () => {
    expect(visibleTransactions(context({ search: '  GCOIN ' }))).toEqual([exchange, purchase]);
    expect(visibleTransactions(context({ search: 'player@EXAMPLE' }))).toEqual([withdrawal]);
  });

  it('searches the type, with or without its underscore', () => {
    expect(visibleTransactions(context({ search: 'crystal_exchange' }))).toEqual([exchange]);
    expect(visibleTransactions(context({ search: 'Crystal Exchange' }))).toEqual([exchange]);
    expect(visibleTransactions(context({ search: 'withdrawal' }))).toEqual([withdrawal, refund]);
  });

  it('filters by exact type, combined with the search', () => {
    expect(visibleTransactions(context({ typeFilter: 'withdrawal' }))).toEqual([withdrawal]);
    expect(visibleTransactions(context({ typeFilter: 'withdrawal_refund', search: 'rejected' }))).toEqual([
      refund,
    ]);
    expect(visibleTransactions(context({ typeFilter: 'purchase', search: 'refund' }))).toEqual([]);
  });

  it("lists 'all' then the types seen, once each, sorted", () => {
    expect(
      availableTypes(context({ items: [withdrawal, exchange, refund, purchase, tx('t5', 'purchase', 'x')] })),
    ).toEqual(['all', 'crystal_exchange', 'purchase', 'withdrawal', 'withdrawal_refund']);
    expect(availableTypes(context({ items: [] }))).toEqual(['all']);
  });

  it("empty state: 'none' with no transactions, 'noMatch' when filters hide them all, null otherwise", () => {
    expect(emptyStateKind(context({ items: [] }))).toBe('none');
    expect(emptyStateKind(context({ search: 'nothing like this' }))).toBe('noMatch');
    expect(emptyStateKind(context({ items: [], typeFilter: 'purchase' }))).toBe('noMatch');
    expect(emptyStateKind(context({ search: '   ' }))).toBeNull();
    expect(emptyStateKind(context({ typeFilter: 'purchase' }))).toBeNull();
    expect(filtersActive(context({ search: ' ' }))).toBe(false);
    expect(filtersActive(context({ typeFilter: 'purchase' }))).toBe(true);
  });
});
