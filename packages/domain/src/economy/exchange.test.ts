import { describe, expect, it } from 'vitest';
import {
  crystalsForGCoins,
  crystalsFromUsdCents,
  crystalsPerGCoin,
  crystalsPerUsd,
  gCoinsFromCrystals,
  usdCentsFromCrystals,
} from './exchange';

describe('exchange (spec §9)', () => {
  it('is 275 crystals per GCoin and 50 crystals per USD', () => {
    expect(crystalsPerGCoin).toBe(275);
    expect(crystalsPerUsd).toBe(50);
  });

  it('rounds GCoins down', () => {
    expect(gCoinsFromCrystals(0)).toBe(0);
    expect(gCoinsFromCrystals(274)).toBe(0);
    expect(gCoinsFromCrystals(275)).toBe(1);
    expect(gCoinsFromCrystals(549)).toBe(1);
    expect(gCoinsFromCrystals(2750)).toBe(10);
    expect(gCoinsFromCrystals(-300)).toBe(0);
    expect(crystalsForGCoins(3)).toBe(825);
  });

  it('turns USD cents into crystals at one per 2 cents, rounded down', () => {
    expect(crystalsFromUsdCents(100)).toBe(50);
    expect(crystalsFromUsdCents(550)).toBe(275);
    expect(crystalsFromUsdCents(99)).toBe(49);
    expect(crystalsFromUsdCents(1)).toBe(0);
    expect(crystalsFromUsdCents(0)).toBe(0);
    expect(usdCentsFromCrystals(1000)).toBe(2000);
  });

  it('refuses floats', () => {
    expect(() => gCoinsFromCrystals(275.5)).toThrow(RangeError);
    expect(() => crystalsFromUsdCents(1.5)).toThrow(RangeError);
  });
});
