import type { ScoringBreakdown } from '@arena/contract';
import { scoreMatch, type NormalisedMatch } from '@arena/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../../locales/ur.json' with { type: 'json' };
import * as words from './breakdown-formula';
import { breakdownLabels } from './breakdown-labels';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: { translation: en },
      ar: { translation: ar },
      hi: { translation: hi },
      ur: { translation: ur },
    },
  });
});
const en_ = () => i18n.getFixedT('en');
/** No-break spaces hold a stat to its number and a product together: read here as plain spaces. */
const plain = (text: string | undefined) => text?.replaceAll('\u00a0', ' ');
const matchStatLine = (...args: Parameters<typeof words.matchStatLine>) =>
  plain(words.matchStatLine(...args));
const matchFormula = (...args: Parameters<typeof words.matchFormula>) => plain(words.matchFormula(...args));
const matchDetails = (...args: Parameters<typeof words.matchDetails>) => {
  const details = words.matchDetails(...args);
  return details && { stats: plain(details.stats), formula: plain(details.formula) };
};

describe('a match’s stat line and formula (issue 34)', () => {
  it('writes a Valorant match: kills, deaths, assists, headshots, and the formula with the win bonus', () => {
    const stats = { kills: 12, deaths: 7, assists: 5, win: true, headshots: 9, rounds: 24 };
    expect(matchStatLine('valorant', stats, en_())).toBe(
      'Kills 12 · Deaths 7 · Assists 5 · Headshots 9 · Win',
    );
    expect(matchFormula('valorant', stats, en_())).toBe(
      'Kills 12 × 3 + Assists 5 × 1 − Deaths 7 × 1 + Headshots 9 × 1 + win bonus 20 = 63',
    );
    expect(scoreMatch({ matchKey: 'v', gameId: 'valorant', startedAt: 0, stats })).toEqual({
      points: 43,
      bonus: 20,
    });
  });

  it('writes points below zero as counting 0, with and without a bonus', () => {
    const lost = { kills: 1, deaths: 9, assists: 0, win: false, headshots: 0, rounds: 13 };
    expect(matchFormula('valorant', lost, en_())).toBe(
      'Kills 1 × 3 + Assists 0 × 1 − Deaths 9 × 1 + Headshots 0 × 1 = \u22126 → 0',
    );
    expect(matchFormula('valorant', { ...lost, win: true }, en_())).toBe(
      'Kills 1 × 3 + Assists 0 × 1 − Deaths 9 × 1 + Headshots 0 × 1 = \u22126 → 0 + win bonus 20 = 20',
    );
  });

  it('writes CS2, Dota 2 and League of Legends with their own stats, rounding down', () => {
    expect(
      matchFormula('cs2', { kills: 22, deaths: 18, assists: 4, win: false, mvps: 3, headshotPct: 45 }, en_()),
    ).toBe('Kills 22 × 3 + Assists 4 × 1 − Deaths 18 × 1 + MVPs 3 × 5 + ⌊Headshots 45% ÷ 10⌋ = 71');
    expect(
      matchStatLine(
        'dota2',
        { kills: 7, deaths: 5, assists: 12, win: true, lastHits: 215, heroDamage: 18_450 },
        en_(),
      ),
    ).toBe('Kills 7 · Deaths 5 · Assists 12 · Last hits 215 · Hero damage 18450 · Win');
    expect(
      matchFormula('lol', { kills: 10, deaths: 3, assists: 8, win: true, cs: 187, visionScore: 24 }, en_()),
    ).toBe(
      'Kills 10 × 3 + Assists 8 × 2 − Deaths 3 × 1 + ⌊CS 187 ÷ 10⌋ + ⌊Vision score 24 ÷ 10⌋ + win bonus 20 = 83',
    );
  });

  it('writes Brawl Stars: placement and trophies, the result, victory and star player bonuses', () => {
    const showdown = { result: null, rank: 3, trophyChange: 6, starPlayer: false };
    expect(matchStatLine('brawlstars', showdown, en_())).toBe('Place 3 · Trophies +6');
    expect(matchFormula('brawlstars', showdown, en_())).toBe('Place 3 → 6 + Trophies 6 = 12');
    const won = { result: 'victory', trophyChange: 8, starPlayer: true };
    expect(matchStatLine('brawlstars', won, en_())).toBe('Victory · Trophies +8 · Star player');
    expect(matchFormula('brawlstars', won, en_())).toBe(
      'Victory 10 + Trophies 8 + victory bonus 10 + star player bonus 5 = 33',
    );
    const lost = { result: 'defeat', trophyChange: -4, starPlayer: false };
    expect(matchStatLine('brawlstars', lost, en_())).toBe('Defeat · Trophies \u22124');
    expect(matchFormula('brawlstars', lost, en_())).toBe('Defeat 2 = 2');
  });

  it('says it in Arabic, and has every word in all four languages', () => {
    const ar_ = i18n.getFixedT('ar');
    const stats = { kills: 12, deaths: 7, assists: 5, win: true, headshots: 9, rounds: 24 };
    expect(matchStatLine('valorant', stats, ar_)).toBe(
      'عمليات القتل 12 · الوفيات 7 · المساعدات 5 · الطلقات الرأسية 9 · فوز',
    );
    expect(matchDetails('valorant', stats, ar_)?.formula).toBe(
      'كيف تُحسب النقاط: عمليات القتل 12 × 3 + المساعدات 5 × 1 − الوفيات 7 × 1 + الطلقات الرأسية 9 × 1 + مكافأة الفوز 20 = 63',
    );
    for (const locale of [en, ar, hi, ur]) {
      const words = locale.scoringBreakdown as unknown as Record<string, Record<string, string>>;
      for (const stat of ['kills', 'deaths', 'assists', 'headshots', 'cs', 'visionScore', 'lastHits'])
        expect(words.stat![stat]).toMatch(/\S/);
      for (const stat of ['heroDamage', 'mvps', 'headshotPct', 'trophies', 'place'])
        expect(words.stat![stat]).toMatch(/\S/);
      for (const outcome of ['win', 'loss', 'victory', 'draw', 'defeat'])
        expect(words.outcome![outcome]).toMatch(/\S/);
      for (const kind of ['win', 'victory', 'firstPlace', 'starPlayer'])
        expect(words.bonusKind![kind]).toMatch(/\S/);
      expect(locale.scoringBreakdown.starPlayer).toMatch(/\S/);
      expect(locale.scoringBreakdown.formula).toContain('{{formula}}');
    }
  });

  it('gives no formula for a mode the formula does not score, and nothing without stats', () => {
    const breakdown = {
      challengeId: 'c',
      gameId: 'brawlstars',
      enrolledAt: '2026-11-23T10:00:00.000Z',
      startTime: '2026-11-23T09:00:00.000Z',
      endTime: '2026-11-23T13:00:00.000Z',
      gameLimit: 0,
      matches: [
        {
          matchKey: 'friendly',
          playedAt: '2026-11-23T11:00:00.000Z',
          reason: 'unsupported_mode',
          counts: false,
          points: 0,
          bonus: 0,
          stats: { result: null, rank: null, trophyChange: 0, starPlayer: false },
        },
        {
          matchKey: 'old',
          playedAt: '2026-11-23T10:30:00.000Z',
          reason: 'counted',
          counts: true,
          points: 4,
          bonus: 0,
        },
      ],
      totals: { points: 4, bonus: 0, total: 4, counted: 1, refused: 1 },
      tracking: {
        accountName: null,
        lastCheckedAt: null,
        lastSuccessAt: null,
        nextCheckAt: null,
        checkIntervalSeconds: 60,
        lastError: null,
      },
    } satisfies ScoringBreakdown;
    const [friendly, old] = breakdownLabels(breakdown, en_(), 'en', Date.now()).entries;
    expect([plain(friendly?.stats), friendly?.formula]).toEqual(['Trophies 0', undefined]);
    expect([old?.stats, old?.formula]).toEqual([undefined, undefined]);
  });

  it('adds up to what scoreMatch gives, for many matches of every game', () => {
    const games = ['lol', 'valorant', 'dota2', 'cs2'] as const;
    for (let run = 0; run < 200; run += 1) {
      const gameId = games[run % games.length]!;
      const stats = {
        kills: (run * 7) % 25,
        deaths: (run * 5) % 19,
        assists: (run * 3) % 14,
        win: run % 3 === 0,
        headshots: run % 9,
        rounds: 20,
        cs: (run * 37) % 280,
        visionScore: (run * 11) % 70,
        lastHits: (run * 41) % 320,
        heroDamage: (run * 997) % 35_000,
        mvps: run % 5,
        headshotPct: (run * 13) % 90,
      };
      const { points, bonus } = scoreMatch({ matchKey: 'm', gameId, startedAt: 0, stats } as NormalisedMatch);
      const formula = matchFormula(gameId, stats, en_())!;
      // Ends with the total; a zero without bonus may be points below zero counted as 0 ("→ 0").
      expect(formula).toMatch(points + bonus === 0 ? /(= 0|→ 0)$/ : new RegExp(`= ${points + bonus}$`));
    }
  });
});

describe('line breaks', () => {
  it('never splits a stat from its number, nor a product', () => {
    const stats = { kills: 12, deaths: 7, assists: 5, win: true, headshots: 9, rounds: 24 };
    expect(words.matchFormula('valorant', stats, en_())).toContain('Kills\u00a012\u00a0×\u00a03 + ');
    expect(words.matchStatLine('valorant', stats, en_())).toContain('Deaths\u00a07 · ');
  });
});
