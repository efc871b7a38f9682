// Notifications (issue 16, docs/decisions/0034-notifications.md): inbox entries when a joined challenge
// starts, an hour before it ends, with its result and when the lifecycle voids it, each made once even when
// two lifecycle runs race; mail in the player's stored language, once, never after unsubscribing; the
// inbox routes (pages, read marks, settings, unsubscribe with a token and RFC 8058 one-click) and the
// player's language. PGlite by default, PostgreSQL with DATABASE_URL.
import { notificationsResponseSchema, type Notification } from '@arena/contract';
import { challengeEndingNoticeMs } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { signAccessToken } from '../src/auth/access-token';
import { challengeXp, participationXp } from '../src/challenges/challenge-xp';
import { enrolInChallenge } from '../src/challenges/enrolment';
import { runChallengeLifecycle, type LifecycleNotify } from '../src/challenges/scheduler';
import type { Database } from '../src/db/database';
import type { MailMessage } from '../src/mail/mail-provider';
import { notificationMail } from '../src/mail/notification-mail';
import { createSandboxMailProvider, listSandboxMail } from '../src/mail/sandbox-mail';
import {
  sendNotificationMail,
  type NotificationMailDeps,
} from '../src/notifications/notification-mail-sender';
import { createEndingNotices, startChallengesWithNotices } from '../src/notifications/notification-store';
import { createUnsubscribeToken } from '../src/notifications/unsubscribe-token';
import { seedDemo } from '../src/seed/seed-demo';
import { register, registration } from './support/auth-test-app';
import { hours, insertChallenge, insertPlayers, setScore, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'notifications-secret-'.padEnd(48, 'x');
const publicUrl = 'https://arena.example';
const minute = 60_000;
let database: TestDatabase;
let second: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  second = await database.secondHandle();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl }), { database });
});

afterAll(async () => {
  await app.close();
  await second.close();
  await database.close();
});

const quiet = { info: () => {}, error: () => {} };

function recordingMail() {
  const sent: MailMessage[] = [];
  return { sent, sendMail: async (message: MailMessage) => void sent.push(message) };
}

function lifecycleNotify(): LifecycleNotify & { sent: MailMessage[] } {
  const mail = recordingMail();
  return { sent: mail.sent, mail, publicUrl, log: quiet };
}

function mailDeps(db: Database, mail = recordingMail()): NotificationMailDeps & { sent: MailMessage[] } {
  return { database: db, mail, sent: mail.sent, publicUrl, secret: jwtSecret, log: quiet };
}

const auth = (player: Player) => ({ authorization: `Bearer ${player.token}` });

