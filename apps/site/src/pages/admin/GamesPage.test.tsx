import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import GamesPage from './GamesPage';

// The operator's games page wired to the API (issue 12 "Games: open or close, order, image").
const mocks = vi.hoisted(() => ({ adminGames: vi.fn(), updateGame: vi.fn(), uploadAdminImage: vi.fn() }));
vi.mock('../../session/api', () => ({ api: mocks }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});

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

beforeEach(() => {
  for (const mock of Object.values(mocks)) mock.mockReset();
  mocks.adminGames.mockResolvedValue({ status: 'success', data: games });
  mocks.updateGame.mockResolvedValue({ status: 'success', data: games[0] });
});

function renderPage() {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <MemoryRouter initialEntries={['/admin/games']}>
          <GamesPage />
        </MemoryRouter>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

describe('GamesPage', () => {
  it('replaces a game’s image: uploads the file, then points the game at the new address', async () => {
    mocks.uploadAdminImage.mockResolvedValue({ status: 'success', url: '/uploads/admin/new-lol.png' });
    renderPage();
    const input = await screen.findByLabelText('Change image: League of Legends');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'new-lol.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await waitFor(() => expect(mocks.updateGame).toHaveBeenCalledTimes(1));
    expect(mocks.uploadAdminImage).toHaveBeenCalledWith(file, 'new-lol.png');
    expect(mocks.updateGame).toHaveBeenCalledWith('lol', { image: '/uploads/admin/new-lol.png' });
    await waitFor(() => expect(mocks.adminGames).toHaveBeenCalledTimes(2));
  });

  it('opens a closed game and moves a game up by renumbering the order', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('switch', { name: /Valorant open/ }));
    await waitFor(() => expect(mocks.updateGame).toHaveBeenCalledWith('valorant', { isActive: true }));
    mocks.updateGame.mockClear();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Up: Valorant' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Up: Valorant' }));
    await waitFor(() => expect(mocks.updateGame).toHaveBeenCalledTimes(2));
    expect(mocks.updateGame.mock.calls).toEqual([
      ['valorant', { sortOrder: 10 }],
      ['lol', { sortOrder: 20 }],
    ]);
  });
});
