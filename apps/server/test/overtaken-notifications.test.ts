// Overtaken on a leaderboard (issue 33, docs/decisions/0071-overtaken-notifications.md): scoring a match that
// moves a participant past prize-place holders gives each of them one `challenge_overtaken` entry with their
// new rank (none for those not passed, none outside the prize places, none twice, none for or by an excluded
// participant), written as mailed; the inbox answers it (at once: the ingest's `challenge:<id>` drops the
// kept first page) and the push job sends it in the player's language when their "overtaken" switch is on.
// PGlite by default, PostgreSQL with DATABASE_URL.
import { notificationsResponseSchema, pushPayloadSchema } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { injectFetch } from '../src/http/in-process-fetch';
import { ingestForParticipant } from '../src/matches/ingest';
import type { MatchAccount } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { sendNotificationMail } from '../src/notifications/notification-mail-sender';
import { sendPushes } from '../src/push/push-sender';
import { testPushDevice } from '../../../tests/e2e/support/web-push';
import { hours, insertChallenge, insertPlayers, setScore, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'overtaken-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
const minute = 60_000;
let config: Config;
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  config = testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl });
  app = await buildApp(config, { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const auth = (player: Player) => ({ authorization: `Bearer ${player.token}` });
/** insertPlayers links each player's Riot account as `ext-<id>`. */
const account = (player: Player): MatchAccount => ({
  provider: 'riot',
  externalId: `ext-${player.id}`,
  region: null,
  details: {},
});
/** LoL stats worth exactly 3 × kills points. */
const lol = (kills: number) => ({ kills, deaths: 0, assists: 0, win: false, cs: 0, visionScore: 0 });

async function inbox(player: Player) {
  const response = await app.inject({ url: '/api/notifications', headers: auth(player) });
  expect(response.statusCode).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

/** Every overtaken entry of the challenge: player id → its payload, emailed and pushed stamps. */
async function overtakenEntries(challengeId: string) {
  const { rows } = await database.query<{
    user_id: string;
    payload: unknown;
    mailed: boolean;
    pushed: boolean;
  }>(
    `select user_id, payload, emailed_at = created_at as mailed, pushed_at is not null as pushed
       from notifications where challenge_id = $1 and kind = 'challenge_overtaken'`,
    [challengeId],
  );
  return new Map(rows.map((row) => [row.user_id, row]));
}

const ranks = (entries: Awaited<ReturnType<typeof overtakenEntries>>, players: Record<string, Player>) =>
  Object.fromEntries(
    Object.entries(players).flatMap(([name, player]) => {
      const entry = entries.get(player.id);
      return entry ? [[name, (entry.payload as { rank: number }).rank]] : [];
    }),
  );

describe('challenge_overtaken', () => {
  it('tells each prize-place holder a counted match passed, once, with their new rank', async () => {
    const now = new Date();
    const source = new SandboxMatchSource({ generate: false });
    // Three prize places (50, 25 and 10 USD).
    const challengeId = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Overtake Cup',
      start: new Date(now.getTime() - hours(1)),
      durationHours: 4,
      status: 1,
    });
    const [a, b, c, d, x, m, n] = await insertPlayers(database, jwtSecret, 7);
    const players = { a: a!, b: b!, c: c!, d: d!, x: x!, m: m!, n: n! };
    for (const [index, player] of Object.values(players).entries()) {
      await database.query(
        'insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)',
        [challengeId, player.id, new Date(now.getTime() - hours(2) + index * minute)],
      );
    }
    // A 100, B 50, C 30 hold the prize places; D 20 does not; X (40) is excluded: no rank at all.
    await setScore(database, challengeId, a!.id, 100);
    await setScore(database, challengeId, b!.id, 50);
    await setScore(database, challengeId, c!.id, 30);
    await setScore(database, challengeId, d!.id, 20);
    await setScore(database, challengeId, x!.id, 40, 1, 0, true);
    const play = async (player: Player, kills: number, minutesAgo: number) => {
      source.addMatch(account(player), 'lol', {
        stats: lol(kills),
        startedAt: new Date(now.getTime() - minutesAgo * minute),
      });
      return ingestForParticipant(database, source, challengeId, player.id, now);
    };

    // The first page of A's inbox is kept from here on (inbox-cache.ts).
    expect((await inbox(a!)).items).toEqual([]);

    // M scores 45: passes C (3rd → 4th) and D (outside the prizes) and X (excluded); not B, not A.
    expect(await play(m!, 15, 40)).toMatchObject({ counted: 1, score: 45 });
    expect(ranks(await overtakenEntries(challengeId), players)).toEqual({ c: 4 });

    // N scores 60: passes B (2nd → 3rd), M (3rd → 4th) and C (already 4th: outside the prizes, and told).
    expect(await play(n!, 20, 35)).toMatchObject({ counted: 1, score: 60 });
    expect(ranks(await overtakenEntries(challengeId), players)).toEqual({ c: 4, b: 3, m: 4 });

    // M scores 60 more (105): passes A (1st → 2nd), N (2nd → 3rd) and B again (told already: nothing new).
    expect(await play(m!, 20, 20)).toMatchObject({ counted: 1, score: 105 });
    const entries = await overtakenEntries(challengeId);
    expect(ranks(entries, players)).toEqual({ c: 4, b: 3, m: 4, a: 2, n: 3 });
    // Figures only, mailed at creation (never mailed), not pushed yet.
    for (const entry of entries.values()) {
      expect(entry.payload).toEqual({ rank: expect.any(Number) });
      expect(entry).toMatchObject({ mailed: true, pushed: false });
    }

    // An excluded participant is never scored, so passes nobody; a scoring that moves nobody ahead (D has no
    // counted match: their total is their matches', 0) tells nobody.
    source.addMatch(account(x!), 'lol', { stats: lol(50), startedAt: new Date(now.getTime() - 10 * minute) });
    expect(await ingestForParticipant(database, source, challengeId, x!.id, now)).toBeUndefined();
    expect(await ingestForParticipant(database, source, challengeId, d!.id, now)).toMatchObject({
      counted: 0,
      score: 0,
    });
    expect((await overtakenEntries(challengeId)).size).toBe(5);

    // The inbox answers it at once (the ingest published challenge:<id>), with the rank and nobody's name.
    const page = await inbox(a!);
    expect(page.unreadCount).toBe(1);
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        kind: 'challenge_overtaken',
        challengeId,
        challengeTitle: 'Overtake Cup',
        gameId: 'lol',
        createdAt: now.toISOString(),
        readAt: null,
        endTime: new Date(now.getTime() + hours(3)).toISOString(),
        result: null,
        refundedGCoins: null,
        rejectionReason: null,
        payout: null,
        overtaken: { rank: 2 },
      },
    ]);
    // D was never in the prize places: nothing.
    expect((await inbox(d!)).items).toEqual([]);

    // The mail job sends none of them.
    const mail = { sendMail: vi.fn(() => Promise.resolve()) };
    const quiet = { info: vi.fn(), error: vi.fn() };
    const run = await sendNotificationMail({ database, mail, publicUrl, secret: jwtSecret, log: quiet });
    expect(run).toEqual({ claimed: 0, sent: 0, skipped: 0, failed: 0 });
    expect(mail.sendMail).not.toHaveBeenCalled();
  });
});