async function inbox(player: Player, cursor?: string) {
  const response = await app.inject({
    url: `/api/notifications${cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`}`,
    headers: auth(player),
  });
  expect(response.statusCode).toBe(200);
  return notificationsResponseSchema.parse(response.json());
}

async function rowsOf(challengeId: string) {
  const { rows } = await database.query<{ user_id: string; kind: string }>(
    'select user_id, kind from notifications where challenge_id = $1 order by kind, user_id',
    [challengeId],
  );
  return rows;
}

async function emailOf(player: Player): Promise<string> {
  const { rows } = await database.query<{ email: string }>('select email from users where id = $1', [
    player.id,
  ]);
  return rows[0]!.email;
}

/** Settles every pending mail (other tests' entries too) so a test sees only its own. */
async function drainMail() {
  await sendNotificationMail(mailDeps(database), new Date(0), { batches: 1000 });
}

/** A challenge `players` joined, starting at `start` (1 GCoin to enter; prizes by rank in cents). */
async function joinedChallenge(start: Date, players: Player[], prizes: number[] = [5_000]) {
  const challengeId = await insertChallenge(database, {
    start,
    durationHours: 24,
    prizes,
    title: 'Night Cup',
  });
  for (const player of players) {
    const enrolled = await enrolInChallenge(database, {
      userId: player.id,
      challengeId,
      now: new Date(start.getTime() - hours(1)),
    });
    expect(enrolled.success).toBe(true);
  }
  return challengeId;
}

describe('entries made by the lifecycle', () => {
  it('started, ending and result entries are made once each even when two runs race, with the finish’s figures', async () => {
    const [winner, runnerUp, excluded] = await insertPlayers(database, jwtSecret, 3, { gCoins: 2 });
    const start = new Date(Date.now() + hours(2));
    const end = new Date(start.getTime() + hours(24));
    const challengeId = await joinedChallenge(start, [winner!, runnerUp!, excluded!]);

    const atStart = new Date(start.getTime() + minute);
    const [a, b] = await Promise.all([
      runChallengeLifecycle(database, atStart, lifecycleNotify()),
      runChallengeLifecycle(second, atStart, lifecycleNotify()),
    ]);
    expect(a.started + b.started).toBe(1);
    expect((await rowsOf(challengeId)).map((row) => row.kind)).toEqual(Array(3).fill('challenge_started'));

    // Not yet: more than an hour before the end.
    expect(
      await createEndingNotices(database, new Date(end.getTime() - challengeEndingNoticeMs - minute)),
    ).toBe(0);
    const lastHour = new Date(end.getTime() - 30 * minute);
    const made = await Promise.all([
      createEndingNotices(database, lastHour),
      createEndingNotices(second, lastHour),
      runChallengeLifecycle(second, lastHour, lifecycleNotify()).then((run) => run.endingNotices),
    ]);
    expect(made.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(await createEndingNotices(database, new Date(end.getTime() - minute))).toBe(0);

    await setScore(database, challengeId, winner!.id, 120, 2);
    await setScore(database, challengeId, runnerUp!.id, 40, 1);
    await setScore(database, challengeId, excluded!.id, 500, 3, 0, true);
    const afterEnd = new Date(end.getTime() + minute);
    await Promise.all([
      runChallengeLifecycle(database, afterEnd, lifecycleNotify()),
      runChallengeLifecycle(second, afterEnd, lifecycleNotify()),
    ]);
    await runChallengeLifecycle(database, new Date(end.getTime() + 2 * minute), lifecycleNotify());
    const kinds = (await rowsOf(challengeId)).map((row) => row.kind);
    expect(kinds).toEqual([
      ...Array(3).fill('challenge_ending'),
      ...Array(3).fill('challenge_result'),
      ...Array(3).fill('challenge_started'),
    ]);

    const winnerXp = challengeXp({ rank: 1, isWinner: true, booster: false });
    const common = {
      challengeId,
      challengeTitle: 'Night Cup',
      gameId: 'valorant',
      readAt: null,
      endTime: end.toISOString(),
      refundedGCoins: null,
      // Account entries' fields (decision 0047): null on a challenge entry.
      rejectionReason: null,
      payout: null,
      // The overtaken entry's rank (decision 0071): null on the other kinds.
      overtaken: null,
    };
    const mine = await inbox(winner!);
    expect(mine.unreadCount).toBe(3);
    expect(mine.nextCursor).toBeNull();
    expect(mine.items.map(({ id: _id, ...rest }) => rest)).toEqual([
      {
        ...common,
        kind: 'challenge_result',
        createdAt: afterEnd.toISOString(),
        result: { rank: 1, players: 2, prize: { title: 'Prize 1', value: 50 }, xp: winnerXp },
      },
      { ...common, kind: 'challenge_ending', createdAt: lastHour.toISOString(), result: null },
      { ...common, kind: 'challenge_started', createdAt: atStart.toISOString(), result: null },
    ]);
    // The figures are what the finish wrote: the XP is the player's whole XP (they started at 0).
    const { rows: xp } = await database.query<{ id: string; xp_total: string | number }>(
      'select id, xp_total from users where id = any($1::uuid[])',
      [[winner!.id, runnerUp!.id, excluded!.id]],
    );
    const xpOf = (player: Player) => Number(xp.find((row) => row.id === player.id)!.xp_total);
    expect(xpOf(winner!)).toBe(winnerXp);
    expect((await inbox(runnerUp!)).items[0]!.result).toEqual({
      rank: 2,
      players: 2,
      prize: null,
      xp: participationXp,
    });
    expect(xpOf(runnerUp!)).toBe(participationXp);
    expect((await inbox(excluded!)).items[0]!.result).toEqual({ rank: null, players: 2, prize: null, xp: 0 });
    expect(xpOf(excluded!)).toBe(0);
  });

  it('a void by the lifecycle makes challenge_voided entries once, and mails in the stored language', async () => {
    const [paid, other] = await insertPlayers(database, jwtSecret, 2, { gCoins: 2 });
    const start = new Date(Date.now() + hours(30));
    const challengeId = await joinedChallenge(start, [paid!, other!]);
    await database.query('update challenges set min_players = 3 where id = $1', [challengeId]);
    // A Saudi country would guess Arabic; the stored choice (Hindi) wins.
    await database.query(`update users set country = 'SA', language = 'hi' where id = $1`, [paid!.id]);
    const atStart = new Date(start.getTime() + minute);
    const notifyA = lifecycleNotify();
    const notifyB = lifecycleNotify();
    await Promise.all([
      runChallengeLifecycle(database, atStart, notifyA),
      runChallengeLifecycle(second, atStart, notifyB),
    ]);
    expect((await rowsOf(challengeId)).map((row) => row.kind)).toEqual([
      'challenge_voided',
      'challenge_voided',
    ]);
    const [entry] = (await inbox(paid!)).items;
    expect(entry).toMatchObject({ kind: 'challenge_voided', challengeId, refundedGCoins: 1, result: null });
    const address = await emailOf(paid!);
    const toPaid = [...notifyA.sent, ...notifyB.sent].filter((mail) => mail.to === address);
    expect(toPaid).toHaveLength(1);
    expect(toPaid[0]!.subject).toBe('चुनौती रद्द: Night Cup');
    // The void mails itself: the sender has nothing to send for these entries.
    const deps = mailDeps(database);
    await sendNotificationMail(deps, atStart, { batches: 1000 });
    expect(deps.sent.filter((mail) => mail.to === address)).toEqual([]);
  });
});

describe('notification mail', () => {
  it('sends each entry once in the stored language (Arabic: rtl), with the challenge and unsubscribe links', async () => {
    await drainMail();
    const [arabic, english] = await insertPlayers(database, jwtSecret, 2, { gCoins: 2 });
    await database.query(`update users set language = 'ar' where id = $1`, [arabic!.id]);
    const start = new Date(Date.now() + hours(60));
    const challengeId = await joinedChallenge(start, [arabic!, english!]);
    const atStart = new Date(start.getTime() + minute);
    // Only the start: other tests' challenges are left as they are.
    await startChallengesWithNotices(database, atStart);

    const one = mailDeps(database);
    const two = mailDeps(second);
    const [first, other] = await Promise.all([
      sendNotificationMail(one, atStart, { batchSize: 1 }),
      sendNotificationMail(two, atStart, { batchSize: 1 }),
    ]);
    expect(first.sent + other.sent).toBe(2);
    const again = mailDeps(database);
    expect(await sendNotificationMail(again, atStart)).toEqual({
      claimed: 0,
      sent: 0,
      skipped: 0,
      failed: 0,
    });
    const sent = [...one.sent, ...two.sent];
    expect(sent).toHaveLength(2);

    const toArabic = sent.find((mail) => mail.to === `${''}${mail.to}` && mail.subject.startsWith('بدأ'))!;
    expect(toArabic.to).toBe(await emailOf(arabic!));
    expect(toArabic.subject).toBe('بدأ التحدي: Night Cup');
    expect(toArabic.html).toContain('<div dir="rtl" lang="ar">');
    expect(toArabic.text).toContain(`${publicUrl}/challenge/${challengeId}`);
    const token = createUnsubscribeToken(jwtSecret, arabic!.id);
    expect(toArabic.text).toContain(`${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(toArabic.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const toEnglish = sent.find((mail) => mail.to !== toArabic.to)!;
    expect(toEnglish.to).toBe(await emailOf(english!));
    expect(toEnglish.subject).toBe('Night Cup has started');
    expect(toEnglish.html).toContain('<div dir="ltr" lang="en">');
  });

  it('sends nothing after an unsubscribe or with email off, while the inbox still records', async () => {
    await drainMail();
    const [unsubscribed, mailOff, mailOn] = await insertPlayers(database, jwtSecret, 3, { gCoins: 2 });
    const token = createUnsubscribeToken(jwtSecret, unsubscribed!.id);
    const byLink = await app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      payload: { token },
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json()).toEqual({ email: false });
    const off = await app.inject({
      method: 'PUT',
      url: '/api/notifications/settings',
      headers: auth(mailOff!),
      payload: { email: false },
    });
    expect(off.json()).toEqual({ email: false });
    const settings = await app.inject({ url: '/api/notifications/settings', headers: auth(mailOff!) });
    expect(settings.json()).toEqual({ email: false });
    expect((await app.inject({ url: '/api/notifications/settings', headers: auth(mailOn!) })).json()).toEqual(
      { email: true },
    );

    const start = new Date(Date.now() + hours(90));
    await joinedChallenge(start, [unsubscribed!, mailOff!, mailOn!]);
    const atStart = new Date(start.getTime() + minute);
    // Only the start: other tests' challenges are left as they are.
    await startChallengesWithNotices(database, atStart);
    const deps = mailDeps(database);
    expect(await sendNotificationMail(deps, atStart)).toEqual({ claimed: 3, sent: 1, skipped: 2, failed: 0 });
    expect(deps.sent.map((mail) => mail.to)).toEqual([await emailOf(mailOn!)]);
    for (const player of [unsubscribed!, mailOff!]) {
      expect((await inbox(player)).items.map((item) => item.kind)).toEqual(['challenge_started']);
    }
  });

  it('keeps draining a large batch over several runs, and a sandbox mail keeps its headers', async () => {
    await drainMail();
    const players = await insertPlayers(database, jwtSecret, 7, { gCoins: 2 });
    const start = new Date(Date.now() + hours(120));
    await joinedChallenge(start, players);
    const atStart = new Date(start.getTime() + minute);
    // Only the start: other tests' challenges are left as they are.
    await startChallengesWithNotices(database, atStart);
    const sandbox: NotificationMailDeps = {
      ...mailDeps(database),
      mail: createSandboxMailProvider(database),
    };
    expect(await sendNotificationMail(sandbox, atStart, { batchSize: 3, batches: 2 })).toMatchObject({
      sent: 6,
    });
    expect(await sendNotificationMail(sandbox, atStart, { batchSize: 3, batches: 2 })).toMatchObject({
      sent: 1,
    });
    const [stored] = await listSandboxMail(database, { mailbox: 'all', to: await emailOf(players[0]!) });
    expect(stored!.headers).toEqual({
      'List-Unsubscribe': `<${publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(
        createUnsubscribeToken(jwtSecret, players[0]!.id),
      )}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('the unsubscribe link', () => {
  it('refuses a forged or altered token with 400 and the catalogue key', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const forged = createUnsubscribeToken('another-secret'.padEnd(48, 'y'), player!.id);
    const real = createUnsubscribeToken(jwtSecret, player!.id);
    const altered = `${real.slice(0, -2)}${real.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [forged, altered, 'nonsense', `${player!.id}.`, '']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/notifications/unsubscribe',
        payload: { token },
      });
      expect(response.statusCode, token).toBe(400);
      expect(response.json()).toMatchObject({
        status: 'error',
        messageKey: 'notifications.invalidUnsubscribeToken',
        message: 'This unsubscribe link is not valid. Sign in to change your email settings.',
      });
    }
    const { rows } = await database.query<{ notify_email: boolean }>(
      'select notify_email from users where id = $1',
      [player!.id],
    );
    expect(rows[0]!.notify_email).toBe(true);
  });

  it('takes the RFC 8058 one-click post: the token in the query, the form body', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const token = createUnsubscribeToken(jwtSecret, player!.id);
    const response = await app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: false });
    const noToken = await app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(noToken.statusCode).toBe(400);
    const { rows } = await database.query<{ notify_email: boolean }>(
      'select notify_email from users where id = $1',
      [player!.id],
    );
    expect(rows[0]!.notify_email).toBe(false);
  });
});

