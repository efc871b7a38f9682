import { describe, expect, it } from 'vitest';
import { currencyRateOf, localAmountMinor, minorToDecimalString, minorUnitDigits } from './currency';

describe('prices in other currencies', () => {
  it('converts each pack price with integers, rounding half up', () => {
    const aed = currencyRateOf('AED', 3.6725);
    expect(aed).toEqual({ code: 'AED', rate: '3.6725' });
    expect([550, 1486, 2340, 4400].map((cents) => localAmountMinor(cents, aed))).toEqual([
      2020, 5457, 8594, 16159,
    ]);
    expect(localAmountMinor(550, currencyRateOf('USD', 1))).toBe(550);
    expect(localAmountMinor(1486, currencyRateOf('INR', 83.2))).toBe(123635);
  });

  it('knows currencies without two decimals', () => {
    expect(minorUnitDigits('AED')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(localAmountMinor(550, { code: 'JPY', rate: '151.5' })).toBe(833);
  });

  it('writes minor units as decimal text', () => {
    expect(minorToDecimalString(5457, 'AED')).toBe('54.57');
    expect(minorToDecimalString(5, 'AED')).toBe('0.05');
    expect(minorToDecimalString(833, 'JPY')).toBe('833');
    expect(minorToDecimalString(1234, 'KWD')).toBe('1.234');
  });
});
