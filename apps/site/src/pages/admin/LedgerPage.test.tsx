import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import LedgerPage from './LedgerPage';

// /admin (the ledger overview) wired to the API: the invariant check, the totals for the period (sent
// as from/to), a failed load in the reader's language.
afterEach(() => vi.unstubAllGlobals());

const totals = {
  status: 'success',
  data: {
    from: '2026-03-01',
    to: '2026-03-30',
    byType: [{ type: 'entry_fee', count: 3, gcoins: -3, crystals: 0 }],
    byDay: [{ day: '2026-03-02', type: 'entry_fee', count: 3, gcoins: -3, crystals: 0 }],
    moneyIn: { purchases: 2, usdCents: 1998 },
    moneyOut: { payouts: 1, usdCents: 1000 },
    liability: {
      gcoins: 120,
      crystals: 4500,
      pendingWithdrawals: { count: 1, crystals: 500, usdCents: 1000 },
    },
  },
};

function auditAnswer(ok: boolean) {
  return vi.fn().mockResolvedValue({
    data: { ok, problems: ok ? [] : ['Transaction tx9 sums to 5'], checkedAt: '2026-03-30T10:00:00Z' },
  });
}
const open = (
  ledgerTotals: ReturnType<typeof vi.fn>,
  lang: 'en' | 'ar' = 'en',
  ledgerAudit = auditAnswer(true),
  ledgerExport = vi.fn(),
) =>
  renderPage(<LedgerPage />, {
    path: '/admin',
    api: { ledgerTotals, ledgerAudit, ledgerExport } as FakeApi,
    lang,
  });

describe('LedgerPage', () => {
  it('checks the ledger and shows the totals of the last 30 days', async () => {
    const ledgerTotals = vi.fn().mockResolvedValue(totals);
    await open(ledgerTotals);
    expect(await screen.findByText('The ledger balances.')).toBeTruthy();
    const byType = await screen.findByRole('table', { name: 'Totals by type' });
    expect(within(byType).getByText('3')).toBeTruthy();
    expect(screen.getByText('$19.98')).toBeTruthy();
    const [query] = ledgerTotals.mock.calls[0] as [{ from: string; to: string }];
    expect(Date.parse(query.to) - Date.parse(query.from)).toBe(29 * 86_400_000);
  });

  it('lists the problems when the ledger does not balance, and asks for another period', async () => {
    const ledgerTotals = vi.fn().mockResolvedValue(totals);
    await open(ledgerTotals, 'en', auditAnswer(false));
    expect(await screen.findByText('Transaction tx9 sums to 5')).toBeTruthy();
    const from = screen.getByLabelText('From (UTC)');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(ledgerTotals).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-03-01' })),
    );
  });

  it('exports the period through the API client and saves it as a CSV named after the days', async () => {
    const file = new Blob(['day,type\n'], { type: 'text/csv' });
    const ledgerExport = vi.fn().mockResolvedValue(file);
    const createObjectURL = vi.fn(() => 'blob:ledger');
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const ledgerTotals = vi.fn().mockResolvedValue(totals);
    await open(ledgerTotals, 'en', auditAnswer(true), ledgerExport);
    await screen.findByRole('table', { name: 'Totals by type' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const [period] = ledgerTotals.mock.calls[0] as [{ from: string; to: string }];
    expect(ledgerExport).toHaveBeenCalledExactlyOnceWith({ from: period.from, to: period.to });
    expect(createObjectURL).toHaveBeenCalledExactlyOnceWith(file);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe(`arena-ledger-${period.from}-${period.to}.csv`);
    click.mockRestore();
  });

  it('in Arabic, a failed load of the totals says so in Arabic', async () => {
    const ledgerTotals = vi.fn().mockRejectedValue(new Error('offline'));
    await open(ledgerTotals, 'ar');
    const alerts = await screen.findAllByRole('alert');
    expect(
      alerts.some((alert) => alert.textContent?.includes(locales.ar.errors.network.connectionError)),
    ).toBe(true);
  });
});
