import type { ApiClient } from '@arena/api-client';
import type { FirstSteps, User } from '@arena/contract';
import { directionFor } from '@arena/domain';
import { emptyWallet } from '@arena/machines';
import { ArenaThemeProvider } from '@arena/ui';
import { act, render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { vi } from 'vitest';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import type { PageLoader } from '../app/route-data';
import { ApiProvider } from '../session/ApiContext';
import { CurrentUserContext } from '../session/CurrentUserProvider';
import { SessionContext } from '../session/SessionProvider';
import type { Session } from '../session/SessionProvider';
import { WalletContext } from '../session/WalletProvider';
import type { WalletState } from '../session/WalletProvider';

/**
 * A page's DOM wiring test: the page under its route in a memory router, with a fake API client
 * through context (only the calls the page makes; any other call fails the test loudly), a session,
 * the current user and the wallet, in English or Arabic. See apps/site/src/pages/*.test.tsx.
 */
export type FakeApi = { [K in keyof ApiClient]?: ApiClient[K] & ReturnType<typeof vi.fn> };

export type PageSetup = {
  /** The route pattern the page is mounted on, e.g. '/challenge/:id'. */
  path: string;
  /** The URL to open, e.g. '/challenge/c1'. Defaults to `path`. */
  url?: string;
  api?: FakeApi;
  lang?: 'en' | 'ar';
  /** Signed in as this user (status loggedIn) unless `null` (a visitor). */
  user?: User | null;
  /** The first-run steps answered with the user (the first-run checklist), and when they were read. */
  firstSteps?: FirstSteps;
  userLoadedAtMs?: number;
  wallet?: Partial<WalletState['balances']>;
  /** Other routes the page may navigate to; each renders its path as text. */
  routes?: string[];
  session?: Partial<Session>;
  /** The page's route loader (its module's `loader`), run with the fake client as the app runs it. */
  loader?: PageLoader;
};

export type PageRender = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  i18n: I18n;
  session: Session;
  walletRefresh: ReturnType<typeof vi.fn>;
  userRefresh: ReturnType<typeof vi.fn>;
};

export const locales = { en, ar } as const;

const instances = new Map<string, Promise<I18n>>();
function i18nFor(lang: 'en' | 'ar'): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    const created = i18next.createInstance();
    instance = created
      .use(initReactI18next)
      .init({
        lng: lang,
        fallbackLng: false,
        resources: { [lang]: { translation: locales[lang] } },
        interpolation: { escapeValue: false },
      })
      .then(() => created);
    instances.set(lang, instance);
  }
  return instance;
}

/** Live subscriptions only listen (decision 0033): a page may make them without the test asking. */
const quietLive = { subscribeChallenge: () => () => {}, subscribeLeaderboard: () => () => {} } as const;

/** A fake client that throws on any call the test did not give it, so unexpected requests fail. */
export function fakeClient(api: FakeApi = {}): ApiClient {
  return new Proxy(api, {
    get(target, key) {
      if (key in target) return target[key as keyof FakeApi];
      if (key in quietLive) return quietLive[key as keyof typeof quietLive];
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return () => {
        throw new Error(`The page called api.${String(key)}, which this test did not expect`);
      };
    },
  }) as unknown as ApiClient;
}

export async function renderPage(page: ReactElement, setup: PageSetup): Promise<PageRender> {
  const lang = setup.lang ?? 'en';
  const i18n = await i18nFor(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = directionFor(lang);
  const user = setup.user === undefined ? null : setup.user;
  const session: Session = {
    status: user ? 'loggedIn' : 'loggedOut',
    userId: user?.id ?? null,
    signedOutByUser: false,
    signIn: vi.fn(),
    signOut: vi.fn(),
    ...setup.session,
  };
  const walletRefresh = vi.fn(async () => undefined);
  const userRefresh = vi.fn();
  const wallet: WalletState = {
    balances: { ...emptyWallet, ...setup.wallet },
    loading: false,
    error: false,
    refresh: walletRefresh,
  };
  const client = fakeClient(setup.api);
  const { loader } = setup;
  const router = createMemoryRouter(
    [
      {
        path: setup.path,
        element: page,
        ...(loader ? { loader: (args: LoaderFunctionArgs) => loader(client, args) } : {}),
      },
      ...(setup.routes ?? []).map((path) => ({ path, element: <p>{`route ${path}`}</p> })),
    ],
    { initialEntries: [setup.url ?? setup.path] },
  );
  const tree: ReactNode = (
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang={lang}>
        <ApiProvider client={client}>
          <SessionContext.Provider value={session}>
            <CurrentUserContext.Provider
              value={{
                user,
                firstSteps: setup.firstSteps ?? null,
                loadedAtMs: setup.userLoadedAtMs,
                refresh: userRefresh,
              }}
            >
              <WalletContext.Provider value={wallet}>
                <RouterProvider router={router} />
              </WalletContext.Provider>
            </CurrentUserContext.Provider>
          </SessionContext.Provider>
        </ApiProvider>
      </ArenaThemeProvider>
    </I18nextProvider>
  );
  const rendered = render(tree);
  // A page with a loader shows once its answer is in, as in the app.
  if (!router.state.initialized)
    await act(
      () =>
        new Promise<void>((resolve) => {
          const stop = router.subscribe((state) => {
            if (!state.initialized) return;
            stop();
            resolve();
          });
        }),
    );
  return Object.assign(rendered, { router, i18n, session, walletRefresh, userRefresh });
}
