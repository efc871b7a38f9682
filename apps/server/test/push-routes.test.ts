// Web Push routes and configuration (issue 33, docs/decisions/0069-web-push.md): the VAPID public key, a
// device's subscription (upsert by endpoint, each bad input a 400 naming the field, only push services and
// the own sandbox as endpoints), forgetting it, the per-kind switches, and the VAPID pair from the
// environment or generated once into DATA_DIR. PGlite by default, PostgreSQL with DATABASE_URL.
import { statSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  pushPreferencesResponseSchema,
  pushPublicKeyResponseSchema,
  pushSubscriptionResponseSchema,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { pushConfigFromEnv, vapidKeysFileName } from '../src/push/push-config';
import { acceptedEndpoint, maxPushDevices } from '../src/push/push-routes';
import { testPushDevice } from '../../../tests/e2e/support/web-push';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, defaultTestPassword, insertTestUser, type TestUser } from './support/users-fixtures';

const jwtSecret = 'push-routes-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
let config: Config;
let database: TestDatabase;
let app: FastifyInstance;
let player: TestUser;
let other: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
  app = await buildApp(config, { database });
  player = await insertTestUser(database, jwtSecret);
  other = await insertTestUser(database, jwtSecret);
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const subscribe = (user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...(user ? bearer(user) : {}), ...headers },
    payload: payload as object,
  });

const unsubscribe = (user: TestUser | null, payload: unknown) =>
  app.inject({
    method: 'DELETE',
    url: '/api/push/subscriptions',
    headers: user ? bearer(user) : {},
    payload: payload as object,
  });

async function storedDevices(user: TestUser) {
  const { rows } = await database.query<{
    endpoint: string;
    p256dh: string;
    auth: string;
    language: string | null;
  }>(
    'select endpoint, p256dh, auth, language from push_subscriptions where user_id = $1 order by created_at, id',
    [user.id],
  );
  return rows;
}

describe('GET /api/push/public-key', () => {
  it('answers the configured VAPID public key to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(response.statusCode).toBe(200);
    const body = pushPublicKeyResponseSchema.parse(response.json());
    expect(body).toEqual({ publicKey: config.push.publicKey });
    const key = Buffer.from(body.publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });
});

