import type { LanguageSelectProps } from '@arena/ui';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { isLanguage, languages } from '../i18n/languages';
import { useApi } from '../session/ApiContext';
import { useSession } from '../session/SessionProvider';

/**
 * spec §2: EN, AR, Hindi, Urdu; the choice is stored and survives logout and reload (ui LanguageSelect's
 * data). A signed-in player's choice is also the language of their mail (issue 16, PUT /api/me/language).
 */
export function useLanguageChoice(): LanguageSelectProps {
  const { i18n } = useTranslation();
  const api = useApi();
  const { status } = useSession();
  const signedIn = status === 'loggedIn';
  return {
    value: i18n.language,
    options: languages,
    onChange: (next) => {
      if (!isLanguage(next)) return;
      void changeLanguage(i18n, next);
      // The mail language follows quietly: a failure leaves the site's language changed all the same.
      if (signedIn) api.setLanguage(next).catch(() => undefined);
    },
  };
}
