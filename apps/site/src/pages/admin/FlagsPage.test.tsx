import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import FlagsPage from './FlagsPage';
import { page, resolvedWith, summary } from './flag-fixtures';

// /admin/flags wired to the API (issue 30): open flags first, the Resolved tab and paging asked of the
// server (kept in the URL); each row names the accounts, the evidence in words, first and last seen and
// the status, and opens the flag.

const open = (api: object, url = '/admin/flags', lang: 'en' | 'ar' = 'en') =>
  renderPage(<FlagsPage />, {
    path: '/admin/flags',
    url,
    api,
    lang,
    routes: ['/admin/flags/:id'],
    user: { id: 'op1', name: 'Operator', role: 'admin' } as never,
  });

describe('FlagsPage', () => {
  it('lists the open flags: the accounts, the evidence in words, the dates and the status', async () => {
    const api = { adminFlags: vi.fn().mockResolvedValue(page([summary])) };
    await open(api);
    const table = await screen.findByRole('table', { name: 'Flag list' });
    const row = (await within(table).findByRole('link', { name: 'Huda, Omar' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 2)).toEqual(['Shared device, Same payout email']);
    expect(cells[2]).toMatch(/^Mar 1, 2026/);
    expect(cells[3]).toMatch(/^Mar 2, 2026/);
    expect(cells[4]).toBe('Open');
    expect(api.adminFlags).toHaveBeenCalledExactlyOnceWith({ status: 'open', page: 1 });
    expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('1 flag')).toBeTruthy();
  });

  it('the Resolved tab asks for resolved flags and shows how each was resolved', async () => {
    const api = {
      adminFlags: vi
        .fn()
        .mockResolvedValueOnce(page([summary]))
        .mockResolvedValue(page([{ ...resolvedWith('hold_payouts'), id: 'flag-2' }])),
    };
    const { router } = await open(api);
    await screen.findByRole('link', { name: 'Huda, Omar' });
    await userEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    const table = await screen.findByRole('table', { name: 'Flag list' });
    await within(table).findByText('Payouts held');
    expect(api.adminFlags).toHaveBeenLastCalledWith({ status: 'resolved', page: 1 });
    expect(router.state.location.search).toBe('?status=resolved');
  });

  it('pages through the server’s flags', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({
      ...summary,
      id: `flag-${index}`,
      accounts: [{ id: `u${index}`, name: `Player ${index}` }],
    }));
    const api = { adminFlags: vi.fn().mockResolvedValue(page(many, 25)) };
    const { router } = await open(api);
    await screen.findByRole('link', { name: 'Player 0' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.adminFlags).toHaveBeenLastCalledWith({ status: 'open', page: 2 }));
    expect(router.state.location.search).toBe('?status=open&page=2');
  });

  it('the row’s Actions menu opens the flag', async () => {
    const api = { adminFlags: vi.fn().mockResolvedValue(page([summary])) };
    const { router } = await open(api);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions: Huda, Omar' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Review' }));
    expect(router.state.location.pathname).toBe('/admin/flags/flag-1');
  });

  it('in Arabic: the tabs, the evidence and the empty list in Arabic', async () => {
    const ar = locales.ar.admin.flags;
    const api = { adminFlags: vi.fn().mockResolvedValue(page([])) };
    await open(api, '/admin/flags?status=resolved', 'ar');
    expect(await screen.findByText(ar.table.empty)).toBeTruthy();
    expect(screen.getByRole('tab', { name: ar.tabs.resolved })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 1, name: ar.title })).toBeTruthy();
    expect(api.adminFlags).toHaveBeenCalledWith({ status: 'resolved', page: 1 });
  });
});
