// Sending Web Push (issue 33, docs/decisions/0069-web-push.md): the sandbox push service accepts what a real
// one accepts (a web-push send) and refuses a missing or forged VAPID header, another encoding or no TTL;
// the push job sends each inbox entry once per device across runs and instances, in the player's language,
// with exactly the payload the service worker reads; it respects the switches, skips a moment that passed,
// and deletes a device whose service answers 404 or 410. PGlite by default, PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { pushPayloadSchema, sandboxPushListSchema, type SandboxPushMessage } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { injectFetch } from '../src/http/in-process-fetch';
import { recordAccountNotice } from '../src/notifications/account-notices';
import { sendPushes, type PushSenderDeps } from '../src/push/push-sender';
import { testPushDevice, type TestPushDevice } from '../../../tests/e2e/support/web-push';
import { hours, insertChallenge } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser, type TestUser } from './support/users-fixtures';

const jwtSecret = 'push-delivery-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
let config: Config;
let database: TestDatabase;
let app: FastifyInstance;
let deps: PushSenderDeps;

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
  app = await buildApp(config, { database });
  deps = {
    database,
    vapid: config.push,
    fetch: injectFetch(app, 'en'),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  };
});

afterAll(async () => {
  await app.close();
  await database.close();
});

async function received(device: { endpoint: string }): Promise<SandboxPushMessage[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/sandbox/push.json?endpoint=${encodeURIComponent(device.endpoint)}`,
  });
  expect(response.statusCode).toBe(200);
  return sandboxPushListSchema.parse(response.json()).data;
}

async function subscribed(user: TestUser, language?: string): Promise<TestPushDevice> {
  const device = testPushDevice(publicUrl);
  const response = await app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(user), ...(language ? { 'accept-language': language } : {}) },
    payload: { endpoint: device.endpoint, keys: device.keys },
  });
  expect(response.statusCode).toBe(201);
  return device;
}

/** A finished challenge's result entry for `user` (as the finish writes it). */
async function resultEntry(user: TestUser, title = 'Desert Cup'): Promise<string> {
  const challengeId = await insertChallenge(database, {
    title,
    start: new Date(Date.now() - hours(5)),
    durationHours: 4,
    status: 2,
  });
  await database.query(
    `insert into notifications (user_id, challenge_id, kind, payload)
     values ($1, $2, 'challenge_result', $3::jsonb)`,
    [
      user.id,
      challengeId,
      JSON.stringify({ rank: 1, players: 2, prizeTitle: '1st place', prizeCents: 5000, xp: 100 }),
    ],
  );
  return challengeId;
}

/** A real web-push send to `endpoint`, as the job makes it (the details only; posted by the test). */
function webPushSend(device: TestPushDevice, text: string, options: Record<string, unknown> = {}) {
  return webPush.generateRequestDetails({ endpoint: device.endpoint, keys: device.keys }, text, {
    vapidDetails: config.push,
    TTL: 60,
    contentEncoding: 'aes128gcm',
    ...options,
  });
}

function post(device: TestPushDevice, headers: Record<string, string | number>, body: Buffer | null) {
  return app.inject({
    method: 'POST',
    url: new URL(device.endpoint).pathname,
    headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, String(value)])),
    payload: body ?? undefined,
  });
}

describe('the sandbox push service', () => {
  it('accepts a real web-push send (201), keeping its headers and encrypted body', async () => {
    const device = testPushDevice(publicUrl);
    const details = webPushSend(device, '{"hello":"مرحبا"}');
    const response = await post(device, details.headers, details.body);
    expect(response.statusCode).toBe(201);
    const [message, ...more] = await received(device);
    expect(more).toEqual([]);
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.ttl).toBe('60');
    expect(message?.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(message?.headers.authorization).toContain(`k=${config.push.publicKey}`);
    expect(device.decrypt(message!.body)).toBe('{"hello":"مرحبا"}');
  });

  it('refuses a missing Authorization, a forged one, another audience, another encoding and no TTL', async () => {
    const device = testPushDevice(publicUrl);
    const details = webPushSend(device, 'x');
    const { Authorization: authorization, ...withoutAuth } = details.headers as Record<string, string>;
    const missing = await post(device, withoutAuth, details.body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      status: 'error',
      message: 'Authorization is required (vapid t=…, k=…)',
    });

    const stranger = webPush.generateVAPIDKeys();
    const forged = authorization!.replace(/k=[\w-]+$/, `k=${stranger.publicKey}`);
    const wrongKey = await post(device, { ...details.headers, Authorization: forged }, details.body);
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ message: "t's signature does not verify with k" });

    const elsewhere = testPushDevice(
      'https://push.other.example',
      `https://push.other.example/sandbox/push/${randomUUID()}`,
    );
    const otherAudience = webPushSend(elsewhere, 'x');
    const audience = await post(
      device,
      { ...details.headers, Authorization: String(otherAudience.headers.Authorization) },
      details.body,
    );
    expect(audience.statusCode).toBe(401);
    expect(audience.json()).toMatchObject({ message: 'aud must be https://arena.example' });

    const notVapid = await post(device, { ...details.headers, Authorization: 'Bearer abc' }, details.body);
    expect(notVapid.statusCode).toBe(401);

    const aesgcm = webPushSend(device, 'x', { contentEncoding: 'aesgcm' });
    const encoding = await post(device, aesgcm.headers, aesgcm.body);
    expect(encoding.statusCode).toBe(415);
    expect(encoding.json()).toMatchObject({ message: 'Content-Encoding must be aes128gcm (RFC 8291)' });

    const { TTL: _ttl, ...withoutTtl } = details.headers as Record<string, string>;
    const noTtl = await post(device, withoutTtl, details.body);
    expect(noTtl.statusCode).toBe(400);
    expect(noTtl.json()).toMatchObject({ message: 'TTL is required: a number of seconds' });

    expect(await received(device)).toEqual([]);
  });

  it('answers 410 for a gone- endpoint and 404 for an unknown- one; lists only its own endpoints', async () => {
    const gone = testPushDevice(publicUrl, `${publicUrl}/sandbox/push/gone-${randomUUID()}`);
    const details = webPushSend(gone, 'x');
    expect((await post(gone, details.headers, details.body)).statusCode).toBe(410);
    const unknown = testPushDevice(publicUrl, `${publicUrl}/sandbox/push/unknown-${randomUUID()}`);
    const unknownDetails = webPushSend(unknown, 'x');
    expect((await post(unknown, unknownDetails.headers, unknownDetails.body)).statusCode).toBe(404);
    const foreign = await app.inject({
      method: 'GET',
      url: `/sandbox/push.json?endpoint=${encodeURIComponent('https://fcm.googleapis.com/fcm/send/x')}`,
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('keeps the latest 100 messages of an endpoint and none older than a day', async () => {
    const device = testPushDevice(publicUrl);
    const id = new URL(device.endpoint).pathname.split('/').pop()!;
    const stale = `stale-${randomUUID()}`;
    await database.query(
      `insert into sandbox_push_messages (endpoint_id, headers, body, received_at)
       select $1, '{}'::jsonb, '\\x00'::bytea, now() - make_interval(mins => n) from generate_series(1, 100) n
       union all select $2, '{}'::jsonb, '\\x00'::bytea, now() - interval '2 days'`,
      [id, stale],
    );
    const details = webPushSend(device, 'the newest');
    expect((await post(device, details.headers, details.body)).statusCode).toBe(201);
    const kept = await received(device);
    expect(kept).toHaveLength(100);
    expect(device.decrypt(kept.at(-1)!.body)).toBe('the newest');
    const { rows } = await database.query<{ n: number }>(
      'select count(*)::integer as n from sandbox_push_messages where endpoint_id = $1',
      [stale],
    );
    expect(rows[0]?.n).toBe(0);
  });
});

describe('the push job', () => {
  it('sends each entry once per device: two devices one each, repeated runs and a repeated event nothing more', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const bystander = await insertTestUser(database, jwtSecret);
    const phone = await subscribed(player);
    const laptop = await subscribed(player);
    const theirs = await subscribed(bystander);
    await resultEntry(player);
    const withdrawalId = randomUUID();
    const notice = { kind: 'payout_paid', userId: player.id, withdrawalId, crystals: 1500 } as const;
    expect(await recordAccountNotice(database, notice)).toBe(true);
    expect(await recordAccountNotice(database, notice)).toBe(false); // the same event again: no entry

    const [first, second] = await Promise.all([sendPushes(deps), sendPushes(deps)]);
    expect(first!.claimed + second!.claimed).toBe(2);
    expect(first!.sent + second!.sent).toBe(4);
    expect((await sendPushes(deps)).claimed).toBe(0);

    for (const device of [phone, laptop]) {
      const messages = await received(device);
      expect(messages).toHaveLength(2);
      const payloads = messages.map((message) =>
        pushPayloadSchema.parse(JSON.parse(device.decrypt(message.body))),
      );
      expect(payloads.map((payload) => payload.url).sort()).toEqual([
        expect.stringMatching(/^\/challenge\/[\w-]+$/),
        '/wallet/transactions',
      ]);
    }
    expect(await received(theirs)).toEqual([]);
    const { rows } = await database.query<{ n: number }>(
      `select count(*)::integer as n from push_deliveries d join push_subscriptions s on s.id = d.subscription_id
        where s.user_id = $1 and d.status = 201`,
      [player.id],
    );
    expect(rows[0]?.n).toBe(4);
  });

  it("says the inbox's words in the player's language: exactly {title, body, url, tag, lang, dir}", async () => {
    const english = await insertTestUser(database, jwtSecret);
    const arabic = await insertTestUser(database, jwtSecret);
    await database.query(`update users set language = 'ar' where id = $1`, [arabic.id]);
    const hindiDevice = await insertTestUser(database, jwtSecret); // no language of their own: the device's
    const englishDevice = await subscribed(english);
    const arabicDevice = await subscribed(arabic, 'en'); // the player's own language wins over the device's
    const hindi = await subscribed(hindiDevice, 'hi');
    const challengeId = await resultEntry(english);
    const arabicChallenge = await resultEntry(arabic);
    await resultEntry(hindiDevice);
    await sendPushes(deps);

    const [englishMessage] = await received(englishDevice);
    expect(JSON.parse(englishDevice.decrypt(englishMessage!.body))).toEqual({
      title: 'Your result',
      body: 'You finished #1 of 2 in «Desert Cup»\nPrize: 1st place ($50.00)\n+100 XP',
      url: `/challenge/${challengeId}`,
      tag: `arena-challenge-${challengeId}`,
      lang: 'en',
      dir: 'ltr',
    });
    const [arabicMessage] = await received(arabicDevice);
    expect(JSON.parse(arabicDevice.decrypt(arabicMessage!.body))).toEqual({
      title: 'نتيجتك',
      body:
        'أنهيت «\u2068Desert Cup\u2069» في المركز 1 من لاعبَين (2)\n' +
        'الجائزة: \u2068المركز 1\u2069 (\u2068$50.00\u2069)\n⁦+100 XP⁩',
      url: `/challenge/${arabicChallenge}`,
      tag: `arena-challenge-${arabicChallenge}`,
      lang: 'ar',
      dir: 'rtl',
    });
    const [hindiMessage] = await received(hindi);
    const hindiPayload = pushPayloadSchema.parse(JSON.parse(hindi.decrypt(hindiMessage!.body)));
    expect(hindiPayload).toMatchObject({ title: 'आपका नतीजा', lang: 'hi', dir: 'ltr' });
  });

  it('deletes a device whose push service answers 404 or 410 and keeps the one that took it', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const good = await subscribed(player);
    const ids = [`gone-${randomUUID()}`, `unknown-${randomUUID()}`];
    for (const id of ids) {
      const device = testPushDevice(publicUrl, `${publicUrl}/sandbox/push/${id}`);
      const response = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: bearer(player),
        payload: { endpoint: device.endpoint, keys: device.keys },
      });
      expect(response.json()).toEqual({ devices: ids.indexOf(id) + 2 });
    }
    await resultEntry(player);
    const run = await sendPushes(deps);
    expect(run).toMatchObject({ claimed: 1, sent: 1, removed: 2, failed: 0 });
    const { rows } = await database.query<{ endpoint: string; last_success_at: Date | null }>(
      'select endpoint, last_success_at from push_subscriptions where user_id = $1',
      [player.id],
    );
    expect(rows.map((row) => row.endpoint)).toEqual([good.endpoint]);
    expect(rows[0]?.last_success_at).not.toBeNull();
    expect(await received(good)).toHaveLength(1);
  });

  it('respects a switch turned off, and skips a start whose challenge already ended', async () => {
    const player = await insertTestUser(database, jwtSecret);
    const device = await subscribed(player);
    await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: bearer(player),
      payload: { result: false },
    });
    await resultEntry(player);
    const ended = await insertChallenge(database, {
      start: new Date(Date.now() - hours(5)),
      durationHours: 4,
      status: 2,
    });
    await database.query(
      `insert into notifications (user_id, challenge_id, kind) values ($1, $2, 'challenge_started')`,
      [player.id, ended],
    );
    const running = await insertChallenge(database, {
      title: 'Night Sprint',
      start: new Date(Date.now() - hours(1)),
      durationHours: 4,
      status: 1,
    });
    await database.query(
      `insert into notifications (user_id, challenge_id, kind) values ($1, $2, 'challenge_ending')`,
      [player.id, running],
    );
    const run = await sendPushes(deps);
    expect(run).toMatchObject({ claimed: 3, sent: 1, skipped: 1 });
    const messages = await received(device);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.headers.urgency).toBe('high');
    expect(JSON.parse(device.decrypt(messages[0]!.body))).toMatchObject({
      title: 'Last hour',
      body: '«Night Sprint» ends in less than an hour',
      url: `/challenge/${running}`,
    });
  });
});
