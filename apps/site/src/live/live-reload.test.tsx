import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import ChallengeDetailPage from '../pages/challenges/ChallengeDetailPage';
import { challengeOf } from '../pages/challenges/challenge-fixtures';
import LandingPage, { loader as landingLoader } from '../pages/LandingPage';
import { locales, renderPage } from '../test/render-page';

// Live leaderboards in the site (decision 0033): the challenge page and the landing page subscribe
// through the API client and, when told a change happened, reload in place: the new order shows, and
// the page never goes back to its loading skeleton meanwhile. A finished challenge does not subscribe.
const en = locales.en;

const participant = (userId: string, name: string, score: number) => ({
  userId,
  user: { name },
  game_name: '',
  score,
  bonus_score: 0,
  gamesPlayed: 1,
  excluded: false,
  created_at: '2026-01-01T00:00:00.000Z',
  skillBracket: 1,
});

/** A subscribe fake that keeps the onChange the page gave it and counts unsubscribes. */
function liveFake() {
  const listeners: (() => void)[] = [];
  const unsubscribe = vi.fn();
  const subscribe = vi.fn((...args: unknown[]) => {
    listeners.push(args.at(-1) as () => void);
    return unsubscribe;
  });
  return { subscribe, unsubscribe, tell: () => act(() => listeners.forEach((listener) => listener())) };
}

const leaderboardNames = () =>
  within(screen.getByRole('table', { name: en.challenges.detail.leaderboard }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByText(/Lina|Omar/).textContent);

describe('live reload', () => {
  it('the challenge page subscribes to its challenge and reloads in place when told, showing the new order', async () => {
    const running = (scores: [number, number]) => ({
      data: challengeOf({
        id: 'c1',
        title: 'Live Cup',
        status: 1,
        startTime: new Date(Date.now() - 3_600_000).toISOString(),
        participants: [
          participant('u1', 'Lina Haddad', scores[0]),
          participant('u2', 'Omar Faris', scores[1]),
        ].sort((a, b) => b.score - a.score),
      }),
    });
    const challenge = vi
      .fn()
      .mockResolvedValueOnce(running([900, 700]))
      .mockResolvedValueOnce(running([900, 1200]));
    const live = liveFake();
    const { unmount } = await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c1',
      api: { challenge, subscribeChallenge: live.subscribe },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Live Cup' })).toBeTruthy();
    expect(leaderboardNames()).toEqual(['Lina Haddad', 'Omar Faris']);
    // The subscription is an effect: it runs after the page shows (at once, or a moment later on a busy machine).
    await waitFor(() => expect(live.subscribe).toHaveBeenCalledOnce());
    expect(live.subscribe.mock.calls[0]![0]).toBe('c1');

    live.tell();
    // Refreshing keeps the page (no skeleton), then shows Omar first.
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    await waitFor(() => expect(leaderboardNames()).toEqual(['Omar Faris', 'Lina Haddad']));
    expect(challenge).toHaveBeenCalledTimes(2);
    expect(challenge).toHaveBeenLastCalledWith('c1');
    // Reloading did not subscribe again.
    expect(live.subscribe).toHaveBeenCalledOnce();

    unmount();
    expect(live.unsubscribe).toHaveBeenCalledOnce();
  });

  it('a finished challenge does not subscribe', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({
        id: 'c9',
        title: 'Old Cup',
        status: 2,
        startTime: new Date(Date.now() - 100 * 3_600_000).toISOString(),
        endTime: new Date(Date.now() - 28 * 3_600_000).toISOString(),
      }),
    });
    const live = liveFake();
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c9',
      api: { challenge, subscribeChallenge: live.subscribe },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Old Cup' })).toBeTruthy();
    expect(live.subscribe).not.toHaveBeenCalled();
  });

  it('the landing page subscribes to the leaderboard and loads its data again (its route loader) when told', async () => {
    const board = (names: string[]) => ({
      data: {
        leaderboard: names.map((name, index) => ({ id: `u${index}`, rank: index + 1, name, photo: null })),
      },
    });
    const leaderboard = vi
      .fn()
      .mockResolvedValueOnce(board(['Layla Haddad', 'NightOwl']))
      .mockResolvedValueOnce(board(['NightOwl', 'Layla Haddad']));
    const dashboard = vi.fn().mockResolvedValue({
      data: { unique_participants: 21, total_prize_value_dispersed: 10, completed_challenges: 4 },
    });
    const challenges = vi.fn().mockResolvedValue({ data: [] });
    const live = liveFake();
    const { unmount } = await renderPage(<LandingPage />, {
      loader: landingLoader,
      path: paths.home.pattern,
      api: { leaderboard, dashboard, challenges, subscribeLeaderboard: live.subscribe },
      routes: [paths.join.pattern, paths.challenges.pattern],
    });
    // The podium's players by rank (it shows rank 2 before rank 1).
    const names = () =>
      [...screen.getByRole('list', { name: en.landing.leaderboard.title }).querySelectorAll('li')]
        .sort((a, b) => Number(a.dataset.rank) - Number(b.dataset.rank))
        .map((item) => item.querySelector('[title]')?.getAttribute('title'));
    await waitFor(() => expect(names()).toEqual(['Layla Haddad', 'NightOwl']));
    await waitFor(() => expect(live.subscribe).toHaveBeenCalledOnce());

    live.tell();
    await waitFor(() => expect(names()).toEqual(['NightOwl', 'Layla Haddad']));
    // The loader's three reads, once more each: a finish changes the open challenges' figures too.
    expect(leaderboard).toHaveBeenCalledTimes(2);
    expect(dashboard).toHaveBeenCalledTimes(2);
    expect(challenges).toHaveBeenCalledTimes(2);
    unmount();
    expect(live.unsubscribe).toHaveBeenCalledOnce();
  });

  it('works with a client that answers the subscription later (loaded on first use): unsubscribes once it arrives', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({
        id: 'c5',
        title: 'Lazy Cup',
        status: 1,
        participants: [participant('u1', 'Lina Haddad', 1)],
      }),
    });
    const live = liveFake();
    const later = vi.fn((...args: unknown[]) => Promise.resolve(live.subscribe(...args)));
    const { unmount } = await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c5',
      api: { challenge, subscribeChallenge: later as never },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lazy Cup' })).toBeTruthy();
    // The subscription is made in an effect and answered later: a change told before it is not heard.
    await waitFor(() => expect(live.subscribe).toHaveBeenCalledOnce());
    live.tell();
    await waitFor(() => expect(challenge).toHaveBeenCalledTimes(2));
    unmount();
    await waitFor(() => expect(live.unsubscribe).toHaveBeenCalledOnce());
  });
});
