// Visitors' public pages as HTML (docs/decisions/0031-server-rendered-public-pages.md): the site's
// server renderer (apps/site/dist-ssr/entry-server.js, built by `npm run build`) renders the page in
// the reader's language with its data, asking this server's own routes in-process (the public-read
// cache answers them), and the answer is index.html with the markup, the head tags, `<html lang dir>`
// and the data the browser hydrates from. Anything that goes wrong answers the single-page shell.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { directionOf, languageCodes } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import {
  descriptionTag,
  emptyRoot,
  htmlTag,
  inlineStylesAndFonts,
  linkManifest,
  loadAfterPaint,
  readBootScript,
  scriptJson,
  titleTag,
} from './html-shell';
import { injectFetch } from './in-process-fetch';
import { cookieValue, readerLanguage, signedInCookieName } from './reader-language';
import { RenderedPages } from './rendered-pages';
import type { RenderedPage } from './rendered-pages';

// The parts, one file each: the reader's language, the HTML shell, the rendered pages' cache, the
// in-process fetch the renderer asks the routes with, and the compressed answer.
export { acceptedLanguage, languageCookieName, readerLanguage, signedInCookieName } from './reader-language';
export { readBootScript } from './html-shell';
export type { BootScript } from './html-shell';
export { renderedPageBoundMs } from './rendered-pages';
export type { RenderedPage } from './rendered-pages';
export { quickBrotliQuality, sendHtml, smallBrotliQuality } from './send-html';

export const pageDataScriptId = 'arena-page-data';

interface RenderResult {
  status: number;
  html: string;
  head: string;
  lang: LanguageCode;
  dir: 'ltr' | 'rtl';
  data: unknown;
}

interface RendererModule {
  isServerRendered(pathname: string): boolean;
  /** Absent in a renderer built before it existed: every path then counts as a page. */
  isPage?(pathname: string): boolean;
  /** Absent in a renderer built before it existed: the app's own guard then redirects. */
  signInRedirect?(url: string): string | null;
  render(request: {
    url: string;
    language: LanguageCode;
    fetch: typeof fetch;
  }): Promise<RenderResult | Response | null>;
}

export interface SiteShell {
  /** index.html with `<html lang dir>` for the language. */
  shell(language: LanguageCode): RenderedPage;
  /** The same shell with a 404, for a path that is no page: kept per language, so compressed once. */
  notFound(language: LanguageCode): RenderedPage;
  /**
   * Where a visitor asking for a signed-in page is sent (/join, remembering the page), or null: a page
   * open to them, or a browser whose cookie says it holds a token (its app decides, as before).
   */
  signInRedirect(request: FastifyRequest): string | null;
  /** False for a path that is no page of the site (the shell then answers 404; the app shows not-found). */
  isPage(request: FastifyRequest): boolean;
  /**
   * A page: the server-rendered HTML, or null when the page is not one (the caller sends the shell).
   * `url` renders another page than the request's (the sign-in page for a visitor on a signed-in page);
   * the page's loader then shows its address in place of the request's before the first paint.
   */
  render(app: FastifyInstance, request: FastifyRequest, url?: string): Promise<RenderedPage | null>;
}

/** Loads index.html and, when built, the server renderer beside the site (apps/site/dist-ssr). */
export async function loadSiteShell(
  siteDir: string,
  log: FastifyInstance['log'],
  changes?: ChangeFeed,
  /** Tags a page's address adds to `<head>` (the share cards' Open Graph tags, share/share-meta.ts). */
  pageHead?: (requestUrl: string, language: LanguageCode) => Promise<string>,
): Promise<SiteShell> {
  const rendered = new RenderedPages(changes);
  const template = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const boot = readBootScript(siteDir);
  const shells = new Map<LanguageCode, RenderedPage>(
    languageCodes.map((language) => [
      language,
      {
        status: 200,
        html: linkManifest(inlineStylesAndFonts(template, siteDir, language), language).replace(
          htmlTag,
          `<html lang="${language}" dir="${directionOf(language)}">`,
        ),
      },
    ]),
  );
  const shellFor = (language: LanguageCode): RenderedPage =>
    shells.get(language) ?? { status: 200, html: template };
  const notFoundShells = new Map<LanguageCode, RenderedPage>(
    languageCodes.map((language) => [language, { status: 404, html: shellFor(language).html }]),
  );
  const rendererPath = path.join(siteDir, '..', 'dist-ssr', 'entry-server.js');
  let renderer: RendererModule | null = null;
  if (existsSync(rendererPath)) {
    try {
      renderer = (await import(pathToFileURL(rendererPath).href)) as RendererModule;
    } catch (error) {
      log.error(
        { err: error },
        'the site renderer did not load: public pages are sent as the single-page shell',
      );
    }
  }

  const loaded = renderer;
  return {
    shell: shellFor,
    notFound: (language) => notFoundShells.get(language) ?? { status: 404, html: template },
    isPage(request) {
      return loaded?.isPage?.(request.url.split('?', 1)[0] ?? '/') ?? true;
    },
    signInRedirect(request) {
      if (!loaded || cookieValue(request.headers.cookie, signedInCookieName)) return null;
      return loaded.signInRedirect?.(request.url) ?? null;
    },
    async render(app, request, url = request.url) {
      if (!loaded) return null;
      const pathname = url.split('?', 1)[0] ?? '/';
      if (!loaded.isServerRendered(pathname)) return null;
      // A browser holding a token gets the single-page app as before.
      if (cookieValue(request.headers.cookie, signedInCookieName)) return null;
      const language = readerLanguage(request);
      // Tags of the address asked for (a challenge's social tags on the sign-in page a crawler gets): a page
      // with them is kept per address.
      const extraHead = pageHead ? await pageHead(request.url, language) : '';
      const key =
        extraHead && url !== request.url ? `${language} ${url} ${request.url}` : `${language} ${url}`;
      return rendered.get(key, async () => {
        try {
          const result = await loaded.render({
            url,
            language,
            fetch: injectFetch(app, language),
          });
          if (!result || result instanceof Response) return null;
          // Replacements by functions: a `$&` in a player's name is text, not a replacement pattern.
          const root = `<div id="root">${result.html}</div><script type="application/json" id="${pageDataScriptId}">${scriptJson(result.data)}</script>`;
          let page = loadAfterPaint(shellFor(result.lang).html, boot, url).replace(emptyRoot, () => root);
          if (result.head.includes('<title>')) page = page.replace(titleTag, '');
          if (result.head.includes('name="description"')) page = page.replace(descriptionTag, '');
          page = page.replace('</head>', () => `${result.head}${extraHead}</head>`);
          return { status: result.status, html: page };
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed: the single-page shell answers');
          return null;
        }
      });
    },
  };
}
