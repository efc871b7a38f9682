// Visitors' public pages as HTML (docs/decisions/0031-server-rendered-public-pages.md): the site's
// server renderer (apps/site/dist-ssr/entry-server.js, built by `npm run build`) renders the page in
// the reader's language with its data, asking this server's own routes in-process (the public-read
// cache answers them), and the answer is index.html with the markup, the head tags, `<html lang dir>`
// and the data the browser hydrates from. Anything that goes wrong answers the single-page shell.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompress, brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed } from '../db/change-feed';
import { escapeHtml } from '../mail/escape-html';
import { directionOf, isLanguageCode, languageCodes } from '@arena/domain';
import type { LanguageCode } from '@arena/domain';

/** The site's cookies (apps/site/src/i18n/languages.ts and session/token-storage.ts). */
export const languageCookieName = 'arena_lang';
export const signedInCookieName = 'arena_signed_in';
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

/** The reader's language: the stored preference's cookie, else the best of Accept-Language, else English. */
export function readerLanguage(request: FastifyRequest): LanguageCode {
  const fromCookie = cookieValue(request.headers.cookie, languageCookieName);
  if (fromCookie && isLanguageCode(fromCookie)) return fromCookie;
  return acceptedLanguage(request.headers['accept-language']) ?? 'en';
}

/** The first of Accept-Language's ranges (by q, then order) that names one of the four languages. */
export function acceptedLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((range) => range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranges) {
    const primary = tag.split('-', 1)[0] ?? '';
    if (isLanguageCode(primary)) return primary;
  }
  return null;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** JSON safe inside a <script> element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface RenderedPage {
  status: number;
  html: string;
  /** Compressed forms, made once on first use (http/server-render.ts sendHtml). */
  br?: Buffer;
  gzip?: Buffer;
  /** Whether the smaller brotli (quality 11) is being made or has replaced the first one. */
  brotliSmaller?: boolean;
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

/**
 * Rendered pages kept per language and URL: a crowd opening the landing page costs one render per
 * bound, not one each. Every announced change drops them all (their data came from the public-read
 * cache, decision 0030), and none is older than the same 5 s bound; a page asked for while it renders
 * waits for that render.
 */
export const renderedPageBoundMs = 5_000;
const maxRenderedPages = 500;

class RenderedPages {
  readonly #pages = new Map<string, { at: number; page: Promise<RenderedPage | null> }>();

  constructor(changes: ChangeFeed | undefined) {
    changes?.subscribe(() => this.#pages.clear());
  }

  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    const now = Date.now();
    const found = this.#pages.get(key);
    if (found && now - found.at < renderedPageBoundMs) return found.page;
    const page = render();
    this.#pages.set(key, { at: now, page });
    // A failed render (null) is not kept: the next reader tries again.
    void page.then((result) => {
      if (result === null && this.#pages.get(key)?.page === page) this.#pages.delete(key);
    });
    if (this.#pages.size > maxRenderedPages) {
      const oldest = this.#pages.keys().next().value;
      if (oldest !== undefined) this.#pages.delete(oldest);
    }
    return page;
  }
}

const htmlTag = /<html\b[^>]*>/;
const titleTag = /<title>[\s\S]*?<\/title>\s*/;
const descriptionTag = /<meta\s+name="description"[\s\S]*?>\s*/;
const emptyRoot = '<div id="root"></div>';

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;

/**
 * The faces a first paint in each language uses (packages/ui theme/fonts.ts: Inter for running text and
 * digits, Rajdhani for Latin headings, the script's own face), named by their @fontsource file prefixes.
 * Rajdhani in every language: players' names and figures are Latin headings on every page, and a face
 * found only at layout arrives after the first paint and re-wraps them (the Arabic public profile's
 * header moved its performance list by 0.06 CLS when Rajdhani came late; issue 15). The script's 600
 * weight too (its headings): found only at layout, it was asked for a round trip after the rest and the
 * Arabic first paint waited for it. Not Urdu's: Nastaliq's 600 core is 137 kB, more than it would save.
 */
const firstPaintFaces: Record<LanguageCode, readonly string[]> = {
  en: ['inter-latin-wght-normal', 'rajdhani-latin-700-normal'],
  ar: [
    'inter-latin-wght-normal',
    'rajdhani-latin-700-normal',
    'noto-sans-arabic-arabic-400-normal',
    'noto-sans-arabic-arabic-600-normal',
  ],
  ur: ['inter-latin-wght-normal', 'rajdhani-latin-700-normal', 'noto-nastaliq-urdu-arabic-400-normal'],
  hi: [
    'inter-latin-wght-normal',
    'rajdhani-latin-700-normal',
    'noto-sans-devanagari-devanagari-400-normal',
    'noto-sans-devanagari-devanagari-600-normal',
  ],
};

/**
 * The site's stylesheet (font faces, a few kB) goes inline, so the first paint waits for no second
 * request, and the fonts of the page's language are preloaded (only those: an English reader never
 * downloads Arabic or Devanagari faces).
 */
function inlineStylesAndFonts(template: string, siteDir: string, language: LanguageCode): string {
  const link = stylesheetLink.exec(template);
  if (!link?.[1]) return template;
  const cssPath = path.join(siteDir, link[1]);
  if (!existsSync(cssPath)) return template;
  const css = readFileSync(cssPath, 'utf8');
  const fontUrls = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1] ?? '');
  // A face split by the build (apps/site/src/fonts/font-core.ts, decision 0039) preloads its core.
  const preloads = firstPaintFaces[language]
    .map(
      (face) =>
        fontUrls.find((url) => url.startsWith(`/assets/${face}.core-`)) ??
        fontUrls.find((url) => url.startsWith(`/assets/${face}-`)),
    )
    .filter((url): url is string => url !== undefined)
    .map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`)
    .join('');
  const inline = `${preloads}<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
  // Replaced by a function: a `$` in the text is never read as a replacement pattern.
  return template.replace(link[0], () => inline);
}

