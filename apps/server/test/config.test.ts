import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, providerNames } from '../src/config';

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), 'arena-config-'));
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const cwd = tempDir();

    const config = loadConfig({}, cwd);

    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.join(cwd, '.data'),
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seedDemo: false,
      logLevel: 'info',
    });
    expect(config.siteDir).toMatch(/apps\/site\/dist$/);
    expect(Object.keys(config.providers).sort()).toEqual([...providerNames].sort());
    expect(Object.values(config.providers).every((mode) => mode === 'sandbox')).toBe(true);
  });

  it('reads every variable', () => {
    const cwd = tempDir();

    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: 'state',
        DATABASE_URL: 'postgres://arena@db.internal:5432/arena',
        PUBLIC_URL: 'https://arena.example/',
        JWT_SECRET: 'x'.repeat(40),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        SITE_DIR: 'public',
        PAYOUTS_MODE: 'live',
        PAYPAL_CLIENT_ID: 'payouts-client',
        PAYPAL_CLIENT_SECRET: 'payouts-secret',
        PAYPAL_PAYOUTS_WEBHOOK_ID: 'WH-PAYOUTS',
        MAIL_MODE: 'live',
        SMTP_URL: 'smtps://mailer:secret@smtp.arena.example:465',
        MAIL_FROM: 'Arena <hello@arena.example>',
      },
      cwd,
    );

    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.join(cwd, 'state'),
      databaseUrl: 'postgres://arena@db.internal:5432/arena',
      publicUrl: 'https://arena.example',
      jwtSecret: 'x'.repeat(40),
      seedDemo: true,
      logLevel: 'warn',
      siteDir: path.join(cwd, 'public'),
    });
    expect(config.providers).toMatchObject({ payouts: 'live', mail: 'live', checkout: 'sandbox' });
    expect(config.payouts.paypal).toMatchObject({ clientId: 'payouts-client', webhookId: 'WH-PAYOUTS' });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.arena.example:465',
      from: 'Arena <hello@arena.example>',
    });
    expect(existsSync(path.join(cwd, 'state/jwt-secret'))).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '4000', HOST: '' }, tempDir())).toMatchObject({
      publicUrl: 'http://localhost:4000',
      host: '127.0.0.1',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/arena'],
    ['DATABASE_URL', 'not a url'],
    ['PUBLIC_URL', 'arena.example'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['CHECKOUT_MODE', 'production'],
    ['STORAGE_MODE', 'S3'],
  ])('refuses a bad %s (%s) with a message naming it', (name, value) => {
    const load = () => loadConfig({ [name]: value }, tempDir());

    expect(load).toThrow(ConfigError);
    expect(load).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('never echoes a bad value, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://u:hunter2@db/arena' }, tempDir())).toThrow(
      /^(?!.*hunter2).*DATABASE_URL/,
    );
  });

  it('generates a JWT secret once, owner-only, and reuses it', () => {
    const cwd = tempDir();

    const first = loadConfig({}, cwd);
    const second = loadConfig({}, cwd);

    const file = path.join(cwd, '.data/jwt-secret');
    expect(first.jwtSecret).toHaveLength(43); // 32 random bytes, base64url
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({}, tempDir()).jwtSecret).not.toBe(first.jwtSecret);
  });
});
