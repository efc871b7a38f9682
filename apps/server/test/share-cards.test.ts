// Share cards (issue 33, docs/decisions/0067-share-cards.md): a 1200×630 PNG for a public profile and for a
// player's result in a finished challenge, in the reader's language, drawn once per picture (ETag, 304), a
// new picture when the result changes; the catalogue's not-found errors for unknown ids. With
// SHARE_CARD_SCREENSHOTS=1 the run also writes the cards of docs/screenshots/share-card-*.png.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { challengeTopics } from '../src/db/change-feed';
import { ShareCards } from '../src/share/share-cards';
import { insertChallenge, setScore } from './support/challenge-fixtures';
import { errorAnswer } from './support/error-answer';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser, type TestUser } from './support/users-fixtures';

const config = testConfig({
  JWT_SECRET: 'share-cards-'.padEnd(48, 'x'),
  PUBLIC_URL: 'https://arena.example',
});
const screenshots = process.env.SHARE_CARD_SCREENSHOTS === '1';
const hour = 3_600_000;
let database: TestDatabase;
let app: FastifyInstance;
const players: Record<string, TestUser> = {};
let finished: string;
let running: string;

const stats = (total: number, won: number, earningsCents: number) => ({
  total,
  won,
  lost: total - won,
  earningsCents,
});

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
  players.layla = await insertTestUser(database, config.jwtSecret, {
    name: 'ليلى الحربي',
    xp: 42_000,
    stats: stats(24, 15, 125_000),
  });
  players.jordan = await insertTestUser(database, config.jwtSecret, {
    name: 'Jordan Blake',
    xp: 9_500,
    stats: stats(12, 5, 32_550),
  });
  players.priya = await insertTestUser(database, config.jwtSecret, {
    name: 'प्रिया शर्मा',
    xp: 3_000,
    earningsPrivate: true,
    stats: stats(6, 2, 1_000),
  });
  players.aisha = await insertTestUser(database, config.jwtSecret, { name: 'عائشہ خان', xp: 700 });
  players.outsider = await insertTestUser(database, config.jwtSecret, { name: 'Not Entered' });
  finished = await insertChallenge(database, {
    gameId: 'valorant',
    title: 'Valorant Premier Cup',
    start: new Date(Date.now() - 80 * hour),
    prizes: [5_000, 2_500, 1_000],
    status: 2,
  });
  await database.query('update challenges set finished_at = now() where id = $1', [finished]);
  running = await insertChallenge(database, { gameId: 'lol', start: new Date(Date.now() - hour), status: 1 });
  for (const [key, score] of [
    ['layla', 900],
    ['jordan', 1_200],
    ['priya', 300],
  ] as const) {
    for (const challenge of [finished, running]) {
      await database.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
        challenge,
        players[key]!.id,
      ]);
      await setScore(database, challenge, players[key]!.id, score, 3);
    }
  }
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** The PNG's signature and the width and height its IHDR chunk declares. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

function expectCard(response: LightMyRequestResponse): Buffer {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('public, max-age=300');
  expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
  const body = response.rawPayload;
  expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
  return body;
}

const profileCard = (id: string, query = '', headers: Record<string, string> = {}) =>
  app.inject({ url: `/api/share/profile/${id}/card${query}`, headers });
const resultCard = (challengeId: string, userId: string, query = '') =>
  app.inject({ url: `/api/share/challenge/${challengeId}/players/${userId}/card${query}` });

function keep(name: string, body: Buffer) {
  if (!screenshots) return;
  const dir = path.join(import.meta.dirname, '../../../docs/screenshots');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), body);
}

