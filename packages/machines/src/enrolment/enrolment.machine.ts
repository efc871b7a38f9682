import { validateEnrolmentFunds } from '@arena/domain';
import type { MessageKey } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §4 Card button / Enrolment dialog: join opens the dialog (idle), then enrolling, then success or
// error; on success the wallet and the challenge list refresh. spec §5 Enrolment: a fee above the GCoins
// held is blocked on the client ('Insufficient GCoins…', with a Purchase GCoins button). spec §8 texts.
export type EnrolmentContext = {
  /** GCoins held, from the wallet (kept in step by wallet.sync). */
  gCoins: number;
  challengeId: string | null;
  entryFee: number;
  /** Dialog title key: 'Successfully Enrolled!' / 'Enrollment Failed' (null before a result). */
  title: MessageKey | null;
  /** Blocked: the insufficient-GCoins text; error: the server's words or a fallback key. */
  message: UserMessage | null;
};

export type EnrolmentEvent =
  /** The card's Join button. */
  | { type: 'enrol.request'; challengeId: string; entryFee: number }
  /** The dialog's confirm button. */
  | { type: 'enrol.confirm' }
  /** Closes the dialog (cancel, close, or dismiss after a result). */
  | { type: 'enrol.close' }
  | { type: 'wallet.sync'; gCoins: number };

export type EnrolmentInput = { gCoins: number };

/** What the enrol actor resolves with (POST /api/challenge/enroll → {success, message}). */
export type EnrolOutput = { success: boolean; message: string };

const failedTitle: MessageKey = 'challenge.enrolment.failedTitle';
const enrolFailed = messageOf('errors.challenge.enrolFailed');
const networkFailed = messageOf('errors.challenge.enrolNetworkError');

function isNetworkFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'network';
}

const closed = { challengeId: null, entryFee: 0, title: null, message: null } as const;

export const enrolmentMachine = setup({
  types: {
    context: {} as EnrolmentContext,
    events: {} as EnrolmentEvent,
    input: {} as EnrolmentInput,
  },
  actions: {
    choose: assign(({ event }) => {
      assertEvent(event, 'enrol.request');
      return { challengeId: event.challengeId, entryFee: event.entryFee, title: null, message: null };
    }),
    block: assign(({ context }) => {
      const result = validateEnrolmentFunds({ entryFee: context.entryFee, gCoinsAvailable: context.gCoins });
      const first = result.ok ? undefined : result.errors[0];
      return {
        title: failedTitle,
        message: first ? messageOf(first.messageKey, first.params) : null,
      };
    }),
    sync: assign(({ event }) => {
      assertEvent(event, 'wallet.sync');
      return { gCoins: event.gCoins };
    }),
    close: assign(() => closed),
  },
  actors: {
    /** POST /api/challenge/enroll {challengeId}. */
    enrol: fromPromise<EnrolOutput, { challengeId: string }>(async () => {
      throw new Error('enrol actor not provided');
    }),
    /** Reloads the wallet and the challenge list (spec §4: refreshed on success). */
    refreshAfterEnrol: fromPromise<unknown, { challengeId: string }>(async () => {}),
  },
  guards: {
    short: ({ context }) =>
      !validateEnrolmentFunds({ entryFee: context.entryFee, gCoinsAvailable: context.gCoins }).ok,
    accepted: (_, params: { output: EnrolOutput }) => params.output.success,
  },
}).createMachine({
  id: 'enrolment',
  context: ({ input }) => ({ gCoins: input.gCoins, ...closed }),
  on: { 'wallet.sync': { actions: 'sync' } },
  initial: 'idle',
  states: {
    /** No dialog open. */
    idle: {
      on: { 'enrol.request': { target: 'checking', actions: 'choose' } },
    },
    checking: {
      always: [{ guard: 'short', target: 'blocked', actions: 'block' }, { target: 'confirming' }],
    },
    /** Insufficient GCoins: the text and a Purchase GCoins button (to /store). */
    blocked: {
      on: { 'enrol.close': { target: 'idle', actions: 'close' } },
    },
    /** The dialog is open in its idle state, asking to confirm the entry fee. */
    confirming: {
      on: {
        'enrol.confirm': 'enrolling',
        'enrol.close': { target: 'idle', actions: 'close' },
      },
    },
    enrolling: {
      tags: ['submitting'],
      invoke: {
        src: 'enrol',
        input: ({ context }) => ({ challengeId: context.challengeId ?? '' }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ output: event.output }) },
            target: 'refreshing',
            actions: assign({ title: 'challenge.enrolment.successTitle', message: null }),
          },
          {
            target: 'error',
            actions: assign(({ event }) => ({
              title: failedTitle,
              message: userMessageFrom({ serverMessage: event.output.message }, enrolFailed),
            })),
          },
        ],
        onError: {
          target: 'error',
          actions: assign(({ event }) => ({
            title: failedTitle,
            message: isNetworkFailure(event.error)
              ? networkFailed
              : userMessageFrom(event.error, enrolFailed),
          })),
        },
      },
    },
    // Enrolled: a failed reload still shows success.
    refreshing: {
      tags: ['submitting'],
      invoke: {
        src: 'refreshAfterEnrol',
        input: ({ context }) => ({ challengeId: context.challengeId ?? '' }),
        onDone: 'success',
        onError: 'success',
      },
    },
    success: {
      on: { 'enrol.close': { target: 'idle', actions: 'close' } },
    },
    error: {
      on: {
        'enrol.confirm': 'enrolling',
        'enrol.close': { target: 'idle', actions: 'close' },
      },
    },
  },
});
