// Builds the site when its build is missing or older than its sources. Used by `npm start` and by the
// end-to-end setup, so both serve what the sources say.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(repoRoot, 'apps/site/dist/index.html');
// The server renderer (docs/decisions/0031) is built after the browser's files: the older of the two says.
const builtRenderer = path.join(repoRoot, 'apps/site/dist-ssr/entry-server.js');
const siteInputs = [
  'apps/site/src',
  'apps/site/index.html',
  'apps/site/vite.config.ts',
  'apps/site/public',
  'locales',
  'packages',
];
const skipped = new Set(['node_modules', '__screenshots__', 'dist']);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (skipped.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function siteBuildIsStale() {
  const builtAt = Math.min(
    ...[builtIndex, builtRenderer].map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)),
  );
  const sourcesAt = Math.max(...siteInputs.map((p) => newestMtime(path.join(repoRoot, p))));
  return builtAt < sourcesAt;
}

export function buildSiteIfStale({ quiet = false } = {}) {
  if (!siteBuildIsStale()) return;
  if (!quiet)
    console.info(
      existsSync(builtIndex) ? 'Site sources changed: rebuilding the site…' : 'Building the site…',
    );
  const build = spawnSync('npm', ['run', 'build', '-w', '@arena/site'], {
    cwd: repoRoot,
    stdio: quiet ? 'pipe' : 'inherit',
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    throw new Error(`The site build failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
  }
}
