import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import AuditLogPage from './AuditLogPage';

// /admin/audit-log wired to the API: the filters go to the server (and the URL), each entry opens its
// before/after JSON, a failed load says why in the reader's language.

const entry = {
  id: 41,
  actor: { id: 'op1', name: 'Nadia', email: 'nadia@arena.gg' },
  action: 'passport.verify',
  targetType: 'passport',
  targetId: 'p1',
  before: { status: 'manual_review' },
  after: { status: 'verified' },
  createdAt: '2026-03-01T10:00:00.000Z',
};
const page = (data = [entry]) => ({ data, pagination: { page: 1, pageSize: 50, total: data.length } });

const open = (auditLog: ReturnType<typeof vi.fn>, lang: 'en' | 'ar' = 'en', url = '/admin/audit-log') =>
  renderPage(<AuditLogPage />, { path: '/admin/audit-log', url, api: { auditLog } as FakeApi, lang });

describe('AuditLogPage', () => {
  it('loads page 1 with the filters in the address and opens an entry’s changes', async () => {
    const auditLog = vi.fn().mockResolvedValue(page());
    await open(auditLog, 'en', '/admin/audit-log?action=passport.verify');
    const table = await screen.findByRole('table', { name: 'Operator actions' });
    await within(table).findByText('nadia@arena.gg');
    expect(auditLog).toHaveBeenCalledWith({ action: 'passport.verify', page: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Show changes: passport.verify p1' }));
    const changes = screen.getByRole('group', { name: 'Changes of entry 41' });
    expect(changes.textContent).toContain('"verified"');
  });

  it('sends the typed filters (trimmed) and clears them', async () => {
    const auditLog = vi.fn().mockResolvedValue(page());
    const view = await open(auditLog);
    await screen.findByText('nadia@arena.gg');
    await userEvent.type(screen.getByRole('textbox', { name: 'Operator (id or email)' }), ' nadia@arena.gg ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Target id' }), 'p1');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(auditLog).toHaveBeenLastCalledWith({ actor: 'nadia@arena.gg', targetId: 'p1', page: 1 }),
    );
    expect(view.router.state.location.search).toBe('?actor=nadia%40arena.gg&targetId=p1');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(auditLog).toHaveBeenLastCalledWith({ page: 1 }));
  });

  it('in Arabic, a failed load says so in Arabic with Try again', async () => {
    const auditLog = vi.fn().mockRejectedValue({ messageKey: 'errors.network.connectionError' });
    await open(auditLog, 'ar');
    const ar = locales.ar.admin;
    expect(await screen.findByRole('heading', { name: ar.audit.table.error })).toBeTruthy();
    expect(screen.getByText(locales.ar.errors.network.connectionError)).toBeTruthy();
    auditLog.mockResolvedValue(page([]));
    await userEvent.click(screen.getByRole('button', { name: ar.common.retry }));
    expect(await screen.findByRole('heading', { name: ar.audit.table.empty })).toBeTruthy();
  });
});
