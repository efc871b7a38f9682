import type { ChallengeTranslation, ChallengeTranslations, TranslatedLanguage } from '@arena/contract';
import { AdminField, AdminLanguageTabs, RichTextEditor, TextField } from '@arena/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type ChallengeWordField = keyof Required<ChallengeTranslation>;

export interface ChallengeWordsFieldsProps {
  /** The English words (required): the form machine's values. */
  english: Record<ChallengeWordField, string>;
  errors: Partial<Record<ChallengeWordField, string | undefined>>;
  onEnglish: (field: ChallengeWordField, value: string) => void;
  /** Arabic, Hindi and Urdu (optional, decision 0058). */
  translations: ChallengeTranslations;
  onTranslation: (language: TranslatedLanguage, field: ChallengeWordField, value: string) => void;
  busy: boolean;
}

/** A challenge's title and descriptions, a tab per language (English required, the others optional). */
export function ChallengeWordsFields({
  english,
  errors,
  onEnglish,
  translations,
  onTranslation,
  busy,
}: ChallengeWordsFieldsProps) {
  const { t } = useTranslation();
  return (
    <AdminLanguageTabs>
      {(language) => {
        const own = language === 'en';
        const words = own ? english : translations[language];
        const change = (field: ChallengeWordField) => (value: string) =>
          own ? onEnglish(field, value) : onTranslation(language, field, value);
        const error = (field: ChallengeWordField) => (own ? errors[field] : undefined);
        return (
          <>
            <TextField
              label={t('admin.challenges.form.title')}
              value={words?.title ?? ''}
              onChange={change('title')}
              error={error('title')}
              maxLength={120}
              required={own}
              disabled={busy}
            />
            {(
              [
                ['shortDescription', 2000],
                ['description', 20000],
              ] as const
            ).map(([field, maxLength]) => (
              <AdminField key={field} error={error(field)}>
                <RichTextEditor
                  label={t(`admin.challenges.form.${field}`)}
                  value={words?.[field] ?? ''}
                  onChange={change(field)}
                  invalid={Boolean(error(field))}
                  maxLength={maxLength}
                  disabled={busy}
                />
              </AdminField>
            ))}
          </>
        );
      }}
    </AdminLanguageTabs>
  );
}

/**
 * The form's translations (kept beside the form machine's English values), with a getter that always
 * answers the current ones: for the save actor, created once, that sends them long after its render.
 */
export function useTranslationsState() {
  const [translations, setTranslations] = useState<ChallengeTranslations>({});
  const current = useRef(translations);
  useEffect(() => {
    current.current = translations;
  }, [translations]);
  const read = useCallback(() => current.current, []);
  return [translations, setTranslations, read] as const;
}
