import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { isAuthFailure, messageOf, userMessageFrom } from '../messages/user-message';
import type { UserMessage } from '../messages/user-message';

// The operator console's payout decision (issue 12; docs/decisions/0018): from the queue of pending
// withdrawals and card payouts, Approve (a confirmation: it sends the money through the payouts
// provider) or Reject with a reason the player sees (the crystals come back once).
//
// idle → approve → confirming → confirm → approving → decided;
// idle → reject → reasoning → submit → rejecting → decided;
// approving | rejecting → failed (retry repeats the decision, cancel/dismiss → idle);
// confirming | reasoning → cancel → idle; decided → dismiss → idle (or another approve/reject).
// A payout that needs two operators (issue 29, four eyes) stays pending after the first approval: the
// approve actor says so (`awaitingSecondApproval`) and the banner says a second operator must approve.
// A 401 that survived the API client's refresh → unauthorized (final). The site provides `approve`,
// `reject` and `reloadQueue`.

/** The payout being decided, as the queue row gives it. */
export type PayoutDecisionItem = { id: string; userName: string; crystals: number };

export type PayoutDecision = 'approved' | 'rejected';

export type AdminPayoutDecisionContext = {
  payout: PayoutDecisionItem | null;
  decision: PayoutDecision | null;
  reason: string | null;
  /** The approval was the first of two: the payout waits for a different operator. */
  awaitingSecondApproval: boolean;
  error: UserMessage | null;
};

/** What the site's approve actor answers. */
export type PayoutApprovalOutput = { awaitingSecondApproval: boolean };

export type AdminPayoutDecisionEvent =
  | { type: 'approve'; payout: PayoutDecisionItem }
  | { type: 'reject'; payout: PayoutDecisionItem }
  | { type: 'confirm' }
  | { type: 'submit'; reason: string }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

const fallback: UserMessage = messageOf('errors.network.connectionError');
const empty: AdminPayoutDecisionContext = {
  payout: null,
  decision: null,
  reason: null,
  awaitingSecondApproval: false,
  error: null,
};

export const adminPayoutDecisionMachine = setup({
  types: {
    context: {} as AdminPayoutDecisionContext,
    events: {} as AdminPayoutDecisionEvent,
  },
  actions: {
    takePayout: assign(({ event }) => {
      assertEvent(event, ['approve', 'reject']);
      return {
        payout: event.payout,
        decision: event.type === 'approve' ? ('approved' as const) : ('rejected' as const),
        reason: null,
        awaitingSecondApproval: false,
        error: null,
      };
    }),
    takeApproval: assign((_, params: { output: PayoutApprovalOutput }) => ({
      awaitingSecondApproval: params.output.awaitingSecondApproval,
    })),
    takeReason: assign(({ event }) => {
      assertEvent(event, 'submit');
      return { reason: event.reason.trim(), error: null };
    }),
    clearError: assign({ error: null }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, fallback),
    })),
    reset: assign(empty),
    /** Supplied by the site: reloads the queue (and the player's history beside it). */
    reloadQueue: () => {},
  },
  actors: {
    /** POST /api/admin/payouts/{id}/approve. Rejects with a UserMessage. */
    approve: fromPromise<PayoutApprovalOutput, { id: string }>(async () => {
      throw new Error('approve actor not provided');
    }),
    /** POST /api/admin/payouts/{id}/reject {reason}. Rejects with a UserMessage. */
    reject: fromPromise<unknown, { id: string; reason: string }>(async () => {
      throw new Error('reject actor not provided');
    }),
  },
  guards: {
    authFailure: (_, params: { error: unknown }) => isAuthFailure(params.error),
    rejecting: ({ context }) => context.decision === 'rejected',
    hasReason: ({ event }) => event.type === 'submit' && event.reason.trim() !== '',
  },
}).createMachine({
  id: 'adminPayoutDecision',
  context: empty,
  initial: 'idle',
  states: {
    idle: {
      on: {
        approve: { target: 'confirming', actions: 'takePayout' },
        reject: { target: 'reasoning', actions: 'takePayout' },
      },
    },
    /** "Approve and send N crystals to …?" */
    confirming: {
      on: {
        confirm: 'approving',
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    /** The reason dialog is open. */
    reasoning: {
      on: {
        submit: { guard: 'hasReason', target: 'rejecting', actions: 'takeReason' },
        cancel: { target: 'idle', actions: 'reset' },
      },
    },
    approving: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'approve',
        input: ({ context }) => ({ id: context.payout?.id ?? '' }),
        onDone: {
          target: 'decided',
          actions: [
            { type: 'takeApproval', params: ({ event }) => ({ output: event.output }) },
            'reloadQueue',
          ],
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
    rejecting: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'reject',
        input: ({ context }) => ({ id: context.payout?.id ?? '', reason: context.reason ?? '' }),
        onDone: { target: 'decided', actions: 'reloadQueue' },
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
    /** The dialog stays open with the message: retry the same decision, or give up. */
    failed: {
      on: {
        retry: [{ guard: 'rejecting', target: 'rejecting' }, { target: 'approving' }],
        confirm: { guard: ({ context }) => context.decision === 'approved', target: 'approving' },
        submit: { guard: 'rejecting', target: 'rejecting', actions: 'takeReason' },
        cancel: { target: 'idle', actions: 'reset' },
        dismiss: { target: 'idle', actions: 'reset' },
      },
    },
    /** The banner says what happened; the next row can be decided at once. */
    decided: {
      on: {
        dismiss: { target: 'idle', actions: 'reset' },
        approve: { target: 'confirming', actions: 'takePayout' },
        reject: { target: 'reasoning', actions: 'takePayout' },
      },
    },
    /** The session ended: the site sends the operator to /join. */
    unauthorized: { type: 'final' },
  },
});
