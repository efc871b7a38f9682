// The share cards' drawing parts (docs/decisions/0067-share-cards.md): Arena's surfaces, accent and mark, the
// avatar with the tier's ring, a tier chip and a row of figures. Coordinates are written from the line's start
// (the left in English, the right in Arabic and Urdu) and mirrored for a right-to-left language.
import { shareCardSize } from '@arena/contract';
import type { CardFonts } from './card-fonts';
import { svgText, type ArabicFace, type TextStyle } from './card-text';

const { width, height } = shareCardSize;
export const ink = {
  base: '#0B0F1A',
  raised: '#121829',
  raised2: '#1A2236',
  border: '#27314A',
  text: '#E8ECF5',
  muted: '#9AA6C2',
  violet: '#A98BFF',
  gold: '#F5C542',
  silver: '#C0C7D2',
  bronze: '#CD7F32',
};
/** The generated avatars' six tones (packages/ui Avatar: the skill colours, picked by a hash of the id). */
const avatarTones = ['#4ADE80', '#22D3EE', '#60A5FA', '#A78BFA', '#F59E0B', '#F43F5E'];
/** Each game's accent (packages/ui GameArt gameAccents). */
export const gameAccents: Record<string, string> = {
  lol: '#D4A949',
  cs2: '#F59E0B',
  dota2: '#F0533F',
  valorant: '#FF4655',
  brawlstars: '#FFCE00',
};
const arenaMark = 'M32 10 52 52H42l-4-9H26l-4 9H12L32 10Zm0 16-4 9h8l-4-9Z';

/** What every card says around its content: the reader's direction and face, and where Arena lives. */
export interface CardFrame {
  rtl: boolean;
  arabicFace: ArabicFace;
  /** The kind of card, e.g. 'Player profile'. */
  kind: string;
  tagline: string;
  /** The public origin's host, e.g. arena.gg. */
  host: string;
}

export class Canvas {
  readonly parts: string[] = [];
  constructor(
    private readonly fonts: CardFonts,
    private readonly frame: CardFrame,
  ) {}

  /** A box at `x` from the line's start. */
  rect(x: number, y: number, w: number, h: number, attributes: string) {
    const left = this.frame.rtl ? width - x - w : x;
    this.parts.push(`<rect x="${left}" y="${y}" width="${w}" height="${h}" ${attributes}/>`);
  }

  circle(x: number, y: number, r: number, attributes: string) {
    this.parts.push(`<circle cx="${this.frame.rtl ? width - x : x}" cy="${y}" r="${r}" ${attributes}/>`);
  }

  /** Text at `x` from the line's start, its anchor in the line's direction, fitted into `maxWidth`. */
  text(text: string, style: Omit<TextStyle, 'rtl'>) {
    const anchor = style.anchor ?? 'start';
    const mirrored = anchor === 'start' ? 'end' : anchor === 'end' ? 'start' : 'middle';
    const x = this.frame.rtl ? width - style.x : style.x;
    this.parts.push(
      svgText(
        text,
        { ...style, x, anchor: this.frame.rtl ? mirrored : anchor, rtl: this.frame.rtl },
        this.fonts,
        this.frame.arabicFace,
      ),
    );
  }

  raw(svg: string) {
    this.parts.push(svg);
  }
}

