// `npm start`: build the site when its build is missing or older than its sources, then run the one
// server (API + site) on the embedded database with demo data and sandbox providers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/site/dist/index.html');
const siteInputs = ['apps/site/src', 'apps/site/index.html', 'apps/site/vite.config.ts', 'apps/site/public', 'locales', 'packages'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === '__screenshots__' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...siteInputs.map((p) => newestMtime(path.join(root, p))));
if (builtAt < sourcesAt) {
  console.info(builtAt ? 'Site sources changed: rebuilding the site…' : 'Building the site (first start)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@arena/site'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
