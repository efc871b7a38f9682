import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// Account deletion (issue 30, docs/decisions/0051-data-export-and-erasure.md). The player reads what they
// lose, ticks that they understand (the balances they give up go to the server as acknowledged amounts),
// types their password when their account has one, and confirms in a dialog. A refusal (wrong password,
// sign in again, a withdrawal in flight, balances changed) comes back to editing with the server's words;
// `deleted` is final: the site forgets the session and shows the goodbye notice.
export interface AccountDeletionInput {
  /** The account signs in with a password (local); Google or Discord accounts need a fresh sign-in. */
  hasPassword: boolean;
  crystals: number;
  gCoins: number;
  /** A withdrawal is being paid: nothing can be submitted until it is paid or refunded. */
  pendingWithdrawal: boolean;
}

export interface DeleteAccountRequest {
  password?: string;
  acknowledgeCrystals: number;
  acknowledgeGCoins: number;
  confirm: true;
}

export interface AccountDeletionContext extends AccountDeletionInput {
  password: string;
  acknowledged: boolean;
  canSubmit: boolean;
  error: UserMessage | null;
}

export type AccountDeletionEvent =
  | { type: 'password.change'; value: string }
  | { type: 'acknowledge.change'; value: boolean }
  | { type: 'delete.request' }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' };

const deletionFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

const ready = (context: Pick<AccountDeletionContext, 'acknowledged' | 'hasPassword' | 'password'>) =>
  context.acknowledged && (!context.hasPassword || context.password !== '');

export const accountDeletionMachine = setup({
  types: {
    input: {} as AccountDeletionInput,
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  guards: {
    pendingWithdrawal: ({ context }) => context.pendingWithdrawal,
    canSubmit: ({ context }) => context.canSubmit,
  },
  actions: {
    setPassword: assign(({ context }, params: { value: string }) => ({
      password: params.value,
      canSubmit: ready({ ...context, password: params.value }),
    })),
    setAcknowledged: assign(({ context }, params: { value: boolean }) => ({
      acknowledged: params.value,
      canSubmit: ready({ ...context, acknowledged: params.value }),
    })),
    clearError: assign({ error: null }),
    showError: assign(({ context }, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, deletionFailed),
      // A refused password is typed again.
      password: '',
      canSubmit: ready({ ...context, password: '' }),
    })),
  },
  actors: {
    /** POST /api/users/delete. Rejects with a UserMessage (the server's refusal) on failure. */
    deleteAccount: fromPromise<unknown, DeleteAccountRequest>(async () => {
      throw new Error('deleteAccount actor not provided');
    }),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({
    ...input,
    password: '',
    acknowledged: false,
    canSubmit: false,
    error: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'pendingWithdrawal', target: 'blocked' }, { target: 'editing' }],
    },
    /** A withdrawal is being paid: the panel says so and offers nothing to submit. */
    blocked: {},
    editing: {
      on: {
        'password.change': {
          actions: [{ type: 'setPassword', params: ({ event }) => ({ value: event.value }) }, 'clearError'],
        },
        'acknowledge.change': {
          actions: { type: 'setAcknowledged', params: ({ event }) => ({ value: event.value }) },
        },
        'delete.request': { guard: 'canSubmit', target: 'confirming' },
      },
    },
    /** The confirmation dialog is open. */
    confirming: {
      on: {
        'delete.cancel': 'editing',
        'delete.confirm': { target: 'submitting', actions: 'clearError' },
      },
    },
    submitting: {
      tags: ['submitting'],
      invoke: {
        src: 'deleteAccount',
        input: ({ context }) => ({
          ...(context.hasPassword ? { password: context.password } : {}),
          acknowledgeCrystals: context.crystals,
          acknowledgeGCoins: context.gCoins,
          confirm: true as const,
        }),
        onDone: 'deleted',
        onError: {
          target: 'editing',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** Final: the site forgets the session and shows the goodbye notice. */
    deleted: { type: 'final' },
  },
});
