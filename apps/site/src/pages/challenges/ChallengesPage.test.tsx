import { ApiError } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import { accountsOf, challengeOf, gamesList, polyfillDialog } from './challenge-fixtures';
import ChallengesPage from './ChallengesPage';

// spec §2 /challenges: no game chosen → featured challenges above the picker; a game → its list, the
// card's Join opens the enrolment and sends the challenge; an inactive game's waitlist; Arabic.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u1', name: 'Sam' } as never;

beforeAll(polyfillDialog);
beforeEach(() => sessionStorage.clear());

function fakes(over: FakeApi = {}): FakeApi {
  return {
    games: vi.fn().mockResolvedValue(gamesList),
    gameAccounts: vi.fn().mockResolvedValue(accountsOf('Riot Games')),
    gameWaitlist: vi.fn().mockResolvedValue({ data: { gameIds: [] } }),
    challenges: vi.fn().mockResolvedValue({
      data: [
        challengeOf({ id: 'big', title: 'Big Cup', prizes: [{ id: 'p', title: '1st', value: 900 }] }),
        challengeOf({
          id: 'small',
          title: 'Small Cup',
          gameId: 'dota2',
          prizes: [{ id: 'p', title: '1st', value: 5 }],
        }),
        challengeOf({
          id: 'xp',
          title: 'XP Night',
          prizes: [],
          startTime: new Date(Date.now() + 600_000).toISOString(),
        }),
        challengeOf({ id: 'done', title: 'Old Cup', status: 2 }),
      ],
    }),
    ...over,
  };
}

describe('ChallengesPage', () => {
  it('with no game asks for every challenge and features the biggest prize pools and the soonest starts', async () => {
    const api = fakes();
    await renderPage(<ChallengesPage />, { path: paths.challenges.pattern, api, user });
    const biggest = await screen.findByRole('list', { name: en.challenges.featured.biggest });
    const cards = within(biggest).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Big Cup',
      'Small Cup',
    ]);
    expect(within(cards[0]!).getAllByText('$900.00').length).toBeGreaterThan(0);
    const soonest = screen.getByRole('list', { name: en.challenges.featured.soonest });
    expect(within(soonest).getByText('XP Night')).toBeTruthy();
    expect(screen.queryByText('Old Cup')).toBeNull();
    expect(api.challenges).toHaveBeenCalledExactlyOnceWith();
    // The picker stays below, with the prompt the e2e suite waits for.
    expect(screen.getByText(en.challenges.pickGame)).toBeTruthy();
    expect(screen.getByRole('list', { name: en.challenges.games })).toBeTruthy();
  });

  it('with nothing open shows the empty state with what to do next', async () => {
    const api = fakes({ challenges: vi.fn().mockResolvedValue({ data: [] }) });
    await renderPage(<ChallengesPage />, { path: paths.challenges.pattern, api, user });
    expect(await screen.findByRole('heading', { name: en.challenges.featured.emptyTitle })).toBeTruthy();
    expect(screen.getByText(en.challenges.featured.emptyBody)).toBeTruthy();
  });

  it('a game lists its challenges; Join opens the enrolment and sends the challenge', async () => {
    const api = fakes({
      challenges: vi.fn().mockResolvedValue({ data: [challengeOf({ id: 'c1', title: 'LoL Cup' })] }),
      enroll: vi.fn().mockResolvedValue({ status: 'success', message: 'ok' }),
    });
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api,
      user,
      wallet: { gCoinsAvailable: 5 },
    });
    const card = (await screen.findByRole('heading', { name: 'LoL Cup' })).closest('article')!;
    expect(api.challenges).toHaveBeenCalledWith({ gameId: 'lol' });
    expect(screen.queryByRole('heading', { name: en.challenges.featured.title })).toBeNull();
    await userEvent.click(
      within(card as HTMLElement).getByRole('button', { name: en.challenge.registration.open }),
    );
    const dialog = await waitFor(() => document.querySelector('dialog[open]') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm }));
    await waitFor(() => expect(api.enroll).toHaveBeenCalledWith('c1'));
  });

  it('a full challenge and a registered one say so on their cards', async () => {
    const api = fakes({
      challenges: vi.fn().mockResolvedValue({
        data: [
          challengeOf({ id: 'full', title: 'Full Cup', registeredPlayers: 10, maxPlayers: 10 }),
          challengeOf({ id: 'mine', title: 'My Cup', isParticipating: true }),
        ],
      }),
    });
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api,
      user,
    });
    const full = (await screen.findByRole('heading', { name: 'Full Cup' })).closest('article') as HTMLElement;
    expect(
      (within(full).getByRole('button', { name: en.challenge.registration.full }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    const mine = screen.getByRole('heading', { name: 'My Cup' }).closest('article') as HTMLElement;
    expect(within(mine).getByText(en.challenge.registration.alreadyRegistered)).toBeTruthy();
  });

  it('each card names the bracket it admits, and a registered card the bracket the player entered with', async () => {
    const api = fakes({
      challenges: vi.fn().mockResolvedValue({
        data: [
          challengeOf({ id: 'pro', title: 'Pro Cup', min_skill_level: 12, skill_bracket: 4 }),
          challengeOf({
            id: 'mine',
            title: 'My Cup',
            isParticipating: true,
            entrySkillLevel: 2,
            entrySkillBracket: 1,
          }),
        ],
      }),
    });
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api,
      user,
    });
    const pro = (await screen.findByRole('heading', { name: 'Pro Cup' })).closest('article') as HTMLElement;
    expect(within(pro).getByText('Bracket 4 · skill 10–12')).toBeTruthy();
    expect(within(pro).queryByText(/Your bracket/)).toBeNull();
    const mine = screen.getByRole('heading', { name: 'My Cup' }).closest('article') as HTMLElement;
    expect(within(mine).getByText('Bracket 1 · skill 1–3')).toBeTruthy();
    expect(within(mine).getByText('Your bracket 1 · skill 1–3')).toBeTruthy();
  });

  it('the waitlist of a coming-soon game sends the game and says so', async () => {
    const api = fakes({
      joinGameWaitlist: vi.fn().mockResolvedValue({ status: 'success', message: 'ok' }),
      challenges: vi.fn().mockResolvedValue({ data: [] }),
    });
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/valorant',
      api,
      user,
    });
    const empty = await screen.findByRole('heading', { name: en.challenges.waitlistTitle });
    await userEvent.click(within(empty.parentElement!).getByRole('button', { name: en.challenges.waitlist }));
    expect(api.joinGameWaitlist).toHaveBeenCalledWith('valorant');
    expect(await screen.findByText(en.challenges.waitlistDone.replace('{{game}}', 'Valorant'))).toBeTruthy();
    // The waitlist is read again, so the game shows as joined.
    await waitFor(() => expect(api.gameWaitlist).toHaveBeenCalledTimes(2));
  });

  it('in Arabic: the featured heading, and a waitlist refusal in the reader’s language', async () => {
    const api = fakes({
      joinGameWaitlist: vi.fn().mockRejectedValue(new ApiError('network', {})),
    });
    // Joining a waitlist opens the game's page: the same page on its optional game segment.
    await renderPage(<ChallengesPage />, {
      path: '/challenges/:gameId?',
      url: '/challenges',
      api,
      user,
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { name: ar.challenges.featured.title })).toBeTruthy();
    // The featured lists and the game picker arrive with their own reads: wait for each.
    expect(await screen.findByRole('list', { name: ar.challenges.featured.biggest })).toBeTruthy();
    await userEvent.click(
      within(await screen.findByRole('list', { name: ar.challenges.games })).getByRole('button', {
        name: ar.challenges.waitlist,
      }),
    );
    expect(api.joinGameWaitlist).toHaveBeenCalledWith('valorant');
    expect(await screen.findByText(ar.errors.network.unableToConnect)).toBeTruthy();
  });
});

