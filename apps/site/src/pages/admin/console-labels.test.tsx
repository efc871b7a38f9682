import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import AuditLogPage from './AuditLogPage';
import LedgerPage from './LedgerPage';

// Issue 34: the console's ledger and audit log name each type and action in the operator's language, with
// the raw key (`entry_fee`, `user.block`) under it in code for those who search by it.
afterEach(() => vi.unstubAllGlobals());

const ar = locales.ar;
const volume = { count: 1, gcoins: 0, crystals: 0 };

/** Each body row's first cell: its words and the code in it. */
function firstCells(table: HTMLElement): { text: string; code: string | null }[] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cell = within(row).getAllByRole('cell')[0]!;
      return { text: cell.textContent ?? '', code: cell.querySelector('code')?.textContent ?? null };
    });
}

describe('console labels', () => {
  it('the ledger in Arabic: each type by its name, its key under it', async () => {
    const ledgerTotals = vi.fn().mockResolvedValue({
      status: 'success',
      data: {
        from: '2026-03-01',
        to: '2026-03-30',
        byType: [
          { type: 'entry_fee', ...volume },
          { type: 'withdrawal_refund', ...volume },
          { type: 'chargeback', ...volume },
        ],
        byDay: [],
        moneyIn: { purchases: 0, usdCents: 0 },
        moneyOut: { payouts: 0, usdCents: 0 },
        liability: { gcoins: 0, crystals: 0, pendingWithdrawals: { count: 0, crystals: 0, usdCents: 0 } },
      },
    });
    await renderPage(<LedgerPage />, {
      path: '/admin',
      api: {
        ledgerTotals,
        ledgerAudit: vi.fn().mockResolvedValue({
          data: { ok: true, problems: [], checkedAt: '2026-03-30T10:00:00Z' },
        }),
      } as FakeApi,
      lang: 'ar',
    });
    const table = await screen.findByRole('table', { name: ar.admin.ledger.byType });
    await within(table).findByText('entry_fee');
    const cells = firstCells(table).sort((a, b) => (a.code ?? '').localeCompare(b.code ?? ''));
    expect(cells).toEqual([
      // A type the locale files do not name yet shows once, as it comes.
      { text: 'chargeback', code: 'chargeback' },
      { text: `${ar.transaction.type.entry_fee}entry_fee`, code: 'entry_fee' },
      { text: `${ar.transaction.type.withdrawal_refund}withdrawal_refund`, code: 'withdrawal_refund' },
    ]);
    expect(ar.transaction.type.entry_fee).toBe('رسوم دخول');
  });

  it('the audit log in Arabic: the action and the target by their names', async () => {
    const auditLog = vi.fn().mockResolvedValue({
      data: [
        {
          id: 7,
          actor: { id: 'op1', name: 'Nadia', email: 'nadia@arena.gg' },
          action: 'user.block',
          targetType: 'user',
          targetId: 'u9',
          before: { blocked: false },
          after: { blocked: true },
          createdAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      pagination: { page: 1, pageSize: 50, total: 1 },
    });
    await renderPage(<AuditLogPage />, {
      path: '/admin/audit-log',
      api: { auditLog } as FakeApi,
      lang: 'ar',
    });
    const table = await screen.findByRole('table', { name: ar.admin.audit.table.label });
    const code = await within(table).findByText('user.block');
    expect(code.tagName).toBe('CODE');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('حُظر اللاعب')).toBeTruthy();
    expect(within(row).getByText(ar.admin.audit.targets.user)).toBeTruthy();
  });
});
