// CI: starts the built server (node apps/server/dist/main.js, no tsx) on a fresh data directory and
// checks that /api/health answers with the runtime it runs on, /api/ready is 200 and /metrics answers
// with the named series for the token; then stops it with SIGTERM and expects exit 0.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, serverBuild } from './build-server.mjs';

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-built-'));
const token = 'ci-metrics-token-0123456789';
const started = performance.now();
const server = spawn(process.execPath, [serverBuild], {
  cwd: repoRoot,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', METRICS_TOKEN: token },
});
const base = `http://127.0.0.1:${port}`;
try {
  let health;
  while (!health) {
    if (server.exitCode !== null) throw new Error(`the built server exited with ${server.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('the built server did not answer in 120 s');
    health = await fetch(`${base}/api/health`)
      .then((answer) => (answer.ok ? answer.json() : undefined))
      .catch(() => undefined);
    if (!health) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  console.info(
    `built server: /api/health ${JSON.stringify(health)} after ${Math.round(performance.now() - started)} ms`,
  );
  if (health.runtime !== process.version)
    throw new Error(`runtime ${health.runtime}, expected ${process.version}`);
  const ready = await fetch(`${base}/api/ready`);
  if (ready.status !== 200) throw new Error(`/api/ready answered ${ready.status}: ${await ready.text()}`);
  const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const text = await metrics.text();
  for (const series of [
    'arena_http_requests_total',
    'arena_http_request_duration_seconds',
    'arena_db_operations_in_flight',
  ]) {
    if (!text.includes(series)) throw new Error(`/metrics lacks ${series}`);
  }
  console.info('built server: /api/ready 200, /metrics has the request and database series');
} finally {
  const exited = new Promise((resolve) =>
    server.exitCode !== null ? resolve(server.exitCode) : server.once('exit', resolve),
  );
  server.kill('SIGTERM');
  const code = await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (code !== 0) {
    console.error(`the built server exited with ${code} on SIGTERM`);
    process.exitCode = 1;
  }
}
