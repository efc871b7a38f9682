// The public-read cache (docs/decisions/0030-public-read-cache.md): computed once, dropped by the
// topics a committed write announces, never older than its time bound; ETag/304 and Cache-Control;
// and across two instances (two handles on one database: two pools, two LISTEN links on PostgreSQL)
// a read on one changes after enrolment, finishing and a privacy change made on the other.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  challengeDetailResponseSchema,
  challengeListResponseSchema,
  publicProfileResponseSchema,
} from '@arena/contract';
import { buildApp } from '../src/app';
import { createChangeFeed } from '../src/db/change-feed';
import type { Database } from '../src/db/database';
import { PublicCache, publicCacheMaxAgeMs } from '../src/public/public-cache';
import { hours, insertChallenge, insertPlayers, setScore, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';

describe('PublicCache', () => {
  it('computes once for callers that ask together and keeps the answer', async () => {
    const cache = new PublicCache(createChangeFeed());
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { n: computed };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('k', ['a'], compute)));
    expect(computed).toBe(1);
    expect(answers.map((answer) => answer.body.toString())).toEqual(['{"n":1}', '{"n":1}', '{"n":1}']);
    expect((await cache.get('k', ['a'], compute)).value).toEqual({ n: 1 });
    expect(computed).toBe(1);
  });

  it('drops only the answers that depend on an announced topic, and all of them for *', async () => {
    const feed = createChangeFeed();
    const cache = new PublicCache(feed);
    let version = 0;
    const compute = async () => ++version;
    await cache.get('list', ['challenges'], compute);
    await cache.get('one', ['challenge:1'], compute);
    await cache.get('board', ['players'], compute);
    feed.publish('challenge:1');
    expect(cache.size).toBe(2);
    expect((await cache.get('one', ['challenge:1'], compute)).value).toBe(4);
    expect((await cache.get('list', ['challenges'], compute)).value).toBe(1);
    feed.publish('*');
    expect(cache.size).toBe(0);
  });

  it('never serves an answer older than its time bound, and keeps no failure', async () => {
    let now = 1_000_000;
    const cache = new PublicCache(createChangeFeed(), publicCacheMaxAgeMs, () => now);
    let version = 0;
    const compute = async () => ++version;
    await cache.get('k', [], compute);
    now += publicCacheMaxAgeMs - 1;
    expect((await cache.get('k', [], compute)).value).toBe(1);
    now += 1;
    expect((await cache.get('k', [], compute)).value).toBe(2);

    await expect(cache.get('bad', [], () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get('bad', [], async () => 'recovered')).value).toBe('recovered');
  });

  it('compresses large answers once and tags every answer with a strong ETag of its bytes', async () => {
    const cache = new PublicCache(createChangeFeed());
    const large = await cache.get('large', [], async () => ({ text: 'arena '.repeat(500) }));
    const small = await cache.get('small', [], async () => ({ ok: true }));
    expect(large.br?.length).toBeLessThan(large.body.length / 10);
    expect(large.gzip?.length).toBeLessThan(large.body.length / 10);
    expect(small.br).toBeUndefined();
    expect(large.etag).toMatch(/^"[\w-]{27}"$/);
    expect(large.etag).not.toBe(small.etag);
  });
});

const jwtSecret = 'public-cache-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let second: Database;
/** Instance A takes the writes; instance B serves the reads from its own cache. */
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  second = await database.secondHandle();
  a = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
  b = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database: second });
  await second.changes.ready();
});

afterAll(async () => {
  await b?.close();
  await a?.close();
  await second?.close();
  await database?.close();
});

const bearer = (player: Player) => ({ authorization: `Bearer ${player.token}` });

