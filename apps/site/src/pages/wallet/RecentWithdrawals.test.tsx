import type { ApiClient } from '@arena/api-client';
import type { PlayerWithdrawal, RecentWithdrawalsResponse } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { RecentWithdrawals } from './RecentWithdrawals';

// Issue 34: the wallet's timeline of recent withdrawals over GET /api/withdrawal/recent: the USD value,
// where each goes, the moment of each step; nothing without withdrawals; a retry when it cannot load;
// loaded again when a withdrawal is made on the page.
const base: PlayerWithdrawal = {
  id: 'w1',
  transactionId: 't1',
  method: 'paypal',
  crystals: 1_000,
  usdCents: 2_000,
  status: 'pending',
  paymentEmail: 'me@example.com',
  card: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  completedAt: null,
  reason: null,
  decidedAt: null,
  refundedAt: null,
};
const refunded: PlayerWithdrawal = {
  ...base,
  id: 'w2',
  method: 'card',
  crystals: 1_500,
  usdCents: 3_000,
  status: 'failed',
  paymentEmail: null,
  card: { id: 'pm1', brand: 'visa', last4: '1111' },
  decidedAt: '2026-11-23T16:30:00.000Z',
  refundedAt: '2026-11-24T09:15:00.000Z',
  reason: 'Account closed',
};

const dates = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (iso: string) => dates.format(new Date(iso));

/** The timeline as the wallet holds it: a withdrawal made on the page counts up. */
function Wallet() {
  const [made, setMade] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setMade((count) => count + 1)}>
        withdrawn
      </button>
      <RecentWithdrawals withdrawals={made} />
    </>
  );
}

type Load = Mock<ApiClient['recentWithdrawals']>;
const fakeLoad = (): Load => vi.fn<ApiClient['recentWithdrawals']>();

async function render(recentWithdrawals: Load, lang: 'en' | 'ar' = 'en') {
  return renderPage(<Wallet />, { path: paths.wallet.pattern, api: { recentWithdrawals }, lang });
}

describe('RecentWithdrawals', () => {
  it('shows each withdrawal with its USD value, destination, status and the moments of its steps', async () => {
    const load = fakeLoad().mockResolvedValue({ data: [base, refunded] } satisfies RecentWithdrawalsResponse);
    await render(load);
    const region = await screen.findByRole('region', { name: 'Recent withdrawals' });
    const [pending, failed] = within(region).getAllByRole('article');
    expect(within(pending!).getByRole('heading', { level: 3 })).toHaveAccessibleName('1,000 crystals $20.00');
    expect(within(pending!).getByText('To me@example.com')).toBeTruthy();
    expect(within(pending!).getByText('Awaiting approval')).toBeTruthy();
    const pendingSteps = within(within(pending!).getByRole('list', { name: 'Progress of this withdrawal' }));
    expect(pendingSteps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Requested, done${shown(base.createdAt)}`,
      'Waiting for approval, in progress',
      'Paid, not yet',
    ]);

    expect(within(failed!).getByText('To Visa ending in 1111')).toBeTruthy();
    expect(within(failed!).getByRole('heading', { level: 3 })).toHaveAccessibleName('1,500 crystals $30.00');
    const failedSteps = within(within(failed!).getByRole('list', { name: 'Progress of this withdrawal' }));
    expect(failedSteps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Requested, done${shown(refunded.createdAt)}`,
      `Approved, done${shown(refunded.decidedAt!)}`,
      'Payout failed, stoppedReason: Account closed',
      `Crystals returned, done${shown(refunded.refundedAt!)}`,
    ]);
    expect(failedSteps.getAllByRole('listitem')[3]!.querySelector('time')).toHaveAttribute(
      'dateTime',
      refunded.refundedAt,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows nothing before the first withdrawal, and loads again when one is made on the page', async () => {
    const load = vi
      .fn()
      .mockResolvedValueOnce({ data: [] })
      .mockResolvedValueOnce({ data: [base] });
    await render(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region', { name: 'Recent withdrawals' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'withdrawn' }));
    expect(await screen.findByRole('region', { name: 'Recent withdrawals' })).toHaveTextContent(
      'To me@example.com',
    );
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed load says so with a retry that loads again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce({ data: [refunded] });
    await render(load);
    expect(await screen.findByText('Your recent withdrawals could not be loaded.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('To Visa ending in 1111')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('in Arabic: the words and the dates in Arabic', async () => {
    const load = fakeLoad().mockResolvedValue({ data: [refunded] });
    await render(load, 'ar');
    const words = locales.ar.wallet.withdrawal.timeline;
    const region = await screen.findByRole('region', { name: words.title });
    expect(within(region).getAllByText(words.status.failed)).toHaveLength(2);
    const arabicDate = new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' });
    expect(within(region).getByText(arabicDate.format(new Date(refunded.refundedAt!)))).toBeTruthy();
  });
});
