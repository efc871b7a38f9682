// The installed app's icons (issue 33, docs/decisions/0068-installable-arena.md), made from Arena's mark in
// apps/site/public/favicon.svg (the "A" of packages/ui's ArenaLogo on the theme's background tile) and
// committed as PNG files under apps/site/public/icons/. Run again after the mark changes:
//   node scripts/pwa-icons.mjs
// Each icon is the mark drawn by resvg at its final size (no scaling of a bitmap):
// - icon-192.png, icon-512.png ("any"): the favicon itself, its rounded tile and transparent corners;
// - icon-maskable-512.png ("maskable"): the tile's colour to every edge, the "A" inside the middle 60 %,
//   well within the safe circle (80 % across) a launcher's mask keeps;
// - apple-touch-icon.png (180): edge to edge as well, iOS rounds it itself;
// - badge-96.png: the "A" alone in white on transparent, for a notification's status-bar badge (Android
//   draws only its alpha).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(repoRoot, 'apps/site/public');
const outDir = path.join(publicDir, 'icons');

/** The mark's parts from the favicon: its 64-unit box, the tile's colour, the "A"'s path and colour. */
export function readMark(svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')) {
  const tile = /<rect[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg)?.[1];
  const letter = /<path[^>]*d="([^"]+)"[^>]*fill="(#[0-9A-Fa-f]{6})"/.exec(svg);
  if (!tile || !letter?.[1] || !letter[2]) throw new Error('favicon.svg: no tile colour or letter path');
  return { tile, path: letter[1], letterColour: letter[2] };
}

/** The SVG of one icon: `size` pixels, the 64-unit mark scaled to `markShare` of it, centred. */
function iconSvg(mark, { size, fullBleed, markShare, letterColour, tile }) {
  const scale = (size * markShare) / 64;
  const offset = (size - 64 * scale) / 2;
  const background = !tile
    ? ''
    : fullBleed
      ? `<rect width="${size}" height="${size}" fill="${mark.tile}"/>`
      : `<rect width="${size}" height="${size}" rx="${(14 * size) / 64}" fill="${mark.tile}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${background}<g transform="translate(${offset} ${offset}) scale(${scale})"><path d="${mark.path}" fill="${letterColour ?? mark.letterColour}"/></g></svg>`;
}

export const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false, markShare: 1, tile: true },
  { file: 'icon-512.png', size: 512, fullBleed: false, markShare: 1, tile: true },
  { file: 'icon-maskable-512.png', size: 512, fullBleed: true, markShare: 0.6, tile: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, markShare: 0.75, tile: true },
  { file: 'badge-96.png', size: 96, fullBleed: false, markShare: 1.1, tile: false, letterColour: '#FFFFFF' },
];

function main() {
  const mark = readMark();
  mkdirSync(outDir, { recursive: true });
  for (const icon of icons) {
    const png = new Resvg(iconSvg(mark, icon), { fitTo: { mode: 'original' } }).render().asPng();
    writeFileSync(path.join(outDir, icon.file), png);
    console.info(
      `${path.relative(repoRoot, path.join(outDir, icon.file))}: ${icon.size}×${icon.size}, ${png.length} bytes`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
