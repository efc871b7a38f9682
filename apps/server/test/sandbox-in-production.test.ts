// Finding 1-4 of issue 9 start here: a deployment (NODE_ENV=production) with the default modes must not
// run the sandboxes; a public demo says so with ALLOW_SANDBOX=true.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, providerEnvNames, providerNames } from '../src/config';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const allModes = providerNames.map((provider) => providerEnvNames[provider]);

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), 'arena-production-'));
}

describe('sandbox providers in production', () => {
  it('refuses to load with NODE_ENV=production and default modes, naming every *_MODE variable', () => {
    const load = () => loadConfig({ NODE_ENV: 'production' }, tempDir());

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(
      `Invalid configuration: NODE_ENV is production but ${allModes.join(', ')} are in sandbox mode (the default).`,
    );
  });

  it('names only the providers still on sandbox', () => {
    const env = Object.fromEntries(allModes.map((name) => [name, 'live']));
    env.MAIL_MODE = 'sandbox';
    env.NODE_ENV = 'production';

    // Live providers need their keys, which are checked after this rule: MAIL_MODE alone is named.
    expect(() => loadConfig(env, tempDir())).toThrow(
      'Invalid configuration: NODE_ENV is production but MAIL_MODE is in sandbox mode (the default). Set it to live',
    );
  });

  it('loads with ALLOW_SANDBOX=true and reports the sandbox providers', () => {
    const config = loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX: 'true' }, tempDir());

    expect(config.production).toBe(true);
    expect(config.sandboxProviders).toEqual([...providerNames]);
  });

  it('keeps development as it was: no NODE_ENV, every provider a sandbox, no refusal', () => {
    const config = loadConfig({}, tempDir());

    expect(config.production).toBe(false);
    expect(config.sandboxProviders).toEqual([...providerNames]);
  });

  it('the server process itself exits 1 with the message before opening anything', () => {
    const dataDir = tempDir();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain('NODE_ENV is production but CHECKOUT_MODE, HOSTED_PAYMENTS_MODE');
    expect(run.stderr).toContain('ALLOW_SANDBOX=true');
  });

  it('with ALLOW_SANDBOX=true the production process starts and its health says sandbox', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        ALLOW_SANDBOX: 'true',
        DATA_DIR: tempDir(),
        PORT: String(port),
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    server.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      const health = await waitForHealth(`http://127.0.0.1:${port}/api/health`, () => log);
      expect(health).toMatchObject({ status: 'ok', sandbox: true, sandboxProviders: [...providerNames] });
      expect(log).toContain('Sandbox providers (no real money)');
      expect(log).toContain('a public demo (ALLOW_SANDBOX=true)');
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});

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

async function waitForHealth(url: string, log: () => string): Promise<unknown> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    try {
      const answer = await fetch(url);
      if (answer.ok) return answer.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer in 45 s:\n${log()}`);
}
