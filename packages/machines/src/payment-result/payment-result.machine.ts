import { assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Payment result pages: /payments/success reads payment_id from the query, completes the
// payment, refreshes the wallet and shows the transaction id. Completing is idempotent on the server
// (a second call answers the same transaction), so a retry or a reload never credits twice.
// The spec names no text for a failed completion; 'An error occurred during payment processing'
// (spec §8 Payment) is the closest, and also covers a return URL without payment_id.
export type PaymentResultContext = {
  paymentId: string | null;
  transactionId: string | null;
  gCoinsCredited: number;
  error: UserMessage | null;
};

export type PaymentResultEvent = { type: 'payment.retry' };

export type PaymentResultInput = { paymentId: string | null | undefined };

/** What completing resolves with (POST /api/payments/complete-payment → data). */
export type CompletePaymentOutput = { transactionId: string; gCoinsCredited: number };

const processingError: UserMessage = { messageKey: 'errors.payment.processingError' };

export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput,
  },
  actions: {
    keepCompletion: assign((_, params: { output: CompletePaymentOutput }) => ({
      transactionId: params.output.transactionId,
      gCoinsCredited: params.output.gCoinsCredited,
    })),
    fail: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, processingError),
    })),
    clearError: assign({ error: null }),
  },
  actors: {
    /** POST /api/payments/complete-payment {paymentId}. */
    completePayment: fromPromise<CompletePaymentOutput, { paymentId: string }>(async () => {
      throw new Error('completePayment actor not provided');
    }),
    /** Tells the wallet to reload (spec §2: the success page refreshes the wallet). */
    refreshWallet: fromPromise<unknown>(async () => {}),
  },
  guards: {
    hasPaymentId: ({ context }) => context.paymentId !== null,
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => {
    const paymentId = input.paymentId?.trim();
    return { paymentId: paymentId ? paymentId : null, transactionId: null, gCoinsCredited: 0, error: null };
  },
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasPaymentId', target: 'completing' },
        { target: 'error', actions: { type: 'fail', params: { error: null } } },
      ],
    },
    completing: {
      tags: ['submitting'],
      invoke: {
        src: 'completePayment',
        input: ({ context }) => ({ paymentId: context.paymentId ?? '' }),
        onDone: {
          target: 'refreshingWallet',
          actions: { type: 'keepCompletion', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The payment is credited by now: a failed wallet reload still shows success.
    refreshingWallet: {
      tags: ['submitting'],
      invoke: { src: 'refreshWallet', onDone: 'success', onError: 'success' },
    },
    success: { type: 'final' },
    error: {
      on: {
        'payment.retry': { guard: 'hasPaymentId', target: 'completing', actions: 'clearError' },
      },
    },
  },
});
