// Prices in other currencies (spec §2 Store currency selector, §7 GET /api/payments/currencies). A rate is
// local units per USD kept as its decimal text, and amounts are converted with integers only
// (ARCHITECTURE.md "Money"), so the store shows exactly what the server will charge.

export interface CurrencyRate {
  /** ISO 4217, e.g. 'AED'. */
  readonly code: string;
  /** Local units per USD as decimal text, e.g. '3.6725'. */
  readonly rate: string;
}

// ISO 4217 minor units where they differ from 2 (Intl reports cash digits for some, e.g. PKR 0).
const minorUnitExceptions: Readonly<Record<string, number>> = {
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

/** A rate received as a JSON number (3.6725) as the decimal text the server was configured with. */
export function currencyRateOf(code: string, usdRate: number): CurrencyRate {
  return { code, rate: String(usdRate) };
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

/** 5457 fils → '54.57': for people and for the provider's wire format. */
export function minorToDecimalString(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
