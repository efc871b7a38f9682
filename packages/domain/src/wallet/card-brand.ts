export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unknown';

/** Brand names as the card schemes write them (not translated). */
export const cardBrandNames: Readonly<Record<Exclude<CardBrand, 'unknown'>, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
};

function inRange(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/**
 * spec §3: the brand of a saved card from its masked number ('4111 11** **** 1111', '5555********4444'),
 * read from the leading digits that are not masked. Too few visible digits give 'unknown'.
 */
export function detectCardBrand(maskedNumber: string): CardBrand {
  const leading = /^\d*/.exec(maskedNumber.replace(/[\s-]/g, ''))?.[0] ?? '';
  if (inRange(leading, 2, 34, 34) || inRange(leading, 2, 37, 37)) return 'amex';
  if (inRange(leading, 3, 300, 305) || ['36', '38', '39'].some((p) => leading.startsWith(p))) return 'diners';
  if (inRange(leading, 4, 3528, 3589)) return 'jcb';
  if (leading.startsWith('6011') || inRange(leading, 3, 644, 649) || leading.startsWith('65'))
    return 'discover';
  if (inRange(leading, 2, 51, 55) || inRange(leading, 4, 2221, 2720)) return 'mastercard';
  if (leading.startsWith('4')) return 'visa';
  return 'unknown';
}
