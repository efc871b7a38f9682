// What makes Arena installable (issue 33, docs/decisions/0068-installable-arena.md): a web app manifest and
// an offline page per language, written by the site build (web-app-plugin.ts) from the locale files' `pwa`
// group and the ui theme's colours. Plain functions of their inputs, so the tests read exactly what ships.
// The Vite config imports this file: it reads the theme's raw tokens (no Emotion, no fonts' CSS).
import { palette } from '../../../../packages/ui/src/theme/tokens';
import { manifestPath, offlineScriptPath, webAppIcons, type WebAppLanguage } from './web-app-paths';

/** The `pwa` group of a locale file. */
export interface WebAppWords {
  manifest: { name: string; shortName: string; description: string };
  offline: { documentTitle: string; title: string; text: string; retry: string };
}

/** A language as the registry in @arena/domain describes it (its direction and its script's faces). */
export interface WebAppLanguageInfo {
  code: WebAppLanguage;
  direction: 'ltr' | 'rtl';
  script: 'latin' | 'arabic' | 'devanagari' | 'nastaliq';
}

/** The theme's (packages/ui theme/theme.ts) semantic colours the manifest and the offline page use. */
export const webAppColours = {
  /** `background`: the page behind everything, and the splash screen an installed app opens on. */
  background: palette.ink950,
  /** The browser's and the system's bars: the same as the page (index.html's theme-color). */
  theme: palette.ink950,
  text: palette.ink100,
  textMuted: palette.ink300,
  accent: palette.violet400,
  onAccent: palette.ink950,
  focusRing: palette.violet300,
} as const;

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: WebAppLanguage;
  dir: 'ltr' | 'rtl';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' | 'maskable' }[];
}

/**
 * The manifest of one language. Every language's has the same `id`, so a browser sees one app whose words
 * follow the page's language, not four apps.
 */
export function webAppManifest(language: WebAppLanguageInfo, words: WebAppWords): WebAppManifest {
  return {
    id: '/',
    name: words.manifest.name,
    short_name: words.manifest.shortName,
    description: words.manifest.description,
    lang: language.code,
    dir: language.direction,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: webAppColours.theme,
    background_color: webAppColours.background,
    icons: [
      { src: webAppIcons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: webAppIcons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: webAppIcons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The faces the offline page's words are drawn with: the ui's stacks (packages/ui theme/fonts.ts), Latin
 * first, then the script's own face; the site's stylesheet declares them, and their first-paint cores hold
 * every character of the locale files (apps/site/src/fonts/font-core.ts).
 */
const scriptFaces: Record<WebAppLanguageInfo['script'], string> = {
  latin: '',
  arabic: ',"Noto Sans Arabic"',
  devanagari: ',"Noto Sans Devanagari"',
  nastaliq: ',"Noto Nastaliq Urdu","Noto Sans Arabic"',
};
/**
 * Lines of text and of the heading: the Arabic and Devanagari scripts need more room than Latin, Nastaliq's
 * tall ascenders and descenders most (as the ui's theme gives them).
 */
const lineHeights: Record<WebAppLanguageInfo['script'], { text: number; heading: number }> = {
  latin: { text: 1.5, heading: 1.2 },
  arabic: { text: 1.7, heading: 1.4 },
  devanagari: { text: 1.7, heading: 1.4 },
  nastaliq: { text: 2.2, heading: 1.9 },
};

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escape = (text: string) => text.replace(/[&<>"]/g, (character) => escapes[character] ?? character);

/**
 * The page a navigation gets when the network cannot answer it, whole in one file (the service worker
 * precaches it): the Arena mark, what happened, and a "try again" button that loads the address again.
 * `stylesheet` is the site's CSS (its font faces), or null when the build has none.
 */
export function offlinePage(
  language: WebAppLanguageInfo,
  words: WebAppWords,
  stylesheet: string | null,
): string {
  const faces = scriptFaces[language.script];
  const lines = lineHeights[language.script];
  const colours = webAppColours;
  const style = [
    `html{background:${colours.background};color:${colours.text};color-scheme:dark}`,
    `body{margin:0;min-height:100vh;display:grid;place-items:center;font:400 1rem/${lines.text} "Inter Variable"${faces},system-ui,sans-serif}`,
    'main{max-width:28rem;padding:2rem 1.5rem;text-align:center}',
    `h1{margin:1.5rem 0 .5rem;font:700 2rem/${lines.heading} "Rajdhani","Inter Variable"${faces},system-ui,sans-serif}`,
    `p{margin:0 0 2rem;color:${colours.textMuted}}`,
    `button{min-height:44px;padding:.25rem 1.5rem;border:0;border-radius:8px;background:${colours.accent};color:${colours.onAccent};font:600 1rem/${lines.text} "Inter Variable"${faces},system-ui,sans-serif;cursor:pointer}`,
    `button:focus-visible{outline:2px solid ${colours.focusRing};outline-offset:2px}`,
  ].join('');
  return [
    '<!doctype html>',
    `<html lang="${language.code}" dir="${language.direction}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="theme-color" content="${colours.theme}">`,
    '<meta name="color-scheme" content="dark">',
    `<title>${escape(words.offline.documentTitle)}</title>`,
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg">',
    `<link rel="manifest" href="${manifestPath(language.code)}">`,
    stylesheet ? `<link rel="stylesheet" href="${stylesheet}">` : '',
    `<style>${style}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<img src="${webAppIcons.any192}" alt="" width="96" height="96">`,
    `<h1>${escape(words.offline.title)}</h1>`,
    `<p>${escape(words.offline.text)}</p>`,
    `<button type="button" data-retry>${escape(words.offline.retry)}</button>`,
    '</main>',
    `<script src="${offlineScriptPath}"></script>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The offline page's script: "try again" loads the same address again (the service worker asks the
 * network first), as does the browser coming back online.
 */
export const offlineScript = [
  "document.querySelector('[data-retry]').addEventListener('click',function(){location.reload()});",
  "addEventListener('online',function(){location.reload()});",
  '',
].join('\n');
