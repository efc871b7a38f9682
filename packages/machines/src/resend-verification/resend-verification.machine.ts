import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Profile: an unverified email shows a reminder with a resend button (POST
// /api/auth/verification/resend). idle → sending → sent (a cool-down before another resend) or failed
// (the server message, else the connection text; the button stays to try again).

/** How long the button rests after a sent email, so a player cannot flood their inbox. */
export const resendCooldownMs = 60_000;

export type ResendVerificationContext = {
  /** The server's confirmation while sent, or the failure while failed. */
  message: UserMessage | null;
};

export type ResendVerificationEvent = { type: 'resend' };

/** What sending resolves with: the server's message, if any. */
export type ResendVerificationOutput = { message?: string };

const resendFailed: UserMessage = { messageKey: 'errors.network.connectionError' };

export const resendVerificationMachine = setup({
  types: {
    context: {} as ResendVerificationContext,
    events: {} as ResendVerificationEvent,
  },
  actions: {
    clear: assign({ message: null }),
    keepSent: assign((_, params: { output: ResendVerificationOutput }) => {
      const words = params.output.message?.trim();
      return { message: words ? { serverMessage: words } : null };
    }),
    showFailure: assign((_, params: { error: unknown }) => ({
      message: userMessageFrom(params.error, resendFailed),
    })),
  },
  actors: {
    /** POST /api/auth/verification/resend. Rejects with a UserMessage. */
    resendVerification: fromPromise<ResendVerificationOutput>(async () => {
      throw new Error('resendVerification actor not provided');
    }),
  },
  delays: { cooldown: resendCooldownMs },
}).createMachine({
  id: 'resendVerification',
  context: { message: null },
  initial: 'idle',
  states: {
    idle: { on: { resend: 'sending' } },
    sending: {
      tags: ['submitting'],
      entry: 'clear',
      invoke: {
        src: 'resendVerification',
        onDone: {
          target: 'sent',
          actions: { type: 'keepSent', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The confirmation stays; the button rests until the cool-down ends.
    sent: { tags: ['coolingDown'], after: { cooldown: { target: 'idle', actions: 'clear' } } },
    failed: { on: { resend: 'sending' } },
  },
});
