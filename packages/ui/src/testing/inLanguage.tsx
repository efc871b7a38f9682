import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../locales/ur.json' with { type: 'json' };
import { ArenaThemeProvider } from '../ArenaThemeProvider';

// DOM tests only: a component rendered with the product's own locale files, so a test reads the words the
// component says itself (issue 32) in the language and direction of the reader.
export const testLocales = { en, ar, hi, ur } as const;
export type TestLanguage = keyof typeof testLocales;

export function inLanguage(lang: TestLanguage, children: ReactNode) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: testLocales[lang] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang={lang}>{children}</ArenaThemeProvider>
    </I18nextProvider>
  );
}
