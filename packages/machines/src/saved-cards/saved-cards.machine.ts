import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Saved cards (spec §3 Saved payment method, §7 Payments methods, issue 10): the profile's Payment
// Methods tab. load → list | empty | error (Try Again); add → requesting the provider's tokenization
// URL → redirecting (the injected `navigate` action sends the browser there); delete → confirming →
// deleting → reloading → list | empty, a failed delete stays in the dialog with its message.
// The card number never passes through here: the provider's page takes it.

/** A saved card as GET /api/payments/methods returns it (the contract's SavedCard). */
export type SavedCardItem = {
  id: string;
  brand: string;
  pan_masked: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  created_at: string;
  preferred: boolean;
};

export type SavedCardsContext = {
  methods: SavedCardItem[];
  /** Why the list could not be loaded (the error state). */
  loadError: UserMessage | null;
  /** Why adding a card could not start (shown above the list or the empty state). */
  addError: UserMessage | null;
  /** The card in the delete dialog. */
  pendingDelete: SavedCardItem | null;
  /** Why the delete failed (shown in the dialog). */
  deleteError: UserMessage | null;
  /** Shown after a delete until the next action. */
  notice: 'deleted' | null;
  /** The provider's page the browser is sent to. */
  tokenizationUrl: string | null;
};

export type SavedCardsEvent =
  | { type: 'retry' }
  | { type: 'card.add' }
  | { type: 'card.delete'; id: string }
  | { type: 'delete.confirm' }
  | { type: 'dialog.cancel' };

const fresh: SavedCardsContext = {
  methods: [],
  loadError: null,
  addError: null,
  pendingDelete: null,
  deleteError: null,
  notice: null,
  tokenizationUrl: null,
};

export const savedCardsMachine = setup({
  types: {
    context: {} as SavedCardsContext,
    events: {} as SavedCardsEvent,
  },
  actions: {
    /** Sends the browser to the provider's tokenization page (the site provides it). */
    navigate: (_, _params: { url: string }) => {},
    clearMessages: assign({ addError: null, deleteError: null, notice: null }),
  },
  actors: {
    /** GET /api/payments/methods → the cards. Rejects with a UserMessage on failure. */
    loadMethods: fromPromise<SavedCardItem[]>(async () => {
      throw new Error('loadMethods actor not provided');
    }),
    /** POST /api/payments/get-tokenization-url → paymentURL. */
    requestTokenizationUrl: fromPromise<string>(async () => {
      throw new Error('requestTokenizationUrl actor not provided');
    }),
    /** DELETE /api/payments/methods/{id}. */
    deleteMethod: fromPromise<unknown, { id: string }>(async () => {
      throw new Error('deleteMethod actor not provided');
    }),
  },
  guards: {
    hasMethods: ({ context }) => context.methods.length > 0,
    knownCard: ({ context, event }) => {
      assertEvent(event, 'card.delete');
      return context.methods.some((card) => card.id === event.id);
    },
    hasUrl: ({ event }) => {
      const output = (event as { output?: unknown }).output;
      return typeof output === 'string' && output.trim() !== '';
    },
  },
}).createMachine({
  id: 'savedCards',
  context: fresh,
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadMethods',
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({ methods: event.output, loadError: null })),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({
            loadError: userMessageFrom(event.error, messageOf('errors.fallback.loadPaymentMethods')),
          })),
        },
      },
    },
    error: {
      on: { retry: { target: 'loading', actions: assign({ loadError: null }) } },
    },
    /** Decides between the list and the empty state. */
    shown: {
      always: [{ guard: 'hasMethods', target: 'list' }, { target: 'empty' }],
    },
    list: {
      on: {
        'card.add': { target: 'requestingUrl', actions: 'clearMessages' },
        'card.delete': {
          guard: 'knownCard',
          target: 'confirming',
          actions: [
            'clearMessages',
            assign(({ context, event }) => ({
              pendingDelete: context.methods.find((card) => card.id === event.id) ?? null,
            })),
          ],
        },
      },
    },
    empty: {
      on: { 'card.add': { target: 'requestingUrl', actions: 'clearMessages' } },
    },
    requestingUrl: {
      tags: ['submitting', 'adding'],
      invoke: {
        src: 'requestTokenizationUrl',
        onDone: [
          {
            guard: 'hasUrl',
            target: 'redirecting',
            actions: assign(({ event }) => ({ tokenizationUrl: event.output })),
          },
          {
            target: 'shown',
            actions: assign({ addError: messageOf('errors.fallback.noTokenizationUrl') }),
          },
        ],
        onError: {
          target: 'shown',
          actions: assign(({ event }) => ({
            addError: userMessageFrom(event.error, messageOf('errors.fallback.startCardAddition')),
          })),
        },
      },
    },
    /** The browser is leaving for the provider's page; the add button stays busy. */
    redirecting: {
      tags: ['submitting', 'adding'],
      entry: { type: 'navigate', params: ({ context }) => ({ url: context.tokenizationUrl ?? '' }) },
    },
    /** The delete dialog (ConfirmDialog). */
    confirming: {
      on: {
        'delete.confirm': 'deleting',
        'dialog.cancel': { target: 'list', actions: assign({ pendingDelete: null, deleteError: null }) },
      },
    },
    deleting: {
      tags: ['submitting', 'deleting'],
      entry: assign({ deleteError: null }),
      invoke: {
        src: 'deleteMethod',
        input: ({ context }) => ({ id: context.pendingDelete?.id ?? '' }),
        onDone: 'reloading',
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({
            deleteError: userMessageFrom(event.error, messageOf('errors.fallback.deletePaymentMethod')),
          })),
        },
      },
    },
    /** Deleted: the list is read again (the server may have moved the preferred flag). */
    reloading: {
      tags: ['submitting', 'deleting'],
      invoke: {
        src: 'loadMethods',
        onDone: {
          target: 'shown',
          actions: assign(({ event }) => ({
            methods: event.output,
            pendingDelete: null,
            notice: 'deleted' as const,
          })),
        },
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({
            pendingDelete: null,
            loadError: userMessageFrom(event.error, messageOf('errors.fallback.loadPaymentMethods')),
          })),
        },
      },
    },
  },
});
