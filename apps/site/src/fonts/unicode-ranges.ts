// Sets of code points as sorted, disjoint, inclusive intervals, read from and written as CSS
// `unicode-range` values (with `?` wildcards: `U+4??` is U+400–4FF). Used by the build's font split
// (font-core.ts), which needs the part of a face's range a first paint uses and the part it does not.

/** Sorted, disjoint, non-adjacent inclusive intervals. */
export type CodePoints = readonly (readonly [from: number, to: number])[];

export const allCodePoints: CodePoints = [[0, 0x10ffff]];

/** Merges any intervals into the canonical form. */
export function normalise(intervals: Iterable<readonly [number, number]>): CodePoints {
  const sorted = [...intervals].filter(([from, to]) => from <= to).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The set of the given code points. */
export function fromCodePoints(codePoints: Iterable<number>): CodePoints {
  return normalise([...codePoints].map((point) => [point, point] as const));
}

/** Reads a CSS unicode-range value: `U+0-7F, U+A0, U+4??`. Throws on anything else. */
export function parseUnicodeRange(value: string): CodePoints {
  const intervals = value.split(',').map((part) => {
    const match = /^\s*U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?\s*$/i.exec(part);
    if (!match?.[1]) throw new Error(`not a unicode-range: ${part.trim()}`);
    const [, start, end] = match;
    if (start.includes('?')) {
      if (end !== undefined || !/^[0-9A-F]*\?+$/i.test(start))
        throw new Error(`bad wildcard: ${part.trim()}`);
      return [parseInt(start.replaceAll('?', '0'), 16), parseInt(start.replaceAll('?', 'F'), 16)] as const;
    }
    return [parseInt(start, 16), parseInt(end ?? start, 16)] as const;
  });
  return normalise(intervals);
}

const hex = (point: number) => point.toString(16).toUpperCase();

/** Writes a set as a CSS unicode-range value: `U+20-7E,U+A0`. */
export function formatUnicodeRange(set: CodePoints): string {
  return set.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');
}

export function intersect(a: CodePoints, b: CodePoints): CodePoints {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [aFrom, aTo] = a[i]!;
    const [bFrom, bTo] = b[j]!;
    const from = Math.max(aFrom, bFrom);
    const to = Math.min(aTo, bTo);
    if (from <= to) out.push([from, to]);
    if (aTo < bTo) i += 1;
    else j += 1;
  }
  return out;
}

/** What is in `a` and not in `b`. */
export function subtract(a: CodePoints, b: CodePoints): CodePoints {
  return intersect(a, complement(b));
}

function complement(set: CodePoints): CodePoints {
  const out: [number, number][] = [];
  let next = 0;
  for (const [from, to] of set) {
    if (from > next) out.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

/** Every code point of the set, in order. */
export function* codePointsOf(set: CodePoints): Generator<number> {
  for (const [from, to] of set) for (let point = from; point <= to; point += 1) yield point;
}

export const isEmpty = (set: CodePoints) => set.length === 0;
