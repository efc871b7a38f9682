// Finding 1-4 of issue 9 start here: a deployment (NODE_ENV=production) with the default modes must not
// run the sandboxes; a public demo says so with ALLOW_SANDBOX=true.
import { spawnSync } from 'node:child_process';
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
});
