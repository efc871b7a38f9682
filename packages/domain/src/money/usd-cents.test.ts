import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatUsdCents } from './usd-cents';

describe('formatUsdCents (en-US)', () => {
  it('formats integer cents', () => {
    expect(formatUsdCents(550)).toBe('$5.50');
    expect(formatUsdCents(123_400)).toBe('$1,234.00');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(1)).toBe('$0.01');
    expect(formatUsdCents(-505)).toBe('-$5.05');
    expect(formatUsdCents(100_000_001)).toBe('$1,000,000.01');
  });

  it('refuses a float', () => {
    expect(() => formatUsdCents(5.5)).toThrow(RangeError);
  });
});

describe('centsToDecimalString', () => {
  it('writes two decimals from integers', () => {
    expect(centsToDecimalString(1486)).toBe('14.86');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(-5)).toBe('-0.05');
  });
});
