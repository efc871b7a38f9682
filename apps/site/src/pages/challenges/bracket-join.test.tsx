import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import { accountsOf, challengeOf, gamesList, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';
import ChallengesPage from './ChallengesPage';

// Bracket-aware joining (issue 34, decision 0028): with the caller's bracket on each challenge
// (`callerSkillBracket`), a challenge of another bracket shows Join disabled with the reason on its card
// and its page, and "Eligible for me" hides it; without a known bracket nothing is blocked or hidden.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u1', name: 'Sam' } as never;
const blockedText = 'For bracket 2 — you are in bracket 1';

beforeAll(polyfillDialog);
beforeEach(() => sessionStorage.clear());

const bracketTwo = challengeOf({
  id: 'b2',
  title: 'Bracket Two Cup',
  min_skill_level: 5,
  skill_bracket: 2,
  callerSkillBracket: 1,
});
const bracketOne = challengeOf({
  id: 'b1',
  title: 'Beginners Cup',
  min_skill_level: 2,
  skill_bracket: 1,
  callerSkillBracket: 1,
});

function fakes(data = [bracketTwo, bracketOne], over: FakeApi = {}): FakeApi {
  return {
    games: vi.fn().mockResolvedValue(gamesList),
    gameAccounts: vi.fn().mockResolvedValue(accountsOf('Riot Games')),
    gameWaitlist: vi.fn().mockResolvedValue({ data: { gameIds: [] } }),
    challenges: vi.fn().mockResolvedValue({ data }),
    ...over,
  };
}

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('article') as HTMLElement;

describe('ChallengesPage: bracket-aware Join and "Eligible for me"', { timeout: 20_000 }, () => {
  it('disables Join on a card of another bracket and says why; the own bracket joins', async () => {
    const api = fakes(undefined, { enroll: vi.fn().mockResolvedValue({ success: true, message: 'ok' }) });
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api,
      user,
    });
    const other = await card('Bracket Two Cup');
    const join = within(other).getByRole('button', { name: en.challenge.registration.open });
    expect((join as HTMLButtonElement).disabled).toBe(true);
    expect(within(other).getByText(blockedText)).toBeTruthy();
    // The reason is the button's description for screen readers.
    expect(document.getElementById(join.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      blockedText,
    );
    await userEvent.click(join);
    expect(document.querySelector('dialog[open]')).toBeNull();

    const own = await card('Beginners Cup');
    const ownJoin = within(own).getByRole('button', { name: en.challenge.registration.open });
    expect((ownJoin as HTMLButtonElement).disabled).toBe(false);
    expect(within(own).queryByText(/you are in bracket/)).toBeNull();
    await userEvent.click(ownJoin);
    expect(await waitFor(() => document.querySelector('dialog[open]'))).toBeTruthy();
  });

  it('"Eligible for me" hides the other bracket, keeps the own one, and stays on across type filters', async () => {
    const rendered = await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api: fakes(),
      user,
      routes: [paths.challengesForGameAndType.pattern],
    });
    await card('Bracket Two Cup');
    const eligible = screen.getByRole('checkbox', { name: en.challenges.eligible });
    expect((eligible as HTMLInputElement).checked).toBe(false);
    await userEvent.click(eligible);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bracket Two Cup' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Beginners Cup' })).toBeTruthy();
    expect(rendered.router.state.location.search).toBe('?eligible=1');
    expect((screen.getByRole('checkbox', { name: en.challenges.eligible }) as HTMLInputElement).checked).toBe(
      true,
    );
    // Off again: the other bracket's card is back.
    await userEvent.click(screen.getByRole('checkbox', { name: en.challenges.eligible }));
    expect(await screen.findByRole('heading', { name: 'Bracket Two Cup' })).toBeTruthy();
    expect(rendered.router.state.location.search).toBe('');
    // On, then a type: the type's address keeps it.
    await userEvent.click(screen.getByRole('checkbox', { name: en.challenges.eligible }));
    await userEvent.click(screen.getByRole('radio', { name: en.challenges.filter.daily }));
    await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/challenges/lol/daily'));
    expect(rendered.router.state.location.search).toBe('?eligible=1');
  });

  it('with only other brackets on, "Eligible for me" leaves the filter empty state', async () => {
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol?eligible=1',
      api: fakes([bracketTwo]),
      user,
    });
    expect(await screen.findByRole('heading', { name: en.challenges.empty.filter })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Bracket Two Cup' })).toBeNull();
  });

  it('without a known bracket (no linked account) blocks nothing and offers no eligibility filter', async () => {
    const unknown = { ...bracketTwo, callerSkillBracket: undefined };
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api: fakes([unknown], { gameAccounts: vi.fn().mockResolvedValue(accountsOf()) }),
      user,
    });
    const other = await card('Bracket Two Cup');
    expect(
      (within(other).getByRole('button', { name: en.challenge.registration.open }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
    expect(screen.queryByRole('checkbox', { name: en.challenges.eligible })).toBeNull();
  });

  it('in Arabic: the reason and the filter in the reader’s language', async () => {
    await renderPage(<ChallengesPage />, {
      path: paths.challengesForGame.pattern,
      url: '/challenges/lol',
      api: fakes(),
      user,
      lang: 'ar',
    });
    const other = await card('Bracket Two Cup');
    expect(within(other).getByText('للفئة 2 — أنت في الفئة 1')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: ar.challenges.eligible })).toBeTruthy();
  });
});

describe('ChallengeDetailPage: bracket-aware Join', { timeout: 20_000 }, () => {
  it('disables Join with the same reason as the card, and enrols nothing', async () => {
    const enroll = vi.fn();
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/b2',
      api: { challenge: vi.fn().mockResolvedValue({ data: { ...bracketTwo, participants: [] } }), enroll },
      user,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bracket Two Cup' })).toBeTruthy();
    const joins = screen.getAllByRole('button', { name: en.challenge.registration.open });
    expect(joins.length).toBeGreaterThan(0);
    for (const join of joins) {
      expect((join as HTMLButtonElement).disabled).toBe(true);
      expect(document.getElementById(join.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        blockedText,
      );
      await userEvent.click(join);
    }
    expect(document.querySelector('dialog[open]')).toBeNull();
    expect(enroll).not.toHaveBeenCalled();
  });

  it('the own bracket keeps Join on, with no reason', async () => {
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/b1',
      api: { challenge: vi.fn().mockResolvedValue({ data: { ...bracketOne, participants: [] } }) },
      user,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Beginners Cup' })).toBeTruthy();
    for (const join of screen.getAllByRole('button', { name: en.challenge.registration.open })) {
      expect((join as HTMLButtonElement).disabled).toBe(false);
    }
    expect(screen.queryByText(/you are in bracket/)).toBeNull();
  });
});
