import { describe, expect, it } from 'vitest';
import {
  breakdownTotals,
  isSupportedMode,
  matchesConsideredSince,
  matchVerdicts,
  trackingErrorCode,
} from './breakdown';
import type { NormalisedMatch } from './match';

const minute = 60_000;
const t0 = Date.parse('2026-11-23T12:00:00.000Z');
const at = (minutes: number) => new Date(t0 + minutes * minute).toISOString();

/** LoL stats worth exactly 3 × kills points, +20 bonus when won. */
function lol(key: string, minutes: number, kills: number, win = false): NormalisedMatch {
  return {
    matchKey: key,
    gameId: 'lol',
    startedAt: at(minutes),
    stats: { kills, deaths: 0, assists: 0, win, cs: 0, visionScore: 0 },
  };
}

// The window [0, 240) minutes; enrolled at minute 30; limit 0 (unlimited) unless a test says otherwise.
const window = { enrolledAt: at(30), startTime: at(0), endTime: at(240), gameLimit: 0, alreadyCounted: [] };

const summary = (verdicts: ReturnType<typeof matchVerdicts>) =>
  verdicts.map((v) => [v.match.matchKey, v.reason, v.points, v.bonus, v.counts]);

describe('matchVerdicts', () => {
  it('gives every match one reason with the formula points, oldest first', () => {
    const verdicts = matchVerdicts(
      [
        lol('late', 240, 5), // starts exactly at the window end: outside
        lol('b', 90, 2, true),
        lol('early', -10, 4), // before the window's start
        lol('a', 45, 1),
        lol('joined', 20, 3), // inside the window but before enrolment
      ],
      window,
    );
    expect(summary(verdicts)).toEqual([
      ['early', 'outside_window', 12, 0, false],
      ['joined', 'before_enrolment', 9, 0, false],
      ['a', 'counted', 3, 0, true],
      ['b', 'counted', 6, 20, true],
      ['late', 'outside_window', 15, 0, false],
    ]);
  });

  it('refuses a match starting exactly at enrolment and counts one a millisecond later', () => {
    const exactly = lol('exactly', 30, 2);
    const after = { ...lol('after', 30, 3), startedAt: new Date(t0 + 30 * minute + 1).toISOString() };
    expect(summary(matchVerdicts([after, exactly], window))).toEqual([
      ['exactly', 'before_enrolment', 6, 0, false],
      ['after', 'counted', 9, 0, true],
    ]);
  });

  it('counts a match at the window start when enrolled before it, and one a millisecond before the end', () => {
    const verdicts = matchVerdicts(
      [
        lol('start', 0, 1),
        { ...lol('last', 0, 2), startedAt: new Date(t0 + 240 * minute - 1).toISOString() },
      ],
      { ...window, enrolledAt: at(-60) },
    );
    expect(summary(verdicts)).toEqual([
      ['start', 'counted', 3, 0, true],
      ['last', 'counted', 6, 0, true],
    ]);
  });

  it('counts the gameLimit-th match and refuses the gameLimit+1-th, counting those already counted', () => {
    const matches = [lol('m4', 120, 4), lol('m1', 60, 1), lol('m3', 100, 3), lol('m2', 80, 2)];
    expect(summary(matchVerdicts(matches, { ...window, gameLimit: 3 }))).toEqual([
      ['m1', 'counted', 3, 0, true],
      ['m2', 'counted', 6, 0, true],
      ['m3', 'counted', 9, 0, true],
      ['m4', 'beyond_game_limit', 12, 0, false],
    ]);
    // Two counted on an earlier poll: they are already counted and leave room for one more.
    expect(
      summary(matchVerdicts(matches, { ...window, gameLimit: 3, alreadyCounted: ['m1', 'm2'] })),
    ).toEqual([
      ['m1', 'already_counted', 3, 0, false],
      ['m2', 'already_counted', 6, 0, false],
      ['m3', 'counted', 9, 0, true],
      ['m4', 'beyond_game_limit', 12, 0, false],
    ]);
  });

  it('refuses a second report of a key as already counted, even in the same answer', () => {
    expect(summary(matchVerdicts([lol('twice', 60, 2), lol('twice', 60, 2)], window))).toEqual([
      ['twice', 'counted', 6, 0, true],
      ['twice', 'already_counted', 6, 0, false],
    ]);
  });

  it('refuses a Brawl Stars battle with neither result nor rank as an unsupported mode, scoring it 0', () => {
    const friendly: NormalisedMatch = {
      matchKey: 'friendly',
      gameId: 'brawlstars',
      startedAt: at(60),
      stats: { result: null, rank: null, trophyChange: 0, starPlayer: true },
    };
    const showdown: NormalisedMatch = {
      matchKey: 'showdown',
      gameId: 'brawlstars',
      startedAt: at(70),
      stats: { rank: 1, trophyChange: 8, starPlayer: false },
    };
    expect(summary(matchVerdicts([showdown, friendly], { ...window, gameLimit: 1 }))).toEqual([
      ['friendly', 'unsupported_mode', 0, 0, false],
      ['showdown', 'counted', 18, 10, true], // 12 − 2 + 8 trophies; +10 for first place
    ]);
    expect(isSupportedMode(friendly)).toBe(false);
    expect(isSupportedMode({ ...friendly, stats: { ...friendly.stats, result: 'draw' } })).toBe(true);
    expect(isSupportedMode({ ...friendly, stats: { ...friendly.stats, rank: 0 } })).toBe(false);
    expect(isSupportedMode(lol('any', 60, 0))).toBe(true);
  });

  it('puts an unparseable start last, outside the window', () => {
    const bad = { ...lol('bad', 0, 1), startedAt: 'not a date' };
    expect(summary(matchVerdicts([bad, lol('ok', 60, 1)], window))).toEqual([
      ['ok', 'counted', 3, 0, true],
      ['bad', 'outside_window', 3, 0, false],
    ]);
  });
});

