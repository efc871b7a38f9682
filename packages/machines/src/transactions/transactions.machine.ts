import { transactionsPage } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Transaction history: pages of 20 (spec §7, §9), newest first; a search box matching the
// description or the type, case-insensitive; a type filter of 'all' plus the types seen; an empty state
// that differs when filters are active; an error card with retry; a load-more button. An unauthorised
// result redirects to /join (the machine ends in `unauthorized`; the site navigates).
// Search and filter are client-side over the loaded pages.
export type TransactionItem = {
  readonly id: string;
  readonly transactionType: string;
  readonly description: string;
  readonly amount: number;
  readonly balanceAfter: number;
  readonly currency?: string;
  readonly status: string;
  readonly created_at: string;
  readonly metadata?: Readonly<Record<string, string | number | boolean>>;
};

export type TransactionsPageResult = {
  transactions: readonly TransactionItem[];
  pagination: { page: number; hasMore: boolean };
};

/** The type filter's value that shows every type. */
export const allTransactionTypes = 'all';

export type TransactionsContext = {
  items: readonly TransactionItem[];
  /** The last page loaded (0 before the first answer). */
  page: number;
  hasMore: boolean;
  search: string;
  /** 'all' or one transactionType. */
  typeFilter: string;
  /** Why the last load failed: the first page (state error) or a further page (state ready). */
  error: UserMessage | null;
};

export type TransactionsEvent =
  | { type: 'transactions.loadMore' }
  | { type: 'transactions.retry' }
  | { type: 'transactions.reload' }
  | { type: 'transactions.search'; query: string }
  | { type: 'transactions.filterType'; transactionType: string }
  | { type: 'transactions.clearFilters' };

export type LoadTransactionsInput = { page: number; limit: number };

const fetchFailed: UserMessage = { messageKey: 'errors.fallback.fetchTransactions' };

function appendNew(items: readonly TransactionItem[], more: readonly TransactionItem[]): TransactionItem[] {
  // A transaction made between two page loads shifts the pages by one: skip rows already shown. One
  // journal transaction can move two currencies (an exchange), so a row is its id and its currency.
  const key = (item: TransactionItem) => `${item.id}:${item.currency ?? ''}`;
  const seen = new Set(items.map(key));
  return [...items, ...more.filter((item) => !seen.has(key(item)))];
}

export const transactionsMachine = setup({
  types: {
    context: {} as TransactionsContext,
    events: {} as TransactionsEvent,
  },
  actions: {
    takeFirstPage: assign((_, params: { result: TransactionsPageResult }) => ({
      items: [...params.result.transactions],
      page: params.result.pagination.page,
      hasMore: params.result.pagination.hasMore,
      error: null,
    })),
    appendPage: assign(({ context }, params: { result: TransactionsPageResult }) => ({
      items: appendNew(context.items, params.result.transactions),
      page: params.result.pagination.page,
      hasMore: params.result.pagination.hasMore,
      error: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ error: userMessageFrom(params.error, fetchFailed) })),
    startOver: assign({ items: [], page: 0, hasMore: false, error: null }),
    clearError: assign({ error: null }),
    search: assign(({ event }) => {
      assertEvent(event, 'transactions.search');
      return { search: event.query };
    }),
    filterType: assign(({ event }) => {
      assertEvent(event, 'transactions.filterType');
      return { typeFilter: event.transactionType || allTransactionTypes };
    }),
    clearFilters: assign({ search: '', typeFilter: allTransactionTypes }),
  },
  actors: {
    /** GET /api/wallet/transactions?page=&limit=. Rejects with a UserMessage (a 401 → an auth key). */
    loadTransactions: fromPromise<TransactionsPageResult, LoadTransactionsInput>(async () => {
      throw new Error('loadTransactions actor not provided');
    }),
  },
  guards: {
    hasMore: ({ context }) => context.hasMore,
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'transactions',
  context: { items: [], page: 0, hasMore: false, search: '', typeFilter: allTransactionTypes, error: null },
  on: {
    'transactions.search': { actions: 'search' },
    'transactions.filterType': { actions: 'filterType' },
    'transactions.clearFilters': { actions: 'clearFilters' },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadTransactions',
        input: { page: transactionsPage.firstPage, limit: transactionsPage.pageSize },
        onDone: {
          target: 'ready',
          actions: { type: 'takeFirstPage', params: ({ event }) => ({ result: event.output }) },
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
        // Pressing load more again after a failed page is the retry of that page.
        'transactions.loadMore': { guard: 'hasMore', target: 'loadingMore', actions: 'clearError' },
        'transactions.reload': { target: 'loading', actions: 'startOver' },
      },
    },
    loadingMore: {
      tags: ['loading'],
      invoke: {
        src: 'loadTransactions',
        input: ({ context }) => ({ page: context.page + 1, limit: transactionsPage.pageSize }),
        onDone: {
          target: 'ready',
          actions: { type: 'appendPage', params: ({ event }) => ({ result: event.output }) },
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          // The rows already shown stay; the error shows by the load-more button.
          { target: 'ready', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    error: {
      on: { 'transactions.retry': { target: 'loading', actions: 'startOver' } },
    },
    /** The site sends the player to /join. */
    unauthorized: { type: 'final' },
  },
});

// Selectors over the context (pure, for the site and for tests).

function normalise(text: string): string {
  return text.toLocaleLowerCase().replace(/_/g, ' ');
}

/** True when a search or a type filter narrows the list. */
export function filtersActive(context: Pick<TransactionsContext, 'search' | 'typeFilter'>): boolean {
  return context.search.trim() !== '' || context.typeFilter !== allTransactionTypes;
}

/** spec §2: the loaded transactions matching the search (description or type) and the type filter. */
export function visibleTransactions(
  context: Pick<TransactionsContext, 'items' | 'search' | 'typeFilter'>,
): readonly TransactionItem[] {
  const query = normalise(context.search.trim());
  return context.items.filter((item) => {
    if (context.typeFilter !== allTransactionTypes && item.transactionType !== context.typeFilter)
      return false;
    if (query === '') return true;
    return normalise(item.description).includes(query) || normalise(item.transactionType).includes(query);
  });
}

/** spec §2: the type filter's choices: 'all', then every type seen in the loaded pages, sorted. */
export function availableTypes(context: Pick<TransactionsContext, 'items'>): string[] {
  const types = [...new Set(context.items.map((item) => item.transactionType))].sort();
  return [allTransactionTypes, ...types];
}

export type TransactionsEmptyState = 'none' | 'noMatch';

/** spec §2: which empty state shows: 'none' (no transactions), 'noMatch' (filters hide them all), or null. */
export function emptyStateKind(
  context: Pick<TransactionsContext, 'items' | 'search' | 'typeFilter'>,
): TransactionsEmptyState | null {
  if (visibleTransactions(context).length > 0) return null;
  return filtersActive(context) ? 'noMatch' : 'none';
}
