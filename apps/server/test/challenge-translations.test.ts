// Operator content in four languages (issue 31, docs/decisions/0058): a challenge's Arabic, Hindi and
// Urdu words on POST/PUT /api/admin/challenges (sanitised like the English ones, a bad language key a
// 400), read back per field in the reader's language (cookie, else Accept-Language, else the account's)
// by the list, the detail and the inbox, English where untranslated; the public cache and its fast
// path answer each language its own body; the column's CHECK names exactly the registry's languages.
import {
  adminChallengeResponseSchema,
  challengeDetailResponseSchema,
  challengeListResponseSchema,
  notificationsResponseSchema,
  translatedLanguages,
} from '@arena/contract';
import { languageCodes } from '@arena/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { PublicFastPath } from '../src/public/public-fast-path';
import { hours, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-translations-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let admin: Player;
let player: Player;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await insertPlayers(database, jwtSecret, 1, { role: 'admin' }))[0]!;
  player = (await insertPlayers(database, jwtSecret, 1))[0]!;
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const bearer = (who: Player) => ({ authorization: `Bearer ${who.token}` });
const english = {
  title: 'Translated Cup',
  shortDescription: '<p>One evening, one leaderboard.</p>',
  description: '<p>Play <strong>ranked</strong> games.</p>',
};
const arabicTitle = 'كأس الترجمة';

function form(overrides: Record<string, unknown> = {}) {
  return {
    ...english,
    gameId: 'valorant',
    type: 'daily',
    preset: 'daily',
    startsAt: new Date(Date.now() + hours(2)).toISOString(),
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown>): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/challenges',
    headers: bearer(admin),
    payload: form(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

async function put(id: string, overrides: Record<string, unknown>) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admin/challenges/${id}`,
    headers: bearer(admin),
    payload: form(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return adminChallengeResponseSchema.parse(response.json()).data;
}

async function listed(id: string, headers: Record<string, string>) {
  const response = await app.inject({ url: '/api/challenge/list?gameId=valorant', headers });
  expect(response.statusCode).toBe(200);
  const challenge = challengeListResponseSchema.parse(response.json()).data.find((c) => c.id === id);
  expect(challenge).toBeDefined();
  return challenge!;
}

async function detail(id: string, headers: Record<string, string>) {
  const response = await app.inject({ url: `/api/challenge/${id}`, headers });
  expect(response.statusCode).toBe(200);
  return challengeDetailResponseSchema.parse(response.json()).data;
}

const words = (c: { title: string; shortDescription: string; description: string }) => ({
  title: c.title,
  shortDescription: c.shortDescription,
  description: c.description,
});

describe('a challenge in four languages', () => {
  it('answers the Arabic title to an Arabic reader, English per field otherwise', async () => {
    const id = await create({ translations: { ar: { title: arabicTitle } } });
    const arabic = { ...english, title: arabicTitle };
    expect(words(await listed(id, { cookie: 'arena_lang=ar' }))).toEqual(arabic);
    expect(words(await listed(id, { 'accept-language': 'ar-EG,ar;q=0.9' }))).toEqual(arabic);
    expect(words(await listed(id, { 'accept-language': 'hi' }))).toEqual(english);
    // The cookie wins over Accept-Language.
    expect(words(await listed(id, { cookie: 'arena_lang=hi', 'accept-language': 'ar' }))).toEqual(english);
    expect(words(await detail(id, { cookie: 'arena_lang=ar' }))).toEqual(arabic);
    expect(words(await detail(id, {}))).toEqual(english);
    // A signed-in reader: the same words, with their own flags on top.
    expect((await listed(id, { ...bearer(player), 'accept-language': 'ar' })).title).toBe(arabicTitle);
    expect((await detail(id, { ...bearer(player), 'accept-language': 'ur' })).title).toBe(english.title);
  });

  it('sanitises each translation as the English words are, and drops what is left empty', async () => {
    const id = await create({
      translations: {
        ur: {
          title: '  ترجمہ کپ  ',
          shortDescription: '<p>ایک <img src=x onerror="alert(1)">شام</p><script>alert(2)</script>',
          description: '<script>alert(3)</script>',
        },
        hi: { title: '', description: '<p>रैंक वाले <a href="javascript:alert(4)">खेल</a></p>' },
      },
    });
    const stored = await app.inject({ url: `/api/admin/challenges/${id}`, headers: bearer(admin) });
    expect(adminChallengeResponseSchema.parse(stored.json()).data.translations).toEqual({
      ur: { title: 'ترجمہ کپ', shortDescription: '<p>ایک شام</p>' },
      hi: { description: '<p>रैंक वाले <a>खेल</a></p>' },
    });
    expect(words(await detail(id, { cookie: 'arena_lang=ur' }))).toEqual({
      title: 'ترجمہ کپ',
      shortDescription: '<p>ایک شام</p>',
      description: english.description,
    });
    expect(words(await detail(id, { cookie: 'arena_lang=hi' }))).toEqual({
      ...english,
      description: '<p>रैंक वाले <a>खेल</a></p>',
    });
  });

  it('PUT replaces the translations, keeps them when left out and removes them when emptied', async () => {
    const id = await create({ translations: { ar: { title: arabicTitle } } });
    const replaced = await put(id, { translations: { hi: { title: 'अनुवाद कप' } } });
    expect(replaced.translations).toEqual({ hi: { title: 'अनुवाद कप' } });
    expect((await detail(id, { cookie: 'arena_lang=ar' })).title).toBe(english.title);
    expect((await detail(id, { cookie: 'arena_lang=hi' })).title).toBe('अनुवाद कप');
    expect((await put(id, {})).translations).toEqual({ hi: { title: 'अनुवाद कप' } });
    expect((await put(id, { translations: {} })).translations).toEqual({});
    expect((await detail(id, { cookie: 'arena_lang=hi' })).title).toBe(english.title);
  });

  it('refuses a language that is not one of ar, hi and ur with a 400 that says so', async () => {
    for (const key of ['fr', 'en']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/challenges',
        headers: bearer(admin),
        payload: form({ title: `Refused ${key}`, translations: { [key]: { title: 'x' } } }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        messageKey: 'request.invalid',
        message: `Invalid request: translations: must name only the languages ar, hi, ur (not ${key}); English is the challenge's own fields`,
      });
    }
    const { rows } = await database.query<{ n: number }>(
      `select count(*)::int as n from challenges where title like 'Refused %'`,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('words the inbox entry in the reader’s language, else the account’s', async () => {
    const id = await create({ translations: { ar: { title: arabicTitle } } });
    await database.query(
      `insert into notifications (user_id, challenge_id, kind) values ($1, $2, 'challenge_started')`,
      [player.id, id],
    );
    const inbox = async (headers: Record<string, string>) => {
      const response = await app.inject({
        url: '/api/notifications',
        headers: { ...bearer(player), ...headers },
      });
      expect(response.statusCode).toBe(200);
      const entry = notificationsResponseSchema
        .parse(response.json())
        .items.find((n) => n.challengeId === id);
      return entry?.challengeTitle;
    };
    expect(await inbox({ cookie: 'arena_lang=ar' })).toBe(arabicTitle);
    expect(await inbox({ 'accept-language': 'hi' })).toBe(english.title);
    expect(await inbox({})).toBe(english.title);
    await database.query(`update users set language = 'ar' where id = $1`, [player.id]);
    expect(await inbox({})).toBe(arabicTitle);
    expect(await inbox({ 'accept-language': 'en' })).toBe(english.title);
  });
});

