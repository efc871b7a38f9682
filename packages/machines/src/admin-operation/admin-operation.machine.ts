import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// One operator action on the console that is not a decision with its own rules (issue 13 "flows live in
// machines"): finish a challenge now, change a game (open/closed, image, order), upload a challenge
// image, export the ledger CSV, resend a verification email, change a role, release a game account.
//
// idle → start(target, input) → running (busy); or idle → open(target) → confirming → confirm(input) →
// running. running → done (the answer kept; `afterDone` runs once) | failed (the error as a message).
// failed → retry → running (same target and input), dismiss → confirming when it was confirmed, else
// idle; confirming/done/failed → close → idle. A 401 that survived the refresh → unauthorized (final).
// Anything sent while running is ignored, so a double press acts once.
// The site provides `perform` (the call) and `afterDone` (reload what changed).

export type AdminOperationTarget = { id: string; name?: string };

export type AdminOperationContext = {
  target: AdminOperationTarget | null;
  /** What the operator gave (a reason, a file, a role), handed to `perform`. */
  input: unknown;
  /** The call's answer once done. */
  result: unknown;
  error: UserMessage | null;
  /** True when the run came from the confirmation step (dismiss goes back to it). */
  confirmed: boolean;
};

export type AdminOperationEvent =
  | { type: 'start'; target: AdminOperationTarget; input?: unknown }
  | { type: 'open'; target: AdminOperationTarget }
  | { type: 'confirm'; input?: unknown }
  | { type: 'retry' }
  | { type: 'dismiss' }
  | { type: 'close' };

export type AdminOperationInput = { target: AdminOperationTarget; input: unknown };

const failedMessage: UserMessage = messageOf('errors.network.connectionError');
const empty: AdminOperationContext = {
  target: null,
  input: undefined,
  result: null,
  error: null,
  confirmed: false,
};

export const adminOperationMachine = setup({
  types: {
    context: {} as AdminOperationContext,
    events: {} as AdminOperationEvent,
  },
  actions: {
    takeStart: assign(({ event }) => {
      assertEvent(event, 'start');
      return { ...empty, target: { ...event.target }, input: event.input };
    }),
    takeTarget: assign(({ event }) => {
      assertEvent(event, 'open');
      return { ...empty, target: { ...event.target } };
    }),
    takeInput: assign(({ event }) => {
      assertEvent(event, 'confirm');
      return { input: event.input, confirmed: true, error: null };
    }),
    keepResult: assign((_, params: { output: unknown }) => ({ result: params.output, error: null })),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, failedMessage),
    })),
    clearError: assign({ error: null }),
    reset: assign(empty),
    /** Supplied by the site: reload what the action changed. */
    afterDone: () => {},
  },
  actors: {
    /** The call (supplied by the site); its answer becomes `result`. */
    perform: fromPromise<unknown, AdminOperationInput>(async () => {
      throw new Error('perform actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    wasConfirmed: ({ context }) => context.confirmed,
  },
}).createMachine({
  id: 'adminOperation',
  context: empty,
  initial: 'idle',
  on: {
    start: { target: '.running', actions: 'takeStart' },
  },
  states: {
    idle: {
      on: { open: { target: 'confirming', actions: 'takeTarget' } },
    },
    /** The confirmation dialog (or reason dialog) is open. */
    confirming: {
      on: {
        confirm: { target: 'running', actions: 'takeInput' },
        close: { target: 'idle', actions: 'reset' },
        open: { target: 'confirming', actions: 'takeTarget' },
      },
    },
    running: {
      tags: ['busy'],
      entry: 'clearError',
      // A new start while running is ignored (a double press acts once).
      on: { start: {} },
      invoke: {
        src: 'perform',
        input: ({ context }) => ({ target: context.target ?? { id: '' }, input: context.input }),
        onDone: {
          target: 'done',
          actions: [{ type: 'keepResult', params: ({ event }) => ({ output: event.output }) }, 'afterDone'],
        },
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
    done: {
      on: {
        close: { target: 'idle', actions: 'reset' },
        open: { target: 'confirming', actions: 'takeTarget' },
      },
    },
    failed: {
      on: {
        retry: 'running',
        dismiss: [
          { guard: 'wasConfirmed', target: 'confirming', actions: 'clearError' },
          { target: 'idle', actions: 'reset' },
        ],
        close: { target: 'idle', actions: 'reset' },
        confirm: { target: 'running', actions: 'takeInput' },
        open: { target: 'confirming', actions: 'takeTarget' },
      },
    },
    unauthorized: { type: 'final' },
  },
});

/** The operator confirmed and the call is under way, or it failed after a confirmation (dialog stays open). */
export function isConfirmStep(snapshot: {
  matches: (state: 'confirming' | 'running' | 'failed') => boolean;
  context: AdminOperationContext;
}): boolean {
  return (
    snapshot.matches('confirming') ||
    (snapshot.context.confirmed && (snapshot.matches('running') || snapshot.matches('failed')))
  );
}
