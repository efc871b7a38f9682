// The language registry (docs/decisions/0053): the one list of the languages Arena ships. The ui's theme,
// the site's i18n and language selector, the server's reader language and mail, and the test of the
// users.language CHECK all read it. Adding a language is one entry here, its locale file
// (locales/<code>.json), a font for its script, and the migration that test asks for.

/** spec §1: English (default), Arabic, Hindi and Urdu; Arabic and Urdu are right-to-left. */
const registry = [
  {
    code: 'en',
    englishName: 'English',
    nativeName: 'English',
    selectorLabel: 'EN',
    direction: 'ltr',
    script: 'latin',
  },
  {
    code: 'ar',
    englishName: 'Arabic',
    nativeName: 'العربية',
    selectorLabel: 'AR',
    direction: 'rtl',
    script: 'arabic',
  },
  {
    code: 'hi',
    englishName: 'Hindi',
    nativeName: 'हिन्दी',
    selectorLabel: 'Hindi',
    direction: 'ltr',
    script: 'devanagari',
  },
  {
    code: 'ur',
    englishName: 'Urdu',
    nativeName: 'اردو',
    selectorLabel: 'Urdu',
    direction: 'rtl',
    script: 'nastaliq',
  },
] as const satisfies readonly RegistryEntry[];

export type TextDirection = 'ltr' | 'rtl';

/**
 * The writing the ui sets the language in (packages/ui theme/fonts.ts picks the faces by it): Latin
 * (Inter, Rajdhani), Arabic (Noto Sans Arabic), Devanagari (Noto Sans Devanagari) or Nastaliq (Noto
 * Nastaliq Urdu, with its taller line heights).
 */
export type FontScript = 'latin' | 'arabic' | 'devanagari' | 'nastaliq';

interface RegistryEntry {
  readonly code: string;
  readonly englishName: string;
  /** The language's own name, for menus. */
  readonly nativeName: string;
  /** What the header's language selector shows (spec §2: EN, AR, Hindi, Urdu). */
  readonly selectorLabel: string;
  readonly direction: TextDirection;
  readonly script: FontScript;
}

export type LanguageCode = (typeof registry)[number]['code'];

/** The path of a language's words from the repository's root. */
export type LocaleFile = `locales/${LanguageCode}.json`;

export interface Language extends RegistryEntry {
  readonly code: LanguageCode;
  readonly localeFile: LocaleFile;
}

// Generic, so the mapping keeps the registry's tuple shape.
type CodesOf<T extends readonly RegistryEntry[]> = {
  readonly [K in keyof T]: T[K] extends { code: infer C } ? C : never;
};
type Codes = CodesOf<typeof registry>;

/** Every language, in the selector's order. */
export const languages: readonly Language[] = registry.map((entry) => ({
  ...entry,
  localeFile: localeFileFor(entry.code),
}));

/** The codes as a tuple (for zod enums and `Record<LanguageCode, …>` tables). */
export const languageCodes = registry.map((entry) => entry.code) as unknown as Codes;

export const defaultLanguage: LanguageCode = 'en';

const byCode = new Map<string, Language>(languages.map((language) => [language.code, language]));

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && byCode.has(value);
}

/** Kept for the callers written before the registry; the same as `isLanguage`. */
export function isLanguageCode(value: string): value is LanguageCode {
  return isLanguage(value);
}

export function languageFor(code: LanguageCode): Language {
  return byCode.get(code)!;
}

/** Arabic and Urdu are written right to left; the site puts this on `<html dir>`, mail on its `<div dir>`. */
export function directionFor(code: LanguageCode): TextDirection {
  return languageFor(code).direction;
}

/** Kept for the callers written before the registry; the same as `directionFor`. */
export const directionOf = directionFor;

export function scriptFor(code: LanguageCode): FontScript {
  return languageFor(code).script;
}

export function localeFileFor(code: LanguageCode): LocaleFile {
  return `locales/${code}.json`;
}
