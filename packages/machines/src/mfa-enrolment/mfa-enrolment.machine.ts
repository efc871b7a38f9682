import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// An operator sets up TOTP from the console (issue 29, decision 0046): the server makes a secret
// (shown as a QR code and as text), the operator confirms it with a first code, and the recovery codes
// are shown once. The confirmation already made this session a verified one (its access token comes
// back with the codes); it is announced only when the operator says the codes are saved, so the page
// does not move on under them.
//
// loading → scan | failed (retry → loading); scan → submit → confirming → recovery | scan (error);
// recovery → finish → done (final, emits `enrolment.done` with the token). A 401 → unauthorized.

export type EnrolmentKey = { secret: string; otpauthUrl: string; qrCode: string };
export type EnrolmentConfirmation = { token: string; recoveryCodes: string[] };

export type MfaEnrolmentContext = {
  key: EnrolmentKey | null;
  code: string;
  error: UserMessage | null;
  confirmation: EnrolmentConfirmation | null;
};

export type MfaEnrolmentEvent =
  { type: 'code.change'; code: string } | { type: 'code.submit' } | { type: 'retry' } | { type: 'finish' };

export type MfaEnrolmentEmitted = { type: 'enrolment.done'; token: string };

const fallback = messageOf('errors.network.connectionError');

export const mfaEnrolmentMachine = setup({
  types: {
    context: {} as MfaEnrolmentContext,
    events: {} as MfaEnrolmentEvent,
    emitted: {} as MfaEnrolmentEmitted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.code };
    }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, fallback),
      code: '',
    })),
    takeKey: assign((_, params: { key: EnrolmentKey }) => ({ key: params.key })),
    takeConfirmation: assign((_, params: { confirmation: EnrolmentConfirmation }) => ({
      confirmation: params.confirmation,
    })),
    announce: emit(({ context }) => ({
      type: 'enrolment.done' as const,
      token: context.confirmation?.token ?? '',
    })),
  },
  actors: {
    /** POST /api/auth/mfa/enrol. */
    enrol: fromPromise<EnrolmentKey>(async () => {
      throw new Error('enrol actor not provided');
    }),
    /** POST /api/auth/mfa/confirm {code}. */
    confirm: fromPromise<EnrolmentConfirmation, { code: string }>(async () => {
      throw new Error('confirm actor not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'mfaEnrolment',
  context: { key: null, code: '', error: null, confirmation: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'enrol',
        onDone: {
          target: 'scan',
          actions: { type: 'takeKey', params: ({ event }) => ({ key: event.output }) },
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
    failed: { on: { retry: 'loading' } },
    scan: {
      on: {
        'code.change': { actions: 'change' },
        'code.submit': { guard: 'hasCode', target: 'confirming' },
      },
    },
    confirming: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'confirm',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: {
          target: 'recovery',
          actions: { type: 'takeConfirmation', params: ({ event }) => ({ confirmation: event.output }) },
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
          },
          { target: 'scan', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** The codes are on screen; the operator moves on when they are saved. */
    recovery: { on: { finish: { target: 'done', actions: 'announce' } } },
    done: { type: 'final' },
    unauthorized: { type: 'final' },
  },
});
