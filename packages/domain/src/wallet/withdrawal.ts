import type { MessageKey } from '../messages';
import { domainError, invalid, valid, type DomainError, type Validation } from '../result';
import { checkEmailAddress, type EmailAddressErrorCode } from '../validation/email';

/** spec §4: the withdrawal method toggles between paypal (payment email) and card. */
export type WithdrawalMethod = 'paypal' | 'card';

/**
 * spec §5, §9: minimum 1000 crystals to a payment email, 1500 to a card, in steps of 100.
 * The 100 that a placeholder and a client check mention is not used: docs/decisions/0004.
 */
export const withdrawalMinimums: Readonly<Record<WithdrawalMethod, number>> = { paypal: 1000, card: 1500 };
export const withdrawalStep = 100;

/** The most that can be withdrawn: the crystals owned rounded down to hundreds. */
export function maxWithdrawable(crystalsOwned: number): number {
  if (!Number.isFinite(crystalsOwned) || crystalsOwned <= 0) return 0;
  return Math.floor(crystalsOwned / withdrawalStep) * withdrawalStep;
}

export interface WithdrawalSlider {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** True when the crystals owned do not reach the method's minimum. */
  readonly disabled: boolean;
}

/** The amount slider of the wallet for a method and a balance. */
export function withdrawalSlider(method: WithdrawalMethod, crystalsOwned: number): WithdrawalSlider {
  const min = withdrawalMinimums[method];
  const max = maxWithdrawable(crystalsOwned);
  return { min, max: Math.max(min, max), step: withdrawalStep, disabled: max < min };
}

/** Every amount the slider can stop at (empty when disabled): 1000, 1100, … up to the max. */
export function withdrawalSliderValues(method: WithdrawalMethod, crystalsOwned: number): number[] {
  const { min, max, step, disabled } = withdrawalSlider(method, crystalsOwned);
  if (disabled) return [];
  const values: number[] = [];
  for (let amount = min; amount <= max; amount += step) values.push(amount);
  return values;
}

export type WithdrawalErrorCode =
  | 'verificationRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailLookalike'
  | 'belowMinimum'
  | 'notMultipleOfStep'
  | 'aboveAvailable'
  | 'cardRequired';

export interface WithdrawalInput {
  readonly method: WithdrawalMethod;
  readonly amount: number;
  readonly crystalsOwned: number;
  readonly email?: string | null;
  readonly cardId?: string | null;
  readonly passportVerified: boolean;
}

export type WithdrawalRequest =
  | { readonly method: 'paypal'; readonly amount: number; readonly email: string }
  | { readonly method: 'card'; readonly amount: number; readonly cardId: string };

function error(code: WithdrawalErrorCode, messageKey: MessageKey, field: string, count?: number) {
  return domainError(code, messageKey, count === undefined ? { field } : { field, params: { count } });
}

const payoutEmailKeys = {
  emailRequired: 'validation.withdrawal.emailRequired',
  emailInvalid: 'validation.withdrawal.emailInvalid',
  emailLookalike: 'validation.email.lookalike',
} as const satisfies Record<EmailAddressErrorCode, MessageKey>;

/**
 * spec §5 Withdrawal. An unverified passport is the only error reported (the site opens the upload
 * dialog instead); otherwise every failed rule is listed, amount rules first.
 */
export function validateWithdrawal(
  input: WithdrawalInput,
): Validation<WithdrawalRequest, WithdrawalErrorCode> {
  if (!input.passportVerified) {
    return invalid([error('verificationRequired', 'validation.withdrawal.verificationRequired', 'passport')]);
  }
  const errors: DomainError<WithdrawalErrorCode>[] = [];
  const { amount, method } = input;
  const minimum = withdrawalMinimums[method];
  if (!Number.isSafeInteger(amount) || amount % withdrawalStep !== 0) {
    errors.push(
      error('notMultipleOfStep', 'validation.withdrawal.notMultipleOfStep', 'amount', withdrawalStep),
    );
  }
  if (amount < minimum) {
    errors.push(error('belowMinimum', 'validation.withdrawal.belowMinimum', 'amount', minimum));
  } else if (amount > maxWithdrawable(input.crystalsOwned)) {
    const most = maxWithdrawable(input.crystalsOwned);
    errors.push(error('aboveAvailable', 'validation.withdrawal.aboveAvailable', 'amount', most));
  }

  // The payout address as it is stored (tidyEmail); a look-alike or invisible character is refused
  // (issue 29) in the address rule's own words.
  const checkedEmail = checkEmailAddress(input.email ?? '');
  const email = checkedEmail.ok ? checkedEmail.value.email : '';
  const cardId = (input.cardId ?? '').trim();
  if (method === 'paypal' && !checkedEmail.ok) {
    for (const { code } of checkedEmail.errors) errors.push(error(code, payoutEmailKeys[code], 'email'));
  } else if (method === 'card' && cardId === '') {
    errors.push(error('cardRequired', 'validation.withdrawal.cardRequired', 'cardId'));
  }

  if (errors.length > 0) return invalid(errors);
  return valid(method === 'paypal' ? { method, amount, email } : { method, amount, cardId });
}
