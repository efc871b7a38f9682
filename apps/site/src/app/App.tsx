import { ArenaThemeProvider } from '@arena/ui';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { isLanguage, defaultLanguage } from '../i18n/languages';
import type { Language } from '../i18n/languages';
import { ApiProvider } from '../session/ApiContext';
import { api } from '../session/api';
import { CurrentUserProvider } from '../session/CurrentUserProvider';
import { SessionProvider } from '../session/SessionProvider';
import { WalletProvider } from '../session/WalletProvider';
import { createRouter } from './router';

function useLanguage(i18n: I18n): Language {
  const [language, setLanguage] = useState<Language>(
    isLanguage(i18n.language) ? i18n.language : defaultLanguage,
  );
  useEffect(() => {
    const follow = (next: string) => setLanguage(isLanguage(next) ? next : defaultLanguage);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return language;
}

export function App({ i18n, router: given }: { i18n: I18n; router?: ReturnType<typeof createRouter> }) {
  const router = useMemo(() => given ?? createRouter(), [given]);
  const language = useLanguage(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang={language}>
        <ApiProvider client={api}>
          <SessionProvider>
            <CurrentUserProvider>
              <WalletProvider>
                <RouterProvider router={router} />
              </WalletProvider>
            </CurrentUserProvider>
          </SessionProvider>
        </ApiProvider>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
}
