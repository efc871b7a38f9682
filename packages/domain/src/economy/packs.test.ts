import { describe, expect, it } from 'vitest';
import {
  canExchangePack,
  firstPurchaseMultiplier,
  formatOrderAmount,
  gCoinPacks,
  gCoinsForPurchase,
  packForAmount,
  packForGCoins,
  type GCoinPack,
} from './packs';

function pack(gCoins: number): GCoinPack {
  const found = packForGCoins(gCoins);
  if (!found) throw new Error(`no pack of ${gCoins}`);
  return found;
}

describe('GCoin packs (spec §9)', () => {
  it('are 1/3/5/10 GCoins at the table prices, crystal costs and discounts', () => {
    expect(gCoinPacks).toEqual([
      { gCoins: 1, priceCents: 550, crystalCost: 275, discountPercent: 0, slug: 'gcoin1' },
      { gCoins: 3, priceCents: 1486, crystalCost: 825, discountPercent: 10, slug: 'gcoin3' },
      { gCoins: 5, priceCents: 2340, crystalCost: 1375, discountPercent: 15, slug: 'gcoin5' },
      { gCoins: 10, priceCents: 4400, crystalCost: 2750, discountPercent: 20, slug: 'gcoin10' },
    ]);
  });

  it('finds a pack by GCoins', () => {
    expect(pack(5).priceCents).toBe(2340);
    expect(packForGCoins(2)).toBeUndefined();
  });

  it('finds a pack only by an exact price with 2 decimals', () => {
    expect(packForAmount('5.50')?.gCoins).toBe(1);
    expect(packForAmount('14.86')?.gCoins).toBe(3);
    expect(packForAmount('23.40')?.gCoins).toBe(5);
    expect(packForAmount('44.00')?.gCoins).toBe(10);
    for (const amount of ['5.5', '44', '14.860', '14.85', '0.00', ' 5.50', '-5.50', '5,50', '']) {
      expect(packForAmount(amount)).toBeUndefined();
    }
  });

  it('formats an order amount with 2 decimals', () => {
    expect(gCoinPacks.map((p) => formatOrderAmount(p.priceCents))).toEqual([
      '5.50',
      '14.86',
      '23.40',
      '44.00',
    ]);
    expect(() => formatOrderAmount(-1)).toThrow(RangeError);
    expect(() => formatOrderAmount(5.5)).toThrow(RangeError);
  });

  it('doubles the first purchase', () => {
    expect(firstPurchaseMultiplier).toBe(2);
    expect(gCoinsForPurchase(pack(1), true)).toBe(2);
    expect(gCoinsForPurchase(pack(10), true)).toBe(20);
    expect(gCoinsForPurchase(pack(3), false)).toBe(3);
  });

  it('allows an exchange only with enough crystals', () => {
    expect(canExchangePack(274, pack(1))).toBe(false);
    expect(canExchangePack(275, pack(1))).toBe(true);
    expect(canExchangePack(2749, pack(10))).toBe(false);
    expect(canExchangePack(2750, pack(10))).toBe(true);
  });
});
