import type { Challenge, GameAccountsResponse, GamesResponse } from '@arena/contract';
import { emptyWallet } from '@arena/machines';
import { ArenaThemeProvider } from '@arena/ui';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json' with { type: 'json' };
import { paths } from '../../app/paths';
import { WalletContext, type WalletState } from '../../session/WalletProvider';
import ChallengesPage from './ChallengesPage';
import { readLinkReturn, rememberLinkReturn } from './link-return';
import SteamCallbackPage from './SteamCallbackPage';

// Issue 13: joining a challenge of a game with no linked account leads into linking that game and back
// to the challenge; the Steam return page goes to the linked game's challenges; a bad Steam id reads well.
const fake = vi.hoisted(() => ({
  games: vi.fn<() => Promise<GamesResponse>>(),
  gameAccounts: vi.fn<() => Promise<GameAccountsResponse>>(),
  challenges: vi.fn<(query: { gameId: string }) => Promise<{ data: Challenge[] }>>(),
  gameWaitlist: vi.fn(async () => ({ data: { gameIds: [] as string[] } })),
  enroll: vi.fn(),
  steamBind: vi.fn<(body: { steamId: string; token?: string }) => Promise<unknown>>(),
  startSteamSignIn: vi.fn(),
}));
vi.mock('../../session/api', () => ({ api: fake }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

const wallet: WalletState = {
  balances: { ...emptyWallet, gCoinsAvailable: 3 },
  loading: false,
  error: false,
  refresh: async () => undefined,
};

const games: GamesResponse = {
  data: [
    { id: 'dota2', name: 'Dota 2', image: '', order: 1, is_active: true },
    { id: 'brawlstars', name: 'Brawl Stars', image: '', order: 2, is_active: true },
  ],
};

function challenge(id: string, gameId: string, title: string): Challenge {
  const start = new Date(Date.now() + 3_600_000);
  return {
    id,
    title,
    shortDescription: '',
    description: '',
    image: null,
    status: 0,
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 72 * 3_600_000).toISOString(),
    duration_hours: 72,
    entry_fee: 1,
    prizes: [{ id: 'p1', title: 'Winner', value: 100 }],
    winners: [],
    registeredPlayers: 0,
    maxPlayers: 100,
    isParticipating: false,
    gameLimit: 0,
    min_skill_level: 1,
    gameId,
    type: 'main',
  };
}

const accounts = (...gameTypes: ('Steam' | 'Supercell' | 'Riot Games')[]): GameAccountsResponse => ({
  data: {
    connectedAccounts: gameTypes.map((gameType) => ({
      gameType,
      canDisconnect: true,
      accountInfo: { supportedGames: [] },
    })),
    remainingDisconnections: 3,
  },
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(url: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <WalletContext.Provider value={wallet}>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={paths.challenges.pattern} element={<ChallengesPage />} />
              <Route path={paths.challengesForGame.pattern} element={<ChallengesPage />} />
              <Route path={paths.steamCallback.pattern} element={<SteamCallbackPage />} />
            </Routes>
            <Where />
          </MemoryRouter>
        </WalletContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  for (const mock of Object.values(fake)) mock.mockClear();
  fake.games.mockResolvedValue(games);
  fake.gameAccounts.mockResolvedValue(accounts());
  fake.challenges.mockImplementation(async ({ gameId }) => ({
    data: [challenge(`${gameId}-cup`, gameId, `${gameId} cup`)],
  }));
});
afterEach(() => sessionStorage.clear());

const openDialog = () => document.querySelector('dialog[open]') as HTMLElement;

describe('joining a challenge of a game with no linked account', () => {
  it('offers to link the game instead of ending at Enrollment Failed, then opens the game’s linking', async () => {
    renderAt('/challenges/brawlstars');
    fireEvent.click(await screen.findByRole('button', { name: en.challenge.registration.open }));
    const dialog = await waitFor(() => openDialog());
    expect(within(dialog).getByText('Link your Brawl Stars account')).toBeTruthy();
    expect(within(dialog).queryByText(en.challenge.enrolment.failedTitle)).toBeNull();
    expect(fake.enroll).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Link Brawl Stars account' }));
    // The challenge waits for the way back; the Brawl Stars dialog (the game picker's linking) opens.
    expect(readLinkReturn()).toEqual({ gameId: 'brawlstars', challengeId: 'brawlstars-cup' });
    expect(await screen.findByText(en.challenges.brawl.title)).toBeTruthy();
  });

  it('back from linking, the challenge’s enrolment dialog opens again and the memory is cleared', async () => {
    rememberLinkReturn('dota2', 'dota2-cup');
    fake.gameAccounts.mockResolvedValue(accounts('Steam'));
    renderAt('/challenges/dota2');
    const dialog = await waitFor(() => {
      const open = openDialog();
      expect(open).toBeTruthy();
      return open;
    });
    expect(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm })).toBeTruthy();
    expect(dialog.textContent).toContain('dota2 cup');
    expect(readLinkReturn()).toBeNull();
  });

  it('a linked game goes straight to the fee confirmation', async () => {
    fake.gameAccounts.mockResolvedValue(accounts('Steam'));
    renderAt('/challenges/dota2');
    fireEvent.click(await screen.findByRole('button', { name: en.challenge.registration.open }));
    const dialog = await waitFor(() => openDialog());
    expect(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm })).toBeTruthy();
    expect(within(dialog).queryByText('Link your Dota 2 account')).toBeNull();
  });
});

describe('the Steam return page', () => {
  it('goes back to the linked game’s challenges, not to /challenges with no game', async () => {
    rememberLinkReturn('dota2');
    fake.steamBind.mockResolvedValue({});
    fake.gameAccounts.mockResolvedValue(accounts('Steam'));
    renderAt('/steam-callback?id=76561198000000001&token=t1');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/challenges/dota2'));
    expect(fake.steamBind).toHaveBeenCalledWith({ steamId: '76561198000000001', token: 't1' });
  });

  it('with no game remembered it goes to /challenges', async () => {
    fake.steamBind.mockResolvedValue({});
    renderAt('/steam-callback?id=76561198000000001');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/challenges'));
  });

  it('a malformed Steam id is explained in the player’s words and never sent', async () => {
    renderAt('/steam-callback?id=12345');
    expect(await screen.findByText(en.challenges.steam.invalidIdBody)).toBeTruthy();
    expect(screen.queryByText(/SteamID64/)).toBeNull();
    expect(fake.steamBind).not.toHaveBeenCalled();
  });
});

describe('the server knows better than the list', () => {
  it('a 422 refusal (no linked account) also offers the link, with the player’s words', async () => {
    const { ApiError } = await import('@arena/api-client');
    fake.gameAccounts.mockResolvedValue(accounts('Steam'));
    fake.enroll.mockRejectedValue(
      new ApiError('http', {
        status: 422,
        serverMessage: 'Link your Dota 2 account to join this challenge.',
      }),
    );
    renderAt('/challenges/dota2');
    fireEvent.click(await screen.findByRole('button', { name: en.challenge.registration.open }));
    const confirm = await waitFor(() =>
      within(openDialog()).getByRole('button', { name: en.challenges.enrol.confirm }),
    );
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Link Dota 2 account' })).toBeTruthy();
    expect(screen.queryByText(en.challenge.enrolment.failedTitle)).toBeNull();
  });
});
