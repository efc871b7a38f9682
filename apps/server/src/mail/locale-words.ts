// The site's locale files for the server's own words (mail, notices): one per language of the registry
// in @arena/domain (docs/decisions/0053), each at its `localeFile` (locales/<code>.json). A language added
// to the registry fails to compile here until its file is imported.
import { languageCodes, type LanguageCode } from '@arena/domain';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../locales/ur.json' with { type: 'json' };

const localeFiles = { en, ar, hi, ur } satisfies Record<LanguageCode, object>;

/** One language's words, as its locale file has them. */
export type LocaleWords = (typeof localeFiles)[LanguageCode];

/** A group of words in every language, e.g. `wordsByLanguage((words) => words.notifications.mail)`. */
export function wordsByLanguage<T>(pick: (words: LocaleWords) => T): Record<LanguageCode, T> {
  return Object.fromEntries(languageCodes.map((code) => [code, pick(localeFiles[code])])) as Record<
    LanguageCode,
    T
  >;
}
