// `npm run bench:startup`: milliseconds from spawning the server to its first `/api/health` 200, from
// the build (node apps/server/dist/main.js) and from the sources through tsx, on one PGlite data
// directory created and migrated beforehand (a fresh directory's initdb would dominate both).
// Prints a Markdown row per mode for docs/benchmarks.md. Usage: node scripts/bench-startup.mjs [runs]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, repoRoot, serverBuild, serverBuildIsStale } from './build-server.mjs';

const runs = Number(process.argv[2] ?? 3);
const modes = {
  build: ['--enable-source-maps', serverBuild],
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startOnce(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0' },
  });
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (answer.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
  }
}

if (serverBuildIsStale()) await buildServer();
const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bench-startup-'));
try {
  await startOnce(modes.build, dataDir); // creates and migrates the data directory
  console.info(`| mode | runs | median ms to first /api/health 200 | min | max | Node |`);
  console.info(`|---|---|---|---|---|---|`);
  for (const [mode, args] of Object.entries(modes)) {
    const times = [];
    for (let run = 0; run < runs; run += 1) times.push(await startOnce(args, dataDir));
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    console.info(
      `| ${mode} | ${runs} | ${median.toFixed(0)} | ${times[0].toFixed(0)} | ${times.at(-1).toFixed(0)} | ${process.version} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
