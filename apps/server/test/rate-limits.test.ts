// Request rate limits (issue 9, finding 6; http/rate-limits.ts): each limited route answers 429 with
// Retry-After and the contract's message once its allowance is spent, counted per client address
// (the real one behind TRUST_PROXY) or per account, and shared by every instance on PostgreSQL.
import { rateLimitMessages } from '@arena/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { DatabaseRateLimitStore } from '../src/http/rate-limit-store';
import { rateLimits, rateLimitStoreKind, scaledMax } from '../src/http/rate-limits';
import { parseTrustProxy } from '../src/http/trust-proxy';
import { registration, startAuthTestApp, type AuthTestApp } from './support/auth-test-app';
import { testConfig } from './support/test-config';
import { testEngine } from './support/test-db';
import { bearer, insertTestUser, multipartFile, tinyPng, type TestUser } from './support/users-fixtures';

let t: AuthTestApp;
beforeAll(async () => {
  // The limits as documented (the other server tests raise them with RATE_LIMIT_SCALE).
  t = await startAuthTestApp({ RATE_LIMIT_SCALE: '1' });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
/** A client address of its own per test, so counts never leak between tests. */
function freshAddress(): string {
  address += 1;
  return `198.18.0.${address}`;
}

const tooManyBody = /^Too many requests\. Please try again in (\d+ (second|minute)s?)\.$/;

/** A 429 of the rate limiter: Retry-After in whole seconds within the window, the contract's text. */
function expectLimited(response: LightMyRequestResponse, windowMs: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  const body = response.json() as { status: string; message: string };
  expect(body.status).toBe('error');
  expect(body.message).toBe(rateLimitMessages.tooManyRequests(retryAfter));
  expect(body.message).toMatch(tooManyBody);
}

function registerFrom(app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(),
    remoteAddress,
    headers,
  });
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await t.database.query<{ n: number }>(sql, params);
  return Number(rows[0]?.n);
}

describe('the limits table', () => {
  it('names every limited action, including the passport upload, withdrawal and operator image upload', () => {
    expect(Object.keys(rateLimits).sort()).toEqual([
      'adminImageUpload',
      'deviceId',
      'mfaEnrol',
      'mfaVerify',
      'passportUpload',
      'passwordChange',
      'paymentCreation',
      'profilePhotoUpload',
      'register',
      'resendVerification',
      'unsubscribe',
      'withdrawal',
    ]);
    expect(scaledMax('register', 1)).toBe(10);
    expect(scaledMax('register', 100)).toBe(1000);
    expect(scaledMax('passwordChange', 0.01)).toBe(1);
  });

  it('words the wait as a person would', () => {
    expect(rateLimitMessages.tooManyRequests(1)).toBe('Too many requests. Please try again in 1 second.');
    expect(rateLimitMessages.tooManyRequests(42.2)).toBe(
      'Too many requests. Please try again in 43 seconds.',
    );
    expect(rateLimitMessages.tooManyRequests(60)).toBe('Too many requests. Please try again in 1 minute.');
    expect(rateLimitMessages.tooManyRequests(3600)).toBe(
      'Too many requests. Please try again in 60 minutes.',
    );
  });
});

describe('POST /api/auth/register (finding 6)', () => {
  it('registers 10 accounts from one address, then answers 429 and sends no more mail', async () => {
    const remoteAddress = freshAddress();
    const emails: string[] = [];
    const statuses: number[] = [];
    let limited: LightMyRequestResponse | undefined;
    for (let attempt = 1; attempt <= 30; attempt++) {
      const body = registration();
      emails.push(body.email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: body,
        remoteAddress,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited ??= response;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(20).fill(429)]);
    expectLimited(limited!, rateLimits.register.windowMs);
    expect(limited!.json().message).toBe('Too many requests. Please try again in 60 minutes.');
    const lowered = emails.map((email) => email.toLowerCase());
    expect(await count('select count(*)::int as n from users where lower(email) = any($1)', [lowered])).toBe(
      10,
    );
    expect(
      await count('select count(*)::int as n from sandbox_mail where lower(to_address) = any($1)', [lowered]),
    ).toBe(10);
    // Another address still registers.
    expect((await registerFrom(t.app, freshAddress())).statusCode).toBe(201);
  });
});

