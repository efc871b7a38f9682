import { ApiError } from '@arena/api-client';
import type { CanWithdrawResponse, PaymentMethodsResponse, User, WithdrawalResponse } from '@arena/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { WithdrawalSection } from './WithdrawalSection';

// The withdrawal panel wired through the page's API client (renderPage): eligibility → the verification
// gate, saved cards, the review before anything is sent (issue 34 row 12), POST /api/withdrawal/request
// or /api/payments/payouts, the confirmation with the transaction id, and the wallet refreshed.
const fake = {
  canWithdraw: vi.fn<() => Promise<CanWithdrawResponse>>(),
  paymentMethods: vi.fn<() => Promise<PaymentMethodsResponse>>(),
  requestWithdrawal: vi.fn<(body: unknown) => Promise<WithdrawalResponse>>(),
  cardPayout: vi.fn<(body: unknown) => Promise<WithdrawalResponse>>(),
};

const eligible: CanWithdrawResponse = { data: { canWithdraw: true, reason: null } };
const verificationMessage = 'Passport verification is required before you can withdraw';

function answer(method: 'paypal' | 'card', crystals: number, transactionId: string): WithdrawalResponse {
  return {
    status: 'success',
    message: 'Withdrawal requested. It is processed within 12 to 72 hours.',
    transactionId,
    data: {
      id: 'w-1',
      transactionId,
      method,
      crystals,
      usdCents: crystals * 2,
      status: 'pending',
      paymentEmail: method === 'paypal' ? 'me@example.com' : null,
      card: method === 'card' ? { id: 'pm-2', brand: 'mastercard', last4: '4444' } : null,
      createdAt: '2026-11-23T10:00:00.000Z',
      completedAt: null,
      reason: null,
    },
  };
}

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockReset();
  fake.canWithdraw.mockResolvedValue(eligible);
  fake.paymentMethods.mockResolvedValue({
    methods: [
      {
        id: 'pm-1',
        brand: 'visa',
        pan_masked: '411111******1111',
        last4: '1111',
        expiry_month: 12,
        expiry_year: 2030,
        created_at: '2026-11-01T10:00:00.000Z',
        preferred: false,
      },
      {
        id: 'pm-2',
        brand: 'mastercard',
        pan_masked: '555555******4444',
        last4: '4444',
        expiry_month: 1,
        expiry_year: 2031,
        created_at: '2026-11-02T10:00:00.000Z',
        preferred: true,
      },
    ],
  });
});

const player = { id: 'u1', name: 'Lina', email: '' } as unknown as User;

/** The section as the wallet page holds it: a passport verified on the page counts up. */
function Section({
  onVerificationRequired,
  onWithdrawn,
}: {
  onVerificationRequired: () => void;
  onWithdrawn: () => void;
}) {
  const [verified, setVerified] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setVerified((count) => count + 1)}>
        passport verified
      </button>
      <WithdrawalSection
        onVerificationRequired={onVerificationRequired}
        passportVerifications={verified}
        onWithdrawn={onWithdrawn}
      />
    </>
  );
}

async function renderSection(lang: 'en' | 'ar' = 'en') {
  const onVerificationRequired = vi.fn();
  const onWithdrawn = vi.fn();
  const view = await renderPage(
    <Section onVerificationRequired={onVerificationRequired} onWithdrawn={onWithdrawn} />,
    {
      path: paths.wallet.pattern,
      api: fake,
      lang,
      user: player,
      wallet: { crystalsAvailable: 3_250 },
    },
  );
  await screen.findByText(lang === 'en' ? 'Up to 3,200' : /3,200/);
  return {
    ...view,
    onVerificationRequired,
    onWithdrawn,
    passportVerified: () => fireEvent.click(screen.getByRole('button', { name: 'passport verified' })),
  };
}

/** The review dialog: nothing has been requested while it shows; Confirm sends the withdrawal. */
async function confirmReview(user: ReturnType<typeof userEvent.setup>, confirm = 'Confirm withdrawal') {
  const review = await screen.findByRole('dialog', { name: /Review your withdrawal|راجع عملية السحب/ });
  expect(fake.requestWithdrawal).not.toHaveBeenCalled();
  expect(fake.cardPayout).not.toHaveBeenCalled();
  await user.click(within(review).getByRole('button', { name: confirm }));
  return review;
}

