// The public fast path (docs/decisions/0036-public-read-fast-path.md) over real HTTP: for every cached
// public read, the answer the fast path sends is byte for byte the route's own (status, every header
// but Date, in order and case, and the body) in identity, gzip and brotli and as a 304; the change
// feed and the time bound send the next visitor to the route again; a signed-in caller, a header with
// a control character and a closing server never take it; /metrics counts it and the request log
// has the same lines.
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { connect } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { challengeListResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
import { createChangeFeed } from '../src/db/change-feed';
import { httpRequests } from '../src/http/metrics';
import { PublicCache, publicCacheMaxAgeMs } from '../src/public/public-cache';
import { PublicFastPath } from '../src/public/public-fast-path';
import { hours, insertChallenge, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

interface Answer {
  status: number;
  /** Header names and values as sent, in order, without Date. */
  headers: string[];
  body: Buffer;
}

/** One GET on a fresh connection, as sent: raw headers and the undecoded body. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base}${path}`, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const kept: string[] = [];
        for (let index = 0; index < raw.length; index += 2) {
          if (raw[index]!.toLowerCase() !== 'date') kept.push(raw[index]!, raw[index + 1]!);
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** A GET written by hand (Node's client refuses some header values): the answer's status line. */
function rawGet(base: string, path: string, extraHeader: string): Promise<string> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${extraHeader}\r\nConnection: close\r\n\r\n`,
      );
    });
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('end', () => resolve(text.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

const header = (answer: Answer, name: string) => {
  const at = answer.headers.findIndex((item, index) => index % 2 === 0 && item.toLowerCase() === name);
  return at === -1 ? undefined : answer.headers[at + 1];
};

const jwtSecret = 'public-fast-path-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let app: FastifyInstance;
let base: string;
let challengeId: string;
let player: Player;
const serve = vi.spyOn(PublicFastPath.prototype, 'serve');
/** Whether the last request was answered by the fast path (true) or went on to Fastify (false). */
const lastServedFast = () => serve.mock.results.at(-1)?.value as boolean | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  // Enough challenges for a list over 1 kB (kept compressed), and a player with a public profile.
  for (const hour of [3, 4, 5, 6]) {
    challengeId = await insertChallenge(database, {
      gameId: 'cs2',
      title: `Fast Path Cup ${hour}`,
      start: new Date(Date.now() + hours(hour)),
    });
  }
  [player] = (await insertPlayers(database, jwtSecret, 1)) as [Player];
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

afterEach(() => serve.mockClear());

/** The route's own answer (the cache emptied first), then the same request again. */
async function slowThenFast(path: string, headers: Record<string, string>) {
  database.changes.publish('*');
  const slow = await get(base, path, headers);
  expect(lastServedFast()).toBe(false);
  const fast = await get(base, path, headers);
  expect(lastServedFast()).toBe(true);
  return { slow, fast };
}

describe('the public fast path', () => {
  const targets = () => [
    '/api/challenge/list?gameId=cs2',
    '/api/public-profile/leaderboard',
    '/api/public-profile/leaderboard?limit=5',
    '/api/public/dashboard',
    `/api/public-profile/${player.id}`,
    `/api/challenge/${challengeId}`,
  ];

  it('sends the route’s exact bytes and headers in identity, gzip and brotli', async () => {
    for (const path of targets()) {
      for (const encoding of [undefined, 'gzip', 'br', 'gzip, deflate, br']) {
        const headers: Record<string, string> = { 'x-request-id': 'fast-path-check' };
        if (encoding) headers['accept-encoding'] = encoding;
        const { slow, fast } = await slowThenFast(path, headers);
        expect(slow.status, path).toBe(200);
        expect(fast.status, path).toBe(200);
        expect(fast.headers, `${path} ${encoding}`).toEqual(slow.headers);
        expect(fast.body.equals(slow.body), `${path} ${encoding}`).toBe(true);
        expect(header(fast, 'x-request-id')).toBe('fast-path-check');
        expect(header(fast, 'content-length')).toBe(String(fast.body.length));
      }
    }
    // The list is large enough to travel compressed: each encoding really was exercised.
    const list = targets()[0]!;
    const brotli = await get(base, list, { 'accept-encoding': 'br' });
    const gzip = await get(base, list, { 'accept-encoding': 'gzip' });
    const identity = await get(base, list);
    expect([header(brotli, 'content-encoding'), header(gzip, 'content-encoding')]).toEqual(['br', 'gzip']);
    expect(header(identity, 'content-encoding')).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1_024);
    expect(header(identity, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 with no body when If-None-Match names the ETag, as the route does', async () => {
    for (const path of targets()) {
      database.changes.publish('*');
      const etag = header(await get(base, path), 'etag')!;
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      const headers = { 'if-none-match': `W/"other", ${etag}`, 'x-request-id': 'fast-304' };
      const { slow, fast } = await slowThenFast(path, headers);
      expect([slow.status, fast.status], path).toEqual([304, 304]);
      expect(fast.headers, path).toEqual(slow.headers);
      expect(fast.body.length).toBe(0);
      expect(header(fast, 'content-length')).toBeUndefined();
    }
  });

  it('sends the next visitor to the route once the change feed announces a change, and serves the new answer', async () => {
    const path = '/api/challenge/list?gameId=cs2';
    const titles = async () =>
      challengeListResponseSchema
        .parse(JSON.parse((await get(base, path)).body.toString()))
        .data.map((challenge) => challenge.title);
    await titles();
    expect(await titles()).not.toContain('Fresh Cup');
    expect(lastServedFast()).toBe(true);

    // A write that announces (as every cached answer's writers do, decision 0030).
    await insertChallenge(database, {
      gameId: 'cs2',
      title: 'Fresh Cup',
      start: new Date(Date.now() + hours(2)),
    });
    database.changes.publish('challenges');
    expect(await titles()).toContain('Fresh Cup');
    expect(lastServedFast()).toBe(false);
    expect(await titles()).toContain('Fresh Cup');
    expect(lastServedFast()).toBe(true);

    // An enrolment through the API: the count changes for the next visitor.
    const [joiner] = await insertPlayers(database, jwtSecret, 1, { gCoins: 2, provider: 'steam' });
    const registered = async () =>
      challengeListResponseSchema
        .parse(JSON.parse((await get(base, path)).body.toString()))
        .data.find((challenge) => challenge.id === challengeId)?.registeredPlayers;
    expect(await registered()).toBe(0);
    expect(lastServedFast()).toBe(true);
    const enrol = await app.inject({
      method: 'POST',
      url: '/api/challenge/enroll',
      headers: { authorization: `Bearer ${joiner!.token}` },
      payload: { challengeId },
    });
    expect(enrol.statusCode, enrol.body).toBe(200);
    expect(await registered()).toBe(1);
    expect(lastServedFast()).toBe(false);
  });

  it('stops serving an answer at the 5 s bound when a write was never announced', async () => {
    const path = '/api/challenge/list?gameId=cs2';
    const titles = async () =>
      challengeListResponseSchema
        .parse(JSON.parse((await get(base, path)).body.toString()))
        .data.map((challenge) => challenge.title);
    database.changes.publish('*');
    // The answer is computed between these two instants, so it expires between them plus 5 s.
    const fillStarted = Date.now();
    await titles();
    const fillEnded = Date.now();
    // Straight into the database: nothing announces it.
    await insertChallenge(database, {
      gameId: 'cs2',
      title: 'Unannounced Cup',
      start: new Date(Date.now() + hours(1)),
    });
    expect(await titles()).not.toContain('Unannounced Cup');
    expect(lastServedFast()).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(fillStarted + publicCacheMaxAgeMs - 1);
      expect(await titles()).not.toContain('Unannounced Cup');
      expect(lastServedFast()).toBe(true);
      vi.setSystemTime(fillEnded + publicCacheMaxAgeMs);
      expect(await titles()).toContain('Unannounced Cup');
      expect(lastServedFast()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a signed-in caller, a control character in a header and HEAD to Fastify', async () => {
    const path = '/api/challenge/list?gameId=cs2';
    await get(base, path);
    await get(base, path);
    expect(lastServedFast()).toBe(true);

    const signedIn = await get(base, path, { authorization: `Bearer ${player.token}` });
    expect(lastServedFast()).toBe(false);
    expect(header(signedIn, 'cache-control')).toBe('private, no-store');
    expect(header(signedIn, 'etag')).toBeUndefined();

    // Node's client refuses to send it: written by hand. Node's own parser refuses it before the app
    // (the fast path's own check, for a parser that lets it through, is tested below).
    serve.mockClear();
    const control = await rawGet(base, path, 'X-Note: a\u0001b');
    expect(serve.mock.results.some((result) => result.value === true)).toBe(false);
    expect(control).toMatch(/^HTTP\/1\.1 400 /);

    await new Promise<void>((resolve, reject) => {
      const head = httpRequest(`${base}${path}`, { method: 'HEAD', agent: false }, (response) => {
        expect(response.statusCode).toBe(200);
        response.resume().on('end', resolve);
      });
      head.on('error', reject);
      head.end();
    });
    expect(lastServedFast()).toBe(false);
  });

  it('lets Fastify answer when the fast path fails before answering', async () => {
    const path = '/api/public/dashboard';
    await get(base, path);
    const peek = vi.spyOn(PublicCache.prototype, 'peek').mockImplementationOnce(() => {
      throw new Error('cache broke');
    });
    try {
      const answer = await get(base, path);
      expect(serve.mock.results.at(-1)?.type).toBe('throw');
      expect(answer.status).toBe(200);
      expect(header(answer, 'etag')).toMatch(/^"[\w-]{27}"$/);
    } finally {
      peek.mockRestore();
    }
  });

  it('is counted in /metrics under the route’s pattern and status', async () => {
    const path = `/api/public-profile/${player.id}`;
    await get(base, path);
    const count = async (status: string) =>
      (await httpRequests.get()).values.find(
        (value) =>
          value.labels.route === '/api/public-profile/:id' &&
          value.labels.status_code === status &&
          value.labels.method === 'GET',
      )?.value ?? 0;
    const before = await count('200');
    const etag = header(await get(base, path), 'etag')!;
    expect(lastServedFast()).toBe(true);
    const before304 = await count('304');
    await get(base, path, { 'if-none-match': etag });
    expect(lastServedFast()).toBe(true);
    expect(await count('200')).toBe(before + 1);
    expect(await count('304')).toBe(before304 + 1);
  });
});

describe('the public fast path with request logs on', () => {
  // No proxy; every proxy; the loopback range (the test's own address); one hop.
  it.each([undefined, 'true', 'loopback', '10.0.0.0/8', '1'])(
    'writes the same two request lines as Fastify does (TRUST_PROXY=%s)',
    async (trustProxy) => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
          done();
        },
      });
      const env: Record<string, string> = { JWT_SECRET: jwtSecret, LOG_LEVEL: 'info' };
      if (trustProxy) env.TRUST_PROXY = trustProxy;
      const logged = await buildApp(testConfig(env), {
        database,
        logStream: stream,
      });
      const url = await logged.listen({ port: 0, host: '127.0.0.1' });
      try {
        const linesOf = (id: string) =>
          lines
            .map((line) => JSON.parse(line) as Record<string, unknown>)
            .filter((entry) => entry.reqId === id)
            .map(({ time, responseTime, pid, hostname, req, ...rest }): Record<string, unknown> => {
              expect(typeof time).toBe('number');
              const request = req as { remotePort?: unknown } | undefined;
              if (request) expect(typeof request.remotePort).toBe('number');
              if (rest.msg === 'request completed') expect(typeof responseTime).toBe('number');
              return {
                ...rest,
                req: request && { ...request, remotePort: 'port' },
                pid: typeof pid,
                hostname,
              };
            });
        const path = '/api/public-profile/leaderboard?limit=3';
        const forwarded = {
          'x-forwarded-for': '203.0.113.7, 10.1.2.3',
          'x-forwarded-host': 'a.example, arena.example',
        };
        await get(url, path, { 'x-request-id': 'logged-slow', ...forwarded });
        await get(url, path, { 'x-request-id': 'logged-fast', ...forwarded });
        expect(lastServedFast()).toBe(true);
        const slow = linesOf('logged-slow');
        const fast = linesOf('logged-fast');
        expect(slow.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
        expect(fast).toEqual(slow.map((line) => ({ ...line, reqId: 'logged-fast' })));
        const ip = (fast[0]?.req as { remoteAddress?: string } | undefined)?.remoteAddress;
        expect(ip).toBe(
          { true: '203.0.113.7', loopback: '10.1.2.3', '1': '10.1.2.3' }[trustProxy ?? ''] ?? '127.0.0.1',
        );
      } finally {
        await logged.close();
      }
    },
  );
});

describe('PublicFastPath.serve on its own', () => {
  it('touches nothing and declines a header with a control character, a signed-in caller or a closing server', async () => {
    const cache = new PublicCache(createChangeFeed());
    const answer = await cache.get('k', [], async () => ({ ok: true }));
    cache.remember('/api/x', '/api/x', answer.key);
    const fastPath = new PublicFastPath(cache, {
      securityHeaders: [['X-Frame-Options', 'DENY']],
      log: { isLevelEnabled: () => false } as unknown as FastifyBaseLogger,
      trustProxy: false,
    });
    const written: unknown[] = [];
    const response = {
      writeHead: (...args: unknown[]) => written.push(['head', ...args]),
      end: (...args: unknown[]) => written.push(['end', ...args]),
    } as unknown as ServerResponse;
    const request = (headers: IncomingHttpHeaders) =>
      ({ method: 'GET', url: '/api/x', headers, socket: {} }) as unknown as IncomingMessage;

    expect(fastPath.serve(request({ 'x-note': 'a\u0001b' }), response)).toBe(false);
    expect(fastPath.serve(request({ authorization: 'Bearer x' }), response)).toBe(false);
    expect(written).toEqual([]);
    expect(fastPath.serve(request({ 'x-request-id': 'r1' }), response)).toBe(true);
    expect(written).toEqual([
      [
        'head',
        200,
        [
          'X-Frame-Options',
          'DENY',
          'x-request-id',
          'r1',
          'etag',
          answer.etag,
          'cache-control',
          'public, max-age=0, s-maxage=2, must-revalidate',
          'vary',
          'Accept-Encoding, Accept-Language, Authorization, Cookie',
          'content-type',
          'application/json; charset=utf-8',
          'content-length',
          '11',
        ],
      ],
      ['end', Buffer.from('{"ok":true}')],
    ]);
    fastPath.close();
    expect(fastPath.serve(request({}), response)).toBe(false);
    expect(written).toHaveLength(2);
  });
});

describe('PublicCache.peek', () => {
  it('gives a computed answer only while it is fresh and not dropped by the change feed', async () => {
    let now = 1_000_000;
    const feed = createChangeFeed();
    const cache = new PublicCache(feed, publicCacheMaxAgeMs, () => now);
    let release = () => {};
    const pending = cache.get(
      'k',
      ['players'],
      () => new Promise<number>((resolve) => (release = () => resolve(1))),
    );
    expect(cache.peek('k')).toBeUndefined(); // still computing: the route waits for it
    release();
    expect((await pending).value).toBe(1);
    expect(cache.peek('k')?.value).toBe(1);
    now += publicCacheMaxAgeMs - 1;
    expect(cache.peek('k')?.value).toBe(1);
    now += 1;
    expect(cache.peek('k')).toBeUndefined();

    await cache.get('k', ['players'], async () => 2);
    expect(cache.peek('k')?.value).toBe(2);
    feed.publish('players');
    expect(cache.peek('k')).toBeUndefined();
  });

  it('keeps the compressed forms and ETag of an expired answer whose JSON came out the same', async () => {
    let now = 1_000_000;
    const cache = new PublicCache(createChangeFeed(), publicCacheMaxAgeMs, () => now);
    let text = 'arena '.repeat(500);
    const compute = async () => ({ text });
    const first = await cache.get('k', [], compute);
    now += publicCacheMaxAgeMs;
    const same = await cache.get('k', [], compute);
    expect(same).not.toBe(first);
    expect(same.br).toBe(first.br);
    expect(same.gzip).toBe(first.gzip);
    expect(same.etag).toBe(first.etag);
    now += publicCacheMaxAgeMs;
    text = 'changed '.repeat(500);
    const changed = await cache.get('k', [], compute);
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.br).not.toBe(first.br);
    expect(changed.body.toString()).toBe(JSON.stringify({ text }));
  });
});
