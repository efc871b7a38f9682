import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob as FontBlob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import {
  codePointsOf,
  formatUnicodeRange,
  fromCodePoints,
  intersect,
  isEmpty,
  normalise,
  parseUnicodeRange,
  subtract,
  type CodePoints,
} from './unicode-ranges';

/**
 * The code points a first paint can need (issue 15, docs/decisions/0039, 0040): printable ASCII, the
 * no-break space, the joiners and bidi marks, the Arabic alphabet with its marks, digits and punctuation,
 * the Devanagari block (players' names in those scripts), and every character of the product's own texts
 * (locales/*.json: its quotes, dashes, ©, « », the Urdu letters). Not the whole Arabic block: its other
 * letters (Persian, Pashto, Sindhi…) are rare in a name and cost the Arabic cores half their bytes; a name
 * with one loads the rest of the face. Devanagari keeps its block: the locale lacks letters common in
 * names (ऋ, ङ, ळ).
 */
export function firstPaintCodePoints(localeTexts: readonly string[]): CodePoints {
  const fixed = parseUnicodeRange(
    'U+20-7E,U+A0,U+200B-200F,U+2066-2069,U+60C,U+61B,U+61F,U+621-652,U+660-66D,U+670,U+900-97F,U+25CC',
  );
  const used = new Set<number>();
  for (const text of localeTexts) for (const character of text) used.add(character.codePointAt(0)!);
  return normalise([...fixed, ...fromCodePoints(used)]);
}

/**
 * The weights the theme uses (packages/ui theme/tokens.ts fontWeight: 400, 600, 700): a variable face's
 * core keeps only this stretch of its weight axis (Inter's core 29.4 → 21.6 kB).
 */
export const coreWeights = { min: 400, max: 700 } as const;

/**
 * The OpenType features a Latin face's core keeps: those a browser applies to Latin text unasked, and
 * tabular figures (the theme's `font-variant-numeric: tabular-nums`). Inter's fractions, numerators and
 * proportional figures are never asked for (Inter's core 21.6 → 18.9 kB). The
 * script faces keep every feature: their shaping needs many.
 */
export const latinCoreFeatures = [
  'calt',
  'ccmp',
  'clig',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rlig',
  'rvrn',
  'tnum',
];

/** The faces split in two: the Latin subsets of Inter and Rajdhani, and the script faces. */
const splitFace = /^(?:inter|rajdhani|noto-[a-z-]+)-(?:latin|arabic|devanagari)-(?:wght|\d+)-normal$/;

const fontsourceCss = /[\\/]@fontsource(?:-variable)?[\\/][^\\/]+[\\/][^\\/]+\.css$/;
const fontFace = /@font-face\s*\{[^}]*\}/g;
const woff2Url = /url\((\.\/files\/([a-z0-9-]+)\.woff2)\)\s*format\((['"][^'"]+['"])\)/;
const unicodeRange = /unicode-range:\s*([^;}]+);?/;

/**
 * Splits each of the site's first-paint faces (an @fontsource CSS file's @font-face) into two faces of
 * one family: a "core" subset holding only the code points a first paint can need (about half the bytes:
 * Inter's Latin 48 → ~30 kB, Noto Sans Arabic 49 → ~21 kB) and the original file for the rest of its
 * range. Each unicode-range is disjoint, so a page downloads the rest only when it shows a character
 * outside the core (an accented name). The server preloads the core files (server-render.ts).
 * The subsets are cached by content under `cacheDir`; the CSS imports them, so Vite hashes and emits them.
 */
