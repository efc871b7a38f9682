import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The operator console's Block / Unblock on a player's page (issue 12; docs/decisions/0020): blocking
// needs a reason (kept in the audit log and shown on the player's page); a blocked player cannot sign
// in, enrol or withdraw and their sessions end at once. Unblocking asks for a confirmation.
//
// active → block → reasoning → submit → blocking → blocked;
// blocked → unblock → confirmingUnblock → confirm → unblocking → active;
// blocking | unblocking → failed (retry repeats, cancel/dismiss → where it started);
// reasoning | confirmingUnblock → cancel → back. `sync` {blocked} follows the page's data when it
// reloads (only while nothing is under way). A 401 that survived the refresh → unauthorized (final).
// The site provides `block`, `unblock` and `reloadPlayer`.

export type AdminBlockPlayerInput = { blocked: boolean };

export type AdminBlockPlayerContext = {
  /** The player's state when the page opened (the machine starts there). */
  startBlocked: boolean;
  /** The last reason submitted, kept for a retry. */
  reason: string | null;
  /** What failed: a block or an unblock. */
  pending: 'block' | 'unblock' | null;
  error: UserMessage | null;
};

export type AdminBlockPlayerEvent =
  | { type: 'block' }
  | { type: 'unblock' }
  | { type: 'submit'; reason: string }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'sync'; blocked: boolean };

const fallback: UserMessage = messageOf('errors.network.connectionError');
const cleared = { reason: null, pending: null, error: null };

export const adminBlockPlayerMachine = setup({
  types: {
    context: {} as AdminBlockPlayerContext,
    events: {} as AdminBlockPlayerEvent,
    input: {} as AdminBlockPlayerInput,
  },
  actions: {
    takeReason: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { reason: event.reason.trim(), pending: 'block' as const, error: null };
    }),
    startUnblock: assign({ pending: 'unblock' as const, error: null }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, fallback),
    })),
    reset: assign(cleared),
    /** Supplied by the site: reloads the player's page (status, blocked reason, audit). */
    reloadPlayer: () => {},
  },
  actors: {
    /** POST /api/admin/users/{id}/block {reason}. Rejects with a UserMessage. */
    block: fromPromise<unknown, { reason: string }>(async () => {
      throw new Error('block actor not provided');
    }),
    /** POST /api/admin/users/{id}/unblock. Rejects with a UserMessage. */
    unblock: fromPromise<unknown, Record<string, never>>(async () => {
      throw new Error('unblock actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    startsBlocked: ({ event }) => event.type === 'sync' && event.blocked,
    startsActive: ({ event }) => event.type === 'sync' && !event.blocked,
    hasReason: ({ event }) => event.type === 'submit' && event.reason.trim() !== '',
    failedBlocking: ({ context }) => context.pending === 'block',
  },
}).createMachine({
  id: 'adminBlockPlayer',
  context: ({ input }) => ({ startBlocked: input.blocked, ...cleared }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.startBlocked, target: 'blocked' }, { target: 'active' }],
    },
    active: {
      on: {
        block: { target: 'reasoning', actions: 'reset' },
        sync: { guard: 'startsBlocked', target: 'blocked' },
      },
    },
    /** The reason dialog is open. */
    reasoning: {
      on: {
        submit: { guard: 'hasReason', target: 'blocking', actions: 'takeReason' },
        cancel: { target: 'active', actions: 'reset' },
      },
    },
    blocking: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'block',
        input: ({ context }) => ({ reason: context.reason ?? '' }),
        onDone: { target: 'blocked', actions: ['reset', 'reloadPlayer'] },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    blocked: {
      on: {
        unblock: { target: 'confirmingUnblock', actions: 'startUnblock' },
        sync: { guard: 'startsActive', target: 'active' },
      },
    },
    /** "Unblock this player? They can sign in again." */
    confirmingUnblock: {
      on: {
        confirm: 'unblocking',
        cancel: { target: 'blocked', actions: 'reset' },
      },
    },
    unblocking: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'unblock',
        input: {},
        onDone: { target: 'active', actions: ['reset', 'reloadPlayer'] },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The dialog stays open with the message. */
    failed: {
      on: {
        retry: [{ guard: 'failedBlocking', target: 'blocking' }, { target: 'unblocking' }],
        submit: { guard: 'failedBlocking', target: 'blocking', actions: 'takeReason' },
        confirm: { guard: ({ context }) => context.pending === 'unblock', target: 'unblocking' },
        cancel: [
          { guard: 'failedBlocking', target: 'active', actions: 'reset' },
          { target: 'blocked', actions: 'reset' },
        ],
        dismiss: [
          { guard: 'failedBlocking', target: 'active', actions: 'reset' },
          { target: 'blocked', actions: 'reset' },
        ],
      },
    },
    /** The session ended: the site sends the operator to /join. */
    unauthorized: { type: 'final' },
  },
});
