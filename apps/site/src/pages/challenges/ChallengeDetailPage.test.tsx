import { ApiError } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { challengeOf, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';

// spec §2 /challenge/:id: the leaderboard with medals for the top three and the player's own row, the
// join (enrolment dialog → POST enroll), the empty leaderboard's next step, a missing challenge in Arabic.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u2', name: 'Omar' } as never;
beforeAll(polyfillDialog);

const participant = (userId: string, name: string, score: number, tier?: string) => ({
  userId,
  user: tier ? { name, tier } : { name },
  game_name: '',
  score,
  bonus_score: 0,
  gamesPlayed: 3,
  excluded: false,
  created_at: '2026-01-01T00:00:00.000Z',
  skillBracket: 1,
});

describe('ChallengeDetailPage', () => {
  it('asks for the challenge in the URL and ranks its leaderboard with medals', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({
        id: 'c1',
        title: 'Night Cup',
        status: 1,
        startTime: new Date(Date.now() - 3_600_000).toISOString(),
        isParticipating: true,
        participants: [
          participant('u1', 'Lina Haddad', 900, 'Gold'),
          participant('u2', 'Omar Faris', 700),
          participant('u3', 'Kai Brooks', 500),
          participant('u4', 'Mei Chen', 100),
        ],
      }),
    });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c1',
      api: { challenge },
      user,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Cup' })).toBeTruthy();
    expect(challenge).toHaveBeenCalledExactlyOnceWith('c1');
    const table = screen.getByRole('table', { name: en.challenges.detail.leaderboard });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('img', { name: 'Rank 1, gold medal' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('img', { name: 'Rank 3, bronze medal' })).toBeTruthy();
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    // The tier the server sends shows as a badge in words; none where it sends none.
    expect(within(rows[0]!).getByText(en.tier.gold)).toBeTruthy();
    expect(within(rows[1]!).queryByText(en.tier.gold)).toBeNull();
    // What each place would win as the board stands (issue 34): the $100 winner's place pays 5,000
    // crystals; second place no crystals (a prize column from tablet width, under the name on a phone).
    expect(within(table).getByText(en.challenges.detail.prize).tagName).toBe('TH');
    expect(within(rows[0]!).getAllByText('5,000 crystals').length).toBeGreaterThan(0);
    expect(within(rows[1]!).queryByText(/crystals/)).toBeNull();
    // Registered already: no Join, the notice instead.
    expect(screen.getByText(en.challenge.registration.alreadyRegistered)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.challenge.registration.open })).toBeNull();
    // Running: the leaderboard can be read again.
    await userEvent.click(screen.getByRole('button', { name: en.challenges.detail.refresh }));
    await waitFor(() => expect(challenge).toHaveBeenCalledTimes(2));
  });

  it('no scores yet: the empty state, and Join enrols in this challenge', async () => {
    const challenge = vi
      .fn()
      .mockResolvedValue({ data: challengeOf({ id: 'c2', title: 'Fresh Cup', participants: [] }) });
    const enroll = vi.fn().mockResolvedValue({ status: 'success', message: 'ok' });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c2',
      api: { challenge, enroll },
      user,
      wallet: { gCoinsAvailable: 5 },
    });
    expect(await screen.findByRole('heading', { name: en.challenges.leaderboard.emptyTitle })).toBeTruthy();
    expect(screen.getByText(en.challenges.leaderboard.emptyBody)).toBeTruthy();
    const joins = screen.getAllByRole('button', { name: en.challenge.registration.open });
    await userEvent.click(joins[0]!);
    const dialog = await waitFor(() => document.querySelector('dialog[open]') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm }));
    await waitFor(() => expect(enroll).toHaveBeenCalledExactlyOnceWith('c2'));
  });

  it('a game not linked yet: Join leads into linking it, not to a dead end (issue 34)', async () => {
    const challenge = vi
      .fn()
      .mockResolvedValue({ data: challengeOf({ id: 'c3', title: 'Free Cup', participants: [] }) });
    const enroll = vi.fn().mockRejectedValue(
      new ApiError('http', {
        status: 422,
        serverMessage: 'Link your Valorant account to join this challenge.',
        serverMessageKey: 'challenge.noLinkedAccount',
        serverMessageParams: { game: 'Valorant' },
      }),
    );
    const view = await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c3',
      api: { challenge, enroll },
      user,
      wallet: { gCoinsAvailable: 5 },
      routes: [paths.challengesForGame.pattern],
    });
    await userEvent.click(
      (await screen.findAllByRole('button', { name: en.challenge.registration.open }))[0]!,
    );
    const dialog = await waitFor(() => document.querySelector('dialog[open]') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('button', { name: en.challenges.enrol.confirm }));
    const link = await within(dialog).findByRole('button', { name: 'Link Valorant account' });
    expect(within(dialog).getByText(en.challenges.link.body.replace('{{game}}', 'Valorant'))).toBeTruthy();
    await userEvent.click(link);
    await waitFor(() => expect(view.router.state.location.pathname).toMatch(/^\/challenges\//));
  });

  it('shows the bracket the challenge admits and, in Arabic too, the bracket the player entered with', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({
        id: 'c4',
        title: 'Silver Cup',
        min_skill_level: 5,
        skill_bracket: 2,
        isParticipating: true,
        entrySkillLevel: 6,
        entrySkillBracket: 2,
        participants: [participant('u2', 'Omar Faris', 70)],
      }),
    });
    const shown = await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c4',
      api: { challenge },
      user,
    });
    expect(await screen.findByText('Bracket 2 · skill 4–6')).toBeTruthy();
    expect(screen.getByText('Your bracket 2 · skill 4–6')).toBeTruthy();
    shown.unmount();

    const visitorView = vi.fn().mockResolvedValue({
      data: challengeOf({ id: 'c5', title: 'كأس', min_skill_level: 16, skill_bracket: 6, participants: [] }),
    });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c5',
      api: { challenge: visitorView },
      user,
      lang: 'ar',
    });
    expect(await screen.findByText('الفئة 6 · المهارة 16–18')).toBeTruthy();
    expect(screen.queryByText(/فئتك/)).toBeNull();
  });

  it('in Arabic: a missing challenge says so with the way back', async () => {
    const challenge = vi
      .fn()
      .mockRejectedValue(new ApiError('http', { status: 404, serverMessage: 'Challenge not found' }));
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/nope',
      api: { challenge },
      user,
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { name: ar.challenges.detail.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.challenges.rso.back }).getAttribute('href')).toBe(
      '/challenges',
    );
  });

  it('in Arabic: the leaderboard speaks Arabic', async () => {
    const challenge = vi.fn().mockResolvedValue({
      data: challengeOf({ id: 'c3', title: 'كأس الليل', participants: [participant('u1', 'ليلى', 10)] }),
    });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c3',
      api: { challenge },
      user,
      lang: 'ar',
    });
    expect(await screen.findByRole('table', { name: ar.challenges.detail.leaderboard })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: ar.challenges.leaderboard.gold.replace('{{rank}}', '1') }),
    ).toBeTruthy();
  });
});
