import type { FlagResolution } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The operator console's resolution of a fair-play flag (issue 30; docs/decisions/0050): from the flag's
// page, Resolve opens a dialog with the action (dismiss, hold_payouts, block) and a required note; the
// server closes the flag (and holds the payouts or blocks the accounts), the page reloads and a toast
// says what was done. A refusal (403 an operator the flag names, 409 already resolved) keeps the dialog
// open with the server's words.
//
// idle → open → choosing → submit → resolving → resolved (the toast);
// resolving → failed (submit or retry sends again; cancel → idle);
// choosing → cancel → idle; resolved → dismiss → idle (or open again).
// A 401 that survived the API client's refresh → unauthorized (final). The site provides `resolve` and
// `reloadFlag`.

export type FlagResolveItem = { id: string };

export type AdminFlagResolveContext = {
  flag: FlagResolveItem | null;
  action: FlagResolution | null;
  note: string | null;
  /** The action of the last resolution that went through (the toast says it). */
  resolved: FlagResolution | null;
  error: UserMessage | null;
};

export type AdminFlagResolveEvent =
  | { type: 'open'; flag: FlagResolveItem }
  | { type: 'submit'; action: FlagResolution; note: string }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const fallback: UserMessage = messageOf('errors.network.connectionError');
const empty: AdminFlagResolveContext = { flag: null, action: null, note: null, resolved: null, error: null };

export const adminFlagResolveMachine = setup({
  types: {
    context: {} as AdminFlagResolveContext,
    events: {} as AdminFlagResolveEvent,
  },
  actions: {
    takeFlag: assign(({ event }) => {
      assertEvent(event, 'open');
      return { ...empty, flag: event.flag };
    }),
    takeChoice: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { action: event.action, note: event.note.trim(), error: null };
    }),
    markResolved: assign(({ context }) => ({ resolved: context.action, error: null })),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, fallback),
    })),
    reset: assign(empty),
    /** Supplied by the site: reloads the flag (its status, resolution and players). */
    reloadFlag: () => {},
  },
  actors: {
    /** POST /api/admin/flags/{id}/resolve {action, note}. Rejects with a UserMessage. */
    resolve: fromPromise<unknown, { id: string; action: FlagResolution; note: string }>(async () => {
      throw new Error('resolve actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    complete: ({ event }) => event.type === 'submit' && event.note.trim() !== '',
  },
}).createMachine({
  id: 'adminFlagResolve',
  context: empty,
  initial: 'idle',
  states: {
    idle: {
      on: { open: { target: 'choosing', actions: 'takeFlag' } },
    },
    /** The dialog is open: an action and a note. */
    choosing: {
      on: {
        submit: { guard: 'complete', target: 'resolving', actions: 'takeChoice' },
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    resolving: {
      tags: ['busy', 'dialog'],
      entry: 'clearError',
      invoke: {
        src: 'resolve',
        input: ({ context }) => ({
          id: context.flag?.id ?? '',
          action: context.action ?? 'dismiss',
          note: context.note ?? '',
        }),
        onDone: { target: 'resolved', actions: ['markResolved', 'reloadFlag'] },
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
    /** The dialog stays open with the message: send again (the same or a changed choice), or give up. */
    failed: {
      tags: ['dialog'],
      on: {
        submit: { guard: 'complete', target: 'resolving', actions: 'takeChoice' },
        retry: 'resolving',
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    /** The toast says what was done; the page shows the flag resolved. */
    resolved: {
      on: {
        dismiss: { target: 'idle', actions: 'reset' },
        open: { target: 'choosing', actions: 'takeFlag' },
      },
    },
    /** The session ended: the site sends the operator to /join. */
    unauthorized: { type: 'final' },
  },
});
