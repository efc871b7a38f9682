// The server renderer for visitors' public pages (docs/decisions/0031-server-rendered-public-pages.md).
// Built by `vite build --ssr` into apps/site/dist-ssr/ and loaded by the server (apps/server/src/http/
// site.ts). It renders the same routes and providers as the browser, once, after React Router's static
// handler has run the page's loaders with an API client that talks to the server in-process.
import { createApiClient } from '@arena/api-client';
import type { i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/App';
import { paths, returnParam, signInPath } from '../app/paths';
import type { RouteName } from '../app/paths';
import { buildRoutes, pagePatterns } from '../app/router';
import type { PageData, PreloadStore } from '../data/preload';
import { createI18n } from '../i18n/i18n';
import { directionOf, isLanguage, languages } from '../i18n/languages';
import type { Language } from '../i18n/languages';

export { languages };

/**
 * The routes a visitor gets as HTML: spec §2's public and guest pages. The challenge pages are
 * authenticated routes: the server sends a visitor from them to /join (`signInRedirect`).
 */
export const serverRenderedRoutes = [
  'home',
  'about',
  'contact',
  'privacy',
  'terms',
  'publicProfile',
  'join',
] as const satisfies readonly RouteName[];

const renderedPatterns = serverRenderedRoutes.map((name) => ({ path: paths[name].pattern }));

const signInPatterns = (Object.keys(paths) as RouteName[])
  .filter((name) => paths[name].access === 'authenticated' || paths[name].access === 'operator')
  .map((name) => ({ path: paths[name].pattern }));

/**
 * True when `pathname` is a page only a signed-in player sees (spec §2 Authenticated routes, and the
 * operator console): the server sends a visitor from it to /join before any script runs.
 */
export function needsSignIn(pathname: string): boolean {
  return (matchRoutes(signInPatterns, pathname) ?? []).length > 0;
}

/** True when `pathname` is a page of the site; any other path shows the not-found page (spec §2). */
export function isPage(pathname: string): boolean {
  return (matchRoutes(pagePatterns, pathname) ?? []).length > 0;
}

/**
 * Where the server sends a visitor who asks for `url` (path and query): /join with the origin in
 * `?from=` (GuestOnly returns there after sign-in), or null when the page is open to them.
 */
export function signInRedirect(url: string): string | null {
  const parsed = new URL(url, 'http://arena.internal');
  if (!needsSignIn(parsed.pathname)) return null;
  const query = new URLSearchParams({ [returnParam]: `${parsed.pathname}${parsed.search}` });
  return `${signInPath}?${query}`;
}

/** True when `pathname` is one of the server-rendered pages. */
export function isServerRendered(pathname: string): boolean {
  return (matchRoutes(renderedPatterns, pathname) ?? []).length > 0;
}

export interface RenderRequest {
  /** Path and query, e.g. `/public-profile/7`. */
  url: string;
  language: Language;
  /** Answers the site's API calls (the server passes one that calls its own routes in-process). */
  fetch: typeof fetch;
  /** How long the renderer waits for the page's data; past it the page is not rendered (the shell answers). */
  dataTimeoutMs?: number;
}

export interface RenderResult {
  status: number;
  /** The app's markup for `<div id="root">`. */
  html: string;
  /** `<title>` and `<meta>` tags for `<head>`. */
  head: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** What the page was rendered with, for the page's JSON script. */
  data: PageData;
}

const i18nByLanguage = new Map<Language, Promise<I18n>>();

function i18nFor(language: Language): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createI18n(language);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

const routes = buildRoutes();
const handler = createStaticHandler(routes);

/** React 19 writes hoisted <title>/<meta> ahead of the markup with renderToString: split them off. */
const leadingHead = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

function splitHead(markup: string): { head: string; html: string } {
  const match = leadingHead.exec(markup);
  return match ? { head: match[0], html: markup.slice(match[0].length) } : { head: '', html: markup };
}

export async function render(request: RenderRequest): Promise<RenderResult | Response | null> {
  const url = new URL(request.url, 'http://arena.internal');
  if (!isServerRendered(url.pathname)) return null;
  const language = isLanguage(request.language) ? request.language : 'en';
  const i18n = await i18nFor(language);
  const client = createApiClient({ baseUrl: url.origin, fetch: request.fetch });
  const timeout = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), request.dataTimeoutMs ?? 1500).unref?.(),
  );
  // The loaders call the request's client (app/route-data.ts routeApi); a page whose data is late is left to
  // the browser, which renders the single-page shell and loads it there.
  const context = await Promise.race([
    handler.query(new Request(url), { requestContext: { api: client } }),
    timeout,
  ]);
  if (context === 'timeout') return null;
  if (context instanceof Response) return context;
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderedAt = Date.now();
  const store: PreloadStore = { renderedAt };
  const markup = renderToString(
    <AppProviders i18n={i18n} client={client} preload={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const { head, html } = splitHead(markup);
  return {
    status: context.statusCode,
    html,
    head,
    lang: language,
    dir: directionOf(language),
    data: { loaderData: context.loaderData, renderedAt },
  };
}
