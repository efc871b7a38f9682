import { describe, expect, it } from 'vitest';
import {
  allCodePoints,
  codePointsOf,
  formatUnicodeRange,
  fromCodePoints,
  intersect,
  parseUnicodeRange,
  subtract,
} from './unicode-ranges';

describe('unicode-range sets', () => {
  it('reads single points, spans and wildcards, merging what touches', () => {
    expect(parseUnicodeRange('U+??,U+131,U+152-153, U+154')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x152, 0x154],
    ]);
    expect(parseUnicodeRange('U+4??')).toEqual([[0x400, 0x4ff]]);
    expect(parseUnicodeRange('u+2000-206f')).toEqual([[0x2000, 0x206f]]);
  });

  it('refuses what is not a unicode-range', () => {
    expect(() => parseUnicodeRange('U+12?4')).toThrow('bad wildcard');
    expect(() => parseUnicodeRange('0041')).toThrow('not a unicode-range');
  });

  it('writes the canonical form back', () => {
    expect(formatUnicodeRange(parseUnicodeRange('U+0-7F,U+A0,U+2013-2014'))).toBe('U+0-7F,U+A0,U+2013-2014');
  });

  it('intersects and subtracts, so the two parts of a face cover it once', () => {
    const face = parseUnicodeRange('U+??,U+131,U+2000-206F');
    const wanted = parseUnicodeRange('U+20-7E,U+A9,U+2013-2014,U+2248');
    const core = intersect(face, wanted);
    const rest = subtract(face, core);
    expect(formatUnicodeRange(core)).toBe('U+20-7E,U+A9,U+2013-2014');
    expect(formatUnicodeRange(rest)).toBe('U+0-1F,U+7F-A8,U+AA-FF,U+131,U+2000-2012,U+2015-206F');
    const covered = [...codePointsOf(core), ...codePointsOf(rest)].sort((a, b) => a - b);
    expect(covered).toEqual([...codePointsOf(face)]);
    expect(subtract(allCodePoints, allCodePoints)).toEqual([]);
  });

  it('builds a set from code points', () => {
    expect(fromCodePoints([0x41, 0x43, 0x42, 0x600])).toEqual([
      [0x41, 0x43],
      [0x600, 0x600],
    ]);
  });
});
