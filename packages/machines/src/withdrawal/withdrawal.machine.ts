import {
  timersMs,
  validateWithdrawal,
  withdrawalSlider,
  withdrawalStep,
  type WithdrawalMethod,
  type WithdrawalRequest,
} from '@arena/domain';
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { fieldErrorsFrom, userMessageFrom } from '../messages/user-message';
import type { FieldErrors, UserMessage } from '../messages/user-message';

// spec §2 Wallet "Crystal withdrawal", §4 (the method toggles between paypal and card; the wallet is
// refreshed after a withdrawal or card payout), §5 Withdrawal, §8 Wallet and withdrawal, §9 (2 s copy
// confirmation). Two regions: the saved cards (loaded when the card method is chosen) and the form.
// The verification gate: while the eligibility call says a passport is needed, submitting shows the
// verification message and fires `openVerification` (the wallet opens the passport upload dialog)
// instead of sending anything; a stale "not eligible" is checked again on every submit, so a passport
// verified meanwhile lets the next press through.

export type WithdrawalField = 'amount' | 'email' | 'cardId';

/** A saved card as the picker shows it (spec §3 Saved payment method). */
export type WithdrawalCard = {
  id: string;
  /** The brand name to show (detected from the masked number by the site). */
  brand: string;
  /** e.g. '411111******1111'. */
  maskedNumber: string;
  preferred: boolean;
};

/** GET /api/passport-verification/can-withdraw, as the site reads it. */
export type WithdrawalEligibility = {
  canWithdraw: boolean;
  /** The server's reason when not eligible (e.g. the email is not verified), else null. */
  reason: string | null;
  /** True when what is missing is a verified passport: submitting opens the upload dialog. */
  verificationRequired: boolean;
};

/** What a withdrawal or card payout answered (the confirmation dialog shows it). */
export type WithdrawalConfirmation = {
  transactionId: string;
  method: WithdrawalMethod;
  crystals: number;
  /** The payment email of a paypal withdrawal; null for a card. */
  email: string | null;
  /** The card a card payout goes to (its brand and last four digits: issue 34); null for an email. */
  card: { brand: string; last4: string } | null;
};

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
  confirmation: WithdrawalConfirmation | null;
};

export type WithdrawalEvent =
  | { type: 'method.select'; method: WithdrawalMethod }
  | { type: 'amount.change'; amount: number }
  | { type: 'email.change'; value: string }
  | { type: 'card.select'; cardId: string }
  | { type: 'cards.reload' }
  | { type: 'form.submit' }
  /** The passport was verified meanwhile (the wallet's upload dialog says so). */
  | { type: 'eligibility.recheck' }
  | { type: 'wallet.sync'; crystals: number }
  | { type: 'confirmation.copy' }
  | { type: 'confirmation.close' };

/** What the machine emits: the app opens the passport upload dialog. */
export type WithdrawalEmitted = { type: 'verification.open' };

export type WithdrawalInput = { crystals: number; method?: WithdrawalMethod; email?: string };

/** The failure of a submit that the server refused for want of a verified passport (its 403). */
export type VerificationRequiredFailure = { verificationRequired: true };

// spec §8 Wallet and withdrawal: server message, default 'Withdrawal failed'.
const withdrawalFailed: UserMessage = { messageKey: 'errors.wallet.withdrawalFailed' };
const eligibilityFailed: UserMessage = { messageKey: 'errors.fallback.checkEligibility' };
const cardsFailed: UserMessage = { messageKey: 'errors.fallback.loadPaymentMethods' };
const verificationRequired: UserMessage = { messageKey: 'validation.withdrawal.verificationRequired' };

/** An amount the slider can stop at: a multiple of 100 between the method's minimum and the most owned. */
export function clampWithdrawalAmount(method: WithdrawalMethod, crystals: number, amount: number): number {
  const { min, max } = withdrawalSlider(method, crystals);
  const stepped = Number.isFinite(amount) ? Math.round(amount / withdrawalStep) * withdrawalStep : min;
  return Math.min(max, Math.max(min, stepped));
}

function isVerificationFailure(error: unknown): error is VerificationRequiredFailure {
  return typeof error === 'object' && error !== null && 'verificationRequired' in error
    ? (error as { verificationRequired: unknown }).verificationRequired === true
    : false;
}

function requestOf(context: WithdrawalContext) {
  return validateWithdrawal({
    method: context.method,
    amount: context.amount,
    crystalsOwned: context.crystals,
    email: context.email,
    cardId: context.cardId,
    passportVerified: true,
  });
}

/** The chosen card's brand and last four digits (the receipt names it), or null. */
function chosenCard(context: {
  method: WithdrawalMethod;
  cardId: string | null;
  cards: readonly WithdrawalCard[];
}) {
  if (context.method !== 'card') return null;
  const card = context.cards.find((candidate) => candidate.id === context.cardId);
  return card ? { brand: card.brand, last4: card.maskedNumber.slice(-4) } : null;
}

function cardToSelect(cards: readonly WithdrawalCard[], current: string | null): string | null {
  if (current !== null && cards.some((card) => card.id === current)) return current;
  return (cards.find((card) => card.preferred) ?? cards[0])?.id ?? null;
}

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
    keepConfirmation: assign(({ context }, params: { transactionId: string }) => ({
      confirmation: {
        transactionId: params.transactionId,
        method: context.method,
        crystals: context.amount,
        email: context.method === 'paypal' ? context.email.trim() : null,
        card: chosenCard(context),
      },
    })),
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
            { guard: 'formValid', target: 'submitting' },
            { target: 'editing', actions: 'showFieldErrors' },
          ],
        },
        submitting: {
          tags: ['submitting'],
          invoke: {
            src: 'submitWithdrawal',
            input: ({ context }) => {
              const result = requestOf(context);
              if (!result.ok) throw new Error('submitting an invalid withdrawal');
              return result.value;
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
