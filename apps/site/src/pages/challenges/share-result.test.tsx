import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { challengeOf, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';
import { sharedResultUrl } from './ShareResult';

// "Share my result" (issue 33): on a finished challenge the player took part in, the browser's share sheet
// gets the result's title, a sentence with the place and the link to the result (whose tags show its share
// card); without Web Share the link is copied and the button says "Link copied".
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u2', name: 'Omar' } as never;
const fsi = '\u2068';
const pdi = '\u2069';
beforeAll(polyfillDialog);

const row = (userId: string, name: string, score: number, rank: number) => ({
  userId,
  user: { name },
  game_name: '',
  score,
  bonus_score: 0,
  gamesPlayed: 3,
  excluded: false,
  created_at: '2026-01-01T00:00:00.000Z',
  skillBracket: 1,
  rank,
});

const finished = (overrides: Record<string, unknown> = {}) =>
  challengeOf({
    id: 'c1',
    title: 'Night Cup',
    status: 2,
    startTime: new Date(Date.now() - 80 * 3_600_000).toISOString(),
    endTime: new Date(Date.now() - 3_600_000).toISOString(),
    isParticipating: true,
    participants: [row('u1', 'Lina Haddad', 900, 1), row('u2', 'Omar Faris', 700, 2)],
    ...overrides,
  });

async function open(challenge: ReturnType<typeof challengeOf>, language: 'en' | 'ar' = 'en') {
  await renderPage(<ChallengeDetailPage />, {
    path: paths.challenge.pattern,
    url: '/challenge/c1',
    api: { challenge: vi.fn().mockResolvedValue({ data: challenge }) },
    user,
    lang: language,
  });
  await screen.findByRole('heading', { level: 1, name: 'Night Cup' });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('Share my result', () => {
  it('shares the title, the place and the link to the result with Web Share', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await open(finished());
    await userEvent.click(screen.getByRole('button', { name: en.share.button }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      url: `${window.location.origin}/challenge/c1?player=u2`,
      title: `My result in ${fsi}Night Cup${pdi}`,
      text: `I took ${fsi}2nd place${pdi} in ${fsi}Night Cup${pdi} on Arena.`,
    });
    // Shared, not copied: no confirmation.
    expect(screen.queryByRole('button', { name: en.share.copied })).toBeNull();
  });

  it('copies the link where the browser has no Web Share, and says "Link copied"', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await open(finished());
    await userEvent.click(screen.getByRole('button', { name: en.share.button }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/challenge/c1?player=u2`),
    );
    expect(await screen.findByRole('button', { name: en.share.copied })).toBeTruthy();
    expect(screen.getByRole('status')).toHaveProperty('textContent', en.share.copied);
  });

  it('in Arabic: its own words, and the Arabic sentence', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await open(finished(), 'ar');
    await userEvent.click(screen.getByRole('button', { name: ar.share.button }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0]?.[0]).toMatchObject({
      title: `نتيجتي في ${fsi}Night Cup${pdi}`,
      text: `حصلت على ${fsi}المركز 2${pdi} في ${fsi}Night Cup${pdi} على Arena.`,
    });
  });

  it.each([
    ['before the end', { status: 1 }],
    ['to a player who did not take part', { isParticipating: false }],
    ['on a voided challenge', { voidReason: 'too_few_players' }],
  ])('is not offered %s', async (_label, overrides) => {
    await open(finished(overrides));
    expect(screen.queryByRole('button', { name: en.share.button })).toBeNull();
  });

  it('names the player in the shared address', () => {
    expect(sharedResultUrl('https://arena.example', 'c 1', 'u2')).toBe(
      'https://arena.example/challenge/c%201?player=u2',
    );
  });
});