describe('TRUST_PROXY', () => {
  it('parses a hop count, true/false, or a list of addresses and CIDR ranges; refuses anything else', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('off')).toBe(false);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,loopback, fd00::/8')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '1.2.3', '-1', '10.0.0.1,,']) {
      expect(parseTrustProxy(bad), bad).toBeUndefined();
    }
    expect(testConfig().trustProxy).toBe(false);
    expect(testConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy', DATA_DIR: t.config.dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'the proxy', DATA_DIR: t.config.dataDir })).toThrow(
      /TRUST_PROXY must be true\/false, a hop count/,
    );
    expect(() => loadConfig({ RATE_LIMIT_SCALE: '0', DATA_DIR: t.config.dataDir })).toThrow(
      /RATE_LIMIT_SCALE must be a positive number/,
    );
  });

  /** Two clients whose requests come through one peer address, each naming itself in X-Forwarded-For. */
  // Fresh addresses per call: on PostgreSQL every app of this file shares the counts.
  let proxies = 0;
  async function twoClientsBehindOneProxy(env: Record<string, string>, proxy = `10.9.8.${++proxies}`) {
    const app = await buildApp(testConfig({ RATE_LIMIT_SCALE: '1', ...env }), { database: t.database });
    try {
      const first = { 'x-forwarded-for': freshAddress() };
      const second = { 'x-forwarded-for': freshAddress() };
      for (let attempt = 1; attempt <= rateLimits.register.max; attempt++) {
        expect((await registerFrom(app, proxy, first)).statusCode, `attempt ${attempt}`).toBe(201);
      }
      const firstAgain = await registerFrom(app, proxy, first);
      const secondClient = await registerFrom(app, proxy, second);
      return { firstAgain: firstAgain.statusCode, secondClient: secondClient.statusCode };
    } finally {
      await app.close();
    }
  }

  it('with TRUST_PROXY=1 counts each client behind the proxy by X-Forwarded-For', async () => {
    expect(await twoClientsBehindOneProxy({ TRUST_PROXY: '1' })).toEqual({
      firstAgain: 429,
      secondClient: 201,
    });
  });

  it('with a trusted proxy address it does the same, and ignores the header from anyone else', async () => {
    expect(await twoClientsBehindOneProxy({ TRUST_PROXY: '10.0.0.0/8' })).toEqual({
      firstAgain: 429,
      secondClient: 201,
    });
    // A peer outside the trusted range cannot pick its address by sending the header.
    expect(await twoClientsBehindOneProxy({ TRUST_PROXY: '10.0.0.0/8' }, `198.51.100.${++proxies}`)).toEqual({
      firstAgain: 429,
      secondClient: 429,
    });
  });

  it('without TRUST_PROXY ignores X-Forwarded-For: every client of the proxy shares its count', async () => {
    expect(await twoClientsBehindOneProxy({})).toEqual({ firstAgain: 429, secondClient: 429 });
  });
});

