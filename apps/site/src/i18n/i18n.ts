import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeFileFor } from '@arena/domain';
import { manifestPath } from '../pwa/web-app-paths';
import { directionOf, isLanguage, readStoredLanguage, storeLanguage } from './languages';
import type { Language } from './languages';

type Locale = Record<string, unknown>;
type Loaders = Record<string, () => Promise<{ default: Locale }>>;

// Only the active language is downloaded: each locale file becomes its own chunk. A visitor's first chunk
// is the file's public groups (`?public`, split by the site build: public-groups.ts, vite.config.ts); the
// whole file follows when a player signs in, or when a server message needs it (locale-split.ts makes
// `?public`, in the site's Vite config and the DOM tests).
const allLoaders: Loaders = import.meta.glob<{ default: Locale }>('../../../../locales/*.json');
const publicLoaders: Loaders = import.meta.glob<{ default: Locale }>('../../../../locales/*.json', {
  query: '?public',
});

/** Which words an instance starts with: the whole locale, or only what a visitor's pages use. */
export type Words = 'all' | 'public';

async function loadResources(language: Language, words: Words): Promise<Locale> {
  // The registry names each language's file (locales/<code>.json) from the repository's root.
  const path = `../../../../${localeFileFor(language)}`;
  const load = (words === 'public' ? publicLoaders : allLoaders)[path];
  if (!load) throw new Error(`No locale file for ${language}`);
  return (await load()).default;
}

/** Per instance: the languages whose whole file is in, and whether every language should come whole. */
// Kept by the instance's resource store: react-i18next may hand components a copy of the instance that
// shares its store.
type Store = I18n['store'];
const whole = new WeakMap<Store, Set<Language>>();
const wantsAll = new WeakSet<Store>();
const partial = new WeakSet<Store>();

function markWhole(instance: I18n, language: Language): void {
  const languages = whole.get(instance.store) ?? new Set<Language>();
  languages.add(language);
  whole.set(instance.store, languages);
}

/**
 * Keeps `<html lang dir>` in step with the language (spec §1: ar and ur are right-to-left), and the web app
 * manifest the page links (installed, the app's name is in the language it was installed in; decision 0068).
 */
export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(language));
}

/** An i18next instance in one language (the browser's and the server renderer's). */
export async function createI18n(language: Language, words: Words = 'all'): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    // spec §1: a missing translation shows the key itself, so no fallback language.
    fallbackLng: false,
    resources: { [language]: { translation: await loadResources(language, words) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (words === 'all') {
    markWhole(instance, language);
    wantsAll.add(instance.store);
  } else partial.add(instance.store);
  return instance;
}

export async function initI18n(
  language: Language = readStoredLanguage(),
  words: Words = 'all',
): Promise<I18n> {
  const instance = await createI18n(language, words);
  applyDocumentLanguage(language);
  return instance;
}

async function completeLanguage(instance: I18n, language: Language): Promise<void> {
  if (whole.get(instance.store)?.has(language)) return;
  const locale = await loadResources(language, 'all');
  instance.addResourceBundle(language, 'translation', locale, true, true);
  markWhole(instance, language);
}

/** True while an instance started with the public words lacks the rest of its current language's. */
export function lacksWords(instance: I18n): boolean {
  const language = instance.language;
  return (
    partial.has(instance.store) &&
    isLanguage(language) &&
    !(whole.get(instance.store)?.has(language) ?? false)
  );
}

/**
 * Merges the whole locale of the current language into the instance (and makes every later language
 * come whole): before a signed-in player's first render (session), and when a visitor's page shows a
 * server message whose key is outside the public words (useMessageText). Resolves at once when in.
 */
export async function loadAllWords(instance: I18n): Promise<void> {
  wantsAll.add(instance.store);
  const language = instance.language;
  if (isLanguage(language)) await completeLanguage(instance, language);
}

export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const words: Words = wantsAll.has(instance.store) ? 'all' : 'public';
  if (!instance.hasResourceBundle(language, 'translation')) {
    instance.addResourceBundle(language, 'translation', await loadResources(language, words));
    if (words === 'all') markWhole(instance, language);
  } else if (words === 'all') {
    await completeLanguage(instance, language);
  }
  await instance.changeLanguage(language);
  storeLanguage(language);
  applyDocumentLanguage(language);
}