const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;
const modulePreload = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g;

/** The server-rendered pages' loader (apps/site/src/loader/boot.js), read once from the built site. */
export interface BootScript {
  source: string;
  /** sha256 of the source, base64: the Content-Security-Policy allows the inline script by it. */
  hash: string;
}

/** The built site's loader, or null when the build has none (an old build keeps its module tags). */
export function readBootScript(siteDir: string): BootScript | null {
  const file = path.join(siteDir, 'boot.js');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  // Inline, a closing tag in the text would end the script early.
  if (/<\/script/i.test(source)) throw new Error(`${file} must not contain a closing script tag`);
  return { source, hash: createHash('sha256').update(source).digest('base64') };
}

/**
 * A server-rendered page is readable without script, so its modules are asked for after it has painted
 * (apps/site/src/loader/boot.js), not beside the HTML and its fonts on a slow connection. The loader is inline
 * (decision 0040): as a file it was a request of its own after the HTML, on a phone's slow link the last
 * thing before the largest paint. The entry and the modules to preload move onto its data attributes,
 * with the page's address (a page rendered for another address than the request's shows its own).
 * Without a loader (an old build) or an entry, the page keeps its tags.
 */
function loadAfterPaint(page: string, boot: BootScript | null, address: string): string {
  const entry = entryScript.exec(page);
  if (!boot || !entry?.[1]) return page;
  const preloads = [...page.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const loader = `<script data-address="${escapeHtml(address)}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${boot.source}</script>`;
  return page.replace(modulePreload, '').replace(entry[0], () => loader);
}

/** Loads index.html and, when built, the server renderer beside the site (apps/site/dist-ssr). */
export async function loadSiteShell(
  siteDir: string,
  log: FastifyInstance['log'],
  changes?: ChangeFeed,
): Promise<SiteShell> {
  const rendered = new RenderedPages(changes);
  const template = readFileSync(path.join(siteDir, 'index.html'), 'utf8');
  const boot = readBootScript(siteDir);
  const shells = new Map<LanguageCode, RenderedPage>(
    languageCodes.map((language) => [
      language,
      {
        status: 200,
        html: inlineStylesAndFonts(template, siteDir, language).replace(
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
      return rendered.get(`${language} ${url}`, async () => {
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
          page = page.replace('</head>', () => `${result.head}</head>`);
          return { status: result.status, html: page };
        } catch (error) {
          request.log.error({ err: error }, 'server rendering failed: the single-page shell answers');
          return null;
        }
      });
    },
  };
}

/** A fetch that asks this server's routes in-process (no socket), in the reader's language. */
function injectFetch(app: FastifyInstance, language: LanguageCode): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const headers = Object.fromEntries(request.headers);
    headers['accept-language'] = language;
    delete headers['accept-encoding'];
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(request.method === 'GET' || request.method === 'HEAD'
        ? {}
        : { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
    }
    return new Response(empty ? null : Uint8Array.from(answer.rawPayload), {
      status: answer.statusCode,
      headers: responseHeaders,
    });
  };
}

/** Brotli for a page's first answer: 3–4 ms for the landing page (87 kB of HTML), on the request's time. */
export const quickBrotliQuality = 5;
/**
 * Brotli for the answers after it, made once off the event loop (zlib's thread pool), when a page is
 * asked for a second time (a page only a crawler opens is not worth it): ~90 ms of CPU for the landing
 * page, and 10% fewer bytes than the quick form (16.2 → 14.5 kB before the loader was minified). A page
 * whose HTML fits the first TCP window arrives a round trip sooner on a slow link (issue 15).
 */
export const smallBrotliQuality = 11;

/**
 * Sends a page compressed as the browser accepts (brotli, gzip or none), compressing each page once; a
 * page asked for again gets the smaller brotli once it is ready.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  const accepts = request.headers['accept-encoding'] ?? '';
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding, Accept-Language, Cookie');
  if (/\bbr\b/.test(accepts)) {
    if (!page.br) {
      page.br = brotliCompressSync(page.html, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: quickBrotliQuality },
      });
    } else if (!page.brotliSmaller) {
      page.brotliSmaller = true;
      brotliCompress(
        page.html,
        {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: smallBrotliQuality,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page.html),
          },
        },
        (error, smaller) => {
          if (error)
            request.log.warn({ err: error }, 'the smaller brotli of a page failed: the first one stays');
          else page.br = smaller;
        },
      );
    }
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    page.gzip ??= gzipSync(page.html);
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