describe('breakdownTotals', () => {
  it('adds up only the counted matches', () => {
    const verdicts = matchVerdicts(
      [lol('a', 60, 2, true), lol('b', 90, 5), lol('c', 120, 7, true), lol('x', 10, 9, true)],
      { ...window, gameLimit: 2 },
    );
    expect(breakdownTotals(verdicts)).toEqual({ points: 21, bonus: 20, total: 41, counted: 2, refused: 2 });
    expect(breakdownTotals([])).toEqual({ points: 0, bonus: 0, total: 0, counted: 0, refused: 0 });
  });
});

describe('matchesConsideredSince', () => {
  it('asks from the start for a late joiner, from enrolment for an early one, at most an hour before the start', () => {
    const start = t0;
    expect(matchesConsideredSince({ enrolledAt: at(45), startTime: at(0) })).toBe(start);
    expect(matchesConsideredSince({ enrolledAt: at(-20), startTime: at(0) })).toBe(start - 20 * minute);
    expect(matchesConsideredSince({ enrolledAt: at(-60), startTime: at(0) })).toBe(start - 60 * minute);
    expect(matchesConsideredSince({ enrolledAt: at(-600), startTime: at(0) })).toBe(start - 60 * minute);
  });
});

describe('trackingErrorCode', () => {
  it('words a failed check by what the provider answered', () => {
    expect(trackingErrorCode({ status: 429 })).toBe('rate_limited');
    expect(trackingErrorCode({ status: 404 })).toBe('account_not_found');
    expect(trackingErrorCode({ status: 401 })).toBe('access_refused');
    expect(trackingErrorCode({ status: 403 })).toBe('access_refused');
    expect(trackingErrorCode({ status: 503 })).toBe('provider_unavailable');
    expect(trackingErrorCode({})).toBe('provider_unavailable');
    expect(trackingErrorCode({ beforeRequest: true })).toBe('setup_missing');
    expect(trackingErrorCode({ status: 500, beforeRequest: true })).toBe('provider_unavailable');
  });
});
