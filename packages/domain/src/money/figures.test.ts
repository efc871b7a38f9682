import { describe, expect, it } from 'vitest';
import { formatCount, groupDigits } from './figures';
import { formatUsdCents } from './usd-cents';

/** A small seeded generator (mulberry32), so a failure names a value that fails again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Whole numbers of every length from 1 to 16 digits, both signs, and the edges. */
function wholeNumbers(count: number): number[] {
  const random = seeded(20261128);
  const values = [
    0,
    1,
    -1,
    999,
    1000,
    -1000,
    999_999,
    1_000_000,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];
  for (let index = 0; index < count; index += 1) {
    const digits = 1 + Math.floor(random() * 16);
    const value = Math.floor(random() * 10 ** digits) * (random() < 0.2 ? -1 : 1);
    values.push(Number.isSafeInteger(value) ? value : Math.trunc(value / 10));
  }
  return values;
}

describe('formatCount (en-US grouping without Intl)', () => {
  it('writes what Intl.NumberFormat("en-US") writes, for whole numbers of every length and sign', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of wholeNumbers(3_000))
      expect([value, formatCount(value)]).toEqual([value, intl.format(value)]);
  });

  it('groups by three from the right', () => {
    expect(formatCount(7)).toBe('7');
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatCount(123_456)).toBe('123,456');
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(-1_000)).toBe('-1,000');
    expect(groupDigits('1000000')).toBe('1,000,000');
  });

  it('leaves anything but a safe whole number to Intl (fractions, -0, huge, not a number)', () => {
    const intl = new Intl.NumberFormat('en-US');
    for (const value of [1234.5678, -0.5, -0, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatCount(value)).toBe(intl.format(value));
    }
  });
});

describe('formatUsdCents matches Intl USD currency', () => {
  it('for cents of every length and sign', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of wholeNumbers(3_000)) {
      // Intl given the exact decimal string: the reference, with no float made from the cents.
      const sign = cents < 0 ? '-' : '';
      const decimal = `${sign}${Math.trunc(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
      expect([cents, formatUsdCents(cents)]).toEqual([cents, usd.format(decimal as `${number}`)]);
    }
  });
});
