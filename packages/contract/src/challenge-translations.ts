import { defaultLanguage, languageCodes, type LanguageCode } from '@arena/domain';
import { z } from 'zod';
import { lineText, multilineText } from './request';

// Operator content in four languages (issue 31, docs/decisions/0058-challenge-translations.md): a
// challenge's title, short description and description are written in English (required) and, for
// each other language of the registry, optionally translated. Players read every field in their
// language when it has one, in English otherwise.

/** The languages a challenge's words may be translated into: the registry's, English aside. */
export type TranslatedLanguage = Exclude<LanguageCode, 'en'>;
export const translatedLanguages = languageCodes.filter(
  (code): code is TranslatedLanguage => code !== defaultLanguage,
);

/**
 * One language's words; any field may be left out (or empty) and then falls back to English. The
 * descriptions are HTML, sanitised on save with the same allowlist as the English ones.
 */
export const challengeTranslationSchema = z.object({
  title: lineText(120).optional(),
  shortDescription: multilineText(2_000).optional(),
  description: multilineText(20_000).optional(),
});
export type ChallengeTranslation = z.infer<typeof challengeTranslationSchema>;

/** `{ar?: {title?, shortDescription?, description?}, hi?: …, ur?: …}`: no other key. */
export const challengeTranslationsSchema = z.strictObject(
  Object.fromEntries(
    translatedLanguages.map((code) => [code, challengeTranslationSchema.optional()]),
  ) as Record<TranslatedLanguage, z.ZodOptional<typeof challengeTranslationSchema>>,
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `must name only the languages ${translatedLanguages.join(', ')} (not ${issue.keys.join(', ')}); English is the challenge's own fields`
        : undefined,
  },
);
export type ChallengeTranslations = Partial<Record<TranslatedLanguage, ChallengeTranslation>>;