describe('the inbox', () => {
  /** `count` entries for the player, on distinct challenges, created one minute apart (two share a time). */
  async function seedEntries(player: Player, count: number) {
    const base = new Date('2026-05-01T10:00:00.000Z').getTime();
    const start = new Date(Date.now() + hours(200));
    for (let index = 0; index < count; index++) {
      const challengeId = await insertChallenge(database, { start, title: `Cup ${index}` });
      const at = new Date(base + Math.min(index, count - 2) * minute);
      await database.query(
        `insert into notifications (user_id, challenge_id, kind, created_at, emailed_at)
         values ($1, $2, 'challenge_started', $3, $3)`,
        [player.id, challengeId, at],
      );
    }
  }

  it('pages newest first, 20 a page, with an opaque cursor; a bad cursor is a 400; a visitor gets 401', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    await seedEntries(player!, 25);
    const first = await inbox(player!);
    expect(first.items).toHaveLength(20);
    expect(first.unreadCount).toBe(25);
    expect(first.nextCursor).toEqual(expect.any(String));
    const rest = await inbox(player!, first.nextCursor!);
    expect(rest.items).toHaveLength(5);
    expect(rest.nextCursor).toBeNull();
    const all: Notification[] = [...first.items, ...rest.items];
    expect(new Set(all.map((item) => item.id)).size).toBe(25);
    const order = [...all].sort((a, b) =>
      a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1,
    );
    expect(all.map((item) => item.id)).toEqual(order.map((item) => item.id));
    // Cups 23 and 24 share a time: the id settles their order; Cup 22 is a minute older.
    expect(
      all
        .slice(0, 2)
        .map((item) => item.challengeTitle)
        .sort(),
    ).toEqual(['Cup 23', 'Cup 24']);
    expect(all[2]!.challengeTitle).toBe('Cup 22');

    const bad = await app.inject({ url: '/api/notifications?cursor=not-a-cursor', headers: auth(player!) });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('marks given ids read, ignores ids that are not the caller’s, then marks all', async () => {
    const [player, stranger] = await insertPlayers(database, jwtSecret, 2);
    await seedEntries(player!, 3);
    await seedEntries(stranger!, 2);
    const mine = (await inbox(player!)).items;
    const theirs = (await inbox(stranger!)).items;
    const read = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: auth(player!),
      payload: { ids: [mine[0]!.id, theirs[0]!.id, 'not-an-id'] },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 2 });
    const after = await inbox(player!);
    expect(after.items.map((item) => item.readAt !== null)).toEqual([true, false, false]);
    expect((await inbox(stranger!)).unreadCount).toBe(2);

    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: auth(player!),
      payload: {},
    });
    expect(all.json()).toEqual({ unreadCount: 0 });
    expect((await inbox(stranger!)).unreadCount).toBe(2);
    const strangerTries = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: auth(stranger!),
      payload: { ids: [mine[1]!.id] },
    });
    expect(strangerTries.json()).toEqual({ unreadCount: 2 });
  });
});

