/** spec §1: English (default), Arabic, Hindi and Urdu; Arabic and Urdu are right-to-left. */
export const languageCodes = ['en', 'ar', 'hi', 'ur'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export type TextDirection = 'ltr' | 'rtl';

export interface Language {
  readonly code: LanguageCode;
  readonly direction: TextDirection;
  /** What the header's language selector shows (spec §2: EN, AR, Hindi, Urdu). */
  readonly selectorLabel: string;
  /** The language's own name, for menus. */
  readonly nativeName: string;
}

export const defaultLanguage: LanguageCode = 'en';

export const languages: readonly Language[] = [
  { code: 'en', direction: 'ltr', selectorLabel: 'EN', nativeName: 'English' },
  { code: 'ar', direction: 'rtl', selectorLabel: 'AR', nativeName: 'العربية' },
  { code: 'hi', direction: 'ltr', selectorLabel: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'ur', direction: 'rtl', selectorLabel: 'Urdu', nativeName: 'اردو' },
];

export function isLanguageCode(value: string): value is LanguageCode {
  return (languageCodes as readonly string[]).includes(value);
}

export function directionOf(code: LanguageCode): TextDirection {
  return code === 'ar' || code === 'ur' ? 'rtl' : 'ltr';
}
