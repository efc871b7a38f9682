import type { GCoinPack } from '@arena/domain';
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// spec §2 Store, §7 Payments: the hosted payment route. The site asks the server for a link to the
// provider's hosted page for a pack in a currency, then sends the browser there; the provider returns
// to /payments/success (the paymentResult machine) or /payments/failed. spec §8: 'Failed to get payment
// link' is the alert shown when no link comes back.
export type PaymentCurrency = { readonly code: string; readonly usd_rate: number };

export type HostedPaymentContext = {
  currency: PaymentCurrency | null;
  pack: GCoinPack | null;
  /** The provider page the browser is being sent to. */
  paymentLink: string | null;
  error: UserMessage | null;
};

export type HostedPaymentEvent =
  | { type: 'payment.start'; currency: PaymentCurrency; pack: GCoinPack }
  | { type: 'payment.retry' }
  /** A page restored from the back-forward cache starts again from idle. */
  | { type: 'payment.reset' };

/** What getting a link needs: the site turns it into {currency, amount, description, usd_amount}. */
export type PaymentLinkRequest = { currency: PaymentCurrency; pack: GCoinPack };

const paymentLinkFailed: UserMessage = { messageKey: 'errors.payment.paymentLinkFailed' };

export const hostedPaymentMachine = setup({
  types: {
    context: {} as HostedPaymentContext,
    events: {} as HostedPaymentEvent,
  },
  actions: {
    takeOrder: assign(({ event }) => {
      assertEvent(event, 'payment.start');
      return { currency: event.currency, pack: event.pack, paymentLink: null, error: null };
    }),
    keepLink: assign((_, params: { paymentLink: string }) => ({ paymentLink: params.paymentLink })),
    fail: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, paymentLinkFailed),
    })),
    startAfresh: assign({ currency: null, pack: null, paymentLink: null, error: null }),
    /** Supplied by the app: `window.location.assign(link)`. */
    redirect: (_, _params: { paymentLink: string }) => {},
  },
  actors: {
    /** POST /api/payments/get-payment-url; resolves with the paymentLink. */
    getPaymentLink: fromPromise<string, PaymentLinkRequest>(async () => {
      throw new Error('getPaymentLink actor not provided');
    }),
  },
  guards: {
    hasLink: (_, params: { paymentLink: unknown }) =>
      typeof params.paymentLink === 'string' && params.paymentLink.trim() !== '',
  },
}).createMachine({
  id: 'hostedPayment',
  context: { currency: null, pack: null, paymentLink: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'payment.start': { target: 'requestingLink', actions: 'takeOrder' } },
    },
    requestingLink: {
      tags: ['submitting'],
      invoke: {
        src: 'getPaymentLink',
        input: ({ context }) => ({ currency: context.currency!, pack: context.pack! }),
        onDone: [
          {
            guard: { type: 'hasLink', params: ({ event }) => ({ paymentLink: event.output }) },
            target: 'redirecting',
            actions: { type: 'keepLink', params: ({ event }) => ({ paymentLink: event.output }) },
          },
          { target: 'error', actions: { type: 'fail', params: { error: null } } },
        ],
        onError: {
          target: 'error',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Not final: the page is leaving, but a back navigation may restore it from the cache.
    redirecting: {
      tags: ['submitting'],
      entry: { type: 'redirect', params: ({ context }) => ({ paymentLink: context.paymentLink ?? '' }) },
      on: { 'payment.reset': { target: 'idle', actions: 'startAfresh' } },
    },
    error: {
      on: { 'payment.retry': { target: 'idle', actions: 'startAfresh' } },
    },
  },
});
