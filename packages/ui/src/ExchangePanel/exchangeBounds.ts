import { crystalsPerGCoin, gCoinsFromCrystals } from '@arena/domain';

export interface ExchangeBounds {
  /** Fewest GCoins one exchange can give. */
  min: number;
  /** Most GCoins the crystals buy (0 when they buy none). */
  max: number;
  /** Crystals per GCoin. */
  rate: number;
}

/** spec §9: 275 crystals per GCoin, rounded down; spec §5: nothing to exchange below one GCoin's cost. */
export function exchangeBounds(crystals: number): ExchangeBounds {
  return { min: 1, max: gCoinsFromCrystals(Math.max(0, Math.trunc(crystals))), rate: crystalsPerGCoin };
}

/** A requested GCoin count held inside the bounds (whole numbers only). */
export function clampGCoins(requested: number, { min, max }: ExchangeBounds): number {
  if (max < min) return min;
  if (!Number.isFinite(requested)) return min;
  return Math.min(max, Math.max(min, Math.trunc(requested)));
}
