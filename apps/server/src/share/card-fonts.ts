// The share cards' faces: the @fontsource files the site already ships (packages/ui/src/theme/fonts.ts),
// the WOFF 1.0 form of each, made TrueType once per process into a directory under the OS's temp
// directory (resvg opens font files, not bytes). Rajdhani for Latin and numbers (Inter is shipped as a
// variable WOFF2 only); Noto Sans Arabic, Noto Nastaliq Urdu and Noto Sans Devanagari for their scripts.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { sfntFromWoff } from './woff';

export type CardFace = 'latin' | 'arabic' | 'nastaliq' | 'devanagari';
export type CardWeight = 400 | 600 | 700;

const sources: Record<CardFace, { pkg: string; file: (weight: number) => string; weights: CardWeight[] }> = {
  latin: { pkg: 'rajdhani', file: (w) => `rajdhani-latin-${w}-normal.woff`, weights: [600, 700] },
  arabic: {
    pkg: 'noto-sans-arabic',
    file: (w) => `noto-sans-arabic-arabic-${w}-normal.woff`,
    weights: [400, 600],
  },
  nastaliq: {
    pkg: 'noto-nastaliq-urdu',
    file: (w) => `noto-nastaliq-urdu-arabic-${w}-normal.woff`,
    weights: [400, 600],
  },
  devanagari: {
    pkg: 'noto-sans-devanagari',
    file: (w) => `noto-sans-devanagari-devanagari-${w}-normal.woff`,
    weights: [400, 600],
  },
};

export interface CardFonts {
  /** The TrueType files, for resvg's `fontFiles`. */
  files: string[];
  /** The family name each face and weight is registered under (the subset files name each weight apart). */
  family(face: CardFace, weight: CardWeight): string;
  /** The file of one face and weight (measuring a run loads only the face it is drawn in). */
  file(face: CardFace, weight: CardWeight): string;
}

let loaded: CardFonts | undefined;

/** The faces, converted on first use. */
export function cardFonts(): CardFonts {
  loaded ??= prepare();
  return loaded;
}

function prepare(): CardFonts {
  const require = createRequire(import.meta.url);
  const faces = (Object.keys(sources) as CardFace[]).flatMap((face) => {
    const source = sources[face];
    return source.weights.map((weight) => ({
      face,
      weight,
      woff: readFileSync(require.resolve(`@fontsource/${source.pkg}/files/${source.file(weight)}`)),
    }));
  });
  const hash = createHash('sha256');
  for (const { woff } of faces) hash.update(woff);
  const dir = path.join(os.tmpdir(), `arena-share-fonts-${hash.digest('hex').slice(0, 16)}`);
  const families = new Map<string, string>();
  const fileOf = new Map<string, string>();
  const files: string[] = [];
  const partial = `${dir}.${process.pid}.tmp`;
  const fresh = !existsSync(dir);
  if (fresh) mkdirSync(partial, { recursive: true });
  for (const { face, weight, woff } of faces) {
    const sfnt = sfntFromWoff(woff);
    const name = `${face}-${weight}.ttf`;
    if (fresh) writeFileSync(path.join(partial, name), sfnt);
    files.push(path.join(dir, name));
    fileOf.set(`${face} ${weight}`, path.join(dir, name));
    families.set(`${face} ${weight}`, familyName(sfnt));
  }
  if (fresh) {
    try {
      renameSync(partial, dir);
    } catch (error) {
      // Another process made it first: its files are the same bytes.
      if (!existsSync(dir)) throw error;
    }
  }
  const pick = (map: Map<string, string>, face: CardFace, weight: CardWeight): string => {
    const found = map.get(`${face} ${weight}`) ?? map.get(`${face} ${sources[face].weights[0]}`);
    if (!found) throw new Error(`no share-card face ${face} ${weight}`);
    return found;
  };
  return {
    files,
    family: (face, weight) => pick(families, face, weight),
    file: (face, weight) => pick(fileOf, face, weight),
  };
}

/** The font's family name (name ID 1, as Windows records it in UTF-16, else the Macintosh record). */
export function familyName(sfnt: Buffer): string {
  const count = sfnt.readUInt16BE(4);
  let table = -1;
  for (let index = 0; index < count; index += 1) {
    const at = 12 + index * 16;
    if (sfnt.toString('latin1', at, at + 4) === 'name') table = sfnt.readUInt32BE(at + 8);
  }
  if (table < 0) throw new Error('a font without a name table');
  const records = sfnt.readUInt16BE(table + 2);
  const strings = table + sfnt.readUInt16BE(table + 4);
  let mac: string | undefined;
  for (let index = 0; index < records; index += 1) {
    const at = table + 6 + index * 12;
    const platform = sfnt.readUInt16BE(at);
    const nameId = sfnt.readUInt16BE(at + 6);
    if (nameId !== 1) continue;
    const length = sfnt.readUInt16BE(at + 8);
    const start = strings + sfnt.readUInt16BE(at + 10);
    const bytes = sfnt.subarray(start, start + length);
    if (platform === 3) return Buffer.from(bytes).swap16().toString('utf16le');
    if (platform === 1) mac ??= bytes.toString('latin1');
  }
  if (mac) return mac;
  throw new Error('a font without a family name');
}
