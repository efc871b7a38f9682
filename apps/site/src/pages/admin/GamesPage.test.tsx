import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import GamesPage from './GamesPage';

// The operator's games page wired to the API (issue 12 "Games: open or close, order, image").
const games = [
  {
    id: 'lol',
    name: 'League of Legends',
    image: '/games/lol.svg',
    order: 10,
    is_active: true,
    waitlistCount: 0,
  },
  {
    id: 'valorant',
    name: 'Valorant',
    image: '/games/valorant.svg',
    order: 20,
    is_active: false,
    waitlistCount: 3,
  },
];

function fakes() {
  return {
    adminGames: vi.fn().mockResolvedValue({ status: 'success', data: games }),
    updateGame: vi.fn().mockResolvedValue({ status: 'success', data: games[0] }),
    uploadAdminImage: vi.fn(),
  };
}

const open = (api: ReturnType<typeof fakes>, lang: 'en' | 'ar' = 'en') =>
  renderPage(<GamesPage />, { path: '/admin/games', api, lang });

describe('GamesPage', () => {
  it('loads the games in their order with the waitlist', async () => {
    const api = fakes();
    await open(api);
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(list.textContent).toMatch(/League of Legends.*Valorant/);
    expect(screen.getByText('3 players waiting')).toBeTruthy();
    expect(api.adminGames).toHaveBeenCalledTimes(1);
  });

  it('replaces a game’s image: uploads the file, then points the game at the new address', async () => {
    const api = fakes();
    api.uploadAdminImage.mockResolvedValue({ status: 'success', url: '/uploads/admin/new-lol.png' });
    await open(api);
    const input = await screen.findByLabelText('Change image: League of Legends');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new-lol.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(api.updateGame).toHaveBeenCalledTimes(1));
    expect(api.uploadAdminImage).toHaveBeenCalledWith(file, 'new-lol.png');
    expect(api.updateGame).toHaveBeenCalledWith('lol', { image: '/uploads/admin/new-lol.png' });
    await waitFor(() => expect(api.adminGames).toHaveBeenCalledTimes(2));
  });

  it('opens a closed game and moves a game up by renumbering the order', async () => {
    const api = fakes();
    await open(api);
    await userEvent.click(await screen.findByRole('switch', { name: /Valorant open/ }));
    await waitFor(() => expect(api.updateGame).toHaveBeenCalledWith('valorant', { isActive: true }));
    api.updateGame.mockClear();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Up: Valorant' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Up: Valorant' }));
    await waitFor(() => expect(api.updateGame).toHaveBeenCalledTimes(2));
    expect(api.updateGame.mock.calls).toEqual([
      ['valorant', { sortOrder: 10 }],
      ['lol', { sortOrder: 20 }],
    ]);
  });

  it('in Arabic, a refused change shows the server’s message in Arabic', async () => {
    const api = fakes();
    api.updateGame.mockRejectedValue({ messageKey: 'errors.network.connectionError' });
    await open(api, 'ar');
    await userEvent.click(await screen.findByRole('switch', { name: new RegExp(`Valorant`) }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(locales.ar.errors.network.connectionError);
    expect(screen.getByRole('button', { name: locales.ar.admin.common.retry })).toBeTruthy();
  });
});
