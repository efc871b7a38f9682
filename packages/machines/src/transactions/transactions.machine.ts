import { transactionsPage } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { UserMessage } from '../messages/user-message';
import { appendNew, pagedListActions, pagedListGuards, pagedListStates } from '../paged-list/paged-list';
import type { PagedListPageParams } from '../paged-list/paged-list';

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

/** A row is its id and its currency: one journal transaction can move two currencies (an exchange). */
const rowKey = (item: TransactionItem) => `${item.id}:${item.currency ?? ''}`;

export const transactionsMachine = setup({
  types: {
    context: {} as TransactionsContext,
    events: {} as TransactionsEvent,
  },
  actions: {
    ...pagedListActions<TransactionsContext, TransactionsEvent>(fetchFailed),
    takeFirstPage: assign((_, params: PagedListPageParams<TransactionsPageResult>) => ({
      items: [...params.page.transactions],
      page: params.page.pagination.page,
      hasMore: params.page.pagination.hasMore,
      error: null,
    })),
    appendPage: assign(({ context }, params: PagedListPageParams<TransactionsPageResult>) => ({
      items: appendNew(context.items, params.page.transactions, rowKey),
      page: params.page.pagination.page,
      hasMore: params.page.pagination.hasMore,
      error: null,
    })),
    startOver: assign({ items: [], page: 0, hasMore: false, error: null }),
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
    ...pagedListGuards,
    hasMore: ({ context }) => context.hasMore,
  },
}).createMachine({
  id: 'transactions',
  context: { items: [], page: 0, hasMore: false, search: '', typeFilter: allTransactionTypes, error: null },
  on: {
    'transactions.search': { actions: 'search' },
    'transactions.filterType': { actions: 'filterType' },
    'transactions.clearFilters': { actions: 'clearFilters' },
  },
  // Pages of 20: loading → ready ⇄ loadingMore, error (retry), unauthorized (paged-list.ts).
  ...pagedListStates<
    'transactions',
    'loadTransactions',
    TransactionsContext,
    LoadTransactionsInput,
    TransactionsPageResult
  >({
    prefix: 'transactions',
    src: 'loadTransactions',
    firstInput: { page: transactionsPage.firstPage, limit: transactionsPage.pageSize },
    nextInput: ({ context }) => ({ page: context.page + 1, limit: transactionsPage.pageSize }),
  }),
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
