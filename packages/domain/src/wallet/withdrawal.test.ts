import { describe, expect, it } from 'vitest';
import {
  maxWithdrawable,
  validateWithdrawal,
  withdrawalMinimums,
  withdrawalSlider,
  withdrawalSliderValues,
  withdrawalStep,
  type WithdrawalInput,
} from './withdrawal';

const paypal: WithdrawalInput = {
  method: 'paypal',
  amount: 1000,
  crystalsOwned: 1234,
  email: 'player@example.com',
  passportVerified: true,
};
const card: WithdrawalInput = {
  method: 'card',
  amount: 1500,
  crystalsOwned: 1599,
  cardId: 'card-1',
  passportVerified: true,
};

function codes(input: WithdrawalInput): string[] {
  const result = validateWithdrawal(input);
  return result.ok ? [] : result.errors.map((e) => e.code);
}

describe('withdrawal limits (spec §5, §9; docs/decisions/0004)', () => {
  it('is 1000 by payment email, 1500 by card, in steps of 100', () => {
    expect(withdrawalMinimums).toEqual({ paypal: 1000, card: 1500 });
    expect(withdrawalStep).toBe(100);
  });

  it('rounds the crystals owned down to hundreds', () => {
    expect(maxWithdrawable(1299)).toBe(1200);
    expect(maxWithdrawable(1300)).toBe(1300);
    expect(maxWithdrawable(99)).toBe(0);
    expect(maxWithdrawable(-5)).toBe(0);
  });

  it('builds the slider', () => {
    expect(withdrawalSlider('paypal', 1299)).toEqual({ min: 1000, max: 1200, step: 100, disabled: false });
    expect(withdrawalSlider('card', 1499)).toEqual({ min: 1500, max: 1500, step: 100, disabled: true });
    expect(withdrawalSliderValues('paypal', 1299)).toEqual([1000, 1100, 1200]);
    expect(withdrawalSliderValues('card', 1500)).toEqual([1500]);
    expect(withdrawalSliderValues('card', 1499)).toEqual([]);
  });
});

describe('validateWithdrawal', () => {
  it('accepts a valid payment-email withdrawal and a valid card payout', () => {
    expect(validateWithdrawal(paypal)).toEqual({
      ok: true,
      value: { method: 'paypal', amount: 1000, email: 'player@example.com' },
    });
    expect(validateWithdrawal(card)).toEqual({
      ok: true,
      value: { method: 'card', amount: 1500, cardId: 'card-1' },
    });
  });

  it('asks for passport verification first, and only that', () => {
    expect(validateWithdrawal({ ...paypal, passportVerified: false, email: '' })).toEqual({
      ok: false,
      errors: [
        {
          code: 'verificationRequired',
          messageKey: 'validation.withdrawal.verificationRequired',
          field: 'passport',
        },
      ],
    });
  });

  it('checks minimums at 999/1000 and 1499/1500', () => {
    expect(codes({ ...paypal, amount: 900 })).toEqual(['belowMinimum']);
    expect(codes({ ...paypal, amount: 999 })).toEqual(['notMultipleOfStep', 'belowMinimum']);
    expect(codes({ ...paypal, amount: 1000 })).toEqual([]);
    expect(codes({ ...card, amount: 1400 })).toEqual(['belowMinimum']);
    expect(codes({ ...card, amount: 1499 })).toEqual(['notMultipleOfStep', 'belowMinimum']);
    expect(codes({ ...card, amount: 1500 })).toEqual([]);
    const result = validateWithdrawal({ ...card, amount: 1400 });
    expect(result.ok ? null : result.errors[0]).toEqual({
      code: 'belowMinimum',
      messageKey: 'validation.withdrawal.belowMinimum',
      field: 'amount',
      params: { count: 1500 },
    });
  });

  it('needs steps of 100 and no more than owned, rounded down', () => {
    expect(codes({ ...paypal, amount: 1050 })).toEqual(['notMultipleOfStep']);
    expect(codes({ ...paypal, amount: 1200, crystalsOwned: 1234 })).toEqual([]);
    expect(codes({ ...paypal, amount: 1300, crystalsOwned: 1299 })).toEqual(['aboveAvailable']);
    const result = validateWithdrawal({ ...paypal, amount: 1300, crystalsOwned: 1299 });
    expect(result.ok ? null : result.errors[0]?.params).toEqual({ count: 1200 });
  });

  it('needs a valid payment email for paypal', () => {
    expect(validateWithdrawal({ ...paypal, email: '  ' })).toEqual({
      ok: false,
      errors: [{ code: 'emailRequired', messageKey: 'validation.withdrawal.emailRequired', field: 'email' }],
    });
    expect(codes({ ...paypal, email: null })).toEqual(['emailRequired']);
    expect(codes({ ...paypal, email: 'player@example' })).toEqual(['emailInvalid']);
  });

  it('needs a selected card for a card payout', () => {
    expect(validateWithdrawal({ ...card, cardId: '' })).toEqual({
      ok: false,
      errors: [{ code: 'cardRequired', messageKey: 'validation.withdrawal.cardRequired', field: 'cardId' }],
    });
    expect(codes({ ...card, cardId: undefined, amount: 1000 })).toEqual(['belowMinimum', 'cardRequired']);
  });
});
