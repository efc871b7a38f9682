import { timersMs } from '@arena/domain';
import type { GCoinPack } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §4 Card payment flow: create order, approve (wait 1 s), capture (wait 1 s), claim, wallet
// refresh, success. Cancel gives an error message. spec §8 Payment gives the texts.
// The provider's approval page (sandbox: /sandbox/checkout/:orderId) sends the browser back to the site,
// which reloads: the site then starts this machine with `{ orderId }` and it resumes at awaitingApproval,
// where the return URL tells it to send payment.approved or payment.cancelled.
export type CardPaymentContext = {
  /** The price of the pack being bought, in USD cents (null when resumed from a return URL). */
  amountCents: number | null;
  /** The provider's order id (spec §3 Payment order: paypalOrderId). */
  orderId: string | null;
  transactionId: string | null;
  /** GCoins put in the wallet, the first-purchase bonus included. */
  gCoinsCredited: number;
  /** The part of gCoinsCredited that is the first-purchase bonus (0 after the first purchase). */
  firstPurchaseBonus: number;
  error: UserMessage | null;
};

export type CardPaymentEvent =
  | { type: 'payment.start'; amountCents: number }
  | { type: 'payment.start'; pack: Pick<GCoinPack, 'priceCents'> }
  /** The provider approved; the button's callback may name the order it approved. */
  | { type: 'payment.approved'; orderId?: string }
  | { type: 'payment.cancelled' }
  | { type: 'payment.failed' }
  | { type: 'payment.retry' }
  | { type: 'payment.reset' };

export type CardPaymentInput = { orderId?: string | null };

/** What claiming resolves with (POST /api/payments/complete → data). */
export type CompleteOrderOutput = {
  transactionId: string;
  gCoinsCredited: number;
  firstPurchaseBonus: number;
};

const createOrderFailed: UserMessage = { messageKey: 'errors.payment.createOrderFailed' };
const cancelled: UserMessage = { messageKey: 'errors.payment.cancelled' };
const providerError: UserMessage = { messageKey: 'errors.payment.paypalError' };
const processingError: UserMessage = { messageKey: 'errors.payment.processingError' };

function startAmountCents(event: CardPaymentEvent): number {
  assertEvent(event, 'payment.start');
  return 'pack' in event ? event.pack.priceCents : event.amountCents;
}

const cleared = { transactionId: null, gCoinsCredited: 0, firstPurchaseBonus: 0, error: null };

export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    input: {} as CardPaymentInput,
  },
  actions: {
    takeAmount: assign(({ event }) => ({ ...cleared, amountCents: startAmountCents(event), orderId: null })),
    keepOrderId: assign((_, params: { orderId: string }) => ({ orderId: params.orderId })),
    takeApprovedOrderId: assign(({ context, event }) => {
      assertEvent(event, 'payment.approved');
      return { orderId: event.orderId ?? context.orderId };
    }),
    keepCompletion: assign((_, params: { output: CompleteOrderOutput }) => ({
      transactionId: params.output.transactionId,
      gCoinsCredited: params.output.gCoinsCredited,
      firstPurchaseBonus: params.output.firstPurchaseBonus,
    })),
    fail: assign((_, params: { error: unknown; fallback: UserMessage }) => ({
      error: userMessageFrom(params.error, params.fallback),
    })),
    failWith: assign((_, params: { message: UserMessage }) => ({ error: params.message })),
    startAfresh: assign({ amountCents: null, orderId: null, ...cleared }),
  },
  actors: {
    /** POST /api/payments/create {amount: '14.86'}; resolves with the paypalOrderId. */
    createOrder: fromPromise<string, { amountCents: number }>(async () => {
      throw new Error('createOrder actor not provided');
    }),
    /** POST /api/payments/capture {paymentId: orderId}. */
    captureOrder: fromPromise<unknown, { orderId: string }>(async () => {
      throw new Error('captureOrder actor not provided');
    }),
    /** POST /api/payments/complete {orderId}: credits the pack once. */
    completeOrder: fromPromise<CompleteOrderOutput, { orderId: string }>(async () => {
      throw new Error('completeOrder actor not provided');
    }),
    /** Tells the wallet to reload (spec §4 Wallet: refreshed after a purchase). */
    refreshWallet: fromPromise<unknown>(async () => {}),
  },
  guards: {
    resumed: ({ context }) => context.orderId !== null,
    validAmount: ({ event }) => {
      const cents = startAmountCents(event);
      return Number.isSafeInteger(cents) && cents > 0;
    },
  },
  delays: {
    beforeCapture: timersMs.paymentWaitBeforeCapture,
    beforeClaim: timersMs.paymentWaitBeforeClaim,
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => ({
    amountCents: null,
    orderId: input.orderId ? input.orderId : null,
    ...cleared,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'resumed', target: 'awaitingApproval' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'payment.start': { guard: 'validAmount', target: 'creatingOrder', actions: 'takeAmount' },
      },
    },
    creatingOrder: {
      tags: ['submitting'],
      invoke: {
        src: 'createOrder',
        input: ({ context }) => ({ amountCents: context.amountCents ?? 0 }),
        onDone: {
          target: 'awaitingApproval',
          actions: { type: 'keepOrderId', params: ({ event }) => ({ orderId: event.output }) },
        },
        onError: {
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, fallback: createOrderFailed }),
          },
        },
      },
    },
    /** The site shows the provider's button or page for context.orderId. */
    awaitingApproval: {
      on: {
        'payment.approved': { target: 'waitingBeforeCapture', actions: 'takeApprovedOrderId' },
        'payment.cancelled': {
          target: 'error',
          actions: { type: 'failWith', params: { message: cancelled } },
        },
        'payment.failed': {
          target: 'error',
          actions: { type: 'failWith', params: { message: providerError } },
        },
      },
    },
    waitingBeforeCapture: {
      tags: ['submitting'],
      after: { beforeCapture: 'capturing' },
    },
    capturing: {
      tags: ['submitting'],
      invoke: {
        src: 'captureOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: 'waitingBeforeClaim',
        onError: {
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, fallback: processingError }),
          },
        },
      },
    },
    waitingBeforeClaim: {
      tags: ['submitting'],
      after: { beforeClaim: 'claiming' },
    },
    claiming: {
      tags: ['submitting'],
      invoke: {
        src: 'completeOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: {
          target: 'refreshingWallet',
          actions: { type: 'keepCompletion', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'error',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, fallback: processingError }),
          },
        },
      },
    },
    // The GCoins are credited by now: a failed wallet reload must not turn a paid purchase into an error.
    refreshingWallet: {
      tags: ['submitting'],
      invoke: { src: 'refreshWallet', onDone: 'success', onError: 'success' },
    },
    success: {
      on: { 'payment.reset': { target: 'idle', actions: 'startAfresh' } },
    },
    error: {
      on: { 'payment.retry': { target: 'idle', actions: 'startAfresh' } },
    },
  },
});
