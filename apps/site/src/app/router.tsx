import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { PageLoading } from '../layout/PageLoading';
import { sandboxLoader } from '../layout/useSandboxStatus';
import { GuestOnly, RequireAuth, RequireOperator } from './guards';
import { paths } from './paths';
import type { RouteName } from './paths';
import { routeApi } from './route-data';
import type { PageLoader } from './route-data';

/** A page's chunk: the page, and the loader of its data when it has one (app/route-data.ts). */
type PageModule = { default: ComponentType; loader?: PageLoader };

// Every page is its own chunk (ARCHITECTURE.md Front end: the landing page loads only what it needs).
const pages: Record<RouteName, () => Promise<PageModule>> = {
  home: () => import('../pages/LandingPage'),
  about: () => import('../pages/AboutPage'),
  contact: () => import('../pages/ContactPage'),
  privacy: () => import('../pages/PrivacyPage'),
  terms: () => import('../pages/TermsPage'),
  publicProfile: () => import('../pages/PublicProfilePage'),
  join: () => import('../pages/JoinPage'),
  verificationSuccess: () => import('../pages/VerificationSuccessPage'),
  utmReferral: () => import('../pages/ReferralRedirectPage'),
  utmRecord: () => import('../pages/RecordRedirectPage'),
  challenges: () => import('../pages/challenges/ChallengesPage'),
  challengesForGame: () => import('../pages/challenges/ChallengesPage'),
  challengesForGameAndType: () => import('../pages/challenges/ChallengesPage'),
  challenge: () => import('../pages/challenges/ChallengeDetailPage'),
  profile: () => import('../pages/profile/ProfilePage'),
  referral: () => import('../pages/referral/ReferralPage'),
  rsoLogin: () => import('../pages/challenges/RsoLoginPage'),
  steamCallback: () => import('../pages/challenges/SteamCallbackPage'),
  store: () => import('../pages/store/StorePage'),
  storeGCoin1: () => import('../pages/store/StorePage'),
  storeGCoin3: () => import('../pages/store/StorePage'),
  storeGCoin5: () => import('../pages/store/StorePage'),
  storeGCoin10: () => import('../pages/store/StorePage'),
  wallet: () => import('../pages/wallet/WalletPage'),
  walletTransactions: () => import('../pages/wallet/TransactionsPage'),
  notifications: () => import('../pages/notifications/NotificationsPage'),
  unsubscribe: () => import('../pages/notifications/UnsubscribePage'),
  paymentsSuccess: () => import('../pages/wallet/PaymentSuccessPage'),
  paymentsFailed: () => import('../pages/wallet/PaymentFailedPage'),
  // The whole operator console is one chunk behind one import(): players never download it.
  admin: () => import('../pages/admin/AdminConsole'),
};

function guarded(name: RouteName, Page: ComponentType) {
  switch (paths[name].access) {
    case 'authenticated':
      return (
        <RequireAuth>
          <Page />
        </RequireAuth>
      );
    case 'operator':
      return (
        <RequireOperator>
          <Page />
        </RequireOperator>
      );
    case 'guest':
      return (
        <GuestOnly>
          <Page />
        </GuestOnly>
      );
    default:
      return <Page />;
  }
}

/** A page's route properties from its module: the guarded page, and its loader when it has one. */
function pageRoute(
  name: RouteName,
  { default: Page, loader }: PageModule,
): { element: ReactNode; loader?: LoaderFunction } {
  return {
    element: guarded(name, Page),
    ...(loader ? { loader: (args) => loader(routeApi(args.context), args) } : {}),
  };
}

/** The page a browser opens first, its module loaded before the router is made (main.tsx). */
export interface FirstPage {
  name: RouteName;
  module: PageModule;
}

/** Every page's pattern, named by its route (the server renderer's `isPage` matches these too). */
export const pagePatterns = (Object.keys(paths) as RouteName[]).map((name) => ({
  id: name,
  path: paths[name].pattern,
}));

/** Loads the module of the page at `pathname`, or null when no page is there (the not-found page). */
export async function loadFirstPage(pathname: string): Promise<FirstPage | null> {
  const name = matchRoutes(pagePatterns, pathname)?.[0]?.route.id as RouteName | undefined;
  return name ? { name, module: await pages[name]() } : null;
}

/**
 * The site's routes. Every page is a lazy chunk, except `first`, given with its module already loaded: a
 * lazy route's loader runs when the router starts even with the server's answer at hand, and would load
 * the API client only to ask again what the page was rendered with.
 */
export function buildRoutes(first: FirstPage | null = null): RouteObject[] {
  const children: RouteObject[] = (Object.keys(paths) as RouteName[]).map((name) =>
    first?.name === name
      ? { path: paths[name].pattern, ...pageRoute(name, first.module) }
      : { path: paths[name].pattern, lazy: async () => pageRoute(name, await pages[name]()) },
  );
  children.push({
    path: '*',
    lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).default }),
  });
  // The first page's chunk loads before the router renders (main.tsx waits); should it ever render
  // earlier, the spinner stands in rather than an empty root and React Router's HydrateFallback warning.
  // The layout's loader (the sandbox strip) runs once per page load, not on every navigation.
  return [
    {
      element: <Layout />,
      HydrateFallback: PageLoading,
      loader: ({ context }) => sandboxLoader(routeApi(context)),
      shouldRevalidate: () => false,
      children,
    },
  ];
}

/** The browser's router; a server-rendered page's loader answers (its JSON script) hydrate it. */
export function createRouter(first: FirstPage | null = null, loaderData?: Record<string, unknown>) {
  return createBrowserRouter(buildRoutes(first), loaderData ? { hydrationData: { loaderData } } : undefined);
}

/** Resolves once the router has loaded the first page's route (its lazy chunk), so nothing renders early. */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