describe('the overtaken push', () => {
  it('goes to each player whose switch is on, in their language; none when it is off', async () => {
    const now = new Date();
    const source = new SandboxMatchSource({ generate: false });
    const challengeId = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Push Cup',
      start: new Date(now.getTime() - hours(1)),
      durationHours: 4,
      status: 1,
    });
    const [leader, second, third, mover] = await insertPlayers(database, jwtSecret, 4);
    for (const [index, player] of [leader!, second!, third!, mover!].entries()) {
      await database.query(
        'insert into challenge_participants (challenge_id, user_id, created_at) values ($1, $2, $3)',
        [challengeId, player.id, new Date(now.getTime() - hours(2) + index * minute)],
      );
    }
    await setScore(database, challengeId, leader!.id, 30);
    await setScore(database, challengeId, second!.id, 20);
    await setScore(database, challengeId, third!.id, 10);
    await database.query(`update users set language = 'ar' where id = $1`, [second!.id]);
    const subscribe = async (player: Player) => {
      const device = testPushDevice(publicUrl);
      const response = await app.inject({
        method: 'POST',
        url: '/api/push/subscriptions',
        headers: auth(player),
        payload: { endpoint: device.endpoint, keys: device.keys },
      });
      expect(response.statusCode).toBe(201);
      return device;
    };
    const leaderDevice = await subscribe(leader!);
    const secondDevice = await subscribe(second!);
    const thirdDevice = await subscribe(third!);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/push/preferences',
      headers: auth(third!),
      payload: { overtaken: false },
    });
    expect(off.statusCode).toBe(200);

    source.addMatch(account(mover!), 'lol', {
      stats: lol(20),
      startedAt: new Date(now.getTime() - 30 * minute),
    });
    expect(await ingestForParticipant(database, source, challengeId, mover!.id, now)).toMatchObject({
      score: 60,
    });
    const run = await sendPushes({
      database,
      vapid: config.push,
      fetch: injectFetch(app, 'en'),
      log: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
    });
    // (the first test's entries are claimed too: their players have no device)
    expect(run).toMatchObject({ sent: 2, failed: 0 });

    const received = async (endpoint: string) => {
      const response = await app.inject({
        url: `/sandbox/push.json?endpoint=${encodeURIComponent(endpoint)}`,
      });
      return (response.json() as { data: { headers: Record<string, string>; body: string }[] }).data;
    };
    const [message, ...more] = await received(leaderDevice.endpoint);
    expect(more).toEqual([]);
    expect(message?.headers.urgency).toBe('normal');
    // Held by the push service until the challenge ends at most.
    expect(Number(message?.headers.ttl)).toBeLessThanOrEqual(3 * 3600);
    expect(pushPayloadSchema.parse(JSON.parse(leaderDevice.decrypt(message!.body)))).toEqual({
      title: 'You were overtaken',
      body: 'Someone passed you in «Push Cup»: you are now #2',
      url: `/challenge/${challengeId}`,
      tag: `arena-challenge-${challengeId}`,
      lang: 'en',
      dir: 'ltr',
    });
    // The second reads Arabic: the inbox's Arabic words, the Latin title isolated.
    const [arabic] = await received(secondDevice.endpoint);
    expect(JSON.parse(secondDevice.decrypt(arabic!.body))).toMatchObject({
      title: 'تجاوزك لاعب في الترتيب',
      body: 'تجاوزك لاعب في «\u2068Push Cup\u2069»، وأصبحت في المركز 3',
      lang: 'ar',
      dir: 'rtl',
    });
    // The third's switch is off: their entry is in the inbox, and nothing was pushed.
    expect(await received(thirdDevice.endpoint)).toEqual([]);
    expect((await inbox(third!)).items.map((item) => item.overtaken)).toEqual([{ rank: 4 }]);
  });
});
