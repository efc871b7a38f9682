import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { validateEnrolmentFunds } from './enrolment-funds';

describe('validateEnrolmentFunds (spec §5)', () => {
  it('blocks when GCoins are below a positive fee', () => {
    const result = validateEnrolmentFunds({ entryFee: 1, gCoinsAvailable: 0 });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          code: 'insufficientGCoins',
          messageKey: 'errors.challenge.insufficientGCoins',
          params: { count: 1 },
        },
      ],
    });
    expect(formatMessage('errors.challenge.insufficientGCoins', { count: 1 })).toBe(
      'Insufficient GCoins. You need at least 1 GCoin(s) to participate in this challenge.',
    );
  });

  it('lets free challenges and enough GCoins through', () => {
    expect(validateEnrolmentFunds({ entryFee: 0, gCoinsAvailable: 0 }).ok).toBe(true);
    expect(validateEnrolmentFunds({ entryFee: 1, gCoinsAvailable: 1 }).ok).toBe(true);
  });
});
