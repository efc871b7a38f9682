import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The header's gift button and the special-offer dialog (spec §2 Navigation "A pulsing gift button opens
// the special-offer dialog while the wallet's referralRewardClaimed is false", §4 "Referral reward offer:
// … The dialog can be closed, 'remind later' (session-only flag), 'never show again' (permanent flag,
// hides the banner), or claimed (wallet refreshed, go to /store)"; decision 0019).
//
// hidden ⇄ available → open → claiming → claimed, with failed (the dialog still open, its message shown).
// The site reads the wallet and the two browser-storage flags for the input, sends `wallet.changed` when
// the wallet answers, and provides `rememberRemindLater` (sessionStorage), `rememberNeverShow`
// (localStorage), `refreshWallet`, `goToStore` and the `claimOffer` actor.
//
// The wallet is the truth for "claimed": `wallet.changed { claimed: true }` hides the button from every
// state but claiming (whose answer decides). After a successful claim a stale `claimed: false` is ignored
// until the wallet confirms the claim; then the machine rests in hidden, where a later `claimed: false`
// (another account signed in: the signed-out wallet reads claimed) shows the button again if no flag is set.

export type ReferralOfferInput = {
  /** The wallet's referralRewardClaimed (true while the wallet is unknown: it offers nothing). */
  claimed: boolean;
  /** The session-only 'remind later' flag (sessionStorage). */
  remindLater: boolean;
  /** The permanent 'never show again' flag (localStorage). */
  neverShow: boolean;
};

export type ReferralOfferContext = ReferralOfferInput & {
  /** Why the last claim failed: the server's words or 'errors.referral.claimFailed'. */
  error: UserMessage | null;
};

export type ReferralOfferEvent =
  | { type: 'wallet.changed'; claimed: boolean }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'remindLater' }
  | { type: 'neverShow' }
  | { type: 'claim' };

// spec §8 Referral and sharing: the server's message or 'Failed to claim referral reward.'.
const claimFailed: UserMessage = messageOf('errors.referral.claimFailed');

// The dialog's own buttons, the same in open and failed.
const dialogChoices = {
  close: { target: 'available', actions: 'clearError' },
  remindLater: { target: 'hidden', actions: ['clearError', 'markRemindLater', 'rememberRemindLater'] },
  neverShow: { target: 'hidden', actions: ['clearError', 'markNeverShow', 'rememberNeverShow'] },
  claim: 'claiming',
} as const;

// A wallet saying "claimed" closes everything.
const hideWhenClaimed = [
  { guard: 'walletClaimed', target: 'hidden', actions: ['takeWallet', 'clearError'] },
  { actions: 'takeWallet' },
] as const;

export const referralOfferMachine = setup({
  types: {
    context: {} as ReferralOfferContext,
    events: {} as ReferralOfferEvent,
    input: {} as ReferralOfferInput,
  },
  actions: {
    takeWallet: assign(({ event }) => {
      assertEvent(event, 'wallet.changed');
      return { claimed: event.claimed };
    }),
    markRemindLater: assign({ remindLater: true }),
    markNeverShow: assign({ neverShow: true }),
    markClaimed: assign({ claimed: true, error: null }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, claimFailed),
    })),
    /** Supplied by the app: writes the session-only flag (sessionStorage). */
    rememberRemindLater: () => {},
    /** Supplied by the app: writes the permanent flag (localStorage). */
    rememberNeverShow: () => {},
    /** Supplied by the app: reloads the wallet (spec §4: wallet refreshed). */
    refreshWallet: () => {},
    /** Supplied by the app: navigates to /store. */
    goToStore: () => {},
  },
  actors: {
    /** POST /api/wallet/referral-offer/claim. Rejects with a UserMessage (the server's words) on failure. */
    claimOffer: fromPromise<unknown>(async () => {
      throw new Error('claimOffer actor not provided');
    }),
  },
  guards: {
    hiddenAtStart: ({ context }) => context.claimed || context.remindLater || context.neverShow,
    walletClaimed: ({ event }) => event.type === 'wallet.changed' && event.claimed,
    /** The wallet says unclaimed and no flag hides the button. */
    offerShowable: ({ context, event }) =>
      event.type === 'wallet.changed' && !event.claimed && !context.remindLater && !context.neverShow,
  },
}).createMachine({
  id: 'referralOffer',
  context: ({ input }) => ({
    claimed: input.claimed,
    remindLater: input.remindLater,
    neverShow: input.neverShow,
    error: null,
  }),
  initial: 'starting',
  states: {
    /** Decides at once (never seen in a snapshot). */
    starting: {
      always: [{ guard: 'hiddenAtStart', target: 'hidden' }, { target: 'available' }],
    },
    /** No gift button: claimed, never show again, or remind later for this session. */
    hidden: {
      on: {
        'wallet.changed': [
          { guard: 'offerShowable', target: 'available', actions: 'takeWallet' },
          { actions: 'takeWallet' },
        ],
      },
    },
    /** The gift button is shown; the dialog is closed. */
    available: {
      on: {
        'wallet.changed': hideWhenClaimed,
        open: 'open',
      },
    },
    /** The special-offer dialog. */
    open: {
      on: { 'wallet.changed': hideWhenClaimed, ...dialogChoices },
    },
    claiming: {
      tags: ['busy'],
      entry: 'clearError',
      on: { 'wallet.changed': { actions: 'takeWallet' } },
      invoke: {
        src: 'claimOffer',
        onDone: { target: 'claimed', actions: ['markClaimed', 'refreshWallet', 'goToStore'] },
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** The dialog still open with the failure's message: claim again, or close. */
    failed: {
      on: { 'wallet.changed': hideWhenClaimed, ...dialogChoices },
    },
    /** Claimed: no gift button. A stale wallet cannot bring it back; the wallet's confirmation rests in hidden. */
    claimed: {
      on: {
        'wallet.changed': { guard: 'walletClaimed', target: 'hidden', actions: 'takeWallet' },
      },
    },
  },
});

type OfferSnapshot = SnapshotFrom<typeof referralOfferMachine>;

/** True while the header shows the pulsing gift button. */
export function showGiftButton(snapshot: OfferSnapshot): boolean {
  return (
    snapshot.matches('available') ||
    snapshot.matches('open') ||
    snapshot.matches('claiming') ||
    snapshot.matches('failed')
  );
}

/** True while the special-offer dialog is open (including while claiming and after a failure). */
export function isOfferDialogOpen(snapshot: OfferSnapshot): boolean {
  return snapshot.matches('open') || snapshot.matches('claiming') || snapshot.matches('failed');
}