describe('GET /api/share/profile/:id/card', () => {
  it('answers a 1200×630 PNG in each language, each a different picture', async () => {
    const bodies = new Map<string, Buffer>();
    for (const lang of ['en', 'ar', 'hi', 'ur']) {
      const response = await profileCard(players.layla!.id, `?lang=${lang}`);
      bodies.set(lang, expectCard(response));
      // The language is in the address: the answer does not vary by the reader's headers.
      expect(response.headers.vary).toBeUndefined();
    }
    expect(new Set([...bodies.values()].map((body) => body.toString('base64'))).size).toBe(4);
    keep('share-card-profile-ar.png', bodies.get('ar')!);
    keep('share-card-profile-en.png', expectCard(await profileCard(players.jordan!.id, '?lang=en')));
    keep('share-card-profile-hi.png', expectCard(await profileCard(players.priya!.id, '?lang=hi')));
    keep('share-card-profile-ur.png', expectCard(await profileCard(players.aisha!.id, '?lang=ur')));
  });

  it('follows the language cookie, then Accept-Language, without ?lang=, and says it varies by them', async () => {
    const arabic = expectCard(await profileCard(players.jordan!.id, '?lang=ar'));
    const byCookie = await profileCard(players.jordan!.id, '', { cookie: 'arena_lang=ar' });
    expect(expectCard(byCookie)).toEqual(arabic);
    expect(byCookie.headers.vary).toBe('Accept-Language, Cookie');
    const byHeader = await profileCard(players.jordan!.id, '', { 'accept-language': 'ar-SA,en;q=0.5' });
    expect(expectCard(byHeader)).toEqual(arabic);
    const english = expectCard(await profileCard(players.jordan!.id, '?lang=en'));
    expect(expectCard(await profileCard(players.jordan!.id))).toEqual(english);
  });

  it('answers the same bytes and ETag while nothing changed, and 304 to a reader holding it', async () => {
    const first = await profileCard(players.jordan!.id, '?lang=hi');
    const second = await profileCard(players.jordan!.id, '?lang=hi');
    expect(expectCard(second)).toEqual(expectCard(first));
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await profileCard(players.jordan!.id, '?lang=hi', {
      'if-none-match': String(first.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('draws a new card when the profile changes (a rename announces player:<id>)', async () => {
    const before = await profileCard(players.priya!.id, '?lang=en');
    await database.query('update users set name = $2 where id = $1', [players.priya!.id, 'Priya S.']);
    database.changes.publish(`player:${players.priya!.id}`);
    const after = await profileCard(players.priya!.id, '?lang=en');
    expect(expectCard(after)).not.toEqual(expectCard(before));
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it.each([
    ['an unknown id', '3f0f6c1e-0000-4000-8000-000000000000'],
    ['an id that is no UUID', 'nobody'],
  ])('answers 404 Profile Not Found for %s', async (_label, id) => {
    const response = await profileCard(id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(errorAnswer('Profile Not Found'));
  });

  it('refuses a language that is not one of the four with a 400', async () => {
    const response = await profileCard(players.jordan!.id, '?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', messageKey: 'request.invalid' });
  });
});

describe('GET /api/share/challenge/:id/players/:userId/card', () => {
  it('answers the result in each language; a changed result draws a new card, an unchanged one the same', async () => {
    const bodies: Buffer[] = [];
    for (const lang of ['en', 'ar', 'hi', 'ur']) {
      bodies.push(expectCard(await resultCard(finished, players.layla!.id, `?lang=${lang}`)));
    }
    expect(new Set(bodies.map((body) => body.toString('base64'))).size).toBe(4);
    keep('share-card-result-ar.png', bodies[1]!);
    keep('share-card-result-en.png', expectCard(await resultCard(finished, players.jordan!.id, '?lang=en')));

    const second = await resultCard(finished, players.layla!.id, '?lang=en');
    const again = await resultCard(finished, players.layla!.id, '?lang=en');
    expect(expectCard(again)).toEqual(expectCard(second));
    expect(again.headers.etag).toBe(second.headers.etag);

    // Layla (2nd) is now ahead of Jordan: her card says 1st, with the first prize.
    await setScore(database, finished, players.layla!.id, 1_500, 3);
    database.changes.publish(...challengeTopics(finished));
    const first = await resultCard(finished, players.layla!.id, '?lang=en');
    expect(expectCard(first)).not.toEqual(bodies[0]);
    expect(first.headers.etag).not.toBe(second.headers.etag);
    const firstAgain = await resultCard(finished, players.layla!.id, '?lang=en');
    expect(firstAgain.rawPayload).toEqual(first.rawPayload);
  });

  it('answers the catalogue’s not-found errors for an unknown challenge, player or result', async () => {
    const unknown = '3f0f6c1e-0000-4000-8000-000000000000';
    const cases: [string, string, ReturnType<typeof errorAnswer>][] = [
      [unknown, players.layla!.id, errorAnswer('Challenge not found.', 'enroll.notFound')],
      ['not-a-uuid', players.layla!.id, errorAnswer('Challenge not found.', 'enroll.notFound')],
      [finished, unknown, errorAnswer('Profile Not Found')],
      // Did not take part; a challenge still running has no result yet.
      [finished, players.outsider!.id, errorAnswer('Not found', 'request.notFound')],
      [running, players.layla!.id, errorAnswer('Not found', 'request.notFound')],
    ];
    for (const [challengeId, userId, answer] of cases) {
      const response = await resultCard(challengeId, userId);
      expect(response.statusCode, `${challengeId} ${userId}`).toBe(404);
      expect(response.json()).toEqual(answer);
    }
  });
});

describe('ShareCards', () => {
  it('draws a picture once while it is kept, another picture again', async () => {
    const cards = new ShareCards('arena.example');
    const svg = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${fill}"/></svg>`;
    const first = await cards.draw(svg('#0B0F1A'));
    const again = await cards.draw(svg('#0B0F1A'));
    expect(again).toEqual(first);
    expect(cards.drawn).toBe(1);
    const other = await cards.draw(svg('#121829'));
    expect(other.etag).not.toBe(first.etag);
    expect(cards.drawn).toBe(2);
    expect(pngSize(other.png)).toEqual({ width: 1200, height: 630 });
  });
});
