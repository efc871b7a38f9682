// The share cards' pictures (docs/decisions/0067-share-cards.md), drawn as SVG for resvg: Arena's dark
// surfaces, one accent (the brand violet, or the game's own colour on a result), the tier's colour on the
// avatar's ring, podium colours for places 1 to 3, the prize in gold.
import type { CardFonts } from './card-fonts';
import {
  avatar,
  background,
  Canvas,
  gameAccents,
  ink,
  statRow,
  svgDocument,
  tierChip,
  type CardFrame,
} from './card-canvas';

export type { CardFrame } from './card-canvas';

export interface ProfileCardModel extends CardFrame {
  playerId: string;
  name: string;
  tierName: string;
  tierColor: string;
  levelText: string;
  xpText: string;
  /** 0–100. */
  progress: number;
  stats: { label: string; value: string; gold?: boolean }[];
}

export interface ResultCardModel extends CardFrame {
  playerId: string;
  name: string;
  tierName: string;
  tierColor: string;
  levelText: string;
  gameId: string;
  gameName: string;
  title: string;
  /** The place as a number (null when excluded), and in words ('2nd place'). */
  rank: number | null;
  placeText: string;
  stats: { label: string; value: string; gold?: boolean }[];
}

export function profileCardSvg(model: ProfileCardModel, fonts: CardFonts): string {
  const canvas = new Canvas(fonts, model);
  background(canvas, model, ink.violet);
  avatar(canvas, 164, 256, 84, model);
  canvas.text(model.name, {
    x: 296,
    y: 236,
    size: 78,
    weight: 700,
    fill: ink.text,
    maxWidth: 840,
    minSize: 40,
  });
  tierChip(canvas, 296, 262, model);
  // The level's progress, in the brand's colour.
  canvas.rect(296, 336, 600, 14, `rx="7" fill="${ink.raised2}"`);
  const filled = Math.max(14, Math.round((600 * Math.min(100, Math.max(0, model.progress))) / 100));
  canvas.rect(296, 336, filled, 14, `rx="7" fill="url(#bar)"`);
  canvas.text(model.xpText, {
    x: 916,
    y: 352,
    size: 28,
    weight: 700,
    fill: ink.muted,
    maxWidth: 220,
    minSize: 18,
  });
  statRow(canvas, 400, model.stats);
  return svgDocument(canvas, model.rtl);
}

const podium: Record<number, string> = { 1: ink.gold, 2: ink.silver, 3: ink.bronze };

export function resultCardSvg(model: ResultCardModel, fonts: CardFonts): string {
  const accent = gameAccents[model.gameId] ?? ink.violet;
  const canvas = new Canvas(fonts, model);
  background(canvas, model, accent);
  // The game as a chip in its colour, the challenge's name under it.
  const gameWidth = Math.min(420, 56 + Array.from(model.gameName).length * 16);
  canvas.rect(
    64,
    136,
    gameWidth,
    46,
    `rx="23" fill="${accent}" fill-opacity="0.16" stroke="${accent}" stroke-width="2"`,
  );
  canvas.text(model.gameName, {
    x: 88,
    y: 168,
    size: 28,
    weight: 700,
    fill: accent,
    maxWidth: gameWidth - 44,
    minSize: 18,
  });
  canvas.text(model.title, {
    x: 64,
    y: 250,
    size: 56,
    weight: 700,
    fill: ink.text,
    maxWidth: 1072,
    minSize: 34,
  });
  // The place: a medal in the podium's colour for 1 to 3.
  const medal = (model.rank !== null ? podium[model.rank] : undefined) ?? accent;
  canvas.circle(150, 342, 62, `fill="${medal}" fill-opacity="0.16" stroke="${medal}" stroke-width="4"`);
  canvas.text(model.rank === null ? '–' : String(model.rank), {
    x: 150,
    y: 364,
    size: model.rank !== null && model.rank >= 100 ? 44 : 62,
    weight: 700,
    fill: medal,
    anchor: 'middle',
  });
  canvas.text(model.placeText, {
    x: 236,
    y: 340,
    size: 46,
    weight: 700,
    fill: medal,
    maxWidth: 560,
    minSize: 28,
  });
  canvas.text(`${model.name} · ${model.tierName} · ${model.levelText}`, {
    x: 236,
    y: 386,
    size: 28,
    weight: 600,
    fill: ink.muted,
    maxWidth: 900,
    minSize: 20,
  });
  avatar(canvas, 1060, 342, 48, model);
  statRow(canvas, 430, model.stats);
  return svgDocument(canvas, model.rtl);
}
