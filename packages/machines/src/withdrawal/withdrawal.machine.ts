import { timersMs, type WithdrawalMethod, type WithdrawalRequest } from '@arena/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';
import {
  cardToSelect,
  clampWithdrawalAmount,
  isVerificationFailure,
  requestOf,
  reviewOf,
  type WithdrawalCard,
  type WithdrawalConfirmation,
  type WithdrawalEligibility,
  type WithdrawalField,
  type WithdrawalReview,
} from './withdrawal-form';

export { clampWithdrawalAmount } from './withdrawal-form';
export type {
  VerificationRequiredFailure,
  WithdrawalCard,
  WithdrawalConfirmation,
  WithdrawalEligibility,
  WithdrawalField,
  WithdrawalReview,
  WithdrawalSummary,
} from './withdrawal-form';

// spec §2 Wallet "Crystal withdrawal", §4 (the method toggles between paypal and card; the wallet is
// refreshed after a withdrawal or card payout), §5 Withdrawal, §8 Wallet and withdrawal, §9 (2 s copy
// confirmation). Two regions: the saved cards (loaded when the card method is chosen) and the form.
// The verification gate: while the eligibility call says a passport is needed, submitting shows the
// verification message and fires `openVerification` (the wallet opens the passport upload dialog)
// instead of sending anything; a stale "not eligible" is checked again on every submit, so a passport
// verified meanwhile lets the next press through. A valid form is reviewed first (issue 34 row 12):
// nothing is sent until the player confirms what the review shows; Back returns to the form as it was.

export type WithdrawalContext = {
  method: WithdrawalMethod;
  /** Crystals owned (kept in step by wallet.sync). */
  crystals: number;
  /** The slider's value: a multiple of 100 within the method's bounds. */
  amount: number;
  email: string;
  cardId: string | null;
  cards: WithdrawalCard[];
  cardsError: UserMessage | null;
  /** Null until the eligibility call answers (or when it failed). */
  eligibility: WithdrawalEligibility | null;
  fieldErrors: FieldErrors<WithdrawalField>;
  error: UserMessage | null;
  /** What the review step shows and Confirm sends; null outside the review. */
  review: WithdrawalReview | null;
  confirmation: WithdrawalConfirmation | null;
};

export type WithdrawalEvent =
  | { type: 'method.select'; method: WithdrawalMethod }
  | { type: 'amount.change'; amount: number }
  | { type: 'email.change'; value: string }
  | { type: 'card.select'; cardId: string }
  | { type: 'cards.reload' }
  | { type: 'form.submit' }
  /** The review's "Confirm withdrawal": only this sends the request. */
  | { type: 'review.confirm' }
  /** The review's "Back to edit": the form again, its values kept. */
  | { type: 'review.back' }
  /** The passport was verified meanwhile (the wallet's upload dialog says so). */
  | { type: 'eligibility.recheck' }
  | { type: 'wallet.sync'; crystals: number }
  | { type: 'confirmation.copy' }
  | { type: 'confirmation.close' };

/** What the machine emits: the app opens the passport upload dialog. */
export type WithdrawalEmitted = { type: 'verification.open' };

export type WithdrawalInput = { crystals: number; method?: WithdrawalMethod; email?: string };

// spec §8 Wallet and withdrawal: server message, default 'Withdrawal failed'.
const withdrawalFailed: UserMessage = { messageKey: 'errors.wallet.withdrawalFailed' };
const eligibilityFailed: UserMessage = { messageKey: 'errors.fallback.checkEligibility' };
const cardsFailed: UserMessage = { messageKey: 'errors.fallback.loadPaymentMethods' };
const verificationRequired: UserMessage = { messageKey: 'validation.withdrawal.verificationRequired' };

// The form can be filled in while the eligibility is read.
const formEdits = {
  'method.select': { actions: 'selectMethod' },
  'amount.change': { actions: 'changeAmount' },
  'email.change': { actions: 'changeEmail' },
  'card.select': { actions: 'selectCard' },
} as const;

