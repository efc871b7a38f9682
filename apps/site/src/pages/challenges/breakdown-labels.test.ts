import type { ScoringBreakdown } from '@arena/contract';
import { matchVerdictReasons, trackingErrorCodes } from '@arena/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../../locales/ur.json' with { type: 'json' };
import { breakdownLabels } from './breakdown-labels';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en }, ar: { translation: ar } } });
});

const now = Date.parse('2026-11-23T12:00:00.000Z');
const base: ScoringBreakdown = {
  challengeId: 'c1',
  gameId: 'lol',
  enrolledAt: '2026-11-23T10:00:00.000Z',
  startTime: '2026-11-23T09:00:00.000Z',
  endTime: '2026-11-23T13:00:00.000Z',
  gameLimit: 3,
  matches: [
    { matchKey: 'a', playedAt: null, reason: 'beyond_game_limit', counts: false, points: 15, bonus: 20 },
    {
      matchKey: 'b',
      playedAt: '2026-11-23T11:00:00.000Z',
      reason: 'counted',
      counts: true,
      points: 6,
      bonus: 0,
      stats: { kills: 2, deaths: 0, assists: 0, win: false, cs: 0, visionScore: 0 },
    },
  ],
  totals: { points: 6, bonus: 0, total: 6, counted: 1, refused: 1 },
  tracking: {
    accountName: null,
    lastCheckedAt: null,
    lastSuccessAt: null,
    nextCheckAt: null,
    checkIntervalSeconds: 60,
    lastError: { code: 'provider_unavailable', at: '2026-11-23T11:59:00.000Z' },
  },
};

describe('the scoring breakdown in the reader’s words (decision 0032)', () => {
  it('says why a match does not count, with the game limit, and words the tracking status', () => {
    const labels = breakdownLabels(base, i18n.getFixedT('en'), 'en', now);
    // Newest first; a match without a readable time last (issue 34). No-break spaces read as spaces.
    const plain = (text?: string) => text?.replaceAll('\u00a0', ' ');
    expect(
      labels.entries.map((entry) =>
        entry.stats ? { ...entry, stats: plain(entry.stats), formula: plain(entry.formula) } : entry,
      ),
    ).toEqual([
      {
        id: 'b',
        playedAt: expect.any(String),
        counts: true,
        points: '6',
        stats: 'Kills 2 · Deaths 0 · Assists 0 · CS 0 · Vision score 0 · Loss',
        formula:
          'How the points add up: Kills 2 × 3 + Assists 0 × 2 − Deaths 0 × 1 + ⌊CS 0 ÷ 10⌋ + ⌊Vision score 0 ÷ 10⌋ = 6',
      },
      {
        id: 'a',
        playedAt: 'Time unknown',
        counts: false,
        reason: 'Over the game limit of 3',
        points: '15',
        bonus: '+20 bonus',
      },
    ]);
    expect(labels.totals).toEqual([
      { label: 'Points', value: '6' },
      { label: 'Bonus', value: '0' },
      { label: 'Total', value: '6' },
    ]);
    expect(labels.tracking).toEqual([
      'No account is linked for this game: link one so your matches count.',
      'Not checked yet.',
      'This challenge is not running: matches are not being checked.',
    ]);
    expect(labels.trackingProblem).toBe(
      'The last check failed: the game’s service did not answer. We will try again at the next check.',
    );
  });

  it('has words for every reason and every tracking error in all four languages', () => {
    for (const locale of [en, ar, hi, ur]) {
      for (const reason of matchVerdictReasons.filter((r) => r !== 'counted')) {
        expect(locale.scoringBreakdown.reason[reason]).toMatch(/\S/);
      }
      for (const code of trackingErrorCodes)
        expect(locale.scoringBreakdown.tracking.error[code]).toMatch(/\S/);
    }
  });
});
