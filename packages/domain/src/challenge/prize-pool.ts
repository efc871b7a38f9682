/** A prize of a challenge; value is USD cents (spec §3 prizes: id, title, value). */
export interface PrizeValue {
  readonly value: number;
}

/** spec §9 Prize pool: the sum of prize values, in USD cents. */
export function prizePoolCents(prizes: readonly PrizeValue[]): number {
  return prizes.reduce((sum, prize) => sum + prize.value, 0);
}

/** What a card shows for the pool: an amount, or 'XP Only' when it is zero (spec §9). */
export type PrizePoolLabel = { readonly kind: 'cash'; readonly cents: number } | { readonly kind: 'xpOnly' };

export function prizePoolLabel(prizes: readonly PrizeValue[]): PrizePoolLabel {
  const cents = prizePoolCents(prizes);
  return cents > 0 ? { kind: 'cash', cents } : { kind: 'xpOnly' };
}

/** The winner-takes-all figure of a card: the largest single prize (the first-place prize), 0 if none. */
export function winnerTakesAllPrizeCents(prizes: readonly PrizeValue[]): number {
  return prizes.reduce((largest, prize) => Math.max(largest, prize.value), 0);
}
