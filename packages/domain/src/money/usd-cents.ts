// ARCHITECTURE.md "Money": USD amounts are integer cents; nothing here divides money into a float.

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Throws when a money amount is not a safe integer: a programming error, not a user's input. */
export function assertIntegerAmount(amount: number, what = 'amount'): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a safe integer, got ${amount}`);
}

/** '5.50' for 550: whole units and two-digit cents, built from integers. */
export function centsToDecimalString(cents: number): `${number}` {
  assertIntegerAmount(cents, 'cents');
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const units = Math.trunc(absolute / 100);
  const rest = absolute % 100;
  return `${sign}${units}.${String(rest).padStart(2, '0')}` as `${number}`;
}

/**
 * Earnings and prizes for people, en-US (spec §9 Currency): 550 → '$5.50', 123400 → '$1,234.00'.
 * Intl formats the exact decimal string, so no float is ever made from the cents.
 */
export function formatUsdCents(cents: number): string {
  return usd.format(centsToDecimalString(cents));
}
