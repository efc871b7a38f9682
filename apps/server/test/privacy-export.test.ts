// GET /api/users/export (issue 30, decision 0051): a JSON download of everything Arena holds about the
// caller, and nothing about anyone else. Two players with rows in every table; the file of one holds its
// own rows exactly and not one trace of the other (name, e-mail, id, game tag, payout address, address,
// browser, device), and never a secret. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { dataExportSchema, type DataExport } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertDataPlayer, type DataPlayer } from './support/privacy-fixtures';
import { bearer } from './support/users-fixtures';

const config = testConfig({ JWT_SECRET: 'x'.repeat(40) });
let database: TestDatabase;
let app: FastifyInstance;
let alice: DataPlayer;
let bruno: DataPlayer;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  alice = await insertDataPlayer(database, app, config.jwtSecret, {
    label: 'Alice',
    octet: 10,
    tag: '#PYL2Q',
  });
  // Bruno joined through Alice's link: Alice's file says one referral joined, never who.
  bruno = await insertDataPlayer(database, app, config.jwtSecret, {
    label: 'Bruno',
    octet: 20,
    tag: '#GRJ8C',
    referredBy: alice.id,
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function exportOf(player: DataPlayer) {
  const response = await app.inject({ url: '/api/users/export', headers: bearer(player) });
  expect(response.statusCode).toBe(200);
  return { response, file: dataExportSchema.parse(response.json()) as DataExport };
}

describe('GET /api/users/export', () => {
  it('answers a JSON attachment named after the day, never cached', async () => {
    const { response } = await exportOf(alice);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="arena-data-${day}.json"`);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it("holds the caller's own rows, exactly", async () => {
    const { file } = await exportOf(alice);
    expect(file.userId).toBe(alice.id);
    expect(file.profile).toMatchObject({
      id: alice.id,
      email: alice.email,
      name: 'Alice Player',
      country: 'AE',
      provider: 'local',
      xpTotal: 120,
    });
    expect(file.gameAccounts).toEqual([
      expect.objectContaining({ provider: 'supercell', externalId: '#PYL2Q', displayName: 'Alice In Game' }),
    ]);
    // A prize of 3000 crystals, then a withdrawal of 1000: the caller's own entries only.
    expect(
      file.ledger.map((entry) => [entry.type, entry.currency, entry.amount, entry.balanceAfter]),
    ).toEqual([
      ['prize', 'crystal', 3000, 3000],
      ['withdrawal', 'crystal', -1000, 2000],
    ]);
    expect(file.wallet).toEqual({ gCoins: 0, crystals: 2000, referralOfferClaimed: false });
    expect(file.payments).toEqual([
      expect.objectContaining({ provider: 'checkout', packGCoins: 5, priceCents: 499, currency: 'USD' }),
    ]);
    expect(file.paymentMethods).toEqual([
      expect.objectContaining({ brand: 'Visa', panMasked: '411111******4242', last4: '4242' }),
    ]);
    expect(file.withdrawals).toEqual([
      expect.objectContaining({
        id: alice.withdrawalId,
        method: 'paypal',
        crystals: 1000,
        paymentEmail: alice.payoutEmail,
        status: 'pending',
      }),
    ]);
    expect(file.passports).toEqual([
      expect.objectContaining({ status: 'verified', contentType: 'image/png' }),
    ]);
    expect(file.challenges).toEqual([
      expect.objectContaining({
        challengeId: alice.challengeId,
        title: 'Alice Cup',
        score: 420,
        matchesCounted: 0,
      }),
    ]);
    expect(file.referrals).toEqual({
      affiliateCode: expect.any(String),
      referredByAnotherPlayer: false,
      referred: [{ joinedAt: expect.any(String), converted: false, rewardClaimed: false }],
    });
    expect(file.notifications).toEqual([
      expect.objectContaining({ kind: 'challenge_started', challengeId: alice.challengeId }),
    ]);
    expect(file.sessions).toEqual([
      expect.objectContaining({
        method: 'password',
        ip: alice.ip,
        userAgent: alice.userAgent,
        deviceId: alice.deviceId,
      }),
    ]);
    expect(file.signIns).toEqual([
      expect.objectContaining({
        kind: 'sign_in',
        ip: alice.ip,
        userAgent: alice.userAgent,
        deviceId: alice.deviceId,
      }),
    ]);
    expect(file.consents).toMatchObject({ notificationEmails: true, earningsShownPublicly: true });
  });

  it('says the referred player was referred, without naming the referrer', async () => {
    const { file } = await exportOf(bruno);
    expect(file.referrals.referredByAnotherPlayer).toBe(true);
    expect(file.referrals.referred).toEqual([]);
  });

  it('holds nothing about anyone else and never a secret', async () => {
    const { response } = await exportOf(alice);
    const text = response.body;
    for (const trace of [
      bruno.id,
      bruno.email,
      bruno.name,
      bruno.externalId,
      bruno.payoutEmail,
      bruno.ip,
      bruno.userAgent,
      bruno.deviceId,
      bruno.challengeId,
      bruno.withdrawalId,
      'Bruno',
    ]) {
      expect(text).not.toContain(trace);
    }
    expect(text).not.toMatch(/argon2|password_?hash|token_?hash|provider_?token|storage_?key|tok_|secret/i);
    expect(text).not.toContain(alice.passportKey);
  });

  it('answers 401 without a session', async () => {
    const response = await app.inject({ url: '/api/users/export' });
    expect(response.statusCode).toBe(401);
  });
});
