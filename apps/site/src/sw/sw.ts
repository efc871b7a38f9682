// Arena's service worker, `/sw.js` (issue 33, docs/decisions/0068-installable-arena.md), built by
// vite-plugin-pwa's injectManifest from this file with the build's precache list. It:
// - precaches the app's shell and static files: every script and stylesheet a player's app loads (not the
//   operator console's), the font cores of every language's first paint, the icons and the offline pages;
//   other files under /assets/ (hashed, never changed) are kept once used;
// - answers a navigation from the network, and with the offline page in the reader's language when the
//   network fails; it never stores a page;
// - never handles /api/ or /sandbox/: those requests go to the network as if there were no worker, and no
//   answer with a player's data reaches Cache Storage;
// - shows Web Push notifications and opens their page on a click (push.ts).
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { languageCookieName } from '../i18n/languages';
import { offlinePath } from '../pwa/web-app-paths';
import { offlineLanguage } from './offline-language';
import { handleNotificationClick, handlePush } from './push';
import type { WorkerScope } from './worker-scope';

declare const self: WorkerScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** Paths the server owns (apps/server/src/http/site.ts serverPrefixes): the worker never answers them. */
const networkOnly = [/^\/api(\/|$)/, /^\/sandbox(\/|$)/];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

/** The reader's language: the stored choice's cookie where the worker can read it, else the browser's. */
async function readerLanguage() {
  let chosen: string | undefined;
  try {
    chosen = (await self.cookieStore?.get(languageCookieName))?.value;
  } catch {
    // No cookie store here: the browser's languages decide.
  }
  return offlineLanguage(chosen, self.navigator.languages);
}

registerRoute(
  new NavigationRoute(
    async ({ request, event }) => {
      try {
        const preloaded = (await (event as { preloadResponse?: Promise<Response | undefined> })
          .preloadResponse) as Response | undefined;
        return preloaded ?? (await fetch(request));
      } catch {
        const offline = await matchPrecache(offlinePath(await readerLanguage()));
        return offline ?? Response.error();
      }
    },
    { denylist: networkOnly },
  ),
);

// Hashed files never change: kept once used (a face beyond its core, a page's chunk precached by an older
// worker), a bounded number of them.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'arena-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
  }),
);

// A new worker takes over at the next navigation instead of waiting for every tab to close: a fix reaches
// players at once. A page loaded without a worker stays so (no clients.claim()).
self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('push', (event) => handlePush(event, self));
self.addEventListener('notificationclick', (event) => handleNotificationClick(event, self));
