import type { LanguageSelectProps } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage, languages } from '../i18n/languages';

/** spec §2: EN, AR, Hindi, Urdu; the choice is stored and survives logout and reload (ui LanguageSelect's data). */
export function useLanguageChoice(): LanguageSelectProps {
  const { i18n } = useTranslation();
  return {
    value: i18n.language,
    options: languages,
    onChange: (next) => {
      if (isLanguage(next)) void changeLanguage(i18n, next);
    },
  };
}
