// Graceful shutdown of the built server (issue 14): on SIGTERM it stops accepting, lets a request in
// flight finish, closes the database and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, repoRoot, serverBuild, serverBuildIsStale } from '../../../scripts/build-server.mjs';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('the built server on SIGTERM', () => {
  let server: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    if (serverBuildIsStale()) await buildServer({ quiet: true });
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'arena-shutdown-'));
    server = spawn(process.execPath, [serverBuild], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '', // its own PGlite directory: this test is about the process, not the engine
        LOG_LEVEL: 'debug',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (answer.ok) {
          expect(((await answer.json()) as { runtime: string }).runtime).toBe(process.version);
          break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }, 120_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, refuses new connections and exits 0', async () => {
    // A slow request: the headers and half the body now, the rest after SIGTERM.
    const body = JSON.stringify({ email: 'slow@example.com', password: 'not-the-password-1' });
    const half = Math.floor(body.length / 2);
    const socket = connect(port, '127.0.0.1');
    let response = '';
    socket.on('data', (chunk) => (response += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 700));
    // Still running: it waits for the request in flight.
    expect(server.exitCode).toBeNull();

    socket.write(body.slice(half));
    await closed; // the server answers, then closes the connection (it is shutting down)
    expect(response, output).toMatch(/^HTTP\/1\.1 (401|400|429) /); // answered by the route, not cut off
    expect(await exited, output).toBe(0);
    expect(output).toContain('shut down cleanly');
  }, 60_000);
});
