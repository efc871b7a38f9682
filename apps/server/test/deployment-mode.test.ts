// Issue 29, "one mode per deployment": with NODE_ENV=production real money never runs beside a sandbox,
// ALLOW_SANDBOX=true is only for a public demo with no real money, and a public demo's seed makes no
// operator whose password the README shows.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, providerEnvNames, providerNames } from '../src/config';
import { seedDemo } from '../src/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'arena-mode-'));
const allLive = Object.fromEntries(providerNames.map((provider) => [providerEnvNames[provider], 'live']));

describe('one mode per deployment (NODE_ENV=production)', () => {
  it('refuses live money beside any sandbox, naming each sandbox, even with ALLOW_SANDBOX=true', () => {
    const env = {
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'true',
      CHECKOUT_MODE: 'live',
      PAYOUTS_MODE: 'live',
    };
    expect(() => loadConfig(env, tempDir())).toThrow(
      'Invalid configuration: NODE_ENV is production but HOSTED_PAYMENTS_MODE, IDENTITY_MODE, ' +
        'GAME_SIGNIN_MODE, MATCH_DATA_MODE, KYC_MODE, MAIL_MODE, STORAGE_MODE are in sandbox mode (the ' +
        'default). Set each to live with its keys: CHECKOUT_MODE, PAYOUTS_MODE are live, and real money ' +
        'never runs beside a sandbox (ALLOW_SANDBOX does not change this).',
    );
    // One sandbox beside live payouts (the sandbox KYC that verifies any passport) is refused as well.
    const kycOnly = { ...allLive, NODE_ENV: 'production', KYC_MODE: 'sandbox', ALLOW_SANDBOX: 'true' };
    expect(() => loadConfig(kycOnly, tempDir())).toThrow(
      'Invalid configuration: NODE_ENV is production but KYC_MODE is in sandbox mode (the default). Set it ' +
        'to live with its keys: CHECKOUT_MODE, HOSTED_PAYMENTS_MODE, PAYOUTS_MODE are live',
    );
  });

  it('refuses ALLOW_SANDBOX=true when every provider is live (it is for a demo with no real money)', () => {
    expect(() =>
      loadConfig({ ...allLive, NODE_ENV: 'production', ALLOW_SANDBOX: 'true' }, tempDir()),
    ).toThrow(
      'Invalid configuration: ALLOW_SANDBOX=true is for a public demo with no real money, but CHECKOUT_MODE, ' +
        'HOSTED_PAYMENTS_MODE, PAYOUTS_MODE are live. Remove ALLOW_SANDBOX.',
    );
  });

  it('still runs a public demo: every money provider a sandbox, ALLOW_SANDBOX=true, others live or not', () => {
    const env = {
      NODE_ENV: 'production',
      ALLOW_SANDBOX: 'true',
      MAIL_MODE: 'live',
      SMTP_URL: 'smtp://mail:25',
    };
    const config = loadConfig(env, tempDir());
    expect(config.sandboxProviders).toEqual(providerNames.filter((provider) => provider !== 'mail'));
  });

  it('leaves development alone: sandboxes with or without ALLOW_SANDBOX', () => {
    expect(loadConfig({ ALLOW_SANDBOX: 'true' }, tempDir()).sandboxProviders).toEqual([...providerNames]);
    expect(loadConfig({}, tempDir()).production).toBe(false);
  });
});

describe("a public demo's seed", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('seeds the demo player and the roster but no operator at all (operators: false, as main.ts in production)', async () => {
    await seedDemo({ info: () => {} }, database, { only: ['accounts'], operators: false });
    const { rows } = await database.query<{ players: number; operators: number; admin: number }>(
      `select count(*) filter (where role = 'player')::int as players,
              count(*) filter (where role <> 'player')::int as operators,
              count(*) filter (where email = 'admin@arena.gg')::int as admin
         from users`,
    );
    expect(rows[0]).toEqual({ players: 31, operators: 0, admin: 0 });
  });
});