describe('the player’s language', () => {
  it('PUT /api/me/language stores it and the next mail uses it; registration stores one too', async () => {
    await drainMail();
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 2 });
    const set = await app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: auth(player!),
      payload: { language: 'ur' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ language: 'ur' });
    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: auth(player!),
      payload: { language: 'fr' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await app.inject({ method: 'PUT', url: '/api/me/language', payload: { language: 'ar' } })).statusCode,
    ).toBe(401);
    const start = new Date(Date.now() + hours(150));
    const challengeId = await joinedChallenge(start, [player!]);
    await database.query('update challenges set min_players = 1 where id = $1', [challengeId]);
    const atStart = new Date(start.getTime() + minute);
    // Only the start: other tests' challenges are left as they are.
    await startChallengesWithNotices(database, atStart);
    const deps = mailDeps(database);
    await sendNotificationMail(deps, atStart);
    expect(deps.sent.map((mail) => [mail.subject, mail.html.split('\n')[0]])).toEqual([
      ['Night Cup شروع ہو گیا ہے', '<div dir="rtl" lang="ur">'],
    ]);

    const body = registration({ language: 'hi' });
    expect((await register(app, body)).statusCode).toBe(201);
    const { rows } = await database.query<{ language: string | null }>(
      'select language from users where lower(email) = lower($1)',
      [body.email],
    );
    expect(rows).toEqual([{ language: 'hi' }]);
  });
});