export function fontCore(options: { localesDir: string; cacheDir: string }): Plugin {
  let wanted: CodePoints | undefined;
  const firstPaint = () =>
    (wanted ??= firstPaintCodePoints(
      readdirSync(options.localesDir)
        .filter((name) => name.endsWith('.json'))
        .map((name) => readFileSync(path.join(options.localesDir, name), 'utf8')),
    ));
  return {
    name: 'arena-font-core',
    enforce: 'pre',
    transform: {
      filter: { id: fontsourceCss },
      handler: async (code, id) => {
        if (!fontsourceCss.test(id)) return null;
        const blocks = [...code.matchAll(fontFace)];
        if (blocks.length === 0) return null;
        const cssDir = path.dirname(id);
        const replaced = await Promise.all(
          blocks.map(async ([block]) => {
            const source = woff2Url.exec(block);
            if (!source?.[1] || !source[2] || !splitFace.test(source[2])) return block;
            // A variable face (`font-weight: 100 900`) keeps the theme's stretch of its axis in the core.
            const weights = /font-weight:\s*(\d+)\s+(\d+)\s*;/.exec(block);
            const axis = weights
              ? {
                  min: Math.max(Number(weights[1]), coreWeights.min),
                  max: Math.min(Number(weights[2]), coreWeights.max),
                }
              : undefined;
            const core = await coreSubset({
              fontPath: path.join(cssDir, source[1]),
              name: source[2],
              declared: parseUnicodeRange(unicodeRange.exec(block)?.[1] ?? 'U+0-10FFFF'),
              wanted: firstPaint(),
              cacheDir: options.cacheDir,
              axis,
              features: source[2].includes('-latin-') ? latinCoreFeatures : undefined,
            });
            if (!core) return block;
            const coreUrl = path.relative(cssDir, core.file).split(path.sep).join('/');
            const withRange = (text: string, range: CodePoints) =>
              unicodeRange.test(text)
                ? text.replace(unicodeRange, `unicode-range: ${formatUnicodeRange(range)};`)
                : text.replace(/\}$/, `  unicode-range: ${formatUnicodeRange(range)};\n}`);
            const coreBlock = withRange(
              block
                .replace(/src:[^;]+;/, `src: url(${coreUrl}) format(${source[3]});`)
                .replace(/font-weight:\s*\d+\s+\d+\s*;/, `font-weight: ${axis?.min} ${axis?.max};`),
              core.range,
            );
            return `${coreBlock}\n${withRange(block, core.rest)}`;
          }),
        );
        let index = 0;
        return { code: code.replace(fontFace, () => replaced[index++]!), map: null };
      },
    },
  };
}

interface CoreSubset {
  /** The core font file (woff2). */
  file: string;
  range: CodePoints;
  rest: CodePoints;
}

/** The face's core subset (made once per font and range, then read from the cache), or null if no split helps. */
async function coreSubset(input: {
  fontPath: string;
  name: string;
  declared: CodePoints;
  wanted: CodePoints;
  cacheDir: string;
  /** For a variable face: the weights its core keeps. */
  axis?: { min: number; max: number } | undefined;
  /** The layout features the core keeps (all when not given). */
  features?: readonly string[] | undefined;
}): Promise<CoreSubset | null> {
  const font = readFileSync(input.fontPath);
  const truetype = await fontverter.convert(font, 'truetype');
  const covered = intersect(
    input.declared,
    fromCodePoints(new Face(new FontBlob(truetype)).collectUnicodes()),
  );
  const range = intersect(covered, input.wanted);
  const rest = subtract(covered, range);
  if (isEmpty(range) || isEmpty(rest)) return null;
  const key = createHash('sha256')
    .update(font)
    .update(formatUnicodeRange(range))
    .update(JSON.stringify(input.axis ?? null))
    .update(JSON.stringify(input.features ?? null))
    .digest('hex')
    .slice(0, 16);
  const file = path.join(input.cacheDir, key, `${input.name}.core.woff2`);
  if (!existsSync(file)) {
    const text = String.fromCodePoint(...codePointsOf(range));
    const subset = await subsetFont(font, text, {
      targetFormat: 'woff2',
      ...(input.axis ? { variationAxes: { wght: input.axis } } : {}),
      ...(input.features ? { keepFeatures: [...input.features] } : {}),
    });
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, subset);
  }
  return { file, range, rest };
}
