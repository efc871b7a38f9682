// Where Chromium lives and how it must be started on this machine (see docs/decisions/0001-toolchain.md).
import { existsSync } from 'node:fs';

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
