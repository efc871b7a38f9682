import {
  validateWithdrawal,
  withdrawalSlider,
  withdrawalStep,
  type WithdrawalMethod,
  type WithdrawalRequest,
} from '@arena/domain';

// The withdrawal machine's types and pure helpers (withdrawal.machine.ts holds the states): what the
// form holds, the request it validates to, and the review of that request before anything is sent.

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

/** Where a withdrawal goes and how much: what the review shows and the confirmation repeats. */
export type WithdrawalSummary = {
  method: WithdrawalMethod;
  crystals: number;
  /** The payment email of a paypal withdrawal (as it is sent); null for a card. */
  email: string | null;
  /** The card a card payout goes to (its brand and last four digits: issue 34); null for an email. */
  card: { brand: string; last4: string } | null;
};

/**
 * The review step (issue 34 row 12): the validated request, held as it was shown, so Confirm sends
 * exactly what the player read even if the form's values move meanwhile.
 */
export type WithdrawalReview = WithdrawalSummary & { request: WithdrawalRequest };

/** What a withdrawal or card payout answered (the confirmation dialog shows it). */
export type WithdrawalConfirmation = WithdrawalSummary & { transactionId: string };

/** The failure of a submit that the server refused for want of a verified passport (its 403). */
export type VerificationRequiredFailure = { verificationRequired: true };

type FormValues = {
  method: WithdrawalMethod;
  crystals: number;
  amount: number;
  email: string;
  cardId: string | null;
  cards: readonly WithdrawalCard[];
};

/** An amount the slider can stop at: a multiple of 100 between the method's minimum and the most owned. */
export function clampWithdrawalAmount(method: WithdrawalMethod, crystals: number, amount: number): number {
  const { min, max } = withdrawalSlider(method, crystals);
  const stepped = Number.isFinite(amount) ? Math.round(amount / withdrawalStep) * withdrawalStep : min;
  return Math.min(max, Math.max(min, stepped));
}

export function isVerificationFailure(error: unknown): error is VerificationRequiredFailure {
  return typeof error === 'object' && error !== null && 'verificationRequired' in error
    ? (error as { verificationRequired: unknown }).verificationRequired === true
    : false;
}

/** The domain's verdict on the form (the passport gate is the machine's, before this). */
export function requestOf(form: FormValues) {
  return validateWithdrawal({
    method: form.method,
    amount: form.amount,
    crystalsOwned: form.crystals,
    email: form.email,
    cardId: form.cardId,
    passportVerified: true,
  });
}

/** The chosen card's brand and last four digits, or null. */
function chosenCard(form: FormValues) {
  if (form.method !== 'card') return null;
  const card = form.cards.find((candidate) => candidate.id === form.cardId);
  return card ? { brand: card.brand, last4: card.maskedNumber.slice(-4) } : null;
}

/** The review of a valid form; null when the form does not validate. */
export function reviewOf(form: FormValues): WithdrawalReview | null {
  const result = requestOf(form);
  if (!result.ok) return null;
  const request = result.value;
  return {
    request,
    method: request.method,
    crystals: request.amount,
    email: request.method === 'paypal' ? request.email : null,
    card: chosenCard(form),
  };
}

export function cardToSelect(cards: readonly WithdrawalCard[], current: string | null): string | null {
  if (current !== null && cards.some((card) => card.id === current)) return current;
  return (cards.find((card) => card.preferred) ?? cards[0])?.id ?? null;
}