describe('demo notifications (SEED_DEMO)', () => {
  it('the demo player’s inbox holds every kind, and the seeded history sends no mail', async () => {
    const demo = await createTestDatabase();
    try {
      expect(await seedDemo({ info: () => {} }, demo)).toContain('notifications');
      const demoApp = await buildApp(testConfig({ JWT_SECRET: jwtSecret, PUBLIC_URL: publicUrl }), {
        database: demo,
      });
      try {
        const { rows } = await demo.query<{ id: string }>(
          `select id from users where email = 'player@arena.gg'`,
        );
        const token = await signAccessToken(rows[0]!.id, jwtSecret);
        const response = await demoApp.inject({
          url: '/api/notifications',
          headers: { authorization: `Bearer ${token}` },
        });
        const page = notificationsResponseSchema.parse(response.json());
        expect(new Set(page.items.map((item) => item.kind))).toEqual(
          new Set([
            'challenge_started',
            'challenge_ending',
            'challenge_result',
            'challenge_voided',
            'challenge_overtaken',
          ]),
        );
        // Passed while 1st in the Premier Cup (decision 0071): read, its rank only.
        expect(
          page.items
            .filter((item) => item.kind === 'challenge_overtaken')
            .map((item) => [item.challengeTitle, item.readAt === null, item.overtaken]),
        ).toEqual([['Valorant Premier Cup', false, { rank: 2 }]]);
        // The results the seeded finishes wrote for the Valorant Premier Cup (2nd) and Daily Grind (7th).
        expect(page.unreadCount).toBe(2);
        expect(
          page.items
            .filter((item) => item.kind === 'challenge_result')
            .map((item) => [item.challengeTitle, item.readAt, item.result])
            // Both finished in the same instant: their order between them is the ids'.
            .sort(([a], [b]) => String(a).localeCompare(String(b))),
        ).toEqual([
          ['Valorant Daily Grind', null, { rank: 7, players: 13, prize: null, xp: 50 }],
          [
            'Valorant Premier Cup',
            null,
            { rank: 2, players: 13, prize: { title: '2nd place', value: 50 }, xp: 150 },
          ],
        ]);
      } finally {
        await demoApp.close();
      }
      const deps = mailDeps(demo);
      expect(await sendNotificationMail(deps)).toEqual({ claimed: 0, sent: 0, skipped: 0, failed: 0 });
    } finally {
      await demo.close();
    }
  });
});

