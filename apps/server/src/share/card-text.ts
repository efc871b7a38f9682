// Text on a share card. resvg lays each run of text out itself (shaping with rustybuzz: Arabic joined right
// to left, Nastaliq, Devanagari conjuncts), but only in one face per <text>: its fallback to another face for a
// missing character fails and drops the whole element (seen with resvg-js 2.6.2), and each bundled face is a
// subset with its own script only. So a line is cut into runs by script, each run is measured by resvg in its
// face, the runs are put in visual order (the bidi rule for two levels: a right-to-left run in a left-to-right
// line, a left-to-right island in a right-to-left one), and each is drawn as its own <text> at its place.
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../mail/escape-html';
import type { CardFace, CardFonts, CardWeight } from './card-fonts';

const arabicScript = /\p{Script_Extensions=Arabic}/u;
const devanagariScript = /[\p{Script_Extensions=Devanagari}\u20B9\u25CC]/u;
/** Joiners and combining marks stay with the run they are in. */
const staysInRun = /[\u200C\u200D\p{M}]/u;
/** Direction controls are this module's business (each run's own direction); no face draws them. */
const directionControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const strongOrNumber = /[\p{L}\p{N}]/u;
/** What a drawn name or title is cut to before it is measured. */
const maxDrawnChars = 120;

/** The card's face for Arabic letters: Urdu reads them in Nastaliq. */
export type ArabicFace = 'arabic' | 'nastaliq';

type Direction = 'L' | 'R' | 'N';

export interface Run {
  face: CardFace;
  text: string;
}

