import { canDisconnect, disconnectReasonCounter, timersMs, validateDisconnectReason } from '@arena/domain';
import type { CharacterCounter } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, messageOf, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';

// spec §4 Game disconnect: select account, dialog, confirm with reason, disconnected, lists refreshed.
// spec §5: the reason is required once trimmed and at most 500 characters, with a counter; disconnect
// buttons are disabled when no disconnections remain. spec §9: the success message shows for 5 s.
// spec §7: DELETE /api/users/profile/game-accounts/{gameType} {reason}.
export type DisconnectContext = {
  remainingDisconnections: number;
  /** The account in the dialog (its gameType is the DELETE path segment). */
  gameType: string | null;
  reason: string;
  counter: CharacterCounter;
  fieldErrors: FieldErrors<'reason'>;
  /** The failed call's message, shown in the dialog. */
  error: UserMessage | null;
};

export type DisconnectEvent =
  | { type: 'account.select'; gameType: string; canDisconnect: boolean }
  | { type: 'reason.change'; value: string }
  | { type: 'disconnect.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'remaining.sync'; remainingDisconnections: number };

export type DisconnectInput = { remainingDisconnections: number };

/** What the disconnect actor resolves with (the server's new remaining count, when it says). */
export type DisconnectOutput = { remainingDisconnections?: number } | undefined;

const fresh = {
  gameType: null,
  reason: '',
  counter: disconnectReasonCounter(''),
  fieldErrors: {},
  error: null,
} as const;

export const disconnectMachine = setup({
  types: {
    context: {} as DisconnectContext,
    events: {} as DisconnectEvent,
    input: {} as DisconnectInput,
  },
  actions: {
    reset: assign(() => ({ ...fresh })),
  },
  actors: {
    /** DELETE /api/users/profile/game-accounts/{gameType} {reason}. */
    disconnectAccount: fromPromise<DisconnectOutput, { gameType: string; reason: string }>(async () => {
      throw new Error('disconnectAccount actor not provided');
    }),
    /** Reloads the connected accounts and the profile (remaining disconnections). */
    refreshLists: fromPromise<unknown>(async () => {}),
  },
  guards: {
    allowed: ({ context, event }) => {
      assertEvent(event, 'account.select');
      return event.canDisconnect && canDisconnect(context.remainingDisconnections);
    },
    reasonValid: ({ context }) => validateDisconnectReason(context.reason).ok,
  },
}).createMachine({
  id: 'disconnect',
  context: ({ input }) => ({ remainingDisconnections: input.remainingDisconnections, ...fresh }),
  on: {
    'remaining.sync': {
      actions: assign(({ event }) => ({ remainingDisconnections: event.remainingDisconnections })),
    },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'account.select': {
          guard: 'allowed',
          target: 'confirming',
          actions: ['reset', assign(({ event }) => ({ gameType: event.gameType }))],
        },
      },
    },
    /** The confirmation dialog with the reason box. */
    confirming: {
      on: {
        'reason.change': {
          actions: assign(({ event }) => ({
            reason: event.value,
            counter: disconnectReasonCounter(event.value),
            fieldErrors: {},
          })),
        },
        'disconnect.confirm': [
          { guard: 'reasonValid', target: 'disconnecting' },
          {
            actions: assign(({ context }) => {
              const result = validateDisconnectReason(context.reason);
              return { fieldErrors: result.ok ? {} : fieldErrorsFrom<'reason'>(result.errors) };
            }),
          },
        ],
        'dialog.cancel': { target: 'idle', actions: 'reset' },
      },
    },
    disconnecting: {
      tags: ['submitting'],
      entry: assign({ error: null }),
      invoke: {
        src: 'disconnectAccount',
        input: ({ context }) => ({ gameType: context.gameType ?? '', reason: context.reason.trim() }),
        onDone: {
          target: 'refreshing',
          actions: assign(({ context, event }) => ({
            remainingDisconnections:
              event.output?.remainingDisconnections ?? Math.max(0, context.remainingDisconnections - 1),
          })),
        },
        onError: {
          target: 'confirming',
          actions: assign(({ event }) => ({
            error: userMessageFrom(event.error, messageOf('errors.fallback.disconnectGameAccount')),
          })),
        },
      },
    },
    // Disconnected: a failed reload still shows the success message.
    refreshing: {
      tags: ['submitting'],
      invoke: { src: 'refreshLists', onDone: 'done', onError: 'done' },
    },
    /** The success message, for timersMs.disconnectSuccessMessage (5 s). */
    done: {
      after: { [timersMs.disconnectSuccessMessage]: { target: 'idle', actions: 'reset' } },
      on: {
        'account.select': {
          guard: 'allowed',
          target: 'confirming',
          actions: ['reset', assign(({ event }) => ({ gameType: event.gameType }))],
        },
      },
    },
  },
});
