// The language of the offline page (docs/decisions/0068-installable-arena.md), chosen in the service worker
// as the server chooses a page's (apps/server/src/http/reader-language.ts): the reader's stored choice (the
// `arena_lang` cookie), else the first of the browser's languages Arena has, else English.
import { defaultLanguage, isLanguage, type LanguageCode } from '@arena/domain';

/** `chosen`: the language cookie's value, if the worker can read it; `accepted`: navigator.languages. */
export function offlineLanguage(
  chosen: string | null | undefined,
  accepted: readonly string[],
): LanguageCode {
  if (isLanguage(chosen)) return chosen;
  for (const tag of accepted) {
    const primary = tag.trim().toLowerCase().split('-', 1)[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