export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as WithdrawalInput,
    emitted: {} as WithdrawalEmitted,
  },
  actions: {
    selectMethod: assign(({ context, event }) => {
      assertEvent(event, 'method.select');
      return {
        method: event.method,
        amount: clampWithdrawalAmount(event.method, context.crystals, context.amount),
        fieldErrors: {},
        error: null,
      };
    }),
    changeAmount: assign(({ context, event }) => {
      assertEvent(event, 'amount.change');
      const { amount: _cleared, ...fieldErrors } = context.fieldErrors;
      return {
        amount: clampWithdrawalAmount(context.method, context.crystals, event.amount),
        fieldErrors,
      };
    }),
    changeEmail: assign(({ context, event }) => {
      assertEvent(event, 'email.change');
      const { email: _cleared, ...fieldErrors } = context.fieldErrors;
      return { email: event.value, fieldErrors };
    }),
    selectCard: assign(({ context, event }) => {
      assertEvent(event, 'card.select');
      const { cardId: _cleared, ...fieldErrors } = context.fieldErrors;
      return { cardId: event.cardId, fieldErrors };
    }),
    sync: assign(({ context, event }) => {
      assertEvent(event, 'wallet.sync');
      return {
        crystals: event.crystals,
        amount: clampWithdrawalAmount(context.method, event.crystals, context.amount),
      };
    }),
    keepCards: assign(({ context }, params: { cards: WithdrawalCard[] }) => ({
      cards: params.cards,
      cardId: cardToSelect(params.cards, context.cardId),
      cardsError: null,
    })),
    showCardsError: assign((_, params: { error: unknown }) => ({
      cardsError: userMessageFrom(params.error, cardsFailed),
    })),
    clearCardsError: assign({ cardsError: null }),
    keepEligibility: assign((_, params: { eligibility: WithdrawalEligibility | null }) => ({
      eligibility: params.eligibility,
    })),
    clearMessages: assign({ error: null, fieldErrors: {} }),
    showFieldErrors: assign(({ context }) => {
      const result = requestOf(context);
      return { fieldErrors: result.ok ? {} : fieldErrorsFrom<WithdrawalField>(result.errors) };
    }),
    showVerificationRequired: assign({ error: verificationRequired }),
    /** Not eligible for another reason than the passport (e.g. the email is not verified). */
    showReason: assign(({ context }) => ({
      error: context.eligibility?.reason ? { serverMessage: context.eligibility.reason } : eligibilityFailed,
    })),
    showEligibilityError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, eligibilityFailed),
    })),
    markVerificationRequired: assign({
      eligibility: { canWithdraw: false, reason: null, verificationRequired: true },
    }),
    showError: assign((_, params: { error: unknown }) => ({
      error: userMessageFrom(params.error, withdrawalFailed),
    })),
    keepReview: assign(({ context }) => ({ review: reviewOf(context) })),
    clearReview: assign({ review: null }),
    /** The receipt repeats what was reviewed and sent. */
    keepConfirmation: assign(({ context }, params: { transactionId: string }) => {
      if (!context.review) return {};
      const { request: _sent, ...summary } = context.review;
      return { confirmation: { transactionId: params.transactionId, ...summary } };
    }),
    /** Ready for another withdrawal: the amount back to what the slider allows now. */
    closeConfirmation: assign(({ context }) => ({
      confirmation: null,
      amount: clampWithdrawalAmount(context.method, context.crystals, context.amount),
    })),
    /**
     * Opens the passport upload dialog (spec §5): emits `verification.open` for the app to listen to
     * (`actor.on`), or the app replaces it through `.provide()`.
     */
    openVerification: emit({ type: 'verification.open' }),
    /** Supplied by the app: reloads the wallet (spec §4: refreshed after a withdrawal or card payout). */
    refreshWallet: () => {},
  },
  actors: {
    /** GET /api/passport-verification/can-withdraw. */
    checkEligibility: fromPromise<WithdrawalEligibility>(async () => {
      throw new Error('checkEligibility actor not provided');
    }),
    /** GET /api/payments/methods. */
    loadCards: fromPromise<WithdrawalCard[]>(async () => {
      throw new Error('loadCards actor not provided');
    }),
    /**
     * POST /api/withdrawal/request or POST /api/payments/payouts; resolves with the transaction id.
     * Rejects with a UserMessage, or with `{ verificationRequired: true }` on the passport's 403.
     */
    submitWithdrawal: fromPromise<{ transactionId: string }, WithdrawalRequest>(async () => {
      throw new Error('submitWithdrawal actor not provided');
    }),
    /** Writes the transaction id to the clipboard. */
    copyText: fromPromise<unknown, { text: string }>(async () => {
      throw new Error('copyText actor not provided');
    }),
  },
  guards: {
    eligible: ({ context }) => context.eligibility?.canWithdraw === true,
    formValid: ({ context }) => requestOf(context).ok,
    needsVerification: ({ context }) => context.eligibility?.verificationRequired === true,
    cardMethod: ({ context }) => context.method === 'card',
    choosesCard: ({ event }) => event.type === 'method.select' && event.method === 'card',
    verificationFailure: (_, params: { error: unknown }) => isVerificationFailure(params.error),
  },
  delays: { copyConfirmation: timersMs.copyConfirmation },
}).createMachine({
  id: 'withdrawal',
  type: 'parallel',
  context: ({ input }) => {
    const method = input.method ?? 'paypal';
    return {
      method,
      crystals: input.crystals,
      // The slider starts at the method's minimum.
      amount: clampWithdrawalAmount(method, input.crystals, 0),
      email: input.email ?? '',
      cardId: null,
      cards: [],
      cardsError: null,
      eligibility: null,
      fieldErrors: {},
      error: null,
      review: null,
      confirmation: null,
    };
  },
  on: { 'wallet.sync': { actions: 'sync' } },
  states: {
    cards: {
      initial: 'choosing',
      states: {
        /** Loads once the card method is on (at start or when chosen). */
        choosing: { always: { guard: 'cardMethod', target: 'loading' } },
        loading: {
          entry: 'clearCardsError',
          invoke: {
            src: 'loadCards',
            onDone: {
              target: 'loaded',
              actions: { type: 'keepCards', params: ({ event }) => ({ cards: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'showCardsError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        loaded: { on: { 'cards.reload': 'loading' } },
        failed: {
          on: {
            'cards.reload': 'loading',
            'method.select': { guard: 'choosesCard', target: 'loading' },
          },
        },
      },
    },
    form: {
      initial: 'checking',
      states: {
        /** The eligibility is read at once; a failure here shows nothing (submit checks again). */
        checking: {
          on: formEdits,
          invoke: {
            src: 'checkEligibility',
            onDone: {
              target: 'editing',
              actions: { type: 'keepEligibility', params: ({ event }) => ({ eligibility: event.output }) },
            },
            onError: 'editing',
          },
        },
        editing: {
          entry: 'clearReview',
          on: {
            ...formEdits,
            'eligibility.recheck': 'checking',
            'form.submit': [
              { guard: 'eligible', target: 'validating', actions: 'clearMessages' },
              { target: 'rechecking', actions: 'clearMessages' },
            ],
          },
        },
        /** Submit found no "eligible" on record: ask again before deciding. */
        rechecking: {
          tags: ['submitting'],
          invoke: {
            src: 'checkEligibility',
            onDone: [
              {
                guard: ({ event }) => event.output.canWithdraw,
                target: 'validating',
                actions: { type: 'keepEligibility', params: ({ event }) => ({ eligibility: event.output }) },
              },
              {
                guard: ({ event }) => event.output.verificationRequired,
                target: 'editing',
                actions: [
                  { type: 'keepEligibility', params: ({ event }) => ({ eligibility: event.output }) },
                  'showVerificationRequired',
                  'openVerification',
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'keepEligibility', params: ({ event }) => ({ eligibility: event.output }) },
                  'showReason',
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'showEligibilityError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        validating: {
          always: [
            { guard: 'formValid', target: 'reviewing', actions: 'keepReview' },
            { target: 'editing', actions: 'showFieldErrors' },
          ],
        },
        /** The review dialog: the amount, its USD value and the destination; nothing sent yet. */
        reviewing: {
          on: { 'review.confirm': 'submitting', 'review.back': 'editing' },
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            src: 'submitWithdrawal',
            input: ({ context }): WithdrawalRequest => {
              if (!context.review) throw new Error('submitting a withdrawal that was not reviewed');
              return context.review.request;
            },
            onDone: {
              target: 'confirmation',
              actions: [
                {
                  type: 'keepConfirmation',
                  params: ({ event }) => ({ transactionId: event.output.transactionId }),
                },
                'refreshWallet',
              ],
            },
            onError: [
              {
                guard: { type: 'verificationFailure', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: ['markVerificationRequired', 'showVerificationRequired', 'openVerification'],
              },
              {
                target: 'editing',
                actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** The confirmation dialog: the transaction id with copy, and the email or 'Card'. */
        confirmation: {
          initial: 'idle',
          on: { 'confirmation.close': { target: 'editing', actions: 'closeConfirmation' } },
          states: {
            idle: { on: { 'confirmation.copy': 'copying' } },
            copying: {
              invoke: {
                src: 'copyText',
                input: ({ context }) => ({ text: context.confirmation?.transactionId ?? '' }),
                onDone: 'copied',
                onError: 'idle',
              },
            },
            /** spec §2, §9: "Copied" for 2 s; copying again starts the 2 s over. */
            copied: {
              after: { copyConfirmation: 'idle' },
              on: { 'confirmation.copy': 'copying' },
            },
          },
        },
      },
    },
  },
});
