import { assertIntegerAmount, centsToDecimalString } from '../money/usd-cents';
import { crystalsPerGCoin } from './exchange';

/** A GCoin pack of the store (spec §9). Prices are the business table's, not computed from the discount. */
export interface GCoinPack {
  readonly gCoins: 1 | 3 | 5 | 10;
  readonly priceCents: number;
  readonly crystalCost: number;
  readonly discountPercent: number;
  /** The store route of the pack (spec §2: /store/gcoin1 …). */
  readonly slug: 'gcoin1' | 'gcoin3' | 'gcoin5' | 'gcoin10';
}

export const gCoinPacks: readonly GCoinPack[] = [
  { gCoins: 1, priceCents: 550, crystalCost: 1 * crystalsPerGCoin, discountPercent: 0, slug: 'gcoin1' },
  { gCoins: 3, priceCents: 1486, crystalCost: 3 * crystalsPerGCoin, discountPercent: 10, slug: 'gcoin3' },
  { gCoins: 5, priceCents: 2340, crystalCost: 5 * crystalsPerGCoin, discountPercent: 15, slug: 'gcoin5' },
  { gCoins: 10, priceCents: 4400, crystalCost: 10 * crystalsPerGCoin, discountPercent: 20, slug: 'gcoin10' },
];

/** spec §1, §9: the first GCoin purchase is doubled (buy one, get one free). */
export const firstPurchaseMultiplier = 2;

export function packForGCoins(gCoins: number): GCoinPack | undefined {
  return gCoinPacks.find((pack) => pack.gCoins === gCoins);
}

/**
 * The pack that a payment order amount buys, or undefined. The server decides what an amount buys:
 * it must be exactly one of the four prices written with 2 decimals ('14.86', not '14.860' or '14.9').
 */
export function packForAmount(amount: string): GCoinPack | undefined {
  const match = /^(\d{1,6})\.(\d{2})$/.exec(amount);
  if (!match) return undefined;
  const cents = Number(match[1]) * 100 + Number(match[2]);
  return gCoinPacks.find((pack) => pack.priceCents === cents);
}

/** spec §5: a payment order amount is sent with 2 decimals (550 → '5.50'). */
export function formatOrderAmount(cents: number): string {
  assertIntegerAmount(cents, 'cents');
  if (cents < 0) throw new RangeError(`an order amount cannot be negative, got ${cents}`);
  return centsToDecimalString(cents);
}

/** GCoins credited for buying a pack: doubled on the first purchase. */
export function gCoinsForPurchase(pack: GCoinPack, isFirstPurchase: boolean): number {
  return isFirstPurchase ? pack.gCoins * firstPurchaseMultiplier : pack.gCoins;
}

/** spec §5: the exchange button is disabled while crystals are below the pack's crystal cost. */
export function canExchangePack(crystals: number, pack: GCoinPack): boolean {
  return crystals >= pack.crystalCost;
}
