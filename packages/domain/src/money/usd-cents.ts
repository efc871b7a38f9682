// ARCHITECTURE.md "Money": USD amounts are integer cents; nothing here divides money into a float.
import { groupDigits } from './figures';

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
 * Earnings and prizes for people, en-US (spec §9 Currency): 550 → '$5.50', 123400 → '$1,234.00',
 * -505 → '-$5.05', exactly as Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }) but
 * from the integers (no float, and no Intl on a page's first script: ./figures.ts).
 */
export function formatUsdCents(cents: number): string {
  assertIntegerAmount(cents, 'cents');
  const absolute = Math.abs(cents);
  const units = groupDigits(String(Math.trunc(absolute / 100)));
  return `${cents < 0 ? '-' : ''}$${units}.${String(absolute % 100).padStart(2, '0')}`;
}