describe('limits per account', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await insertTestUser(t.database, t.config.jwtSecret, { verified: false });
  });

  it('POST /api/auth/verification/resend: 5 an hour, besides the once-a-minute rule', async () => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= rateLimits.resendVerification.max; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/verification/resend',
        headers: bearer(user),
        remoteAddress: freshAddress(), // per account, whatever the address
      });
      statuses.push(response.statusCode);
      if (attempt > 1) expect(response.json().message).not.toMatch(tooManyBody);
    }
    expect(statuses[0]).toBe(200);
    const limited = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verification/resend',
      headers: bearer(user),
      remoteAddress: freshAddress(),
    });
    expectLimited(limited, rateLimits.resendVerification.windowMs);
    expect(
      await count('select count(*)::int as n from sandbox_mail where to_address = $1', [user.email]),
    ).toBe(1);
  });

  it('PUT /api/users/profile/password: 5 tries in 15 minutes, then 429 even with the right password', async () => {
    const player = await insertTestUser(t.database, t.config.jwtSecret);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile/password',
        headers: bearer(player),
        payload: {
          currentPassword,
          newPassword: 'a brand new passphrase',
          confirmPassword: 'a brand new passphrase',
        },
        remoteAddress: freshAddress(),
      });
    for (let attempt = 1; attempt <= rateLimits.passwordChange.max; attempt++) {
      const response = await change(`wrong guess ${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, `attempt ${attempt}`).not.toBe(429);
    }
    const limited = await change('correct horse battery');
    expectLimited(limited, rateLimits.passwordChange.windowMs);
    expect(limited.json().message).toBe('Too many requests. Please try again in 15 minutes.');
    // Another account is not affected.
    const other = await insertTestUser(t.database, t.config.jwtSecret);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile/password',
      headers: bearer(other),
      payload: {
        currentPassword: 'wrong',
        newPassword: 'a brand new passphrase',
        confirmPassword: 'a brand new passphrase',
      },
    });
    expect(response.statusCode).not.toBe(429);
  });

  it('POST /api/upload/profile-image: 20 an hour', async () => {
    const player = await insertTestUser(t.database, t.config.jwtSecret);
    const upload = () => {
      const form = multipartFile('image', 'avatar.png', 'image/png', tinyPng);
      return t.app.inject({
        method: 'POST',
        url: '/api/upload/profile-image',
        payload: form.payload,
        headers: { ...bearer(player), ...form.headers },
      });
    };
    for (let attempt = 1; attempt <= rateLimits.profilePhotoUpload.max; attempt++) {
      expect((await upload()).statusCode, `upload ${attempt}`).toBe(200);
    }
    expectLimited(await upload(), rateLimits.profilePhotoUpload.windowMs);
  });

  it('POST /api/payments/create and /get-payment-url: 10 in 10 minutes together', async () => {
    const player = await insertTestUser(t.database, t.config.jwtSecret);
    const create = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/create',
        headers: bearer(player),
        payload: { amount: '5.50' },
      });
    const link = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/get-payment-url',
        headers: bearer(player),
        payload: { currency: 'AED', amount: '54.57', description: '3 GCoins', usd_amount: '14.86' },
      });
    for (let attempt = 1; attempt <= rateLimits.paymentCreation.max / 2; attempt++) {
      expect((await create()).statusCode, `create ${attempt}`).toBe(200);
      expect((await link()).statusCode, `link ${attempt}`).toBe(200);
    }
    const orders = await count('select count(*)::int as n from payment_orders where user_id = $1', [
      player.id,
    ]);
    for (const limited of [await create(), await link()]) {
      expectLimited(limited, rateLimits.paymentCreation.windowMs);
      // The payment routes' error shape: the message also as `error` (spec §7).
      expect(limited.json().error).toBe(limited.json().message);
    }
    expect(await count('select count(*)::int as n from payment_orders where user_id = $1', [player.id])).toBe(
      orders,
    );
  });
});

describe('POST /api/devices/generate', () => {
  it('gives 60 device ids in 10 minutes to one address, then 429', async () => {
    const remoteAddress = freshAddress();
    const generate = () => t.app.inject({ method: 'POST', url: '/api/devices/generate', remoteAddress });
    for (let attempt = 1; attempt <= rateLimits.deviceId.max; attempt++) {
      expect((await generate()).statusCode, `device ${attempt}`).toBe(200);
    }
    expectLimited(await generate(), rateLimits.deviceId.windowMs);
  });
});

describe('the store', () => {
  it('counts in the database on PostgreSQL and in memory on PGlite (one process)', () => {
    expect(rateLimitStoreKind(t.database)).toBe(testEngine === 'postgres' ? 'database' : 'memory');
  });

  it('the database store counts hits in a fixed window and starts again after it', async () => {
    // Proven on whichever engine runs the suite: the SQL is the same on both.
    const store = new DatabaseRateLimitStore(t.database);
    const key = `test:${Date.now()}`;
    const first = await store.increment(key, 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(58_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await store.increment(key, 60_000)).current).toBe(2);
    expect((await store.increment(key, 60_000)).current).toBe(3);
    await t.database.query(
      `update rate_limit_counters set expires_at = now() - interval '1 second' where key = $1`,
      [key],
    );
    expect((await store.increment(key, 60_000)).current).toBe(1);
  });

  it('instances share one count on PostgreSQL (on PGlite, one process, the count is in memory)', async () => {
    if (testEngine === 'pglite') {
      // PGlite refuses a second process on its directory: one instance is the only case.
      expect(rateLimitStoreKind(t.database)).toBe('memory');
      return;
    }
    {
      const other = await t.database.secondHandle();
      const config = testConfig({ RATE_LIMIT_SCALE: '1', JWT_SECRET: t.config.jwtSecret });
      const first = await buildApp(config, { database: t.database });
      const second = await buildApp(config, { database: other });
      try {
        const remoteAddress = freshAddress();
        for (let attempt = 1; attempt <= rateLimits.register.max; attempt++) {
          const instance = attempt % 2 === 0 ? first : second;
          expect((await registerFrom(instance, remoteAddress)).statusCode, `attempt ${attempt}`).toBe(201);
        }
        expectLimited(await registerFrom(first, remoteAddress), rateLimits.register.windowMs);
        expectLimited(await registerFrom(second, remoteAddress), rateLimits.register.windowMs);
      } finally {
        await first.close();
        await second.close();
        await other.close();
      }
    }
  });
});
