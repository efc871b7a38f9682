// @vitest-environment node
// The build's font split (decision 0039) on the real @fontsource files: each first-paint face becomes a
// core subset and the rest of its range, disjoint and together the whole face, the core file holding
// exactly its range.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fontverter from 'fontverter';
import { Blob as FontBlob, Face } from 'harfbuzzjs';
import { afterAll, describe, expect, it } from 'vitest';
import { fontWeight } from '../../../../packages/ui/src/theme/tokens';
import { coreWeights, firstPaintCodePoints, fontCore, latinCoreFeatures } from './font-core';
import { codePointsOf, formatUnicodeRange, fromCodePoints, parseUnicodeRange } from './unicode-ranges';

const here = path.dirname(fileURLToPath(import.meta.url));
const localesDir = path.resolve(here, '../../../../locales');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'arena-font-core-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));
const require = createRequire(import.meta.url);

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const transform = (fontCore({ localesDir, cacheDir }).transform as unknown as { handler: Transform }).handler;

async function split(cssModule: string) {
  const id = require.resolve(cssModule);
  const result = await transform(readFileSync(id, 'utf8'), id);
  return { id, code: result?.code ?? '' };
}

/** The @font-face blocks of a CSS text whose source names the file. */
function facesOf(code: string, file: string) {
  return [...code.matchAll(/@font-face\s*\{[^}]*\}/g)]
    .map(([block]) => block)
    .filter((block) => block.includes(file))
    .map((block) => ({
      url: /url\(([^)]+)\)/.exec(block)![1]!,
      range: parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(block)![1]!),
    }));
}

async function faceOf(file: string) {
  return new Face(new FontBlob(await fontverter.convert(readFileSync(file), 'truetype')));
}

async function cmapOf(file: string) {
  return fromCodePoints((await faceOf(file)).collectUnicodes());
}

/** The layout features a font file has (substitutions and positioning). */
async function featuresOf(file: string) {
  const face = await faceOf(file);
  return new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]);
}

const has = (range: ReturnType<typeof parseUnicodeRange>, character: string) =>
  range.some(([from, to]) => character.codePointAt(0)! >= from && character.codePointAt(0)! <= to);

describe('the first-paint faces split into a core and the rest', () => {
  it("Inter's Latin face: the core has ASCII and the product's own marks, the rest the other Latin letters", async () => {
    const { id, code } = await split('@fontsource-variable/inter/wght.css');
    const [core, rest] = facesOf(code, 'inter-latin-wght-normal');
    expect(core!.url).toMatch(/\/[0-9a-f]{16}\/inter-latin-wght-normal\.core\.woff2$/);
    expect(rest!.url).toBe('./files/inter-latin-wght-normal.woff2');
    for (const character of ['A', 'z', '7', '©', '«', '–', '—', '…', '\u00a0'])
      expect(has(core!.range, character)).toBe(true);
    for (const character of ['é', 'ß', 'Ø']) {
      expect(has(core!.range, character)).toBe(false);
      expect(has(rest!.range, character)).toBe(true);
    }
    // Disjoint, and together what the original face covered (its range, where the font has glyphs).
    const original = path.join(path.dirname(id), 'files/inter-latin-wght-normal.woff2');
    const declared = parseUnicodeRange(
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    );
    const cmapOfOriginal = await cmapOf(original);
    const both = [...codePointsOf(core!.range), ...codePointsOf(rest!.range)].sort((a, b) => a - b);
    expect(both).toEqual(
      [...codePointsOf(declared)].filter((point) => has(cmapOfOriginal, String.fromCodePoint(point))),
    );
    // The core file holds exactly its range, in under half the bytes.
    const coreFile = path.resolve(path.dirname(id), core!.url);
    expect(formatUnicodeRange(await cmapOf(coreFile))).toBe(formatUnicodeRange(core!.range));
    expect(statSync(coreFile).size).toBeLessThan(statSync(original).size * 0.5);
    // It keeps the features a browser applies to Latin text and the theme's tabular figures, no others.
    const features = await featuresOf(coreFile);
    for (const feature of ['calt', 'kern', 'locl', 'tnum']) expect(features.has(feature)).toBe(true);
    expect([...features].filter((feature) => !latinCoreFeatures.includes(feature))).toEqual([]);
    for (const feature of ['frac', 'numr', 'pnum'])
      expect((await featuresOf(original)).has(feature)).toBe(true);
    // The core keeps the weights the theme uses, and says so (the rest keeps the whole axis).
    const blocks = [...code.matchAll(/@font-face\s*\{[^}]*\}/g)]
      .map(([block]) => block)
      .filter((block) => block.includes('inter-latin-wght-normal'));
    expect(blocks.map((block) => /font-weight:\s*([^;]+);/.exec(block)?.[1])).toEqual(['400 700', '100 900']);
    for (const weight of Object.values(fontWeight)) {
      expect(weight).toBeGreaterThanOrEqual(coreWeights.min);
      expect(weight).toBeLessThanOrEqual(coreWeights.max);
    }
    // Inter's other subsets are left whole.
    expect(facesOf(code, 'inter-cyrillic-wght-normal')).toHaveLength(1);
  }, 60_000);

  it('Noto Sans Arabic (no unicode-range of its own): the core is the alphabet and the product’s letters, the rest the others', async () => {
    const { id, code } = await split('@fontsource/noto-sans-arabic/arabic-400.css');
    const [core, rest] = facesOf(code, 'noto-sans-arabic-arabic-400-normal');
    // The Arabic alphabet, a vowel mark, a digit, the comma; the Urdu letters of the product's texts.
    for (const character of ['ا', 'ب', 'غ', 'ي', 'َ', '٣', '،', 'ی', 'ے', 'ٹ'])
      expect(has(core!.range, character)).toBe(true);
    // Letters of other languages written in Arabic script (ڤ, ڭ), and the supplements. (ژ is the product's
    // since Urdu names League's vision score, وژن اسکور.)
    for (const character of ['ڤ', 'ڭ', '\ufb50', '\u0750']) expect(has(rest!.range, character)).toBe(true);
    expect(has(core!.range, 'ژ')).toBe(true);
    expect(has(rest!.range, 'ا')).toBe(false);
    const original = path.join(path.dirname(id), 'files/noto-sans-arabic-arabic-400-normal.woff2');
    const coreFeatures = await featuresOf(path.resolve(path.dirname(id), core!.url));
    expect([...(await featuresOf(original))].filter((feature) => !coreFeatures.has(feature))).toEqual([]);
    // The core keeps the Arabic shaping (initial, medial, final forms come through the layout tables).
    const coreFile = path.resolve(path.dirname(id), core!.url);
    expect(statSync(coreFile).size).toBeLessThan(
      statSync(path.join(path.dirname(id), 'files/noto-sans-arabic-arabic-400-normal.woff2')).size * 0.3,
    );
  }, 60_000);

  it('leaves a CSS file that is not a font face list untouched', async () => {
    expect(await transform('a { color: red }', '/x/node_modules/@fontsource/rajdhani/index.css')).toBeNull();
    expect(await transform('@font-face { src: url(x.woff2) }', '/x/src/app.css')).toBeNull();
  });

  it('the first-paint set has ASCII, the scripts, and every character of the product texts', () => {
    const set = firstPaintCodePoints(['“Quoted” — ≈ 3']);
    for (const character of ['A', '~', 'ا', 'क', '“', '”', '—', '≈']) expect(has(set, character)).toBe(true);
    expect(has(set, 'é')).toBe(false);
  });
});
