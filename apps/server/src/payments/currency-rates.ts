// Currencies of the hosted payment route (spec §7 GET /api/payments/currencies). A rate is local
// units per USD, kept as the decimal string it was configured with, and amounts are converted with
// integers only (ARCHITECTURE.md "Money"): no float ever decides what a payer is charged.

export interface CurrencyRate {
  code: string;
  /** As configured, e.g. '3.6725'. */
  rate: string;
}

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

// ISO 4217 minor units where they differ from 2 (Intl reports cash digits for some, e.g. PKR 0).
const minorUnitExceptions: Record<string, number> = {
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  UGX: 0,
};

export function minorUnitDigits(currency: string): number {
  return minorUnitExceptions[currency] ?? 2;
}

/** The local amount in minor units for a USD price, rounded half up: 1486 cents at 3.6725 → 5457 fils. */
export function localAmountMinor(priceCents: number, currency: CurrencyRate): number {
  const [whole = '0', fraction = ''] = currency.rate.split('.');
  const rateNumerator = BigInt(whole + fraction);
  const rateDenominator = 10n ** BigInt(fraction.length);
  const numerator = BigInt(priceCents) * rateNumerator * 10n ** BigInt(minorUnitDigits(currency.code));
  const denominator = 100n * rateDenominator;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** 5457 fils → '54.57'; for people and for the provider's wire format. */
export function minorToDecimalString(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
