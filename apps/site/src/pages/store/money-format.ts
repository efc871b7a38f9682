import { minorToDecimalString, minorUnitDigits } from '@arena/domain';

/** GCoins and crystals in tabular en-US figures (spec §9: en-US formatting). */
export { formatCount } from '@arena/domain';

/** A price in minor units of any currency, e.g. 5457 AED → 'AED 54.57' (en-US, the spec's formatting). */
export function formatMinor(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(minorToDecimalString(amountMinor, currency)));
}
