import { ApiError } from '@arena/api-client';
import type { AdminChallenge } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../../test/render-page';
import ChallengesPage from './ChallengesPage';

// /admin/challenges wired to the API: the list by game and status (in the URL), Cancel with a reason,
// Finish now after a confirmation, a refusal in the reader's language.

afterEach(() => vi.unstubAllGlobals());

const games = [
  {
    id: 'lol',
    name: 'League of Legends',
    image: '/games/lol.svg',
    order: 10,
    is_active: true,
    waitlistCount: 0,
  },
];
const cup: AdminChallenge = {
  id: 'c-1',
  title: 'Weekend cup',
  shortDescription: '<p>Short</p>',
  description: '<p>Long</p>',
  image: null,
  gameId: 'lol',
  type: 'daily',
  status: 1,
  startTime: '2026-03-01T10:00:00.000Z',
  endTime: '2026-03-02T10:00:00.000Z',
  durationHours: 24,
  entryFee: 1,
  maxPlayers: 50,
  minPlayers: 2,
  gameLimit: 5,
  skillLevel: 3,
  prizes: [],
  participants: 2,
  feesCollected: 2,
  createdAt: '2026-02-01T10:00:00.000Z',
  finishedAt: null,
  cancelledAt: null,
  cancelReason: null,
  voidReason: null,
};
const list = (items = [cup]) => ({
  status: 'success',
  data: { items, total: items.length, page: 1, pageSize: 20 },
});

function fakes() {
  return {
    adminGames: vi.fn().mockResolvedValue({ status: 'success', data: games }),
    adminChallenges: vi.fn().mockResolvedValue(list()),
    cancelChallenge: vi.fn(),
    finishNow: vi.fn().mockResolvedValue({ success: true, finished: true, winners: [] }),
  };
}
const open = (api: ReturnType<typeof fakes>, lang: 'en' | 'ar' = 'en', url = '/admin/challenges') =>
  renderPage(<ChallengesPage />, {
    path: '/admin/challenges',
    url,
    api,
    lang,
    routes: ['/admin/challenges/:id', '/admin/challenges/new'],
  });

/** A row's Actions menu (issue 34): one button per row, its actions inside. */
async function menuOf(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions: ${title}` }));
  const menu = screen.getByRole('menu', { name: `Actions: ${title}` });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}
async function chooseAction(title: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions: ${title}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
}

describe('ChallengesPage', () => {
  it('loads the list with its game names and filters by status through the address', async () => {
    const api = fakes();
    const view = await open(api);
    const table = await screen.findByRole('table', { name: 'Challenge list' });
    await within(table).findByText('League of Legends');
    expect(within(table).getByText('2 / 50')).toBeTruthy();
    expect(api.adminChallenges).toHaveBeenCalledWith({ page: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'upcoming');
    await waitFor(() => expect(api.adminChallenges).toHaveBeenLastCalledWith({ status: 0, page: 1 }));
    expect(view.router.state.location.search).toBe('?status=upcoming');
  });

  it('cancels with the reason and says how many fees came back', async () => {
    const api = fakes();
    api.cancelChallenge.mockResolvedValue({
      status: 'success',
      data: { refundedPlayers: 2, refundedGCoins: 2 },
    });
    await open(api);
    await chooseAction('Weekend cup', 'Cancel');
    const dialog = await screen.findByRole('dialog', { name: 'Cancel “Weekend cup”' });
    // Two clear choices, not "Cancel" beside "Cancel challenge" (issue 34).
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Keep the challenge' })).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Servers are down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel challenge' }));
    expect(await screen.findByText(/2 players got their entry fee back/)).toBeTruthy();
    expect(api.cancelChallenge).toHaveBeenCalledExactlyOnceWith('c-1', 'Servers are down');
    await waitFor(() => expect(api.adminChallenges).toHaveBeenCalledTimes(2));
  });

  it('finishes now after the confirmation and reloads the list', async () => {
    const api = fakes();
    await open(api);
    await chooseAction('Weekend cup', 'Finish now');
    const dialog = await screen.findByRole('dialog', { name: 'Finish “Weekend cup” now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finish now' }));
    expect(await screen.findByText('“Weekend cup” is finished.')).toBeTruthy();
    expect(api.finishNow).toHaveBeenCalledExactlyOnceWith('c-1');
    await waitFor(() => expect(api.adminChallenges).toHaveBeenCalledTimes(2));
  });

  it('in Arabic, a finish that cannot reach the server keeps the dialog open and says so in Arabic', async () => {
    const api = fakes();
    api.finishNow.mockRejectedValue(new ApiError('network'));
    await open(api, 'ar');
    const ar = locales.ar.admin.challenges;
    await userEvent.click(
      await screen.findByRole('button', { name: `${locales.ar.admin.common.actions}: Weekend cup` }),
    );
    await userEvent.click(screen.getByRole('menuitem', { name: ar.list.finish }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: ar.finish.confirm }));
    expect(await within(dialog).findByText(locales.ar.errors.network.unableToConnect)).toBeTruthy();
  });

  it('each row has one Actions menu: Edit while upcoming, Finish now only running with players (issue 34)', async () => {
    const api = fakes();
    const upcoming: AdminChallenge = { ...cup, id: 'c-2', title: 'Next cup', status: 0, participants: 3 };
    const empty = { ...cup, id: 'c-3', title: 'Empty cup', participants: 0 };
    const done = { ...cup, id: 'c-4', title: 'Old cup', status: 2 as const };
    api.adminChallenges.mockResolvedValue(list([cup, upcoming, empty, done]));
    const view = await open(api);
    expect(await menuOf('Weekend cup')).toEqual(['Finish now', 'Cancel']);
    await userEvent.keyboard('{Escape}');
    expect(await menuOf('Next cup')).toEqual(['Edit', 'Cancel']);
    await userEvent.keyboard('{Escape}');
    // Finishing pays prizes: an empty running challenge has none to pay.
    expect(await menuOf('Empty cup')).toEqual(['Cancel']);
    await userEvent.keyboard('{Escape}');
    // A finished challenge has nothing left to do: no menu at all.
    expect(screen.queryByRole('button', { name: 'Actions: Old cup' })).toBeNull();
    // Edit opens the form, by keyboard too: the button opens the menu on its first item.
    screen.getByRole('button', { name: 'Actions: Next cup' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/admin/challenges/c-2'));
  });
});
