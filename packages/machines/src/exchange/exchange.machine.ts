import { crystalsForGCoins } from '@arena/domain';
import { assertEvent, assign, fromPromise, not, setup } from 'xstate';

// spec §2 Store: a crystal-to-GCoin exchange with a confirm dialog; spec §5: the exchange button is
// disabled when crystals are below the cost (spec §9: 275 crystals per GCoin). spec §4 Wallet: the
// wallet is refreshed after an exchange. spec §8: "An exchange failure is only logged, with no user
// message" — so the machine still ends in `error` (the UI may close the dialog and ignore it) and calls
// the `logFailure` action the app supplies, but keeps no message in its context.
export type ExchangeContext = {
  /** Crystals available, from the wallet (kept in step by wallet.sync). */
  crystals: number;
  /** GCoins of the last request (the pack chosen). */
  gCoins: number | null;
  /** True when the last request asked for more than the crystals buy: the button shows disabled. */
  disabled: boolean;
  transactionId: string | null;
};

export type ExchangeEvent =
  | { type: 'exchange.request'; gCoins: number }
  | { type: 'exchange.confirm' }
  | { type: 'exchange.cancel' }
  /** Closes the success or error view. */
  | { type: 'exchange.dismiss' }
  | { type: 'wallet.sync'; crystals: number };

export type ExchangeInput = { crystals: number };

/** What exchanging resolves with (POST /api/wallet/exchange → data), when the server says. */
export type ExchangeOutput = { transactionId?: string; crystalsAvailable?: number };

/** spec §5: whether `crystals` pay for `gCoins` (whole, positive GCoins only). */
export function canExchange(crystals: number, gCoins: number): boolean {
  return Number.isSafeInteger(gCoins) && gCoins > 0 && crystals >= crystalsForGCoins(gCoins);
}

function disabledFor(crystals: number, gCoins: number | null): boolean {
  return gCoins !== null && !canExchange(crystals, gCoins);
}

export const exchangeMachine = setup({
  types: {
    context: {} as ExchangeContext,
    events: {} as ExchangeEvent,
    input: {} as ExchangeInput,
  },
  actions: {
    choose: assign(({ context, event }) => {
      assertEvent(event, 'exchange.request');
      return {
        gCoins: event.gCoins,
        disabled: disabledFor(context.crystals, event.gCoins),
        transactionId: null,
      };
    }),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'wallet.sync');
      return { crystals: event.crystals, disabled: disabledFor(event.crystals, context.gCoins) };
    }),
    keepResult: assign(({ context }, params: { output: ExchangeOutput | undefined }) => {
      const spent = context.gCoins === null ? 0 : crystalsForGCoins(context.gCoins);
      const crystals = params.output?.crystalsAvailable ?? Math.max(0, context.crystals - spent);
      return {
        crystals,
        disabled: disabledFor(crystals, context.gCoins),
        transactionId: params.output?.transactionId ?? null,
      };
    }),
    /** Supplied by the app: spec §8 logs an exchange failure and shows nothing. */
    logFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** POST /api/wallet/exchange {amount: gCoins}. */
    exchangeCrystals: fromPromise<ExchangeOutput | undefined, { gCoins: number; crystals: number }>(
      async () => {
        throw new Error('exchangeCrystals actor not provided');
      },
    ),
    /** Tells the wallet to reload (spec §4 Wallet: refreshed after an exchange). */
    refreshWallet: fromPromise<unknown>(async () => {}),
  },
  guards: {
    affordable: ({ context, event }) => {
      assertEvent(event, 'exchange.request');
      return canExchange(context.crystals, event.gCoins);
    },
    stillAffordable: ({ context }) =>
      context.gCoins !== null && canExchange(context.crystals, context.gCoins),
  },
}).createMachine({
  id: 'exchange',
  context: ({ input }) => ({ crystals: input.crystals, gCoins: null, disabled: false, transactionId: null }),
  on: { 'wallet.sync': { actions: 'sync' } },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'exchange.request': [
          { guard: 'affordable', target: 'confirming', actions: 'choose' },
          { actions: 'choose' },
        ],
      },
    },
    /** The confirm dialog is open. */
    confirming: {
      // A wallet reload may leave too few crystals while the dialog is open.
      always: { guard: not('stillAffordable'), target: 'idle' },
      on: {
        'exchange.confirm': 'exchanging',
        'exchange.cancel': 'idle',
      },
    },
    exchanging: {
      tags: ['submitting'],
      invoke: {
        src: 'exchangeCrystals',
        input: ({ context }) => {
          const gCoins = context.gCoins ?? 0;
          return { gCoins, crystals: crystalsForGCoins(gCoins) };
        },
        onDone: {
          target: 'refreshingWallet',
          actions: { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
        },
        onError: {
          target: 'error',
          actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The exchange is done: a failed wallet reload still shows success.
    refreshingWallet: {
      tags: ['submitting'],
      invoke: { src: 'refreshWallet', onDone: 'success', onError: 'success' },
    },
    success: {
      on: {
        'exchange.dismiss': 'idle',
        'exchange.request': [
          { guard: 'affordable', target: 'confirming', actions: 'choose' },
          { target: 'idle', actions: 'choose' },
        ],
      },
    },
    error: {
      on: {
        'exchange.dismiss': 'idle',
        'exchange.request': [
          { guard: 'affordable', target: 'confirming', actions: 'choose' },
          { target: 'idle', actions: 'choose' },
        ],
      },
    },
  },
});
