import { assertIntegerAmount, centsToDecimalString } from '@arena/domain';

// USD at the edge (docs/decisions/0022-wire-units.md). Inside the server and the site money is integer
// cents (ARCHITECTURE.md "Money"); where spec §3/§7 name a USD field (total_prize_value_dispersed,
// totalEarningsUSD, prizes[].value) the wire carries dollars as a JSON number with at most two decimals,
// made from the cents' exact decimal string, and a reader turns it back into cents before any sum.
// No zod here: a page that only converts amounts does not download the schemas (usd.ts has the schema).

/** 123456 cents → 1234.56 (the number whose JSON text is the exact two-decimal amount). */
export function usdFromCents(cents: number): number {
  assertIntegerAmount(cents, 'cents');
  return Number(centsToDecimalString(cents));
}

/** 1234.56 → 123456 cents: a reader's first step, so no sum or comparison is made in floats. */
export function centsFromUsd(usd: number): number {
  const cents = Math.round(usd * 100);
  assertIntegerAmount(cents, 'USD amount in cents');
  if (Math.abs(usd * 100 - cents) > 1e-6) {
    throw new RangeError(`a USD amount has at most two decimals, got ${usd}`);
  }
  return cents;
}
