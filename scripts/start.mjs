// `npm start`: build the site when its build is missing or older than its sources, then run the one
// server (API + site) on the embedded database with demo data and sandbox providers.
import { spawn } from 'node:child_process';
import { buildSiteIfStale, repoRoot } from './site-build.mjs';

try {
  buildSiteIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
