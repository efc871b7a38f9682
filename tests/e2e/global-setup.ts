// End-to-end setup: build the site if needed, start the real server on a free port with a fresh PGlite
// directory (two processes must never share one), and hand its URL to the tests.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer, serverBuild, serverBuildIsStale } from '../../scripts/build-server.mjs';
import { buildSiteIfStale, repoRoot } from '../../scripts/site-build.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Opens the whole sandbox outbox (the server generates it into its data directory). */
    sandboxMailKey: string;
    /**
     * A directory the run's test files share: support/api.ts keeps the operators' used TOTP steps and the
     * demo admin's signed-in token there (removed with the server's data).
     */
    e2eStateDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output()}`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`);
      if (answer.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  buildSiteIfStale({ quiet: true });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-e2e-'));
  const stateDir = mkdtempSync(path.join(tmpdir(), 'arena-e2e-state-'));
  // The browser uses `localhost`: Chromium treats it as a secure context, so Secure cookies (the refresh
  // credential, device id) work over plain HTTP in tests as they do over HTTPS in production.
  const baseUrl = `http://localhost:${port}`;
  const healthUrl = `http://127.0.0.1:${port}`;
  let log = '';
  // The built server, as in production (docs/decisions/0025); its log and metrics are kept for the
  // log check (scripts/check-e2e-logs.mjs: no passwords, tokens or card numbers).
  if (serverBuildIsStale()) await buildServer({ quiet: true });
  const metricsToken = 'e2e-metrics-token-0123456789';
  const server = spawn(process.execPath, ['--enable-source-maps', serverBuild], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      METRICS_TOKEN: metricsToken,
      // Every test registers and pays from 127.0.0.1: raise the request limits (README, RATE_LIMIT_SCALE).
      RATE_LIMIT_SCALE: '100',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(healthUrl, server, () => log);
  project.provide('baseUrl', baseUrl);
  project.provide('e2eStateDir', stateDir);
  project.provide(
    'sandboxMailKey',
    readFileSync(path.join(dataDir, 'sandbox-mail-outbox-key'), 'utf8').trim(),
  );

  return async () => {
    const artifacts = path.join(repoRoot, 'tests/.artifacts');
    // `npm test` runs the journeys in shards, each with its own server: one log and scrape per shard.
    const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
    mkdirSync(artifacts, { recursive: true });
    if (server.exitCode === null) {
      const metrics = await fetch(`${healthUrl}/metrics`, {
        headers: { authorization: `Bearer ${metricsToken}` },
      })
        .then((answer) => answer.text())
        .catch((error: unknown) => `metrics unavailable: ${String(error)}`);
      writeFileSync(path.join(artifacts, `e2e-metrics${shard}.txt`), metrics);
    }
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    writeFileSync(path.join(artifacts, `e2e-server${shard}.log`), log);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(stateDir, { recursive: true, force: true });
  };
}
