import type { Challenge } from '@arena/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import type { FakeApi } from '../test/render-page';
import LandingPage, { loader } from './LandingPage';

// spec §2 landing, issue 13: the hero's live figures come from the challenge list (prize pools open now,
// the next start) and the dashboard (prizes paid); a visitor is asked to create a free account, a
// signed-in player is led to the challenges; the podium links each player's public profile.
const now = new Date('2026-11-23T12:00:00.000Z');

const challenge = (over: Partial<Challenge>): Challenge =>
  ({
    id: 'c1',
    title: 'Weekly',
    shortDescription: '',
    description: '',
    image: null,
    status: 0,
    startTime: '2026-11-24T12:00:00.000Z',
    endTime: '2026-11-25T12:00:00.000Z',
    duration_hours: 24,
    entry_fee: 0,
    prizes: [],
    winners: [],
    registeredPlayers: 0,
    maxPlayers: 100,
    isParticipating: false,
    gameLimit: 0,
    min_skill_level: 1,
    skill_bracket: 1,
    gameId: 'valorant',
    type: 'main',
    ...over,
  }) as Challenge;

const fakeApi = (over: FakeApi = {}): FakeApi => ({
  dashboard: vi.fn().mockResolvedValue({
    data: { unique_participants: 21, total_prize_value_dispersed: 8559.5, completed_challenges: 4 },
  }),
  challenges: vi.fn().mockResolvedValue({
    data: [
      challenge({
        id: 'c1',
        startTime: '2026-11-23T14:15:00.000Z',
        prizes: [{ id: 'p1', title: '1st', value: 100 }],
      }),
      challenge({
        id: 'c2',
        status: 1,
        startTime: '2026-11-23T09:00:00.000Z',
        prizes: [{ id: 'p2', title: '1st', value: 85.5 }],
      }),
      challenge({
        id: 'c3',
        status: 2,
        startTime: '2026-11-20T09:00:00.000Z',
        prizes: [{ id: 'p3', title: '1st', value: 999 }],
      }),
    ],
  }),
  leaderboard: vi.fn().mockResolvedValue({
    data: {
      leaderboard: [
        { id: 'u1', rank: 1, name: 'Layla Haddad', photo: null },
        { id: 'u2', rank: 2, name: 'NightOwl', photo: null },
      ],
    },
  }),
  ...over,
});

const routes = [paths.join.pattern, paths.challenges.pattern];

/** The hero's figures: a description list named by its aria-label. */
async function heroFigures(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const list = document.querySelector<HTMLElement>(`dl[aria-label="${label}"]`);
    if (!list) throw new Error(`no figures named ${label}`);
    return list;
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('LandingPage', () => {
  it('asks the dashboard, the challenge list and the top five, and shows the live figures', async () => {
    const api = fakeApi();
    await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api,
      routes,
    });
    const figures = await heroFigures(locales.en.landing.hero.figuresLabel);
    // Open now: c1 (upcoming, $100) and c2 (current, 3 h in, $85.50); the finished c3 does not count.
    expect(within(figures).getByText('$185.50')).toBeTruthy();
    expect(within(figures).getByText('$8,559.50')).toBeTruthy();
    expect(screen.getByText('2h 15m').getAttribute('datetime')).toBe('2026-11-23T14:15:00.000Z');
    expect(api.challenges).toHaveBeenCalledExactlyOnceWith();
    expect(api.leaderboard).toHaveBeenCalledExactlyOnceWith(5);
    expect(api.dashboard).toHaveBeenCalledOnce();
    const stats = document.querySelector('section[aria-labelledby="stats-title"]') as HTMLElement;
    expect(within(stats).getByText('21')).toBeTruthy();
    const podium = screen.getByRole('list', { name: locales.en.landing.leaderboard.title });
    const layla = within(podium).getByRole('link', { name: /Layla Haddad/ });
    expect(layla.getAttribute('href')).toBe('/public-profile/u1');
    expect(layla.getAttribute('target')).toBe('_blank');
  });

  it('a visitor is invited to create a free account; Get Started goes to /join', async () => {
    const { router } = await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api: fakeApi(),
      routes,
    });
    expect(await screen.findByRole('link', { name: locales.en.landing.cta.button })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: locales.en.landing.hero.viewChallenges }).getAttribute('href'),
    ).toBe('/challenges');
    screen.getByRole('link', { name: locales.en.landing.hero.getStarted }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
  });

  it('a signed-in player is led to the challenges instead, with no sign-up call', async () => {
    await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api: fakeApi(),
      routes,
      user: { id: 'u9', name: 'Sam' } as never,
    });
    const button = await screen.findByRole('link', { name: locales.en.landing.ctaPlayer.button });
    expect(button.getAttribute('href')).toBe('/challenges');
    expect(screen.queryByText(locales.en.landing.cta.button)).toBeNull();
    expect(screen.queryByRole('link', { name: locales.en.landing.hero.getStarted })).toBeNull();
  });

  it('with nobody ranked, the podium gives way to an empty state leading to the challenges', async () => {
    const api = fakeApi({ leaderboard: vi.fn().mockResolvedValue({ data: { leaderboard: [] } }) });
    await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api,
      routes,
    });
    expect(await screen.findByText(locales.en.landing.leaderboard.emptyTitle)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: locales.en.landing.leaderboard.emptyAction }).getAttribute('href'),
    ).toBe('/challenges');
  });

  it('a failed read leaves its band out and keeps the rest (Arabic)', async () => {
    const api = fakeApi({
      dashboard: vi.fn().mockRejectedValue(new Error('down')),
      challenges: vi.fn().mockRejectedValue(new Error('down')),
    });
    await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api,
      routes,
      lang: 'ar',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: locales.ar.landing.hero.title }),
    ).toBeTruthy();
    await screen.findByRole('list', { name: locales.ar.landing.leaderboard.title });
    expect(document.querySelector('section[aria-labelledby="stats-title"]')).toBeNull();
    expect(document.querySelector('dl[aria-label]')).toBeNull();
    expect(screen.getByRole('link', { name: locales.ar.landing.cta.button })).toBeTruthy();
  });

  it('speaks Arabic: the figures and the countdown chip in Arabic words', async () => {
    await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      api: fakeApi(),
      routes,
      lang: 'ar',
    });
    const figures = await heroFigures(locales.ar.landing.hero.figuresLabel);
    expect(within(figures).getByText(locales.ar.landing.hero.prizePools)).toBeTruthy();
    expect(screen.getByText(locales.ar.landing.hero.nextStart)).toBeTruthy();
    expect(screen.getByRole('heading', { name: locales.ar.landing.stats.title })).toBeTruthy();
  });

  it('a ?token= signs in and goes to /join', async () => {
    const { session, router } = await renderPage(<LandingPage />, {
      loader: loader,
      path: paths.home.pattern,
      url: '/?token=abc',
      api: fakeApi(),
      routes,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/join'));
    expect(session.signIn).toHaveBeenCalledWith('abc');
  });
});

describe('About', () => {
  it('the locales name CS2, not CS:GO', () => {
    expect(JSON.stringify(locales.en)).not.toContain('CS:GO');
    expect((locales.en.games as Record<string, string>).cs2).toBe('CS2');
  });
});