describe('the public cache per language', () => {
  it('never answers one language the other’s cached list, through the route or the fast path', async () => {
    const id = await create({ translations: { ar: { title: arabicTitle } } });
    database.changes.publish('*');
    const titleFrom = async (headers: Record<string, string>) => {
      const response = await fetch(`${base}/api/challenge/list?gameId=valorant`, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Authorization, Cookie');
      const list = challengeListResponseSchema.parse(await response.json());
      return list.data.find((c) => c.id === id)?.title;
    };
    const serve = vi.spyOn(PublicFastPath.prototype, 'serve');
    // Twice each, alternating: a language's first reader goes to the route (the Arabic cookie's entry
    // then serves Accept-Language ar too); the second round is all the fast path's, each its own entry.
    for (const round of [0, 1]) {
      for (const [headers, title, fastFirst] of [
        [{ cookie: 'arena_lang=ar' }, arabicTitle, false],
        [{ 'accept-language': 'hi' }, english.title, false],
        [{ 'accept-language': 'ar' }, arabicTitle, true],
        [{}, english.title, false],
      ] as const) {
        expect(await titleFrom(headers)).toBe(title);
        expect(serve.mock.results.at(-1)?.value, JSON.stringify(headers)).toBe(round === 1 || fastFirst);
      }
    }
    serve.mockRestore();
  });
});

describe('the translations column', () => {
  it('holds exactly the registry’s languages other than English', async () => {
    expect(translatedLanguages).toEqual(languageCodes.filter((code) => code !== 'en'));
    const id = await create({});
    const set = (value: unknown) =>
      database.query('update challenges set translations = $2::jsonb where id = $1', [
        id,
        JSON.stringify(value),
      ]);
    await set(Object.fromEntries(translatedLanguages.map((code) => [code, { title: code }])));
    for (const refused of [{ en: { title: 'x' } }, { fr: { title: 'x' } }, ['ar']]) {
      await expect(set(refused)).rejects.toThrow(/challenges_translations_check/);
    }
  });
});
