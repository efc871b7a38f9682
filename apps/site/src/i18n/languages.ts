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

/**
 * The same preference as a cookie, so the server renders public pages in it (docs/decisions/0031);
 * the name is the server's `languageCookieName`.
 */
export const languageCookieName = 'arena_lang';
const yearSeconds = 31_536_000;

/** The stored preference, or null when the reader never chose one. */
export function readChosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function readStoredLanguage(): Language {
  return readChosenLanguage() ?? defaultLanguage;
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
  writeLanguageCookie(language);
}

/** Keeps the cookie in step with the stored preference (also for a preference stored before the cookie). */
export function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${languageCookieName}=${language}; Path=/; Max-Age=${yearSeconds}; SameSite=Lax`;
}
