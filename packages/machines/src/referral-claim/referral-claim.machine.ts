import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The referral page's claim confirmation (spec §2 Referral "a claim confirmation dialog", §4 Referral rows
// "The next claim number is claimed-count + 1", §8 Referral and sharing "Claim failure alert: server
// message or 'Failed to claim referral reward.'", §4 Wallet: refreshed after a referral claim).
//
// idle → claim.request → confirming → confirm → claiming → claimed → dismiss → idle;
// claiming → failed → retry → claiming, or dismiss/cancel → idle. A 401 that survived the API client's
// refresh ends in `unauthorized` (the site sends the player to /join, as for the transactions).
// The page computes the reward shown in the dialog with referralRewardForClaim(claimNumber); the machine
// keeps what the server actually paid. The site provides `claimReferral`, `refreshWallet`,
// `reloadReferrals` and `refreshPlayer` (the XP) through `.provide()`.

/** The row being claimed, as the Claim button sends it. */
export type ReferralClaimRequest = {
  referredUserId: string;
  /** The referred player's name, for the dialog. */
  name: string;
  /** 1-based: the claim this would be (claimed-count + 1). */
  claimNumber: number;
};

/** What the server paid (the response's data). */
export type ReferralClaimResult = { crystals: number; xp: number; claimNumber: number };

/** POST /api/users/referrals/{referredUserId}/claim as the actor resolves it (the contract's response). */
export type ReferralClaimOutput = { data: ReferralClaimResult };

export type ReferralClaimContext = {
  request: ReferralClaimRequest | null;
  result: ReferralClaimResult | null;
  error: UserMessage | null;
};

export type ReferralClaimEvent =
  | ({ type: 'claim.request' } & ReferralClaimRequest)
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const claimFailed: UserMessage = messageOf('errors.referral.claimFailed');

const fresh: ReferralClaimContext = { request: null, result: null, error: null };

export const referralClaimMachine = setup({
  types: {
    context: {} as ReferralClaimContext,
    events: {} as ReferralClaimEvent,
  },
  actions: {
    takeRequest: assign(({ event }) => {
      assertEvent(event, 'claim.request');
      return {
        request: { referredUserId: event.referredUserId, name: event.name, claimNumber: event.claimNumber },
        result: null,
        error: null,
      };
    }),
    reset: assign(fresh),
    clearError: assign({ error: null }),
    keepResult: assign((_, params: { output: ReferralClaimOutput }) => ({
      result: {
        crystals: params.output.data.crystals,
        xp: params.output.data.xp,
        claimNumber: params.output.data.claimNumber,
      },
      error: null,
    })),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, claimFailed),
    })),
    /** Supplied by the app: reloads the wallet (crystals). */
    refreshWallet: () => {},
    /** Supplied by the app: reloads GET /api/users/referrals (the row becomes Claimed, the next number moves). */
    reloadReferrals: () => {},
    /** Supplied by the app: reloads the player (XP and level). */
    refreshPlayer: () => {},
  },
  actors: {
    /** POST /api/users/referrals/{referredUserId}/claim. Rejects with a UserMessage (the server's words). */
    claimReferral: fromPromise<ReferralClaimOutput, { referredUserId: string }>(async () => {
      throw new Error('claimReferral actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
  },
}).createMachine({
  id: 'referralClaim',
  context: fresh,
  initial: 'idle',
  states: {
    idle: {
      on: { 'claim.request': { target: 'confirming', actions: 'takeRequest' } },
    },
    /** The confirmation dialog: the referred player's name and the reward of this claim number. */
    confirming: {
      on: {
        confirm: 'claiming',
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    /** A second confirm (or anything else) is ignored while the server answers. */
    claiming: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'claimReferral',
        input: ({ context }) => ({ referredUserId: context.request?.referredUserId ?? '' }),
        onDone: {
          target: 'claimed',
          actions: [
            { type: 'keepResult', params: ({ event }) => ({ output: event.output }) },
            'refreshWallet',
            'reloadReferrals',
            'refreshPlayer',
          ],
        },
        onError: [
          {
            guard: { type: 'authFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'unauthorized',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The reward paid: crystals, XP and the claim number. */
    claimed: {
      on: { dismiss: { target: 'idle', actions: 'reset' } },
    },
    /** The failure alert: try again, or give up. */
    failed: {
      on: {
        retry: 'claiming',
        dismiss: { target: 'idle', actions: 'reset' },
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    /** The session ended: the site sends the player to /join. */
    unauthorized: { type: 'final' },
  },
});
