// Currencies of the hosted payment route (spec §7 GET /api/payments/currencies). A rate is local
// units per USD, kept as the decimal string it was configured with, and amounts are converted with
// integers only (ARCHITECTURE.md "Money"): no float ever decides what a payer is charged.

import type { CurrencyRate } from '@arena/domain';

export type { CurrencyRate };

/** Defaults when CURRENCY_RATES does not name a currency (approximate mid-market rates). */
export const defaultCurrencyRates: readonly CurrencyRate[] = [
  { code: 'USD', rate: '1' },
  { code: 'AED', rate: '3.6725' },
  { code: 'INR', rate: '83.2' },
  { code: 'PKR', rate: '278.5' },
  { code: 'EUR', rate: '0.92' },
  { code: 'GBP', rate: '0.79' },
];

const ratePattern = /^\d{1,9}(\.\d{1,8})?$/;

/**
 * 'AED:3.6725,INR:83.2' → the defaults with these rates replaced or added; USD stays first at 1.
 * Throws an Error whose message completes "CURRENCY_RATES …".
 */
export function parseCurrencyRates(text: string | undefined): CurrencyRate[] {
  const rates = new Map(defaultCurrencyRates.map((entry) => [entry.code, entry.rate]));
  for (const item of (text ?? '').split(',').map((part) => part.trim())) {
    if (item === '') continue;
    const [code = '', rate = ''] = item.split(':').map((part) => part.trim());
    if (!/^[A-Z]{3}$/.test(code) || !ratePattern.test(rate) || !/[1-9]/.test(rate)) {
      throw new Error(`must be a list like AED:3.6725,INR:83.2 (got "${item}")`);
    }
    if (code === 'USD' && Number(rate) !== 1) throw new Error('cannot change the USD rate (always 1)');
    rates.set(code, rate);
  }
  return [...rates].map(([code, rate]) => ({ code, rate }));
}

// The integer conversion lives in the domain, so the store shows exactly what is charged here.
export { localAmountMinor, minorToDecimalString, minorUnitDigits } from '@arena/domain';
