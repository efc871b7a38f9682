// The story tests' Chromium sees only the product's bundled fonts (docs/decisions/0054-bundled-fonts-only.md).
// Chromium's fontconfig font manager opens TrueType/OpenType files only, not the @fontsource packages' WOFF2,
// so this converts the faces the theme imports to TrueType under the OS temp directory (once per set of font
// files) and writes a fontconfig file that lists that directory alone, includes .storybook/fonts/fonts.conf
// and keeps its cache beside it. Run it as a script: it prints the fontconfig file's path.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages of packages/ui/src/theme/fonts.ts and the subsets and weights it imports. */
export const bundledPackages = [
  '@fontsource-variable/inter',
  '@fontsource/rajdhani',
  '@fontsource/noto-sans-arabic',
  '@fontsource/noto-nastaliq-urdu',
  '@fontsource/noto-sans-devanagari',
  '@fontsource/noto-sans-mono',
  '@fontsource/noto-sans-math',
];
const bundledFile = /-(?:latin|latin-ext|arabic|devanagari)-(?:wght|400|600|700)-normal\.woff2$/;

export const projectFontsConf = path.join(root, '.storybook', 'fonts', 'fonts.conf');

function sources() {
  return bundledPackages.flatMap((name) => {
    const dir = path.join(root, 'node_modules', name, 'files');
    return readdirSync(dir)
      .filter((file) => bundledFile.test(file))
      .sort()
      .map((file) => path.join(dir, file));
  });
}

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Converts what is missing and returns the fontconfig file for FONTCONFIG_FILE. */
export async function prepareBundledFonts() {
  const files = sources();
  const hash = createHash('sha256');
  for (const file of files) hash.update(path.basename(file)).update(readFileSync(file));
  const base = path.join(os.tmpdir(), 'arena-fontconfig');
  const fontsDir = path.join(base, `fonts-${hash.digest('hex').slice(0, 16)}`);
  if (!existsSync(fontsDir)) {
    const { default: fontverter } = await import('fontverter');
    const partial = `${fontsDir}.${process.pid}.tmp`;
    mkdirSync(partial, { recursive: true });
    for (const file of files) {
      const truetype = await fontverter.convert(readFileSync(file), 'sfnt');
      writeFileSync(path.join(partial, path.basename(file).replace(/\.woff2$/, '.ttf')), truetype);
    }
    renameSync(partial, fontsDir);
  }
  const conf = path.join(fontsDir, 'fonts.conf');
  const text = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>${escapeXml(fontsDir)}</dir>
  <cachedir>${escapeXml(path.join(base, 'cache'))}</cachedir>
  <include ignore_missing="no">${escapeXml(projectFontsConf)}</include>
</fontconfig>
`;
  if (!existsSync(conf) || readFileSync(conf, 'utf8') !== text) writeFileSync(conf, text);
  return conf;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.stdout.write(`${await prepareBundledFonts()}\n`);
}
