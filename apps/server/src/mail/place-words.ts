// A prize's name in mail (issue 34): the title a preset generates for a place ('2nd place') is said as that
// place in the reader's language through the site's ordinal keys (locales/<lang>.json,
// `notifications.place_ordinal_<form>`, the form chosen by Intl.PluralRules' ordinal type as i18next
// chooses it); a title the operator wrote stays as written.
import { isPlaceTitle, type LanguageCode } from '@arena/domain';
import { wordsByLanguage } from './locale-words';
import { fill } from './mail-words';

const words: Record<LanguageCode, Record<string, unknown>> = wordsByLanguage(
  (locale) => locale.notifications,
);

/** The place `rank` in `language`, e.g. (2, 'en') → '2nd place', (2, 'ar') → 'المركز 2'. */
export function placeWords(rank: number, language: LanguageCode): string {
  const form = new Intl.PluralRules(language, { type: 'ordinal' }).select(rank);
  const own = words[language];
  const text = own[`place_ordinal_${form}`] ?? own.place_ordinal_other;
  return fill(String(text), { count: rank });
}

/** The prize's name for the reader: its place in their words for a generated title, else the title. */
export function prizeWords(title: string, rank: number | null, language: LanguageCode): string {
  return isPlaceTitle(title, rank) ? placeWords(rank, language) : title;
}
