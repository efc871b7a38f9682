// The HTML around a page (decisions 0031, 0039, 0040): index.html's tags a server-rendered page changes,
// the stylesheet inlined with the fonts of the reader's language preloaded, the inline loader that asks
// for the modules after the first paint, and the page's data as JSON safe inside a <script>.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptFor, type FontScript, type LanguageCode } from '@arena/domain';
import { escapeHtml } from '../mail/escape-html';

export const htmlTag = /<html\b[^>]*>/;
export const titleTag = /<title>[\s\S]*?<\/title>\s*/;
export const descriptionTag = /<meta\s+name="description"[\s\S]*?>\s*/;
export const emptyRoot = '<div id="root"></div>';

const stylesheetLink = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const manifestLink = /(<link rel="manifest" href=")[^"]*(")/;

/**
 * The page links the web app manifest of its own language (the site build writes one per language,
 * apps/site/src/pwa/web-app-plugin.ts; decision 0068): installed, the app has the reader's name and direction.
 */
export function linkManifest(template: string, language: LanguageCode): string {
  return template.replace(manifestLink, (_whole, start: string, end: string) => {
    return `${start}/manifest/${language}.webmanifest${end}`;
  });
}

/**
 * The faces a first paint in each script of the language registry uses (packages/ui theme/fonts.ts: Inter for running text and
 * digits, Rajdhani for Latin headings, the script's own face), named by their @fontsource file prefixes.
 * Rajdhani in every language: players' names and figures are Latin headings on every page, and a face
 * found only at layout arrives after the first paint and re-wraps them (the Arabic public profile's
 * header moved its performance list by 0.06 CLS when Rajdhani came late; issue 15). The script's 600
 * weight too (its headings): found only at layout, it was asked for a round trip after the rest and the
 * Arabic first paint waited for it. Not Urdu's: Nastaliq's 600 core is 137 kB, more than it would save.
 */
const firstPaintFaces: Record<FontScript, readonly string[]> = {
  latin: ['inter-latin-wght-normal', 'rajdhani-latin-700-normal'],
  arabic: [
    'inter-latin-wght-normal',
    'rajdhani-latin-700-normal',
    'noto-sans-arabic-arabic-400-normal',
    'noto-sans-arabic-arabic-600-normal',
  ],
  nastaliq: ['inter-latin-wght-normal', 'rajdhani-latin-700-normal', 'noto-nastaliq-urdu-arabic-400-normal'],
  devanagari: [
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
export function inlineStylesAndFonts(template: string, siteDir: string, language: LanguageCode): string {
  const link = stylesheetLink.exec(template);
  if (!link?.[1]) return template;
  const cssPath = path.join(siteDir, link[1]);
  if (!existsSync(cssPath)) return template;
  const css = readFileSync(cssPath, 'utf8');
  const fontUrls = [...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((match) => match[1] ?? '');
  // A face split by the build (apps/site/src/fonts/font-core.ts, decision 0039) preloads its core.
  const preloads = firstPaintFaces[scriptFor(language)]
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
export function loadAfterPaint(page: string, boot: BootScript | null, address: string): string {
  const entry = entryScript.exec(page);
  if (!boot || !entry?.[1]) return page;
  const preloads = [...page.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const loader = `<script data-address="${escapeHtml(address)}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}">${boot.source}</script>`;
  return page.replace(modulePreload, '').replace(entry[0], () => loader);
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