/** Until `read` holds. The 20 s bound only ends a broken run; how soon is a benchmark's figure (issue 36). */
async function untilChanged(read: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await read())) {
    if (performance.now() - started > 20_000) throw new Error('still stale after 20 seconds');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe(`cached public reads across two instances on ${testEngine}`, () => {
  it('answers a visitor with an ETag, 304 when it still matches, and a Cache-Control a CDN can honour', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    // Three cards: large enough (over 1 kB) to be kept compressed.
    for (const hour of [3, 4, 5]) {
      await insertChallenge(database, { gameId: 'cs2', start: new Date(Date.now() + hours(hour)) });
    }
    const first = await b.inject({ url: '/api/challenge/list?gameId=cs2' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, must-revalidate');
    const etag = String(first.headers.etag);
    const again = await b.inject({
      url: '/api/challenge/list?gameId=cs2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const brotli = await b.inject({
      url: '/api/challenge/list?gameId=cs2',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.etag).toBe(etag);

    const signedIn = await b.inject({ url: '/api/challenge/list?gameId=cs2', headers: bearer(player!) });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers.etag).toBeUndefined();
  });

  it('shows an enrolment made on A in the list and the page B serves, with the flag only for the player', async () => {
    const [joiner, other] = await insertPlayers(database, jwtSecret, 2, { gCoins: 2 });
    const id = await insertChallenge(database, {
      gameId: 'valorant',
      title: 'Cache Cup',
      start: new Date(Date.now() + hours(4)),
    });
    const registered = async () => {
      const list = challengeListResponseSchema.parse(
        (await b.inject({ url: '/api/challenge/list?gameId=valorant' })).json(),
      );
      return list.data.find((challenge) => challenge.id === id)?.registeredPlayers;
    };
    const pageCount = async () =>
      challengeDetailResponseSchema.parse((await b.inject({ url: `/api/challenge/${id}` })).json()).data
        .registeredPlayers;
    expect(await registered()).toBe(0);
    expect(await pageCount()).toBe(0);

    const enrol = await a.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: bearer(joiner!),
      payload: { challengeId: id },
    });
    expect(enrol.statusCode).toBe(200);
    await untilChanged(async () => (await registered()) === 1);
    expect(await pageCount()).toBe(1);

    const flag = async (player?: Player) =>
      challengeListResponseSchema
        .parse(
          (
            await b.inject({
              url: '/api/challenge/list?gameId=valorant',
              headers: player ? bearer(player) : {},
            })
          ).json(),
        )
        .data.find((challenge) => challenge.id === id)?.isParticipating;
    expect(await flag(joiner)).toBe(true);
    expect(await flag(other)).toBe(false);
    expect(await flag()).toBe(false);
    const detail = async (player: Player) =>
      challengeDetailResponseSchema.parse(
        (await b.inject({ url: `/api/challenge/${id}`, headers: bearer(player) })).json(),
      ).data.isParticipating;
    expect(await detail(joiner!)).toBe(true);
    expect(await detail(other!)).toBe(false);
  });

  it('shows a challenge finished on A as finished, with its winner, on B', async () => {
    const [admin] = await insertPlayers(database, jwtSecret, 1, { role: 'admin' });
    const [winner] = await insertPlayers(database, jwtSecret, 1, { gCoins: 2 });
    const id = await insertChallenge(database, {
      gameId: 'lol',
      start: new Date(Date.now() + hours(1)),
      prizes: [2_000],
    });
    const enrol = await a.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: bearer(winner!),
      payload: { challengeId: id },
    });
    expect(enrol.statusCode).toBe(200);
    await setScore(database, id, winner!.id, 9, 1);
    const page = async () =>
      challengeDetailResponseSchema.parse((await b.inject({ url: `/api/challenge/${id}` })).json()).data;
    expect((await page()).status).toBe(0);

    const finish = await a.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/finish-now`,
      headers: bearer(admin!),
    });
    expect(finish.json()).toMatchObject({ success: true, finished: true });
    await untilChanged(async () => (await page()).status === 2);
    expect((await page()).winners.map((w) => [w.id, w.rank])).toEqual([[winner!.id, 1]]);
  });

  it('hides earnings on B once the owner chooses privacy on A', async () => {
    const [owner] = await insertPlayers(database, jwtSecret, 1);
    const profile = async () =>
      publicProfileResponseSchema.parse((await b.inject({ url: `/api/public-profile/${owner!.id}` })).json())
        .data;
    expect((await profile()).earningsPrivate).toBe(false);
    expect((await profile()).totalEarningsUSD).toBe(0);

    const toggle = await a.inject({
      method: 'PUT',
      url: '/api/users/profile/earnings-privacy',
      headers: bearer(owner!),
      payload: { earningsPrivate: true },
    });
    expect(toggle.statusCode).toBe(200);
    await untilChanged(async () => (await profile()).earningsPrivate);
    expect(await profile()).not.toHaveProperty('totalEarningsUSD');
  });
});
