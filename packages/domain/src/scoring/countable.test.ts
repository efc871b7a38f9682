import { describe, expect, it } from 'vitest';
import { countableMatches } from './countable';

const hour = 3_600_000;
const t0 = Date.parse('2026-11-23T00:00:00.000Z');
const at = (hours: number) => new Date(t0 + hours * hour).toISOString();
const match = (key: string, hours: number) => ({ matchKey: key, startedAt: at(hours) });
const window = { enrolledAt: at(1), startTime: at(0), endTime: at(24), gameLimit: 0, alreadyCounted: [] };

describe('countableMatches', () => {
  it('keeps matches that start after enrolment and inside [start, end), oldest first', () => {
    const matches = [
      match('late', 24),
      match('c', 5),
      match('before', 0.5),
      match('b', 2),
      match('enrol', 1),
    ];
    expect(countableMatches(matches, window).map((m) => m.matchKey)).toEqual(['b', 'c']);
  });

  it('ignores matches before the window even after enrolment', () => {
    expect(countableMatches([match('a', -1)], { ...window, enrolledAt: at(-2) })).toEqual([]);
  });

  it('takes only the first gameLimit, counting those already counted', () => {
    const matches = [match('d', 6), match('b', 3), match('c', 4), match('a', 2)];
    expect(countableMatches(matches, { ...window, gameLimit: 2 }).map((m) => m.matchKey)).toEqual(['a', 'b']);
    expect(
      countableMatches(matches, { ...window, gameLimit: 3, alreadyCounted: ['a', 'b'] }).map(
        (m) => m.matchKey,
      ),
    ).toEqual(['c']);
    expect(countableMatches(matches, { ...window, gameLimit: 2, alreadyCounted: ['x', 'y'] })).toEqual([]);
  });

  it('counts each key once, also against those already counted', () => {
    const matches = [match('a', 2), match('a', 2), match('b', 3)];
    expect(countableMatches(matches, window).map((m) => m.matchKey)).toEqual(['a', 'b']);
    expect(
      countableMatches(matches, { ...window, alreadyCounted: new Set(['a']) }).map((m) => m.matchKey),
    ).toEqual(['b']);
  });

  it('accepts epoch milliseconds and skips unparseable times', () => {
    const matches = [
      { matchKey: 'ms', startedAt: t0 + 2 * hour },
      { matchKey: 'bad', startedAt: 'not a date' },
    ];
    expect(countableMatches(matches, window).map((m) => m.matchKey)).toEqual(['ms']);
  });
});
