// What a signed-in page's reads cost (issue 35), beside bare Fastify in the same run, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL (a throwaway schema). The demo data is seeded; the demo player signs
// in over HTTP; autocannon (a child process, 50 connections, BENCH_SECONDS=6 s) asks each read with the
// player's token. Each row says its share of bare Fastify's rate and the issue's goal for it.
// With BENCH_PROFILE=1 each row runs under the CPU profiler: where the server's time went (by package or
// server folder, and the top functions); BENCH_PROFILE_DIR=dir keeps each raw .cpuprofile for DevTools.
// Usage: npm run bench:signed-in            DATABASE_URL=postgres://… npm run bench:signed-in
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { demoPlayerAccount } from '../apps/server/src/seed/demo-players';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { buildBenchApp } from './support/bench-app';
import { autocannonFor, type LoadFigures } from './support/autocannon';
import { formatSummary, profiled } from './support/cpu-profile';
import { onEachEngine } from './support/engines';

const seconds = Number(process.env.BENCH_SECONDS ?? 6);
const autocannon = autocannonFor({ connections: 50, seconds });
const profile = process.env.BENCH_PROFILE === '1';
const profileDir = process.env.BENCH_PROFILE_DIR;

/** The issue's goals: share of bare Fastify's rate and p99, per engine. */
type Goal = { PostgreSQL: [number, number | null]; PGlite: [number, number | null] };
const personal: Goal = { PostgreSQL: [30, 25], PGlite: [15, 50] };
const shared: Goal = { PostgreSQL: [20, 25], PGlite: [10, 50] };
const trivial: Goal = { PostgreSQL: [50, null], PGlite: [40, null] };

async function signIn(url: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoPlayerAccount.email, password: demoPlayerAccount.password }),
  });
  const body = (await answer.json()) as { access_token?: string };
  if (!answer.ok || !body.access_token) throw new Error(`sign-in failed: ${answer.status}`);
  return body.access_token;
}

/** A challenge the demo player has joined (upcoming or current first). */
async function joinedChallenge(database: Database): Promise<string> {
  const { rows } = await database.query<{ id: string }>(
    `select c.id from challenges c
       join challenge_participants p on p.challenge_id = c.id
       join users u on u.id = p.user_id
      where u.email = $1
      order by c.status, c.start_time limit 1`,
    [demoPlayerAccount.email],
  );
  if (!rows[0]) throw new Error('the demo player has joined no challenge');
  return rows[0].id;
}

/** The product's authentication and nothing else: what a trivial authenticated route costs. */
function addTrivialRoute(app: FastifyInstance) {
  app.get('/api/bench/authenticated', { onRequest: app.authenticate }, async () => ({ ok: true }));
}

async function benchEngine(database: Database, engine: 'PGlite' | 'PostgreSQL', dataDir: string) {
  await migrate(database);
  const app = await buildBenchApp(database, dataDir);
  addTrivialRoute(app);
  await seedDemo({ info: () => undefined }, database, { operators: false });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  const rows: string[] = [];
  try {
    const token = await signIn(appUrl);
    const auth = { authorization: `Bearer ${token}` };
    const challengeId = await joinedChallenge(database);
    const bare = await autocannon(`${helloUrl}/`);
    const row = (what: string, figures: LoadFigures, goal?: Goal) => {
      const share = (figures.perSecond / bare.perSecond) * 100;
      const [minShare, maxP99] = goal?.[engine] ?? [null, null];
      const met =
        goal === undefined
          ? ''
          : share >= (minShare ?? 0) && (maxP99 === null || figures.p99Ms <= maxP99)
            ? 'met'
            : 'missed';
      const goalText = goal ? `≥ ${minShare}%${maxP99 === null ? '' : `, p99 ≤ ${maxP99} ms`}` : '';
      rows.push(
        `| ${engine} | ${what} | ${figures.perSecond}/s | ${share.toFixed(0)}% | ${figures.p50} | ${figures.p99} | ${figures.errors} | ${figures.cpuMicros.toFixed(0)} µs | ${goalText} | ${met} |`,
      );
    };
    row('bare Fastify hello-world', bare);
    const reads: [string, string, Record<string, string>, Goal | undefined][] = [
      ['GET /api/health', '/api/health', {}, undefined],
      ['a trivial authenticated route (authentication only)', '/api/bench/authenticated', auth, trivial],
      ['GET /api/users/me', '/api/users/me', auth, personal],
      ['GET /api/wallet/get', '/api/wallet/get', auth, personal],
      ['GET /api/notifications', '/api/notifications', auth, personal],
      [
        'GET /api/challenge/list?gameId=valorant signed in',
        '/api/challenge/list?gameId=valorant',
        auth,
        shared,
      ],
      ['GET /api/challenge/:id as a participant', `/api/challenge/${challengeId}`, auth, shared],
      [
        'GET /api/challenge/list?gameId=valorant as a visitor',
        '/api/challenge/list?gameId=valorant',
        {},
        undefined,
      ],
    ];
    for (const [what, route, headers, goal] of reads) {
      // One request first: it fills a cache the read keeps, and proves the read answers 200.
      const first = await fetch(`${appUrl}${route}`, { headers });
      if (!first.ok) throw new Error(`${route} answered ${first.status}`);
      if (!profile) {
        row(what, await autocannon(`${appUrl}${route}`, headers), goal);
        continue;
      }
      const file = profileDir
        ? path.join(profileDir, `${engine}-${route.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`)
        : undefined;
      const { result, summary } = await profiled(() => autocannon(`${appUrl}${route}`, headers), file);
      row(what, result, goal);
      rows.push(`<!-- ${what}\n${formatSummary(summary)}\n-->`);
    }
  } finally {
    await app.close();
    await hello.close();
  }
  console.log(rows.join('\n'));
}

console.log(
  '| engine | read | rate | of bare | p50 | p99 | errors | server CPU a request | goal | |\n' +
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
);
await onEachEngine('signed-in', benchEngine);