export function background(canvas: Canvas, frame: CardFrame, accent: string) {
  const glowX = frame.rtl ? 0.1 : 0.9;
  canvas.raw(`<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink.raised}"/><stop offset="1" stop-color="${ink.base}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}" cy="0.05" r="0.75"><stop offset="0" stop-color="${accent}" stop-opacity="0.42"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ink.violet}"/><stop offset="1" stop-color="${accent}"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
<g opacity="0.07" stroke="${ink.text}" stroke-width="2">${Array.from({ length: 9 }, (_, index) => {
    const x = 700 + index * 70;
    const from = frame.rtl ? width - x : x;
    const to = frame.rtl ? width - x - 260 : x + 260;
    return `<line x1="${from}" y1="${height}" x2="${to}" y2="${height - 260}"/>`;
  }).join('')}</g>
<rect x="0" y="0" width="${width}" height="8" fill="url(#bar)"/>
<rect x="20" y="28" width="${width - 40}" height="${height - 48}" rx="16" fill="none" stroke="${ink.border}" stroke-width="2"/>`);
  // Arena's mark and name at the line's start; the kind of card at its end.
  const markX = frame.rtl ? width - 64 - 56 : 64;
  canvas.raw(
    `<g transform="translate(${markX} 52) scale(0.875)"><rect width="64" height="64" rx="14" fill="${ink.violet}" opacity="0.14"/><path d="${arenaMark}" fill="${ink.violet}"/></g>`,
  );
  canvas.text('ARENA', { x: 136, y: 98, size: 40, weight: 700, fill: ink.text, letterSpacing: 6 });
  canvas.text(frame.kind, {
    x: width - 64,
    y: 94,
    size: 30,
    weight: 600,
    fill: ink.muted,
    anchor: 'end',
    maxWidth: 560,
    minSize: 22,
  });
  canvas.text(frame.tagline, {
    x: 64,
    y: 586,
    size: 26,
    weight: 600,
    fill: ink.muted,
    maxWidth: 700,
    minSize: 18,
  });
  canvas.text(frame.host, { x: width - 64, y: 586, size: 26, weight: 700, fill: ink.violet, anchor: 'end' });
}

export function avatar(
  canvas: Canvas,
  x: number,
  y: number,
  r: number,
  model: { playerId: string; name: string; tierColor: string },
) {
  let hash = 0;
  for (const char of model.playerId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const tone = avatarTones[hash % avatarTones.length] ?? ink.violet;
  canvas.circle(x, y, r + 10, `fill="none" stroke="${model.tierColor}" stroke-width="6"`);
  canvas.circle(x, y, r, `fill="${tone}" fill-opacity="0.22" stroke="${tone}" stroke-width="2"`);
  const letters = model.name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '');
  // Two Arabic initials stay two letters with a zero-width non-joiner between them (لا would read as a word).
  const initials = letters
    .join(/[\u0600-\u08FF]/u.test(letters.join('')) ? '\u200C' : '')
    .toLocaleUpperCase();
  canvas.text(initials, {
    x,
    y: y + r * 0.36,
    size: Math.round(r * 0.95),
    weight: 700,
    fill: tone,
    anchor: 'middle',
  });
}

/** A chip: the tier's colour on its border, the level beside it. */
export function tierChip(
  canvas: Canvas,
  x: number,
  y: number,
  model: { tierName: string; tierColor: string; levelText: string },
) {
  const label = `${model.tierName} · ${model.levelText}`;
  const w = Math.min(520, 48 + Array.from(label).length * 17);
  canvas.rect(
    x,
    y,
    w,
    52,
    `rx="26" fill="${model.tierColor}" fill-opacity="0.14" stroke="${model.tierColor}" stroke-width="2"`,
  );
  canvas.text(label, {
    x: x + 24,
    y: y + 36,
    size: 30,
    weight: 700,
    fill: model.tierColor,
    maxWidth: w - 40,
    minSize: 20,
  });
}

export function statRow(
  canvas: Canvas,
  y: number,
  stats: { label: string; value: string; gold?: boolean }[],
) {
  const gap = 20;
  const boxWidth = Math.floor((width - 128 - gap * (stats.length - 1)) / stats.length);
  stats.forEach((stat, index) => {
    const x = 64 + index * (boxWidth + gap);
    canvas.rect(x, y, boxWidth, 112, `rx="14" fill="${ink.raised2}" stroke="${ink.border}" stroke-width="2"`);
    canvas.text(stat.label, {
      x: x + 24,
      y: y + 40,
      size: 24,
      weight: 600,
      fill: ink.muted,
      maxWidth: boxWidth - 40,
      minSize: 16,
    });
    canvas.text(stat.value, {
      x: x + 24,
      y: y + 92,
      size: 46,
      weight: 700,
      fill: stat.gold ? ink.gold : ink.text,
      maxWidth: boxWidth - 40,
      minSize: 24,
    });
  });
}

export function svgDocument(canvas: Canvas, rtl: boolean): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" direction="${rtl ? 'rtl' : 'ltr'}">${canvas.parts.join('')}</svg>`;
}
