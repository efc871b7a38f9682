// Self-hosted faces (DESIGN.md: no font CDN). Only the subsets and weights the theme uses are
// imported; every @fontsource face declares `font-display: swap`.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/rajdhani/latin-600.css';
import '@fontsource/rajdhani/latin-700.css';
import '@fontsource/noto-sans-arabic/arabic-400.css';
import '@fontsource/noto-sans-arabic/arabic-600.css';
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
import '@fontsource/noto-nastaliq-urdu/arabic-600.css';
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-600.css';
import { scriptFor } from './language';
import type { FontScript, Lang } from './language';

const system = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const inter = '"Inter Variable"';
const rajdhani = '"Rajdhani"';
const arabic = '"Noto Sans Arabic"';
const nastaliq = '"Noto Nastaliq Urdu"';
const devanagari = '"Noto Sans Devanagari"';

export interface FontStacks {
  /** Running text and controls. */
  body: string;
  /** Headings and numbers, used sparingly. */
  display: string;
}

/**
 * Latin comes first in every stack so digits and Latin names keep Inter's shapes, then the
 * script face for the language. Rajdhani has no Arabic or Devanagari glyphs, so it falls through.
 */
export function fontStacksFor(lang: Lang): FontStacks {
  return fontStacksForScript(scriptFor(lang));
}

/** The stacks for a script of the language registry (@arena/domain: each language names its script). */
export function fontStacksForScript(script: FontScript): FontStacks {
  switch (script) {
    case 'arabic':
      return { body: `${inter}, ${arabic}, ${system}`, display: `${rajdhani}, ${arabic}, ${system}` };
    case 'nastaliq':
      return {
        body: `${inter}, ${nastaliq}, ${arabic}, ${system}`,
        display: `${rajdhani}, ${nastaliq}, ${system}`,
      };
    case 'devanagari':
      return { body: `${inter}, ${devanagari}, ${system}`, display: `${rajdhani}, ${devanagari}, ${system}` };
    case 'latin':
      return { body: `${inter}, ${system}`, display: `${rajdhani}, ${inter}, ${system}` };
  }
}

/**
 * CSS font shorthands (with a sample of the script, so the right unicode-range subset is chosen)
 * that a harness can pass to `document.fonts.load` to have every face of a language ready.
 */
export function fontFacesFor(lang: Lang): ReadonlyArray<readonly [font: string, sample: string]> {
  const latin = [
    [`400 16px ${inter}`, 'Aa1'],
    [`600 16px ${inter}`, 'Aa1'],
    [`600 16px ${rajdhani}`, 'Aa1'],
    [`700 16px ${rajdhani}`, 'Aa1'],
  ] as const;
  switch (scriptFor(lang)) {
    case 'arabic':
      return [...latin, [`400 16px ${arabic}`, 'عربي'], [`600 16px ${arabic}`, 'عربي']];
    case 'nastaliq':
      return [...latin, [`400 16px ${nastaliq}`, 'اردو'], [`600 16px ${nastaliq}`, 'اردو']];
    case 'devanagari':
      return [...latin, [`400 16px ${devanagari}`, 'हिन्दी'], [`600 16px ${devanagari}`, 'हिन्दी']];
    case 'latin':
      return latin;
  }
}
