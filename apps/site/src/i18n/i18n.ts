import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, readStoredLanguage, storeLanguage } from './languages';
import type { Language } from './languages';

// Only the active language is downloaded: each locale file becomes its own chunk.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../../locales/*.json');

async function loadResources(language: Language): Promise<Record<string, unknown>> {
  const load = loaders[`../../../../locales/${language}.json`];
  if (!load) throw new Error(`No locale file for ${language}`);
  return (await load()).default;
}

/** Keeps `<html lang dir>` in step with the language (spec §1: ar and ur are right-to-left). */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
}

/** An i18next instance in one language (the browser's and the server renderer's). */
export async function createI18n(language: Language): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    // spec §1: a missing translation shows the key itself, so no fallback language.
    fallbackLng: false,
    resources: { [language]: { translation: await loadResources(language) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export async function initI18n(language: Language = readStoredLanguage()): Promise<I18n> {
  const instance = await createI18n(language);
  applyDocumentLanguage(language);
  return instance;
}

export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadResources(language));
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