// Typing and dialogs take a few seconds when the machine is busy.
describe('WithdrawalSection', () => {
  it('checks the eligibility again when a passport is verified on the page', async () => {
    const { passportVerified } = await renderSection();
    expect(fake.canWithdraw).toHaveBeenCalledTimes(1);
    passportVerified();
    await waitFor(() => expect(fake.canWithdraw).toHaveBeenCalledTimes(2));
  });

  it('withdraws to a payment email, confirms with the copyable transaction id, refreshes the wallet', async () => {
    const user = userEvent.setup();
    fake.requestWithdrawal.mockResolvedValue(answer('paypal', 1_500, 'tx-777'));
    const { walletRefresh, onWithdrawn } = await renderSection();
    fireEvent.change(screen.getByRole('slider', { name: 'Amount' }), { target: { value: '1500' } });
    expect(screen.getByText('≈ $30.00')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Payment email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmReview(user);

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal requested' });
    expect(fake.requestWithdrawal).toHaveBeenCalledExactlyOnceWith({
      crystalAmount: 1_500,
      paymentEmail: 'me@example.com',
    });
    expect(within(dialog).getByText('tx-777')).toBeTruthy();
    expect(within(dialog).getByText('me@example.com')).toBeTruthy();
    await waitFor(() => expect(walletRefresh).toHaveBeenCalledTimes(1));
    expect(onWithdrawn).toHaveBeenCalledTimes(1); // the wallet's timeline loads again

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('tx-777');
  });

  it('pays out to the preferred saved card and names it on the receipt (brand and last four)', async () => {
    const user = userEvent.setup();
    fake.cardPayout.mockResolvedValue(answer('card', 1_500, 'tx-888'));
    await renderSection();
    await user.click(screen.getByRole('radio', { name: 'Saved card' }));
    const preferred = await screen.findByRole('radio', { name: 'Mastercard 5555 55•• •••• 4444' });
    expect((preferred as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Minimum 1,500')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const review = await confirmReview(user);
    expect(review).toHaveAccessibleDescription(
      'You are withdrawing 1,500 crystals ($30.00) to Mastercard ending in 4444.',
    );

    const dialog = await screen.findByRole('dialog', { name: 'Withdrawal requested' });
    expect(fake.cardPayout).toHaveBeenCalledExactlyOnceWith({ crystals: 1_500, methodId: 'pm-2' });
    expect(within(dialog).getByText('Mastercard ending in 4444')).toBeTruthy();
    expect(fake.requestWithdrawal).not.toHaveBeenCalled();
  });

  it('without a verified passport: the message, the upload dialog opener, nothing sent', async () => {
    const user = userEvent.setup();
    fake.canWithdraw.mockResolvedValue({ data: { canWithdraw: false, reason: verificationMessage } });
    const { onVerificationRequired } = await renderSection();
    await user.type(screen.getByRole('textbox', { name: /Payment email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText(verificationMessage)).toBeTruthy();
    expect(onVerificationRequired).toHaveBeenCalledTimes(1);
    expect(fake.canWithdraw).toHaveBeenCalledTimes(2);
    expect(fake.requestWithdrawal).not.toHaveBeenCalled();
  });

  it('the server’s 403 for the passport opens the upload dialog too', async () => {
    const user = userEvent.setup();
    fake.requestWithdrawal.mockRejectedValue(
      new ApiError('http', { status: 403, serverMessage: verificationMessage }),
    );
    const { onVerificationRequired } = await renderSection();
    await user.type(screen.getByRole('textbox', { name: /Payment email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmReview(user);
    expect(await screen.findByText(verificationMessage)).toBeTruthy();
    expect(onVerificationRequired).toHaveBeenCalledTimes(1);
  });

  it('asks for the payment email, then shows the server’s refusal as said', async () => {
    const user = userEvent.setup();
    fake.requestWithdrawal.mockRejectedValue(
      new ApiError('http', {
        status: 400,
        serverMessage: 'You do not have enough crystals for this withdrawal.',
      }),
    );
    await renderSection();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Email address is required for withdrawal')).toBeTruthy();
    expect(fake.requestWithdrawal).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Payment email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmReview(user);
    expect(await screen.findByText('You do not have enough crystals for this withdrawal.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('requests nothing until Confirm: the review names the amount, its USD value and the email; Back keeps the form', async () => {
    const user = userEvent.setup();
    fake.requestWithdrawal.mockResolvedValue(answer('paypal', 2_500, 'tx-999'));
    await renderSection();
    fireEvent.change(screen.getByRole('slider', { name: 'Amount' }), { target: { value: '2500' } });
    await user.type(screen.getByRole('textbox', { name: /Payment email/ }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));

    const review = await screen.findByRole('dialog', { name: 'Review your withdrawal' });
    expect(review).toHaveAccessibleDescription(
      'You are withdrawing 2,500 crystals ($50.00) to me@example.com.',
    );
    expect(within(review).getByText('$50.00')).toBeTruthy();
    expect(within(review).getByText('me@example.com')).toBeTruthy();
    expect(within(review).getByText(/The crystals leave your balance as soon as you confirm/)).toBeTruthy();
    await user.click(within(review).getByRole('button', { name: 'Back to edit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.requestWithdrawal).not.toHaveBeenCalled();
    expect((screen.getByRole('slider', { name: 'Amount' }) as HTMLInputElement).value).toBe('2500');
    expect(screen.getByRole('textbox', { name: /Payment email/ })).toHaveValue('me@example.com');

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await confirmReview(user);
    await screen.findByRole('dialog', { name: 'Withdrawal requested' });
    expect(fake.requestWithdrawal).toHaveBeenCalledExactlyOnceWith({
      crystalAmount: 2_500,
      paymentEmail: 'me@example.com',
    });
  });

  it('in Arabic: the panel in Arabic and the server’s refusal in Arabic from its catalogue key', async () => {
    const user = userEvent.setup();
    fake.requestWithdrawal.mockRejectedValue(
      new ApiError('http', {
        status: 400,
        serverMessage: 'You do not have enough crystals for this withdrawal.',
        serverMessageKey: 'withdrawal.insufficientCrystals',
        serverMessageParams: {},
      }),
    );
    await renderSection('ar');
    const ar = locales.ar.wallet.withdrawal;
    expect(screen.getByRole('heading', { name: ar.title })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: new RegExp(ar.email) }), 'me@example.com');
    await user.click(screen.getByRole('button', { name: ar.submit }));
    await confirmReview(user, ar.review.confirm);
    expect(await screen.findByText(locales.ar.server.withdrawal.insufficientCrystals)).toBeTruthy();
    expect(screen.queryByText('You do not have enough crystals for this withdrawal.')).toBeNull();
  });
});
