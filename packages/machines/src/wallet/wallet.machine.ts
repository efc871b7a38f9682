import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { emptyWallet } from './empty-wallet';
import type { WalletBalances } from './empty-wallet';

export { emptyWallet } from './empty-wallet';
export type { WalletBalances } from './empty-wallet';

// spec §4 Wallet: reloaded on authentication change; on other errors the balances go to 0; after a
// withdrawal, card payout, exchange, purchase or referral claim the wallet is refreshed (wallet.refresh).
// The 401 rule (refresh the token once and retry) lives in the API client, which also ends the session
// when the retry fails; the app then sends auth.changed { loggedIn: false }. Any auth change forgets the
// balances first, so one account's balances never show under another.

export type WalletContext = {
  balances: WalletBalances;
  /** True when the last load failed (the balances then read 0). */
  error: boolean;
  loggedIn: boolean;
};

export type WalletEvent = { type: 'auth.changed'; loggedIn: boolean } | { type: 'wallet.refresh' };

export type WalletInput = { loggedIn: boolean };

export const walletMachine = setup({
  types: {
    context: {} as WalletContext,
    events: {} as WalletEvent,
    input: {} as WalletInput,
  },
  actions: {
    keepBalances: assign((_, params: { balances: WalletBalances }) => ({
      balances: {
        gCoinsAvailable: params.balances.gCoinsAvailable,
        crystalsAvailable: params.balances.crystalsAvailable,
        referralRewardClaimed: params.balances.referralRewardClaimed,
        ...(params.balances.firstPurchaseBonusAvailable === undefined
          ? {}
          : { firstPurchaseBonusAvailable: params.balances.firstPurchaseBonusAvailable }),
      },
      error: false,
    })),
    zeroBalances: assign({ balances: emptyWallet, error: true }),
    takeAuth: assign(({ event }) => {
      assertEvent(event, 'auth.changed');
      return { loggedIn: event.loggedIn };
    }),
    forget: assign({ balances: emptyWallet, error: false }),
  },
  actors: {
    /** GET /api/wallet/get. */
    loadWallet: fromPromise<WalletBalances>(async () => {
      throw new Error('loadWallet actor not provided');
    }),
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    signedIn: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.loggedIn;
    },
  },
}).createMachine({
  id: 'wallet',
  context: ({ input }) => ({ balances: emptyWallet, error: false, loggedIn: input.loggedIn }),
  initial: 'starting',
  on: {
    'auth.changed': [
      { guard: 'signedIn', target: '.loading', reenter: true, actions: ['takeAuth', 'forget'] },
      { target: '.signedOut', actions: ['takeAuth', 'forget'] },
    ],
  },
  states: {
    starting: {
      always: [{ guard: 'loggedIn', target: 'loading' }, { target: 'signedOut' }],
    },
    /** Nothing to load: the header shows no balances. */
    signedOut: {},
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'loadWallet',
        onDone: {
          target: 'ready',
          actions: { type: 'keepBalances', params: ({ event }) => ({ balances: event.output }) },
        },
        onError: { target: 'ready', actions: 'zeroBalances' },
      },
      // A refresh during a load may follow a change the running load started too early to see.
      on: { 'wallet.refresh': { target: 'loading', reenter: true } },
    },
    ready: {
      on: { 'wallet.refresh': 'loading' },
    },
  },
});
