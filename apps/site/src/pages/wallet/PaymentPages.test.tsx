import { ApiError } from '@arena/api-client';
import type { PaymentCompletionResponse } from '@arena/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import PaymentFailedPage from './PaymentFailedPage';
import PaymentSuccessPage from './PaymentSuccessPage';

// spec §2 /payments/success and /payments/failed, wired through the page's API client (renderPage).
const en = locales.en;
const ar = locales.ar;
const routes = [paths.store.pattern, paths.wallet.pattern, paths.challenges.pattern];

const completed: PaymentCompletionResponse = {
  status: 'success',
  message: 'Payment completed',
  data: {
    transactionId: 'tx-42',
    gCoinsCredited: 6,
    firstPurchaseBonus: 3,
    alreadyCredited: false,
  },
};

describe('PaymentSuccessPage', () => {
  it('completes the payment named in the URL, refreshes the wallet and shows the transaction id', async () => {
    const completePayment = vi.fn().mockResolvedValue(completed);
    const view = await renderPage(<PaymentSuccessPage />, {
      path: paths.paymentsSuccess.pattern,
      url: '/payments/success?payment_id=pay-7',
      api: { completePayment },
      routes,
    });
    expect(await screen.findByRole('heading', { level: 1, name: en.payments.success.title })).toBeTruthy();
    expect(completePayment).toHaveBeenCalledExactlyOnceWith('pay-7');
    expect(screen.getByText('tx-42')).toBeTruthy();
    expect(screen.getByText('6 GCoins were added to your wallet.')).toBeTruthy();
    expect(view.walletRefresh).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: en.payments.toStore }));
    expect(await screen.findByText(`route ${paths.store.pattern}`)).toBeTruthy();
  });

  it('in Arabic: a refusal shows the server’s words in Arabic, and Try again asks once more', async () => {
    const completePayment = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError('http', {
          status: 404,
          serverMessage: 'Payment not found',
          serverMessageKey: 'payment.notFound',
          serverMessageParams: {},
        }),
      )
      .mockResolvedValueOnce(completed);
    await renderPage(<PaymentSuccessPage />, {
      path: paths.paymentsSuccess.pattern,
      url: '/payments/success?payment_id=pay-7',
      api: { completePayment },
      lang: 'ar',
      routes,
    });
    expect(await screen.findByText(ar.server.payment.notFound)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: ar.payments.success.problem })).toBeTruthy();
    expect(screen.queryByText('Payment not found')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: ar.store.card.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: ar.payments.success.title })).toBeTruthy();
    expect(completePayment).toHaveBeenCalledTimes(2);
  });
});

describe('PaymentFailedPage', () => {
  it("says the spec's text with Try Again to the store and a link to the wallet, asking nothing", async () => {
    await renderPage(<PaymentFailedPage />, { path: paths.paymentsFailed.pattern, routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByText('Your payment has failed. No charges were made.')).toBeTruthy();
    expect(screen.getByRole('link', { name: en.payments.toWallet })).toHaveAttribute('href', '/wallet');
    await userEvent.click(screen.getByRole('link', { name: 'Try Again' }));
    expect(await screen.findByText(`route ${paths.store.pattern}`)).toBeTruthy();
  });

  it('in Arabic', async () => {
    await renderPage(<PaymentFailedPage />, { path: paths.paymentsFailed.pattern, lang: 'ar', routes });
    expect(screen.getByRole('heading', { level: 1, name: ar.payments.failed.title })).toBeTruthy();
    expect(screen.getByText(ar.payments.failed.body)).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.payments.failed.tryAgain })).toHaveAttribute('href', '/store');
  });
});