describe('POST /api/push/subscriptions', () => {
  it('stores the device for the signed-in player, in the language the request names', async () => {
    const device = testPushDevice(publicUrl);
    const response = await subscribe(
      player,
      { endpoint: device.endpoint, keys: device.keys },
      { 'accept-language': 'ar' },
    );
    expect(response.statusCode).toBe(201);
    expect(pushSubscriptionResponseSchema.parse(response.json())).toEqual({ devices: 1 });
    expect(await storedDevices(player)).toEqual([
      { endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth, language: 'ar' },
    ]);
  });

  it('upserts by endpoint: the same device again keeps one row with its new keys; another player takes it over', async () => {
    const first = testPushDevice(publicUrl);
    const user = await insertTestUser(database, jwtSecret);
    expect((await subscribe(user, { endpoint: first.endpoint, keys: first.keys })).json()).toEqual({
      devices: 1,
    });
    const renewed = testPushDevice(publicUrl, first.endpoint);
    const again = await subscribe(user, {
      endpoint: first.endpoint,
      keys: renewed.keys,
      expirationTime: null,
    });
    expect(again.json()).toEqual({ devices: 1 });
    expect((await storedDevices(user)).map((row) => row.p256dh)).toEqual([renewed.keys.p256dh]);

    const newcomer = await insertTestUser(database, jwtSecret);
    expect((await subscribe(newcomer, { endpoint: first.endpoint, keys: renewed.keys })).json()).toEqual({
      devices: 1,
    });
    expect(await storedDevices(user)).toEqual([]);
    expect((await storedDevices(newcomer)).map((row) => row.endpoint)).toEqual([first.endpoint]);
  });

  it('accepts the push services of the browsers (https, no port)', async () => {
    const user = await insertTestUser(database, jwtSecret);
    const { keys } = testPushDevice(publicUrl);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc:def',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGuQyavXutnMH',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    ]) {
      expect((await subscribe(user, { endpoint, keys })).statusCode).toBe(201);
    }
    expect(await storedDevices(user)).toHaveLength(4);
  });

  it(`keeps at most ${maxPushDevices} devices a player, dropping the oldest`, async () => {
    const user = await insertTestUser(database, jwtSecret);
    const devices = Array.from({ length: maxPushDevices + 1 }, () => testPushDevice(publicUrl));
    let last = 0;
    for (const device of devices) {
      last = (
        (await subscribe(user, { endpoint: device.endpoint, keys: device.keys })).json() as {
          devices: number;
        }
      ).devices;
    }
    expect(last).toBe(maxPushDevices);
    const stored = (await storedDevices(user)).map((row) => row.endpoint);
    expect(stored).not.toContain(devices[0]!.endpoint);
    expect(stored).toContain(devices[maxPushDevices]!.endpoint);
  });

  it('refuses a visitor with 401', async () => {
    const device = testPushDevice(publicUrl);
    expect((await subscribe(null, { endpoint: device.endpoint, keys: device.keys })).statusCode).toBe(401);
  });

  const good = testPushDevice(publicUrl);
  const compressed = Buffer.alloc(65, 7);
  compressed[0] = 3;
  it.each([
    ['no body', undefined, /body|required|object/i],
    ['no keys', { endpoint: good.endpoint }, /keys/],
    [
      'an endpoint that is no URL',
      { endpoint: 'not a url', keys: good.keys },
      /^.*endpoint: must be the https/,
    ],
    [
      'an http endpoint elsewhere',
      { endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: good.keys },
      /endpoint: must be the https:\/\/ address of a browser's push service/,
    ],
    [
      'an https endpoint that is no push service',
      { endpoint: 'https://evil.example/push', keys: good.keys },
      /endpoint: must be the https:\/\/ address of a browser's push service/,
    ],
    [
      'a push service on another port',
      { endpoint: 'https://fcm.googleapis.com:8443/fcm/send/x', keys: good.keys },
      /endpoint: must be/,
    ],
    [
      'a sandbox endpoint of another origin',
      { endpoint: 'https://other.example/sandbox/push/abcdefgh', keys: good.keys },
      /endpoint: must be/,
    ],
    [
      'a sandbox endpoint with a bad id',
      { endpoint: `${publicUrl}/sandbox/push/a.b`, keys: good.keys },
      /endpoint: must be/,
    ],
    [
      'a p256dh of the wrong length',
      { endpoint: good.endpoint, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 40) } },
      /keys\.p256dh: must be an uncompressed P-256 public key in base64url \(65 bytes\)/,
    ],
    [
      'a p256dh that is not uncompressed',
      { endpoint: good.endpoint, keys: { ...good.keys, p256dh: compressed.toString('base64url') } },
      /keys\.p256dh: must be an uncompressed P-256 public key \(starting with 0x04\)/,
    ],
    [
      'an auth of 15 bytes',
      { endpoint: good.endpoint, keys: { ...good.keys, auth: Buffer.alloc(15, 1).toString('base64url') } },
      /keys\.auth: must be a 16-byte authentication secret in base64url \(16 bytes\)/,
    ],
    [
      'an auth in plain base64',
      { endpoint: good.endpoint, keys: { ...good.keys, auth: '+/+/+/+/+/+/+/+/+/+/+w' } },
      /keys\.auth: must be/,
    ],
    [
      'an endpoint of 1001 characters',
      { endpoint: `https://fcm.googleapis.com/${'a'.repeat(974)}`, keys: good.keys },
      /endpoint: must be at most 1000 characters/,
    ],
  ])('refuses %s with a 400 naming the field', async (_name, payload, message) => {
    const response = await subscribe(player, payload);
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(message);
  });

  it('accepts the sandbox only where the deployment runs sandboxes', () => {
    const endpoint = `${publicUrl}/sandbox/push/abcdefgh`;
    expect(acceptedEndpoint(endpoint, { publicUrl, sandbox: true })).toBe(true);
    expect(acceptedEndpoint(endpoint, { publicUrl, sandbox: false })).toBe(false);
  });
});

