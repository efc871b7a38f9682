import { ApiError } from '@arena/api-client';
import type { Challenge, GamesResponse } from '@arena/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { accountsOf as accounts, challengeOf, polyfillDialog } from './challenge-fixtures';
import ChallengesPage from './ChallengesPage';
import { readLinkReturn, rememberLinkReturn } from './link-return';

// Issue 13: joining a challenge of a game with no linked account leads into linking that game and back
// to the challenge (the Steam return page: SteamCallbackPage.test.tsx).
const en = locales.en;
const fake = {
  games: vi.fn<() => Promise<GamesResponse>>(),
  gameAccounts: vi.fn(),
  challenges: vi.fn<(query: { gameId: string }) => Promise<{ data: Challenge[] }>>(),
  gameWaitlist: vi.fn(async () => ({ data: { gameIds: [] as string[] } })),
  enroll: vi.fn(),
  startSteamSignIn: vi.fn(),
};

beforeAll(polyfillDialog);

const games: GamesResponse = {
  data: [
    { id: 'dota2', name: 'Dota 2', image: '', order: 1, is_active: true },
    { id: 'brawlstars', name: 'Brawl Stars', image: '', order: 2, is_active: true },
  ],
};

const challenge = (id: string, gameId: string, title: string) => challengeOf({ id, gameId, title });

function renderAt(url: string) {
  return renderPage(<ChallengesPage />, {
    path: paths.challengesForGame.pattern,
    url,
    api: fake as never,
    user: { id: 'u1', name: 'Sam' } as never,
    wallet: { gCoinsAvailable: 3 },
  });
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
    await renderAt('/challenges/brawlstars');
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
    await renderAt('/challenges/dota2');
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
    await renderAt('/challenges/dota2');
    fireEvent.click(await screen.findByRole('button', { name: en.challenge.registration.open }));
    const dialog = await waitFor(() => openDialog());
    expect(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm })).toBeTruthy();
    expect(within(dialog).queryByText('Link your Dota 2 account')).toBeNull();
  });
});

describe('the server knows better than the list', () => {
  it('a 422 refusal (no linked account) also offers the link, with the player’s words', async () => {
    fake.gameAccounts.mockResolvedValue(accounts('Steam'));
    fake.enroll.mockRejectedValue(
      new ApiError('http', {
        status: 422,
        serverMessage: 'Link your Dota 2 account to join this challenge.',
      }),
    );
    await renderAt('/challenges/dota2');
    fireEvent.click(await screen.findByRole('button', { name: en.challenge.registration.open }));
    const confirm = await waitFor(() =>
      within(openDialog()).getByRole('button', { name: en.challenges.enrol.confirm }),
    );
    fireEvent.click(confirm);
    expect(await screen.findByRole('button', { name: 'Link Dota 2 account' })).toBeTruthy();
    expect(screen.queryByText(en.challenge.enrolment.failedTitle)).toBeNull();
  });
});
