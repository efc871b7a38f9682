import type { ScoringBreakdown } from '@arena/contract';
import { isolate } from '@arena/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@arena/api-client';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { challengeOf, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';

// Issue 16 "Transparent scoring" (decision 0032): a participant opens "How my score was counted" on the
// challenge's page and sees every match, counted or not and why, the totals, and their account's checks.
const user = { id: 'u1', name: 'Sam' } as never;
beforeAll(polyfillDialog);

const now = Date.now();
const iso = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
// The page says "3 minutes ago" and "in 2 minutes" from its own clock: held at the fixtures' moment, so
// however long a busy machine takes to get to the render (issue 36).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const breakdown: ScoringBreakdown = {
  challengeId: 'c1',
  gameId: 'valorant',
  enrolledAt: iso(-60),
  startTime: iso(-120),
  endTime: iso(120),
  gameLimit: 2,
  matches: [
    { matchKey: 'm1', playedAt: iso(-90), reason: 'before_enrolment', counts: false, points: 12, bonus: 0 },
    {
      matchKey: 'm2',
      playedAt: iso(-40),
      reason: 'counted',
      counts: true,
      points: 59,
      bonus: 20,
      stats: { kills: 20, deaths: 15, assists: 5, win: true, headshots: 9, rounds: 24 },
    },
  ],
  totals: { points: 59, bonus: 20, total: 79, counted: 1, refused: 1 },
  tracking: {
    accountName: 'ArenaDemo#EUW',
    lastCheckedAt: iso(-3),
    lastSuccessAt: iso(-3),
    nextCheckAt: iso(2),
    checkIntervalSeconds: 60,
    lastError: null,
  },
};

const current = challengeOf({
  id: 'c1',
  title: 'Valorant Cup',
  status: 1,
  isParticipating: true,
  gameId: 'valorant',
});

describe('how my score was counted', () => {
  it.each([
    ['en', locales.en],
    ['ar', locales.ar],
  ] as const)(
    'in %s, shows a match refused for being played before joining, and the checks',
    async (lang, words) => {
      const scoringBreakdown = vi.fn().mockResolvedValue({ data: breakdown });
      await renderPage(<ChallengeDetailPage />, {
        path: paths.challenge.pattern,
        url: '/challenge/c1',
        api: { challenge: vi.fn().mockResolvedValue({ data: current }), scoringBreakdown },
        user,
        lang,
      });
      await userEvent.click(await screen.findByRole('button', { name: words.scoringBreakdown.open }));
      const dialog = await screen.findByRole('dialog', { name: words.scoringBreakdown.title });
      const table = await within(dialog).findByRole('table', { name: words.scoringBreakdown.matches });
      expect(scoringBreakdown).toHaveBeenCalledWith('c1');
      // One row group per match, newest first (issue 34): the counted match with its stat line and the
      // formula applied under it, then the refused one (no stats reported: no formula).
      const matches = table.querySelectorAll('tbody');
      expect(matches).toHaveLength(2);
      const text = words.scoringBreakdown;
      expect(matches[0]!.textContent).toContain(text.counted);
      expect(matches[0]!.textContent).toContain('59');
      const plain = (node: Element | null) => node?.textContent?.replaceAll('\u00a0', ' ');
      expect(plain(matches[0]!.querySelector('[data-part="stats"]'))).toBe(
        `${text.stat.kills} 20 · ${text.stat.deaths} 15 · ${text.stat.assists} 5 · ${text.stat.headshots} 9 · ${text.outcome.win}`,
      );
      expect(plain(matches[0]!.querySelector('[data-part="formula"]'))).toBe(
        text.formula.replace(
          '{{formula}}',
          `${text.stat.kills} 20 × 3 + ${text.stat.assists} 5 × 1 \u2212 ${text.stat.deaths} 15 × 1 + ${text.stat.headshots} 9 × 1 + ${text.bonusKind.win} 20 = 79`,
        ),
      );
      expect(matches[1]!.textContent).toContain(text.notCounted);
      expect(matches[1]!.textContent).toContain(text.reason.before_enrolment);
      expect(matches[1]!.querySelector('[data-part="details"]')).toBeNull();
      expect(within(dialog).getByText('79')).toBeTruthy();
      const status = within(dialog).getByRole('status');
      const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
      expect(status.textContent).toContain(
        words.scoringBreakdown.tracking.checked.replace('{{when}}', relative.format(-3, 'minute')),
      );
      expect(status.textContent).toContain(
        words.scoringBreakdown.tracking.next.replace('{{when}}', relative.format(2, 'minute')),
      );
      expect(status.textContent).toContain(
        words.scoringBreakdown.tracking.account.replace('{{name}}', isolate('ArenaDemo#EUW')),
      );
    },
  );

  it('words a failed check and a load that failed, and retries', async () => {
    const failing = {
      ...breakdown,
      tracking: { ...breakdown.tracking, lastError: { code: 'access_refused', at: iso(-3) } },
    } as ScoringBreakdown;
    const scoringBreakdown = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('network'))
      .mockResolvedValueOnce({ data: failing });
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c1',
      api: { challenge: vi.fn().mockResolvedValue({ data: current }), scoringBreakdown },
      user,
    });
    await userEvent.click(await screen.findByRole('button', { name: locales.en.scoringBreakdown.open }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: locales.en.scoringBreakdown.retry }));
    expect(
      await within(dialog).findByText(locales.en.scoringBreakdown.tracking.error.access_refused),
    ).toBeTruthy();
    expect(scoringBreakdown).toHaveBeenCalledTimes(2);
  });

  it('is offered to participants only', async () => {
    await renderPage(<ChallengeDetailPage />, {
      path: paths.challenge.pattern,
      url: '/challenge/c1',
      api: { challenge: vi.fn().mockResolvedValue({ data: { ...current, isParticipating: false } }) },
      user,
    });
    await screen.findByRole('heading', { name: 'Valorant Cup' });
    expect(screen.queryByRole('button', { name: locales.en.scoringBreakdown.open })).toBeNull();
  });
});
