import type { Challenge, GamesResponse } from '@arena/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { challengeOf } from './challenge-fixtures';
import { locales, renderPage } from '../../test/render-page';
import ChallengeDetailPage from './ChallengeDetailPage';
import ChallengesPage from './ChallengesPage';

// Issue 13 "Look": Arena's own key art stands in for the stock letter tiles in the picker, tops
// every challenge card and is the hero of the challenge page. An operator's own picture still wins.
const en = locales.en;
const fake = {
  games: vi.fn<() => Promise<GamesResponse>>(),
  gameAccounts: vi.fn(),
  challenges: vi.fn<(query: { gameId: string }) => Promise<{ data: Challenge[] }>>(),
  challenge: vi.fn<(id: string) => Promise<{ data: Challenge }>>(),
  gameWaitlist: vi.fn(async () => ({ data: { gameIds: [] as string[] } })),
};

const challenge = (id: string, gameId: string, title: string): Challenge =>
  challengeOf({ id, gameId, title });

function renderAt(url: string) {
  const detail = url.startsWith('/challenge/');
  return renderPage(detail ? <ChallengeDetailPage /> : <ChallengesPage />, {
    path: detail ? paths.challenge.pattern : paths.challengesForGame.pattern,
    url,
    api: fake as never,
    user: { id: 'u1', name: 'Sam' } as never,
    wallet: { gCoinsAvailable: 3 },
  });
}

beforeEach(() => {
  for (const mock of Object.values(fake)) mock.mockClear();
  fake.games.mockResolvedValue({
    data: [
      { id: 'lol', name: 'League of Legends', image: '/games/lol.svg', order: 1, is_active: true },
      { id: 'cs2', name: 'CS2', image: '/uploads/games/cs2-season.webp', order: 2, is_active: true },
      { id: 'valorant', name: 'Valorant', image: '', order: 3, is_active: false },
    ],
  });
  fake.gameAccounts.mockResolvedValue({ data: { connectedAccounts: [], remainingDisconnections: 3 } });
  fake.challenges.mockImplementation(async ({ gameId }) => ({
    data: [
      challenge(`${gameId}-cup`, gameId, `${gameId} cup`),
      challenge(`${gameId}-daily`, gameId, `${gameId} daily`),
    ],
  }));
  fake.challenge.mockImplementation(async (id) => ({ data: challenge(id, 'dota2', 'Dota night') }));
});

describe('game key art', () => {
  it('the picker draws the key art for stock tiles and keeps an operator’s own picture', async () => {
    await renderAt('/challenges/lol');
    const picker = await screen.findByRole('list', { name: en.challenges.games });
    const lol = within(picker).getByRole('button', { name: /League of Legends/ });
    expect(lol.querySelector('[data-game-art="lol"] svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(lol.querySelector('img')).toBeNull();
    const cs2 = within(picker).getByRole('button', { name: /CS2/ });
    expect(cs2.querySelector('[data-game-art]')).toBeNull();
    expect(cs2.querySelector('img')?.getAttribute('src')).toBe('/uploads/games/cs2-season.webp');
    // An inactive game with no picture still shows its art, greyed out.
    expect(picker.querySelector('[data-game-art="valorant"]')).not.toBeNull();
  });

  it('every challenge card is topped by its game’s art, hidden from screen readers', async () => {
    await renderAt('/challenges/lol');
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByText('lol daily');
    const cards = within(panel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card.querySelector('[data-game-art="lol"] svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(within(card).queryByRole('img')).toBeNull();
    }
  });

  it('the challenge page opens with its game’s art as the hero', async () => {
    await renderAt('/challenge/c7');
    await screen.findByRole('heading', { name: 'Dota night', level: 1 });
    const heroes = document.querySelectorAll('[data-game-art]');
    expect([...heroes].map((hero) => hero.getAttribute('data-game-art'))).toEqual(['dota2']);
    expect(heroes[0]!.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(fake.challenge).toHaveBeenCalledWith('c7');
  });
});
