import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken, verifyAccessToken } from '../src/auth/access-token';
import type { Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { testConfig } from './support/test-config';
import { createTestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const config = testConfig({ JWT_SECRET: 'a'.repeat(40) });
let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await migrate(database);
  app = await buildApp(config, {
    database,
    extraRoutes: (instance) =>
      instance.get('/api/test/whoami', { preHandler: instance.authenticate }, async (request) => ({
        userId: request.userId,
      })),
  });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('access tokens', () => {
  it('carry the user id as sub and expire after their lifetime', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signAccessToken('user-1', config.jwtSecret, { nowSeconds: now, lifetimeSeconds: 60 });
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload.sub).toBe('user-1');
    expect(payload.exp).toBe(now + 60);
    expect(payload.token_version).toBe(0);
    expect(await verifyAccessToken(token, config.jwtSecret)).toEqual({
      userId: 'user-1',
      tokenVersion: 0,
      mfa: false,
      sessionId: null, // signed without a session (issue 30)
    });
  });

  it('are refused when expired or signed with another secret', async () => {
    const expired = await signAccessToken('user-1', config.jwtSecret, {
      nowSeconds: Math.floor(Date.now() / 1000) - 120,
      lifetimeSeconds: 60,
    });
    expect(await verifyAccessToken(expired, config.jwtSecret)).toBeNull();
    const foreign = await signAccessToken('user-1', 'b'.repeat(40));
    expect(await verifyAccessToken(foreign, config.jwtSecret)).toBeNull();
    expect(await verifyAccessToken('not.a.token', config.jwtSecret)).toBeNull();
  });

  it('are checked once, and a token verified before is refused from its expiry on', async () => {
    const now = Date.now();
    const token = await signAccessToken('user-2', config.jwtSecret, {
      nowSeconds: Math.floor(now / 1000),
      lifetimeSeconds: 60,
    });
    const claims = { userId: 'user-2', tokenVersion: 0, mfa: false, sessionId: null };
    expect(await verifyAccessToken(token, config.jwtSecret)).toEqual(claims);
    // Remembered under its secret: another secret still checks the signature and refuses it.
    expect(await verifyAccessToken(token, 'c'.repeat(40))).toBeNull();
    vi.useFakeTimers({ now: Math.floor(now / 1000) * 1000 + 59_000 });
    try {
      expect(await verifyAccessToken(token, config.jwtSecret)).toEqual(claims);
      vi.setSystemTime(Math.floor(now / 1000) * 1000 + 60_000);
      expect(await verifyAccessToken(token, config.jwtSecret)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('authenticate', () => {
  it('lets a valid bearer token of an existing user through with its user id', async () => {
    const user = await insertTestUser(database, config.jwtSecret);
    const response = await app.inject({ url: '/api/test/whoami', headers: bearer(user) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userId: user.id });
  });

  it('answers 401 for a valid token whose sub is not a user id', async () => {
    const token = await signAccessToken('user-7', config.jwtSecret);
    const response = await app.inject({
      url: '/api/test/whoami',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['a forged token', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln' }],
  ])('answers 401 with the spec message for %s', async (_label, headers) => {
    const response = await app.inject({ url: '/api/test/whoami', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(errorAnswer('Authentication failed. Please log in again.'));
  });
});
