import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The code step of an operator's sign-in (issue 29, decision 0046): after the right password the
// login answers an mfaToken, and the operator gives the code from their authenticator app (or a
// recovery code). In the console, a session without the second factor (a third-party sign-in) gives
// its code the same way with no mfaToken. A wrong code leaves the step open with the server's words;
// an expired sign-in (5 wrong codes or 5 minutes) ends it: the operator signs in again.
//
// entering → submit → verifying → verified (final, emits `secondFactor.verified` with the token);
// verifying → entering (the code cleared, the error shown) | expired (final); cancel → cancelled.

export type SecondFactorContext = {
  /** The login's token; null in the console (the session's bearer token is used). */
  mfaToken: string | null;
  code: string;
  error: UserMessage | null;
  token: string | null;
};

export type SecondFactorEvent =
  { type: 'code.change'; code: string } | { type: 'code.submit' } | { type: 'cancel' };

export type SecondFactorEmitted = { type: 'secondFactor.verified'; token: string };

export type SecondFactorInput = { mfaToken?: string | null };

/** The server's key for an expired sign-in: no code can help any more. */
const expiredKey = 'auth.mfa.challengeExpired';

function isExpired(error: unknown): boolean {
  const message = userMessageFrom(error, messageOf('errors.network.connectionError'));
  return 'serverMessageKey' in message && message.serverMessageKey === expiredKey;
}

export const secondFactorMachine = setup({
  types: {
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
    input: {} as SecondFactorInput,
    emitted: {} as SecondFactorEmitted,
  },
  actions: {
    change: assign(({ event }) => {
      assertEvent(event, 'code.change');
      return { code: event.code };
    }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, messageOf('errors.network.connectionError')),
      code: '',
    })),
    keepToken: assign((_, params: { token: string }) => ({ token: params.token })),
    announce: emit((_, params: { token: string }) => ({
      type: 'secondFactor.verified' as const,
      token: params.token,
    })),
  },
  actors: {
    /** POST /api/auth/mfa/verify {mfaToken?, code}: resolves with the access token. */
    verify: fromPromise<string, { mfaToken: string | null; code: string }>(async () => {
      throw new Error('verify actor not provided');
    }),
  },
  guards: {
    hasCode: ({ context }) => context.code.trim() !== '',
    expired: (_, params: { error: unknown }) => isExpired(params.error),
  },
}).createMachine({
  id: 'secondFactor',
  context: ({ input }) => ({ mfaToken: input.mfaToken || null, code: '', error: null, token: null }),
  initial: 'entering',
  states: {
    entering: {
      on: {
        'code.change': { actions: 'change' },
        'code.submit': { guard: 'hasCode', target: 'verifying' },
        cancel: 'cancelled',
      },
    },
    verifying: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'verify',
        input: ({ context }) => ({ mfaToken: context.mfaToken, code: context.code.trim() }),
        onDone: {
          target: 'verified',
          actions: [
            { type: 'keepToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'announce', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'entering',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    verified: { type: 'final' },
    /** The sign-in ended: only cancel (back to the password) is left. */
    expired: { on: { cancel: 'cancelled' } },
    cancelled: { type: 'final' },
  },
});
