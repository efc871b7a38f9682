import { ArenaThemeProvider } from '@arena/ui';
import type { ApiClient } from '@arena/api-client';
import type { i18n as I18n } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { PreloadProvider } from '../data/preload';
import type { PreloadStore } from '../data/preload';
import { isLanguage, defaultLanguage } from '../i18n/languages';
import type { Language } from '../i18n/languages';
import { ApiProvider } from '../session/ApiContext';
import { api } from '../session/api';
import { CurrentUserProvider } from '../session/CurrentUserProvider';
import { NotificationsProvider } from '../session/NotificationsProvider';
import { SessionProvider } from '../session/SessionProvider';
import { WalletProvider } from '../session/WalletProvider';
import { createRouter } from './router';
import { firstRenderCommitted } from './HydrationPart';

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

/** Everything around the router, the same in the browser and on the server (ssr/entry-server.tsx). */
export function AppProviders({
  i18n,
  client,
  preload = null,
  children,
}: {
  i18n: I18n;
  client: ApiClient;
  preload?: PreloadStore | null;
  children: ReactNode;
}) {
  const language = useLanguage(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang={language}>
        <PreloadProvider store={preload}>
          <ApiProvider client={client}>
            <SessionProvider>
              <CurrentUserProvider>
                <WalletProvider>
                  <NotificationsProvider>
                    {children}
                    <MarkReady />
                  </NotificationsProvider>
                </WalletProvider>
              </CurrentUserProvider>
            </SessionProvider>
          </ApiProvider>
        </PreloadProvider>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
}

export function App({
  i18n,
  router: given,
  preload = null,
}: {
  i18n: I18n;
  router?: ReturnType<typeof createRouter>;
  preload?: PreloadStore | null;
}) {
  const router = useMemo(() => given ?? createRouter(), [given]);
  return (
    <AppProviders i18n={i18n} client={api} preload={preload}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * `<html data-app="ready">` once the first render is committed (a server-rendered page: its shell
 * hydrated; its parts follow, each hydrated first when touched). The end-to-end tests wait for it before
 * they interact. Rendered by AppProviders on the server too, so both trees match (useId depends on it).
 */
function MarkReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    firstRenderCommitted();
  }, []);
  return null;
}
