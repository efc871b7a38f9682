// Issue 9 "every route validated from the contract": game accounts, Brawl Stars, payments, the wallet and
// the sandbox provider pages declare their params, query, headers and bodies as contract zod schemas.
// One wrong type or overlong value per route file answers 400 before the handler, in the common
// "Invalid request: field: problem" envelope, or with the route's own spec message where it has one
// (payments, the Idempotency-Key, the disconnect reason). Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { idempotencyMessages, paymentMessages } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { auditLedger } from '../src/ledger/audit';
import { creditPrize } from '../src/ledger/prizes';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';
import { errorAnswer, paymentErrorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 's'.repeat(40), PUBLIC_URL: 'http://arena.test' });
let database: TestDatabase;
let app: FastifyInstance;
let player: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  player = await insertTestUser(database, config.jwtSecret);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const invalid = (details: string) =>
  errorAnswer(`Invalid request: ${details}`, 'request.invalid', { details });
const paymentRefusal = (message: string) => paymentErrorAnswer(message);
const form = (values: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(values).toString(),
});

describe('game accounts (game-account-routes.ts)', () => {
  it('GET /api/auth/riot names the query field that is not a Riot game or region', async () => {
    const game = await app.inject({ url: '/api/auth/riot?game=dota2' });
    expect(game.statusCode).toBe(400);
    expect(game.json()).toEqual(invalid('game: must be lol or valorant'));
    const region = await app.inject({ url: '/api/auth/riot?game=valorant&region=mars' });
    expect(region.statusCode).toBe(400);
    expect(region.json()).toEqual(invalid('region: must be europe, asia or americas'));
  });

  it('POST /api/game/steam/bind refuses an overlong steamId and a token that is not text', async () => {
    const long = await app.inject({
      method: 'POST',
      url: '/api/game/steam/bind',
      headers: bearer(player),
      payload: { steamId: '7'.repeat(101) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual(invalid('steamId: must be at most 100 characters'));
    const token = await app.inject({
      method: 'POST',
      url: '/api/game/steam/bind',
      headers: bearer(player),
      payload: { steamId: '76561197960287930', token: 42 },
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toEqual(invalid('token: Invalid input: expected string, received number'));
  });

  it('POST /api/game/lol/rso spends the state, then refuses an overlong code before Riot sees it', async () => {
    const start = await app.inject({ url: '/api/auth/riot?game=lol' });
    expect(start.statusCode).toBe(302);
    const state = new URL(String(start.headers.location)).searchParams.get('state') ?? '';
    const cookie = String([start.headers['set-cookie']].flat()[0]).split(';', 1)[0] ?? '';
    const response = await app.inject({
      method: 'POST',
      url: '/api/game/lol/rso',
      headers: { ...bearer(player), cookie },
      payload: {
        code: 'c'.repeat(2049),
        redirect_uri: 'http://arena.test/rso-login/lol',
        game: 'lol',
        state,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid('code: must be at most 2048 characters'));
    expect(String([response.headers['set-cookie']].flat()[0])).toMatch(/^arena_rso_state=;/);
  });

  it('DELETE …/game-accounts/:gameType keeps the reason message for a reason that is not text', async () => {
    const reason = await app.inject({
      method: 'DELETE',
      url: '/api/users/profile/game-accounts/Steam',
      headers: bearer(player),
      payload: { reason: ['gone'] },
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json()).toEqual(errorAnswer('Please provide a reason for disconnecting this account'));
  });
});

describe('Brawl Stars (brawl-stars-routes.ts)', () => {
  it('POST /api/brawl-stars/claim and /link refuse an overlong or non-text player tag', async () => {
    for (const url of ['/api/brawl-stars/claim', '/api/brawl-stars/link']) {
      const long = await app.inject({
        method: 'POST',
        url,
        headers: bearer(player),
        payload: { playerTag: `#${'2'.repeat(50)}` },
      });
      expect(long.statusCode, url).toBe(400);
      expect(long.json(), url).toEqual(invalid('playerTag: must be at most 50 characters'));
      const number = await app.inject({
        method: 'POST',
        url,
        headers: bearer(player),
        payload: { playerTag: 2 },
      });
      expect(number.statusCode, url).toBe(400);
      expect(number.json(), url).toEqual(
        invalid('playerTag: Invalid input: expected string, received number'),
      );
    }
  });
});

describe('payments (payment-routes.ts): refused bodies keep the spec messages', () => {
  it('an overlong payment id is the 400 "Payment not found", not a lookup', async () => {
    for (const [url, field] of [
      ['/api/payments/capture', 'paymentId'],
      ['/api/payments/complete', 'orderId'],
      ['/api/payments/complete-payment', 'paymentId'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: bearer(player),
        payload: { [field]: 'p'.repeat(201) },
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(paymentRefusal(paymentMessages.notFound));
    }
  });

  it('a wrong type or an overlong amount, currency or description is "Invalid amount"', async () => {
    for (const [url, payload] of [
      ['/api/payments/create', { amount: '5'.repeat(21) }],
      ['/api/payments/create', { amount: true }],
      [
        '/api/payments/get-payment-url',
        { currency: 'USD', amount: '5.50', usd_amount: '5.50', description: 'd'.repeat(201) },
      ],
      ['/api/payments/get-payment-url', { currency: 'U'.repeat(21), amount: '5.50', usd_amount: '5.50' }],
      ['/api/payments/get-payment-url', { currency: 'USD', amount: '5.50', usd_amount: null }],
    ] as const) {
      const response = await app.inject({ method: 'POST', url, headers: bearer(player), payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(paymentRefusal(paymentMessages.invalidAmount));
    }
  });
});

describe('wallet (wallet-routes.ts)', () => {
  const exchange = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/wallet/exchange',
      headers: { ...bearer(player), ...headers },
      payload,
    });

  it('the Idempotency-Key header schema answers its own message; the body keeps the common format', async () => {
    await creditPrize(database, { userId: player.id, challengeId: 'route-schemas', crystals: 1_000 });
    const key = await exchange({ amount: 1 }, { 'idempotency-key': 'k'.repeat(256) });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(errorAnswer(idempotencyMessages.invalid));
    const amount = await exchange({ amount: '1' }, { 'idempotency-key': 'fine' });
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toEqual(invalid('amount: Invalid input: expected number, received string'));
    // The loose header schema keeps every other header: the token still authenticates.
    const done = await exchange({ amount: 1 }, { 'idempotency-key': 'route-schemas-1' });
    expect(done.statusCode).toBe(200);
    expect((await auditLedger(database)).ok).toBe(true);
  });

  it('GET /api/wallet/transactions names the query field', async () => {
    const response = await app.inject({ url: '/api/wallet/transactions?limit=x', headers: bearer(player) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid('limit: must be a positive integer'));
  });
});

describe('sandbox provider pages', () => {
  it('sandbox-riot-routes.ts: an overlong authorize query field', async () => {
    const response = await app.inject({ url: `/sandbox/riot/authorize?state=${'s'.repeat(2049)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid('state: must be at most 2048 characters'));
  });

  it('sandbox-steam-routes.ts: an overlong form field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/steam/login',
      ...form({ account: 'custom', custom_steam_id: '7'.repeat(2049) }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid('custom_steam_id: must be at most 2048 characters'));
  });

  it('sandbox-pay-routes.ts and sandbox-checkout-routes.ts: a decision that is not text', async () => {
    for (const url of ['/sandbox/pay/no-such-payment', '/sandbox/checkout/no-such-order']) {
      const response = await app.inject({ method: 'POST', url, payload: { decision: ['approve'] } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual(
        invalid('decision: Invalid input: expected string, received array'),
      );
    }
  });

  it('sandbox-brawl-stars-routes.ts: an overlong code in the player page query', async () => {
    const response = await app.inject({ url: `/sandbox/brawl-stars/players/2PQ9?code=${'C'.repeat(21)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalid('code: must be at most 20 characters'));
  });
});
