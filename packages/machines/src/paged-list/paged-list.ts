import { assign } from 'xstate';
import type { EventObject } from 'xstate';
import { isAuthFailure, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Issue 32: one way to page a list. The inbox (/notifications) and the transaction history
// (/wallet/transactions) both load a first page, load older pages on demand, keep what is shown when a
// further page fails (the error shows by the Load more button, and pressing it again is the retry), show an
// error card with retry when the first page fails, start over on reload, and end in `unauthorized` on a 401
// (the site sends the player to /join). `pagedListStates` builds those states for a machine's `setup`;
// the machine names its own events (`<prefix>.loadMore | retry | reload`), its loading actor, the input of
// each page, and how a page lands in its context (the `takeFirstPage`, `appendPage`, `startOver` actions and
// the `hasMore` guard). `pagedListActions` and `pagedListGuards` are the parts that never differ.

/** What every paged list keeps: the rows shown and why the last load failed. */
export type PagedListContext<TItem> = {
  items: readonly TItem[];
  /** Why the first page (state error) or a further page (state ready) failed to load. */
  error: UserMessage | null;
};

/** What the `takeFirstPage` and `appendPage` actions are given. */
export type PagedListPageParams<TPage> = { page: TPage };

/** `items` followed by the rows of `more` not already shown (a row made between two loads shifts pages). */
export function appendNew<TItem>(
  items: readonly TItem[],
  more: readonly TItem[],
  key: (item: TItem) => string,
): TItem[] {
  const seen = new Set(items.map(key));
  return [...items, ...more.filter((item) => !seen.has(key(item)))];
}

/** The actions every paged list shares: `fail` (the load's error in the list's words) and `clearError`. */
export function pagedListActions<TContext extends PagedListContext<unknown>, TEvent extends EventObject>(
  loadFailed: UserMessage,
) {
  return {
    fail: assign<TContext, TEvent, { error: unknown }, TEvent, never>(
      (_, params) => ({ error: userMessageFrom(params.error, loadFailed) }) as Partial<TContext>,
    ),
    clearError: assign<TContext, TEvent, undefined, TEvent, never>(
      () => ({ error: null }) as Partial<TContext>,
    ),
  };
}

/** The guard every paged list shares: a 401 ends the list in `unauthorized`. */
export const pagedListGuards = {
  authFailure: (_: unknown, params: { error: unknown }) => isAuthFailure(params.error),
};

type PagedListOptions<TPrefix extends string, TSrc extends string, TContext, TInput> = {
  /** The events are `<prefix>.loadMore`, `<prefix>.retry` and `<prefix>.reload`. */
  prefix: TPrefix;
  /** The actor loading one page. */
  src: TSrc;
  /** The first page's input. */
  firstInput: TInput;
  /** The next page's input, from what is loaded. */
  nextInput: (args: { context: TContext }) => TInput;
};

const pageOf = <TPage>({ event }: { event: { output: TPage } }): PagedListPageParams<TPage> => ({
  page: event.output,
});
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

/** One event name keyed by itself, so the states' `on` maps keep their literal event types. */
function on<K extends string, V>(key: K, value: V): { [Q in K]: V } {
  return { [key]: value } as { [Q in K]: V };
}

/**
 * The states of a paged list: loading → ready ⇄ loadingMore, error (retry), unauthorized (final). Both
 * loading states carry the `loading` tag. Use as a machine's root (`...pagedListStates(…)`) or as a region.
 */
export function pagedListStates<TPrefix extends string, TSrc extends string, TContext, TInput, TPage>(
  options: PagedListOptions<TPrefix, TSrc, TContext, TInput>,
) {
  const unauthorized = {
    guard: { type: 'authFailure' as const, params: errorOf },
    target: 'unauthorized' as const,
  };
  return {
    initial: 'loading' as const,
    states: {
      loading: {
        tags: ['loading'],
        invoke: {
          src: options.src,
          input: options.firstInput,
          onDone: {
            target: 'ready' as const,
            actions: { type: 'takeFirstPage' as const, params: pageOf<TPage> },
          },
          onError: [
            unauthorized,
            { target: 'error' as const, actions: { type: 'fail' as const, params: errorOf } },
          ],
        },
      },
      ready: {
        on: {
          // Pressing Load more again after a failed page is the retry of that page.
          ...on(`${options.prefix}.loadMore`, {
            guard: 'hasMore' as const,
            target: 'loadingMore' as const,
            actions: 'clearError' as const,
          }),
          ...on(`${options.prefix}.reload`, { target: 'loading' as const, actions: 'startOver' as const }),
        },
      },
      loadingMore: {
        tags: ['loading'],
        invoke: {
          src: options.src,
          input: options.nextInput,
          onDone: {
            target: 'ready' as const,
            actions: { type: 'appendPage' as const, params: pageOf<TPage> },
          },
          // The rows already shown stay; the error shows by the Load more button.
          onError: [
            unauthorized,
            { target: 'ready' as const, actions: { type: 'fail' as const, params: errorOf } },
          ],
        },
      },
      error: {
        on: on(`${options.prefix}.retry`, { target: 'loading' as const, actions: 'startOver' as const }),
      },
      /** The site sends the player to /join. */
      unauthorized: { type: 'final' as const },
    },
  };
}
