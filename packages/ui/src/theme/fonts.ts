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
import '@fontsource/noto-sans-mono/latin-400.css';
import '@fontsource/noto-sans-mono/latin-ext-400.css';
import './symbols.css';
import { scriptFor } from './language';
import type { FontScript, Lang } from './language';

// The platform's faces come last, for a user agent that did not load ours: no text the product shows needs them
// (docs/decisions/0054-bundled-fonts-only.md; theme/FontCoverage.stories.tsx proves it).
const system = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const systemMono = 'ui-monospace, Menlo, Consolas, monospace';
const inter = '"Inter Variable"';
const rajdhani = '"Rajdhani"';
const arabic = '"Noto Sans Arabic"';
const nastaliq = '"Noto Nastaliq Urdu"';
const devanagari = '"Noto Sans Devanagari"';
const mono = '"Noto Sans Mono"';
/** Arrows, operators and shapes (symbols.css). */
const symbols = '"Noto Sans Math"';

export interface FontStacks {
  /** Running text and controls. */
  body: string;
  /** Headings and numbers, used sparingly. */
  display: string;
  /** Codes, identifiers and raw data: a bundled monospace face, never the platform's. */
  mono: string;
}

/**
 * The script faces after the Latin one, per script: the language's own first, then the others, since every
 * page names each language in its own script (the language menu).
 */
const scriptFaces: Record<FontScript, { body: readonly string[]; display: readonly string[] }> = {
  arabic: { body: [arabic, devanagari], display: [arabic, devanagari] },
  nastaliq: { body: [nastaliq, arabic, devanagari], display: [nastaliq, arabic, devanagari] },
  devanagari: { body: [devanagari, arabic], display: [devanagari, arabic] },
  latin: { body: [arabic, devanagari], display: [arabic, devanagari] },
};

/**
 * Latin comes first in every stack so digits and Latin names keep Inter's shapes (Inter also gives Rajdhani
 * and the monospace face what they lack, ₹), then the symbols face (only its blocks), then the script faces,
 * the language's own first. Rajdhani has no Arabic or Devanagari glyphs, so it falls through.
 */
export function fontStacksFor(lang: Lang): FontStacks {
  return fontStacksForScript(scriptFor(lang));
}

/** The stacks for a script of the language registry (@arena/domain: each language names its script). */
export function fontStacksForScript(script: FontScript): FontStacks {
  const faces = scriptFaces[script];
  return {
    body: [inter, symbols, ...faces.body, system].join(', '),
    display: [rajdhani, inter, symbols, ...faces.display, system].join(', '),
    mono: [mono, inter, symbols, ...faces.body, systemMono].join(', '),
  };
}

/**
 * CSS font shorthands (with a sample of the script, so the right unicode-range subset is chosen)
 * that a harness can pass to `document.fonts.load` to have every face of a language's stacks ready.
 */
const scriptSamples: Record<string, string> = { [arabic]: 'عربي', [nastaliq]: 'اردو', [devanagari]: 'हिन्दी' };

export function fontFacesFor(lang: Lang): ReadonlyArray<readonly [font: string, sample: string]> {
  const latin = [
    [`400 16px ${inter}`, 'Aa1'],
    [`600 16px ${inter}`, 'Aa1'],
    [`600 16px ${rajdhani}`, 'Aa1'],
    [`700 16px ${rajdhani}`, 'Aa1'],
    [`400 16px ${mono}`, 'Aa1'],
    [`400 16px ${symbols}`, '→'],
  ] as const;
  const scripts = scriptFaces[scriptFor(lang)].body.flatMap((face) => [
    [`400 16px ${face}`, scriptSamples[face]!] as const,
    [`600 16px ${face}`, scriptSamples[face]!] as const,
  ]);
  return [...latin, ...scripts];
}
