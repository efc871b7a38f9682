import { describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  currenciesResponseSchema,
  paymentCompletionResponseSchema,
  paymentErrorResponseSchema,
} from './index';

describe('payments contract', () => {
  it('reads create, errors with `error`, completion results and currencies', () => {
    expect(
      createOrderResponseSchema.parse({
        status: 'success',
        paypalOrderId: '5O190127TN364715T',
        approveUrl: 'https://www.sandbox.paypal.com/checkoutnow?token=5O190127TN364715T',
      }).paypalOrderId,
    ).toBe('5O190127TN364715T');
    // The approval page is part of the answer: the site sends the payer there.
    expect(
      createOrderResponseSchema.safeParse({ status: 'success', paypalOrderId: '5O190127TN364715T' }).success,
    ).toBe(false);
    expect(
      paymentErrorResponseSchema.safeParse({ status: 'error', message: 'Payment was cancelled' }).success,
    ).toBe(false);
    const completion = paymentCompletionResponseSchema.parse({
      status: 'success',
      message: 'Payment completed',
      data: {
        transactionId: '42',
        gCoinsCredited: 6,
        firstPurchaseBonus: 3,
        alreadyCredited: false,
        gCoinsAvailable: 6,
      },
    });
    expect(completion.data.gCoinsCredited).toBe(6);
    expect(currenciesResponseSchema.safeParse([{ code: 'usd', usd_rate: 1 }]).success).toBe(false);
    expect(currenciesResponseSchema.parse([{ code: 'AED', usd_rate: 3.6725 }])).toHaveLength(1);
  });
});
