// spec §1 and §9: English (default), Arabic, Hindi and Urdu; Arabic and Urdu are right-to-left.
export const languages = ['en', 'ar', 'hi', 'ur'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/** The language preference survives logout (spec §1), so it has its own storage key. */
export const languageStorageKey = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' || language === 'ur' ? 'rtl' : 'ltr';
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