/** The runs of `text` by face, in logical order. */
export function scriptRuns(text: string, arabicFace: ArabicFace): Run[] {
  const runs: Run[] = [];
  for (const char of clean(text)) {
    const last = runs.at(-1);
    if (last && staysInRun.test(char)) {
      last.text += char;
      continue;
    }
    // Spaces are Rajdhani's: the Devanagari subset's space has no advance in resvg.
    const face: CardFace = /\s/u.test(char)
      ? 'latin'
      : arabicScript.test(char)
        ? arabicFace
        : devanagariScript.test(char)
          ? 'devanagari'
          : 'latin';
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  // A space at a run's edge is a run of its own: resvg puts a right-to-left run's trailing space on the wrong
  // side, and the bidi order places a space between two runs by the runs around it.
  // A Devanagari word is cut into its clusters (a consonant or conjunct with its vowel signs): resvg lays a
  // spacing vowel sign out without its advance inside a word (इनाम drawn as इनम), but shapes a cluster right.
  return runs.flatMap((run) => {
    const [, before = '', inner = '', after = ''] = /^(\s*)(.*?)(\s*)$/su.exec(run.text) ?? [];
    const parts =
      run.face === 'devanagari'
        ? Array.from(clusters.segment(inner), (cluster) => ({ face: run.face, text: cluster.segment }))
        : inner
          ? [{ face: run.face, text: inner }]
          : [];
    return [
      ...(before ? [{ face: 'latin' as const, text: before }] : []),
      ...parts,
      ...(after ? [{ face: 'latin' as const, text: after }] : []),
    ];
  });
}

const clusters = new Intl.Segmenter('hi', { granularity: 'grapheme' });

export function clean(text: string): string {
  const cleaned = text.replace(directionControls, '').replace(/\s+/gu, ' ').trim();
  const chars = Array.from(cleaned);
  return chars.length > maxDrawnChars ? `${chars.slice(0, maxDrawnChars).join('')}…` : cleaned;
}

/** Text safe in the card's SVG (the mail's escaping: its entities are XML's too). */
export const escapeXml = escapeHtml;

/** Nastaliq's letters are smaller for their size and reach far below: drawn a little smaller. */
export const nastaliqScale = 0.86;

/** The weights each face has: Rajdhani 600 and 700, the script faces 400 and 600. */
export function faceWeight(face: CardFace, weight: CardWeight): CardWeight {
  if (face === 'latin') return weight === 400 ? 600 : weight;
  return weight === 700 ? 600 : weight;
}

function directionOfRun(run: Run): Direction {
  if (run.face === 'arabic' || run.face === 'nastaliq') return 'R';
  return strongOrNumber.test(run.text) ? 'L' : 'N';
}

const measureSize = 100;
const widths = new Map<string, number>();
const maxKeptWidths = 4_000;

/**
 * The run's advance at 100 px, as resvg lays it out (kept: labels repeat on every card). resvg tells the ink's
 * box only, so the run is laid out twice: from x = a (its ink starts a left bearing after a) and ending at
 * x = b (its ink starts an advance before b, plus the same bearing): the advance is b − a minus the difference.
 */
export function measure(run: Run, weight: CardWeight, fonts: CardFonts): number {
  const key = `${run.face} ${weight} ${run.text}`;
  const known = widths.get(key);
  if (known !== undefined) return known;
  let width: number;
  if (!run.text.trim()) {
    // A space has no ink: between two letters of the face it sits in.
    width = ink('xx', 'end', run, weight, fonts).left - ink('x x', 'end', run, weight, fonts).left;
  } else {
    const fromStart = ink(run.text, 'start', run, weight, fonts);
    const fromEnd = ink(run.text, 'end', run, weight, fonts);
    const advance = measureEnd - measureStart - (fromEnd.left - fromStart.left);
    // resvg counts a Devanagari word short of its ink (the vowel sign drawn before its consonant): the next
    // run starts after the ink, never inside it.
    width = Math.max(advance, fromStart.right - measureStart);
  }
  if (widths.size >= maxKeptWidths) widths.clear();
  widths.set(key, width);
  return width;
}

const measureStart = 100;
const measureEnd = 19_000;

function ink(
  text: string,
  anchor: 'start' | 'end',
  run: Run,
  weight: CardWeight,
  fonts: CardFonts,
): { left: number; right: number } {
  const family = fonts.family(run.face, weight);
  const direction = directionOfRun(run) === 'R' ? 'rtl' : 'ltr';
  const x = anchor === 'start' ? measureStart : measureEnd;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="400"><text x="${x}" y="250" text-anchor="${anchor}" font-family="${escapeXml(family)}" font-weight="${weight}" font-size="${measureSize}" direction="${direction}" fill="#000">${escapeXml(text)}</text></svg>`;
  const image = new Resvg(svg, {
    font: { loadSystemFonts: false, fontFiles: [fonts.file(run.face, weight)], defaultFontFamily: family },
    logLevel: 'off',
  });
  const box = image.getBBox();
  return box ? { left: box.x, right: box.x + box.width } : { left: x, right: x };
}

export interface TextStyle {
  /** Physical x: the left edge, the right edge or the middle, by `anchor`. */
  x: number;
  y: number;
  size: number;
  weight: CardWeight;
  fill: string;
  /** Physical: 'start' is the left edge. */
  anchor?: 'start' | 'middle' | 'end';
  rtl: boolean;
  letterSpacing?: number;
  opacity?: number;
  /** Shrinks the size down to `minSize`, then cuts the text short with an ellipsis, to fit. */
  maxWidth?: number;
  minSize?: number;
}

interface Measured {
  run: Run;
  size: number;
  weight: CardWeight;
  width: number;
  direction: Direction;
}

function measureLine(
  text: string,
  style: TextStyle,
  size: number,
  fonts: CardFonts,
  arabicFace: ArabicFace,
): Measured[] {
  return scriptRuns(text, arabicFace).map((run) => {
    const weight = faceWeight(run.face, style.weight);
    const runSize = run.face === 'nastaliq' ? Math.round(size * nastaliqScale) : size;
    const spacing = (style.letterSpacing ?? 0) * Array.from(run.text).length;
    return {
      run,
      size: runSize,
      weight,
      width: (measure(run, weight, fonts) * runSize) / measureSize + spacing,
      direction: directionOfRun(run),
    };
  });
}

const total = (line: Measured[]) => line.reduce((sum, part) => sum + part.width, 0);

/** The text and size that fit `maxWidth`: the size shrunk first, then the text cut short. */
function fit(text: string, style: TextStyle, fonts: CardFonts, arabicFace: ArabicFace): Measured[] {
  const line = measureLine(text, style, style.size, fonts, arabicFace);
  if (!style.maxWidth) return line;
  const width = total(line);
  if (width <= style.maxWidth) return line;
  const minSize = style.minSize ?? style.size;
  const size = Math.max(minSize, Math.floor((style.size * style.maxWidth) / width));
  const resized = measureLine(text, style, size, fonts, arabicFace);
  if (total(resized) <= style.maxWidth) return resized;
  // Cut short: the longest start (in whole characters) that fits with an ellipsis.
  const chars = Array.from(clean(text));
  let low = 1;
  let high = chars.length - 1;
  let best = measureLine('…', style, size, fonts, arabicFace);
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const candidate = measureLine(
      `${chars.slice(0, middle).join('').trimEnd()}…`,
      style,
      size,
      fonts,
      arabicFace,
    );
    if (total(candidate) <= style.maxWidth) {
      best = candidate;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return best;
}

/** The runs in visual order, left to right (the bidi algorithm's reordering for the levels a card has). */
export function visualOrder<T extends { direction: Direction }>(parts: T[], rtl: boolean): T[] {
  const paragraph: Direction = rtl ? 'R' : 'L';
  const strong = (from: number, step: number): Direction => {
    for (let index = from; index >= 0 && index < parts.length; index += step) {
      const direction = parts[index]?.direction;
      if (direction && direction !== 'N') return direction;
    }
    return paragraph;
  };
  const resolved = parts.map((part, index) => {
    if (part.direction !== 'N') return part.direction;
    const before = strong(index - 1, -1);
    return before === strong(index + 1, 1) ? before : paragraph;
  });
  const levels = resolved.map((direction) => (rtl ? (direction === 'R' ? 1 : 2) : direction === 'R' ? 1 : 0));
  const order = parts.map((_, index) => index);
  for (let level = Math.max(0, ...levels); level >= 1; level -= 1) {
    let index = 0;
    while (index < order.length) {
      if ((levels[order[index]!] ?? 0) < level) {
        index += 1;
        continue;
      }
      let end = index;
      while (end < order.length && (levels[order[end]!] ?? 0) >= level) end += 1;
      order.splice(index, end - index, ...order.slice(index, end).reverse());
      index = end;
    }
  }
  return order.map((index) => ({ ...parts[index]!, direction: resolved[index]! }));
}

/** The line as SVG: one <text> per run, each in its face, at its measured place. */
export function svgText(text: string, style: TextStyle, fonts: CardFonts, arabicFace: ArabicFace): string {
  const line = fit(text, style, fonts, arabicFace);
  if (line.length === 0) return '';
  const width = total(line);
  const anchor = style.anchor ?? 'start';
  let x = anchor === 'start' ? style.x : anchor === 'end' ? style.x - width : style.x - width / 2;
  const common = [
    `y="${style.y}"`,
    `fill="${style.fill}"`,
    style.letterSpacing ? `letter-spacing="${style.letterSpacing}"` : '',
    style.opacity === undefined ? '' : `opacity="${style.opacity}"`,
  ]
    .filter(Boolean)
    .join(' ');
  return visualOrder(line, style.rtl)
    .map((part) => {
      if (!part.run.text.trim()) {
        x += part.width;
        return '';
      }
      const family = escapeXml(fonts.family(part.run.face, part.weight));
      const element = `<text x="${x.toFixed(1)}" ${common} font-family="${family}" font-weight="${part.weight}" font-size="${part.size}" direction="${part.direction === 'R' ? 'rtl' : 'ltr'}">${escapeXml(part.run.text)}</text>`;
      x += part.width;
      return element;
    })
    .join('');
}
