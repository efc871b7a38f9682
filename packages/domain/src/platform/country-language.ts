// The language a message to a player is written in when they have stated none (docs/decisions/0029):
// their country's (spec §1: Arena serves the Gulf and South Asia in English, Arabic, Hindi and Urdu).
import { defaultLanguage, type LanguageCode } from './languages';

/** The Arab League's members (ISO 3166-1 alpha-2): Arabic. */
const arabicCountries = new Set([
  'AE',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IQ',
  'JO',
  'KM',
  'KW',
  'LB',
  'LY',
  'MA',
  'MR',
  'OM',
  'PS',
  'QA',
  'SA',
  'SD',
  'SO',
  'SY',
  'TN',
  'YE',
]);

export function languageForCountry(country: string | null | undefined): LanguageCode {
  if (!country) return defaultLanguage;
  const code = country.toUpperCase();
  if (arabicCountries.has(code)) return 'ar';
  if (code === 'IN') return 'hi';
  if (code === 'PK') return 'ur';
  return defaultLanguage;
}
