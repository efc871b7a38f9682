import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { replayEarlyInput } from './app/early-input';
import { whenHydrated } from './app/HydrationPart';
import { nextTask } from './app/next-task';
import { createRouter, loadFirstPage, routerReady } from './app/router';
import { browserPreload } from './data/preload';
import { hydrationEnds, hydrationStarts } from './data/useHydrated';
import { changeLanguage, initI18n } from './i18n/i18n';
import {
  defaultLanguage,
  isLanguage,
  readChosenLanguage,
  storeLanguage,
  writeLanguageCookie,
} from './i18n/languages';
import { startMarkers } from './session/api';
import { loadSessionMachines } from './session/session-runtime';
import { readStoredToken, writeSignedInCookie } from './session/token-storage';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A language chosen in a server-rendered header before the app took it over (the select works without
// script; its change would be lost): kept on <html data-chosen-language> (here, or by src/loader/boot.js
// before this script ran) and applied once the page is the app's.
const rememberLanguage = (event: Event) => {
  if (event.target instanceof HTMLSelectElement && event.target.dataset.languageSelect !== undefined)
    document.documentElement.dataset.chosenLanguage = event.target.value;
};
document.addEventListener('change', rememberLanguage, true);

startMarkers();
// A visitor's public page arrives server-rendered with its data (docs/decisions/0031): it is hydrated in
// the language it was rendered in. A signed-in browser (or one whose stored language the server did not
// know) renders the single-page app over it instead.
const page = browserPreload();
const chosen = readChosenLanguage();
const signedIn = readStoredToken() !== null;
writeSignedInCookie(signedIn);
if (chosen) writeLanguageCookie(chosen);
const rendered = document.documentElement.lang;
const hydrate =
  page !== null && !signedIn && isLanguage(rendered) && (chosen === null || chosen === rendered);
const language = hydrate && isLanguage(rendered) ? rendered : (chosen ?? defaultLanguage);
// The server picked this language from the browser's Accept-Language: it becomes the kept preference.
if (hydrate && chosen === null) storeLanguage(language);

// A browser holding a token gets its session's machines (XState) before the first render, so it starts
// signed in as before; a visitor never loads them (docs/decisions/0035).
const machines = signedIn ? loadSessionMachines().catch(() => undefined) : undefined;
// The active language's texts load before the first paint, so no page flashes its keys: a visitor's
// pages need only the public groups (i18n/public-groups.ts); the rest follows before a signed-in render
// (the session waits for it) or a server message it holds (useMessageText). A signed-in browser gets
// them all at once.
// The first page's module too: its route is then not lazy, so the router keeps the server's loader answers
// (app/router.tsx buildRoutes).
const [i18n, first] = await Promise.all([
  initI18n(language, signedIn ? 'all' : 'public'),
  loadFirstPage(location.pathname),
]);
await machines;
await nextTask();
// The first route's chunk loads before rendering, so hydration (or the first render) is never empty.
const router = createRouter(first, hydrate ? page.data.loaderData : undefined);
await routerReady(router);
await nextTask();
const app = (
  <StrictMode>
    <App i18n={i18n} router={router} preload={hydrate ? page.store : null} />
  </StrictMode>
);
// What a visitor typed or submitted in a server-rendered page before this (src/loader/boot.js keeps it) is
// given to the app once the page is its own (decision 0040).
// The page's data is dropped then too: a part hydrating later still reads what the server rendered it with.
void whenHydrated().then(() => {
  hydrationEnds();
  if (hydrate) page.store.hydrated?.();
  startServiceWorker();
  return replayEarlyInput();
});
// In a transition, React DOM hydrates the shell and then each part (a Suspense boundary, HydrationPart) in
// interruptible work that yields to the browser, a part the reader touches first; a mismatch it had to
// repair is reported, never left silent.
if (hydrate) {
  hydrationStarts();
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
  });
} else createRoot(container).render(app);
document.removeEventListener('change', rememberLanguage, true);
const early = document.documentElement.dataset.chosenLanguage;
delete document.documentElement.dataset.chosenLanguage;
if (early !== undefined && isLanguage(early) && early !== language) void changeLanguage(i18n, early);

/**
 * The service worker (decision 0068) once the page is hydrated and loaded: its module is a chunk of its own,
 * asked for only then, and its precaching starts after everything the page needed. Not in development
 * (Vite's server has no worker).
 */
function startServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () =>
    void import('./pwa/register-worker').then((worker) => worker.registerServiceWorker());
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}

/** A hydration mismatch React recovered from by rendering on the client: logged for the e2e suite to see. */
function reportHydrationError(error: unknown): void {
  console.error('Hydration error:', error instanceof Error ? error.message : error);
}