describe('ChallengesPage: older finished challenges (the list is paged, issue 15)', () => {
  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'in %s, My challenges asks for the next page from the cursor and adds the player’s own',
    async (lang, words) => {
      const challenges = vi
        .fn()
        .mockResolvedValueOnce({
          data: [challengeOf({ id: 'recent', title: 'Recent Cup', status: 2, isParticipating: true })],
          meta: { finishedCursor: '2026-01-06T12:00:00.000Z_c1' },
        })
        .mockResolvedValueOnce({
          data: [
            challengeOf({ id: 'old-mine', title: 'Old Cup', status: 2, isParticipating: true }),
            challengeOf({ id: 'old-other', title: 'Someone Else Cup', status: 2 }),
          ],
          meta: { finishedCursor: null },
        });
      const api = fakes({ challenges });
      await renderPage(<ChallengesPage />, {
        path: paths.challengesForGame.pattern,
        url: '/challenges/lol',
        api,
        user,
        lang,
      });
      await userEvent.click(await screen.findByRole('tab', { name: words.challenges.tab.mine }));
      expect(await screen.findByRole('heading', { name: 'Recent Cup' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: words.challenges.showOlder }));
      expect(await screen.findByRole('heading', { name: 'Old Cup' })).toBeTruthy();
      expect(challenges).toHaveBeenLastCalledWith({
        gameId: 'lol',
        finishedBefore: '2026-01-06T12:00:00.000Z_c1',
      });
      expect(screen.queryByRole('heading', { name: 'Someone Else Cup' })).toBeNull();
      // Nothing older: the button goes.
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: words.challenges.showOlder })).toBeNull(),
      );
    },
  );
});
