import { defaultLanguage, directionFor, isLanguage, languageCodes } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';

// The languages are the registry's in @arena/domain (spec §1, docs/decisions/0053): the selector lists
// its codes, i18n.ts loads each one's locale file; this module adds the browser storage.
export { defaultLanguage, directionFor as directionOf, isLanguage, languageCodes as languages };
export type Language = LanguageCode;

/** The language preference survives logout (spec §1), so it has its own storage key. */
export const languageStorageKey = 'language';

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
