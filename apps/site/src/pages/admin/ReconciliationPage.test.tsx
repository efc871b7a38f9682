import { ApiError } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import ReconciliationPage from './ReconciliationPage';

// /admin/reconciliation wired to the API (decision 0044): what is stuck with its last check and the
// provider's answer, "Check now" and its outcome, the empty list, and a failed load in Arabic.

const payout = {
  kind: 'payout',
  id: 'wd1',
  provider: 'paypal',
  userId: 'u1',
  userName: 'Huda',
  userEmail: 'huda@example.com',
  usdCents: 2000,
  status: 'processing',
  since: '2026-03-01T10:00:00.000Z',
  lastCheckedAt: '2026-03-01T10:31:00.000Z',
  checks: 2,
  lastOutcome: 'waiting',
  lastAnswer: 'UNCLAIMED',
};
const payment = {
  ...payout,
  kind: 'payment',
  id: 'po1',
  provider: 'hosted',
  userName: 'Omar',
  userEmail: 'omar@example.com',
  usdCents: 1486,
  status: 'approved',
  lastCheckedAt: null,
  checks: 0,
  lastOutcome: null,
  lastAnswer: null,
};
const listOf = (...data: object[]) => ({
  data,
  afterMinutes: 30,
  lastRun: { at: '2026-03-01T10:31:00.000Z', checked: 2, settled: 0 },
});

const open = (api: Record<string, ReturnType<typeof vi.fn>>, lang: 'en' | 'ar' = 'en') =>
  renderPage(<ReconciliationPage />, { path: '/admin/reconciliation', api, lang });

describe('ReconciliationPage', () => {
  it('lists what is stuck with the last check and the provider’s answer', async () => {
    const reconciliation = vi.fn().mockResolvedValue(listOf(payout, payment));
    await open({ reconciliation });
    const table = await screen.findByRole('table', { name: 'Stuck payouts and payments' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Payout · PayPal Payouts');
    expect(first).toHaveTextContent('$20.00');
    expect(first).toHaveTextContent('Processing');
    expect(within(first!).getByText('Waiting for the provider')).toBeInTheDocument();
    expect(within(first!).getByText('UNCLAIMED')).toBeInTheDocument();
    expect(first).toHaveTextContent('2 checks');
    expect(second).toHaveTextContent('Payment · Hosted payment page');
    expect(second).toHaveTextContent('Approved by the payer');
    expect(within(second!).getByText('Not checked yet')).toBeInTheDocument();
    expect(screen.getByText(/Anything waiting 30 minutes or more/)).toHaveTextContent('2 asked, 0 settled');
  });

  it('Check now runs the job, says what it did and reloads; another server running it is said so', async () => {
    const reconciliation = vi.fn().mockResolvedValueOnce(listOf(payout)).mockResolvedValue(listOf());
    const runReconciliation = vi
      .fn()
      .mockResolvedValueOnce({ status: 'success', data: { ran: true, checked: 1, settled: 1 } })
      .mockResolvedValueOnce({ status: 'success', data: { ran: false, checked: 0, settled: 0 } });
    await open({ reconciliation, runReconciliation });
    await screen.findByText('huda@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Checked now: 1 asked, 1 settled.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: locales.en.admin.reconciliation.table.empty }),
    ).toBeTruthy();
    expect(reconciliation).toHaveBeenCalledTimes(2);
    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText(locales.en.admin.reconciliation.busy)).toBeInTheDocument();
  });

  it('a refused check shows the server’s words', async () => {
    const reconciliation = vi.fn().mockResolvedValue(listOf());
    const runReconciliation = vi
      .fn()
      .mockRejectedValue(new ApiError('http', { status: 403, serverMessage: 'Only operators can do this.' }));
    await open({ reconciliation, runReconciliation });
    await userEvent.click(await screen.findByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('Only operators can do this.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check now' })).toBeEnabled());
  });

  it('in Arabic, a failed load says so in Arabic with Try again', async () => {
    const reconciliation = vi.fn().mockRejectedValue({ messageKey: 'errors.network.connectionError' });
    await open({ reconciliation }, 'ar');
    const ar = locales.ar.admin;
    expect(await screen.findByRole('heading', { name: ar.reconciliation.table.error })).toBeTruthy();
    expect(screen.getByText(locales.ar.errors.network.connectionError)).toBeTruthy();
    reconciliation.mockResolvedValue(listOf());
    await userEvent.click(screen.getByRole('button', { name: ar.common.retry }));
    expect(await screen.findByRole('heading', { name: ar.reconciliation.table.empty })).toBeTruthy();
    expect(screen.getByRole('button', { name: ar.reconciliation.checkNow })).toBeInTheDocument();
  });
});
