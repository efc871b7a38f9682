import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from '../locales/ar.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import ur from '../locales/ur.json' with { type: 'json' };
import type { Lang } from '@arena/ui';

const resources = { en, ar, hi, ur } as const;

/**
 * One i18next instance per language, holding the product's own locale files, so components that own
 * their labels (`useTranslation`) show the same words in Storybook as on the site, and a docs page can
 * hold an English and an Arabic story side by side. As on the site, a missing key shows the key.
 */
const instances = new Map<Lang, I18n>();
export function storyI18n(lang: Lang): I18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: false,
      resources: { [lang]: { translation: resources[lang] } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