describe('DELETE /api/push/subscriptions', () => {
  it("forgets the caller's device, never another player's; nothing to forget is no error", async () => {
    const user = await insertTestUser(database, jwtSecret);
    const mine = testPushDevice(publicUrl);
    const theirs = testPushDevice(publicUrl);
    await subscribe(user, { endpoint: mine.endpoint, keys: mine.keys });
    await subscribe(other, { endpoint: theirs.endpoint, keys: theirs.keys });

    const notMine = await unsubscribe(user, { endpoint: theirs.endpoint });
    expect(notMine.statusCode).toBe(200);
    expect(notMine.json()).toEqual({ devices: 1 });
    expect((await storedDevices(other)).map((row) => row.endpoint)).toContain(theirs.endpoint);

    const response = await unsubscribe(user, { endpoint: mine.endpoint });
    expect(response.statusCode).toBe(200);
    expect(pushSubscriptionResponseSchema.parse(response.json())).toEqual({ devices: 0 });
    expect(await storedDevices(user)).toEqual([]);
    expect((await unsubscribe(user, { endpoint: mine.endpoint })).json()).toEqual({ devices: 0 });
  });

  it('refuses a visitor (401) and a body without an endpoint URL (400)', async () => {
    expect((await unsubscribe(null, { endpoint: good().endpoint })).statusCode).toBe(401);
    const bad = await unsubscribe(player, { endpoint: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/endpoint: must be the https/);
    expect((await unsubscribe(player, {})).statusCode).toBe(400);
  });
});

function good() {
  return testPushDevice(publicUrl);
}

describe('GET and PUT /api/push/preferences', () => {
  it('every kind is on until the player turns it off; a change keeps the other switches', async () => {
    const user = await insertTestUser(database, jwtSecret);
    const read = await app.inject({ method: 'GET', url: '/api/push/preferences', headers: bearer(user) });
    expect(read.statusCode).toBe(200);
    expect(pushPreferencesResponseSchema.parse(read.json())).toEqual({
      preferences: { challenge_start: true, last_hours: true, overtaken: true, result: true, payout: true },
      devices: 0,
    });
    const off = await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user),
      payload: { result: false, overtaken: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({
      preferences: { challenge_start: true, last_hours: true, overtaken: false, result: false, payout: true },
      devices: 0,
    });
    const on = await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user),
      payload: { overtaken: true },
    });
    expect((on.json() as { preferences: Record<string, boolean> }).preferences).toEqual({
      challenge_start: true,
      last_hours: true,
      overtaken: true,
      result: false,
      payout: true,
    });
  });

  it.each([
    ['an unknown kind', { weather: true }],
    ['a switch that is not a boolean', { result: 'off' }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(player),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { message: string }).message).toMatch(/weather|result/);
  });

  it('refuses a visitor with 401', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/push/preferences' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/push/preferences', payload: { result: true } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("a player's data (decision 0051)", () => {
  it('the export lists the devices (never their keys) and the switches; erasure deletes both', async () => {
    const user = await insertTestUser(database, jwtSecret);
    const device = testPushDevice(publicUrl);
    await subscribe(user, { endpoint: device.endpoint, keys: device.keys }, { 'accept-language': 'hi' });
    await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(user),
      payload: { payout: false },
    });
    const exported = await app.inject({ method: 'GET', url: '/api/users/export', headers: bearer(user) });
    expect(exported.statusCode).toBe(200);
    const consents = (exported.json() as { consents: Record<string, unknown> }).consents;
    expect(consents.pushNotificationDevices).toEqual([
      { endpoint: device.endpoint, language: 'hi', subscribedAt: expect.any(String), lastPushAt: null },
    ]);
    expect(consents.pushNotificationSwitches).toEqual([
      { kind: 'payout', enabled: false, updatedAt: expect.any(String) },
    ]);
    expect(exported.body).not.toContain(device.keys.auth);

    const deleted = await app.inject({
      method: 'POST',
      url: '/api/users/delete',
      headers: bearer(user),
      payload: { password: defaultTestPassword, confirm: true },
    });
    expect(deleted.statusCode).toBe(200);
    const { rows } = await database.query<{ devices: number; switches: number }>(
      `select (select count(*)::integer from push_subscriptions where user_id = $1) as devices,
              (select count(*)::integer from push_preferences where user_id = $1) as switches`,
      [user.id],
    );
    expect(rows[0]).toEqual({ devices: 0, switches: 0 });
  });
});

describe('the VAPID pair', () => {
  it('is generated once into DATA_DIR (owner-only) and kept', () => {
    const first = testConfig();
    const file = path.join(first.dataDir, vapidKeysFileName);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      publicKey: first.push.publicKey,
      privateKey: first.push.privateKey,
    });
    expect(first.push.generated).toBe(true);
    expect(first.push.subject).toBe('mailto:no-reply@arena.local');
    const again = testConfig({ DATA_DIR: first.dataDir });
    expect(again.push.publicKey).toBe(first.push.publicKey);
  });

  it('comes from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given, with VAPID_SUBJECT', () => {
    const pair = webPush.generateVAPIDKeys();
    const given = testConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: 'mailto:ops@arena.example',
    });
    expect(given.push).toEqual({ ...pair, subject: 'mailto:ops@arena.example', generated: false });
  });

  const pair = webPush.generateVAPIDKeys();
  const otherPair = webPush.generateVAPIDKeys();
  it.each([
    [
      'only the public key',
      { VAPID_PUBLIC_KEY: pair.publicKey },
      'VAPID_PRIVATE_KEY is required with the other one',
    ],
    [
      'only the private key',
      { VAPID_PRIVATE_KEY: pair.privateKey },
      'VAPID_PUBLIC_KEY is required with the other one',
    ],
    [
      'a short public key',
      { VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: pair.privateKey },
      'VAPID_PUBLIC_KEY must be 65 bytes in base64url',
    ],
    [
      'a private key in base64 with padding',
      {
        VAPID_PUBLIC_KEY: pair.publicKey,
        VAPID_PRIVATE_KEY: `${Buffer.from(pair.privateKey, 'base64url').toString('base64')}`,
      },
      'VAPID_PRIVATE_KEY must be 32 bytes in base64url',
    ],
    [
      'keys of two pairs',
      { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: otherPair.privateKey },
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    ],
    [
      'a subject that is no contact',
      { VAPID_SUBJECT: 'ops@arena.example' },
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    ],
  ])('refuses %s, naming the variable', (_name, env, message) => {
    expect(() => testConfig(env)).toThrow(`Invalid configuration: ${message}`);
  });

  it('is required in production with real money, never generated there', () => {
    const values = { MAIL_FROM: 'Arena <no-reply@arena.example>' };
    expect(() => pushConfigFromEnv(values, { realMoney: true, dataDir: '/nonexistent' })).toThrow(
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required when NODE_ENV is production with live money providers',
    );
    const configured = pushConfigFromEnv(
      { ...values, VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey },
      { realMoney: true, dataDir: '/nonexistent' },
    );
    expect(configured).toEqual({ ...pair, subject: 'mailto:no-reply@arena.example', generated: false });
  });
});