describe('the result mail', () => {
  const base = {
    to: 'nadia@example.test',
    name: 'Nadia',
    challengeTitle: 'Night Cup',
    challengeLink: `${publicUrl}/challenge/c1`,
    unsubscribeLink: `${publicUrl}/unsubscribe?token=t`,
    oneClickUrl: `${publicUrl}/api/notifications/unsubscribe?token=t`,
  };
  const endTime = new Date('2026-11-27T18:00:00.000Z');

  it('words rank, prize and XP in English, and a non-winner without a prize', () => {
    const won = notificationMail({
      ...base,
      language: 'en',
      notification: {
        kind: 'challenge_result',
        endTime,
        result: { rank: 1, players: 12, prize: { title: '1st place', cents: 5_050 }, xp: 200 },
      },
    });
    expect(won.subject).toBe('Your result in Night Cup');
    expect(won.text.split('\n')).toEqual([
      'Hello Nadia,',
      '',
      'The challenge “Night Cup” you joined on Arena has finished.',
      'You finished in place 1 of 12 ranked players.',
      'You won 1st place, worth $50.50. The crystals are in your wallet.',
      'XP earned: 200.',
      '',
      `The challenge: ${publicUrl}/challenge/c1`,
      '',
      'You get this email because you joined this challenge.',
      `Stop these emails: ${publicUrl}/unsubscribe?token=t`,
    ]);
    const lost = notificationMail({
      ...base,
      language: 'en',
      notification: {
        kind: 'challenge_result',
        endTime,
        result: { rank: 1, players: 1, prize: null, xp: 50 },
      },
    });
    expect(lost.text).toContain(
      'You finished in place 1 of 1 ranked player.\nNo prize this time.\nXP earned: 50.',
    );
    const excluded = notificationMail({
      ...base,
      language: 'en',
      notification: {
        kind: 'challenge_result',
        endTime,
        result: { rank: null, players: 5, prize: null, xp: 0 },
      },
    });
    expect(excluded.text).toContain('You were not ranked in this challenge.');
  });

  it('takes the Arabic plural form for the number of players, right to left', () => {
    const two = notificationMail({
      ...base,
      language: 'ar',
      notification: {
        kind: 'challenge_result',
        endTime,
        result: { rank: 2, players: 2, prize: null, xp: 50 },
      },
    });
    expect(two.subject).toBe('نتيجتك في Night Cup');
    expect(two.text).toContain('حللت في المركز 2 من بين لاعبَين مصنَّفَين.');
    expect(two.html.startsWith('<div dir="rtl" lang="ar">')).toBe(true);
    const eleven = notificationMail({
      ...base,
      language: 'ar',
      notification: {
        kind: 'challenge_result',
        endTime,
        result: { rank: 3, players: 11, prize: null, xp: 50 },
      },
    });
    expect(eleven.text).toContain('حللت في المركز 3 من بين 11 لاعبًا مصنَّفًا.');
  });
});
