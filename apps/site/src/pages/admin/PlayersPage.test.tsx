import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import type { FakeApi } from '../../test/render-page';
import PlayersPage from './PlayersPage';

// /admin/players wired to the API: the search (debounced) goes to the server as q, a row opens the
// player's page, a failed load says why in the reader's language.

const huda = {
  id: 'u1',
  name: 'Huda',
  email: 'huda@example.com',
  role: 'player',
  emailVerified: true,
  blocked: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  crystals: 1250,
  gCoins: 3,
};
const answer = (data = [huda]) => ({ data, pagination: { page: 1, pageSize: 20, total: data.length } });

const open = (adminUsers: ReturnType<typeof vi.fn>, lang: 'en' | 'ar' = 'en') =>
  renderPage(<PlayersPage />, {
    path: '/admin/players',
    api: { adminUsers } as FakeApi,
    lang,
    routes: ['/admin/players/:id'],
  });

describe('PlayersPage', () => {
  it('loads the first page and shows each player with the figures', async () => {
    const adminUsers = vi.fn().mockResolvedValue(answer());
    await open(adminUsers);
    expect(await screen.findByRole('link', { name: 'Huda' })).toBeTruthy();
    expect(screen.getByText('1,250')).toBeTruthy();
    expect(adminUsers).toHaveBeenCalledExactlyOnceWith({ page: 1 });
  });

  it('searches on the server once typing pauses, and opens a player', async () => {
    const adminUsers = vi.fn().mockResolvedValue(answer());
    const view = await open(adminUsers);
    await screen.findByRole('link', { name: 'Huda' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search players' }), 'huda');
    await waitFor(() => expect(adminUsers).toHaveBeenLastCalledWith({ q: 'huda', page: 1 }));
    expect(view.router.state.location.search).toBe('?q=huda');
    await userEvent.click(await screen.findByRole('link', { name: 'Huda' }));
    expect(await screen.findByText('route /admin/players/:id')).toBeTruthy();
    expect(view.router.state.location.pathname).toBe('/admin/players/u1');
  });

  it('in Arabic, a failed load says so in Arabic', async () => {
    const adminUsers = vi.fn().mockRejectedValue({ messageKey: 'errors.network.connectionError' });
    await open(adminUsers, 'ar');
    expect(await screen.findByRole('heading', { name: locales.ar.admin.players.table.error })).toBeTruthy();
    expect(screen.getByText(locales.ar.errors.network.connectionError)).toBeTruthy();
  });
});
