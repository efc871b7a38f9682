import { assertIntegerAmount } from '../money/usd-cents';

/** spec §9 Exchange rate: 275 crystals buy one GCoin, rounded down. */
export const crystalsPerGCoin = 275;
/** spec §9 Exchange rate: 50 crystals are worth 1 USD (prizes are paid and withdrawn at this rate). */
export const crystalsPerUsd = 50;

/** Whole GCoins that a number of crystals buys (floor: leftover crystals stay crystals). */
export function gCoinsFromCrystals(crystals: number): number {
  assertIntegerAmount(crystals, 'crystals');
  if (crystals <= 0) return 0;
  return Math.floor(crystals / crystalsPerGCoin);
}

/** Crystals needed to buy a number of GCoins. */
export function crystalsForGCoins(gCoins: number): number {
  assertIntegerAmount(gCoins, 'gCoins');
  return gCoins * crystalsPerGCoin;
}

/**
 * Crystals for a USD amount in cents: 50 per USD is one crystal per 2 cents, rounded down
 * (a prize of $0.99 gives 49 crystals; the odd cent is not credited). Prize tables use whole
 * dollars, so in practice nothing is lost.
 */
export function crystalsFromUsdCents(cents: number): number {
  assertIntegerAmount(cents, 'cents');
  if (cents <= 0) return 0;
  return Math.floor((cents * crystalsPerUsd) / 100);
}

/** USD cents that crystals are worth when withdrawn: 2 cents a crystal, so 1000 crystals = 2000 cents. */
export function usdCentsFromCrystals(crystals: number): number {
  assertIntegerAmount(crystals, 'crystals');
  return (crystals * 100) / crystalsPerUsd;
}
