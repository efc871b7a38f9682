import { defaultLanguage, directionOf, isLanguageCode, languageCodes } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';

// The language rules live in @arena/domain (spec §1); this module adds the browser storage.
export { defaultLanguage, directionOf, languageCodes as languages };
export type Language = LanguageCode;

/** The language preference survives logout (spec §1), so it has its own storage key. */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && isLanguageCode(value);
}

export function readStoredLanguage(): Language {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}
