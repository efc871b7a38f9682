// Where Chromium lives and how it must be started on this machine (see docs/decisions/0001-toolchain.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

export function chromiumAvailable() {
  return existsSync(chromiumPath());
}

const bundledFontsScript = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bundled-fonts.mjs');
let fontconfigFile;

/**
 * The environment for a Chromium whose screenshots are compared: it sees only the product's bundled fonts
 * (scripts/bundled-fonts.mjs writes their fontconfig file; docs/decisions/0054-bundled-fonts-only.md), never
 * the host's fonts or font configuration, so installing a font package never changes a pixel.
 */
export function chromiumEnv() {
  fontconfigFile ??= execFileSync(process.execPath, [bundledFontsScript], { encoding: 'utf8' }).trim();
  return { ...process.env, FONTCONFIG_FILE: fontconfigFile };
}
