// A challenge's Arabic, Hindi and Urdu words on save (issue 31, docs/decisions/0058): each field is
// trimmed, the descriptions sanitised with the English ones' allowlist (challenges-rich-text.ts). A
// field that is empty, or has no text left once sanitised, is left out (the reader gets English), and
// a language with no field left is dropped.
import { translatedLanguages, type ChallengeTranslation, type ChallengeTranslations } from '@arena/contract';
import { sanitiseRichText } from './challenges-rich-text';

export function sanitiseTranslations(translations: ChallengeTranslations): ChallengeTranslations {
  const kept: ChallengeTranslations = {};
  for (const language of translatedLanguages) {
    const given = translations[language];
    if (!given) continue;
    const words: ChallengeTranslation = {};
    const title = given.title?.trim();
    if (title) words.title = title;
    for (const field of ['shortDescription', 'description'] as const) {
      const sanitised = sanitiseRichText(given[field] ?? '');
      if (sanitised.hasText) words[field] = sanitised.html;
    }
    if (Object.keys(words).length > 0) kept[language] = words;
  }
  return kept;
}

/** The `translations` column as the driver answers it (jsonb: parsed on pg, text on some paths). */
export function storedTranslations(value: ChallengeTranslations | string | null): ChallengeTranslations {
  return typeof value === 'string' ? (JSON.parse(value) as ChallengeTranslations) : (value ?? {});
}
