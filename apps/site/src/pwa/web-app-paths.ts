// Where the installable app's files are (docs/decisions/0068-installable-arena.md): shared by the build that
// writes them (web-app-plugin.ts), the service worker that serves them (src/sw/), the page that links them
// and the server's tests. Only a type import: the service worker and the Vite config both read this file.
import type { LanguageCode } from '@arena/domain';

export type WebAppLanguage = LanguageCode;

/** The web app manifest of a language, linked by every page in that language. */
export function manifestPath(language: WebAppLanguage): string {
  return `/manifest/${language}.webmanifest`;
}

/** The page the service worker shows for a navigation the network cannot answer, in a language. */
export function offlinePath(language: WebAppLanguage): string {
  return `/offline/${language}.html`;
}

/** The offline page's one script: its "try again" button (no inline script passes the CSP). */
export const offlineScriptPath = '/offline.js';

/** The icons (scripts/pwa-icons.mjs makes them from the favicon's mark; apps/site/public/icons/). */
export const webAppIcons = {
  any192: '/icons/icon-192.png',
  any512: '/icons/icon-512.png',
  maskable512: '/icons/icon-maskable-512.png',
  appleTouch: '/icons/apple-touch-icon.png',
  /** Monochrome (white on transparent): a notification's status-bar badge. */
  badge: '/icons/badge-96.png',
} as const;
