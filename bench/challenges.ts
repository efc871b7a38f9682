// Challenges under load (issues 5 and 15, docs/benchmarks.md), on PGlite and, when DATABASE_URL is set,
// on PostgreSQL too (in a throwaway schema, dropped at the end):
//   enrol       enrolInChallenge, 50 concurrent clients all on ONE challenge (the hot row), each
//               enrolment a player paying a 1 GCoin fee through the ledger
//   enrol-many  the same, the 50 clients spread over 20 challenges
//   finish      finishing one challenge of BENCH_PARTICIPANTS (100,000) participants: rank, winners,
//               prizes, XP, stats; with the server's peak RSS while it runs
//   reads       autocannon (a child process, 50 connections, BENCH_SECONDS=8 s, accepting br/gzip as a
//               browser does) against a bare Fastify
//               hello-world and, in the same run, the product's public reads as a visitor: the
//               challenge list and the public leaderboard (after one request that fills the cache,
//               so the public fast path answers, decision 0036); with the server's CPU per request
// Usage: npm run bench:challenges                                  (PGlite)
//        DATABASE_URL=postgres://… npm run bench:challenges          (PGlite, then PostgreSQL)
//        BENCH_PARTS=enrol,finish BENCH_PARTICIPANTS=10000 npm run bench:challenges   (some parts)
//        BENCH_ONLY=reads npm run bench:challenges      (the reads alone, beside bare Fastify: the 50
//                                                        upcoming challenges the list shows are made
//                                                        directly, no paying players; PGlite only
//                                                        unless DATABASE_URL is set)
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import Fastify from 'fastify';
import { enrolInChallenge } from '../apps/server/src/challenges/enrolment';
import { finishChallenge } from '../apps/server/src/challenges/finish-challenge';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { buildBenchApp } from './support/bench-app';
import { autocannonFor } from './support/autocannon';
import { onEachEngine, percentile } from './support/engines';
import { auditLedger } from '../apps/server/src/ledger/audit';
import { creditPackPurchase } from '../apps/server/src/ledger/purchases';

const clients = 50;
/** BENCH_PARTS=enrol,finish,reads runs only those parts (all by default). */
const parts = new Set(
  (process.env.BENCH_ONLY ?? process.env.BENCH_PARTS ?? 'enrol,enrol-many,finish,reads').split(','),
);
/** Parts that enrol need the 1,000 players with GCoins; the reads alone do not. */
const enrols = parts.has('enrol') || parts.has('enrol-many');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const participants = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const poolSize = 1_000;
const autocannon = autocannonFor({ connections: clients, seconds });
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const hourMs = 3_600_000;

async function load(step: () => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) {
        const at = performance.now();
        try {
          await step();
          latencies.push(performance.now() - at);
        } catch (error) {
          errors += 1;
          if (errors === 1) console.error(error);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / elapsed),
    p50: `${percentile(latencies, 50).toFixed(1)} ms`,
    p99: `${percentile(latencies, 99).toFixed(1)} ms`,
    errors,
  };
}

async function insertPlayers(database: Database, count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const { rows } = await database.query<{ id: string }>(
    `insert into users (email, name, provider, affiliate_code)
     select 'b' || i || '.' || $2 || '@bench.test', 'Bench ' || i, 'google', upper($2) || '-' || i
     from generate_series(1, $1::int) as i returning id`,
    [count, tag],
  );
  await database.query(
    `insert into game_accounts (user_id, provider, external_id, display_name)
     select id, 'riot', 'bench-' || id, 'Bench#' || left(id::text, 4) from users where email like $1`,
    [`%.${tag}@bench.test`],
  );
  return rows.map((row) => row.id);
}

async function insertChallenge(database: Database, start: Date, maxPlayers: number): Promise<string> {
  const { rows } = await database.query<{ id: string }>(
    `insert into challenges (game_id, title, start_time, end_time, duration_hours, entry_fee, max_players)
     values ('valorant', 'Bench Cup', $1, $2, 72, 1, $3) returning id`,
    [start, new Date(start.getTime() + 72 * hourMs), maxPlayers],
  );
  const id = rows[0]!.id;
  await database.query(
    `insert into challenge_prizes (challenge_id, rank, title, value_cents)
     select $1, r, 'Prize ' || r, 6000 - r * 1000 from generate_series(1, 5) as r`,
    [id],
  );
  return id;
}

async function benchEngine(database: Database, engine: string, dataDir: string) {
  await migrate(database);
  const rows: string[] = [];
  const row = (what: string, rate: string, p50 = '', p99 = '', errors: number | string = 0) =>
    rows.push(`| ${engine} | ${what} | ${rate} | ${p50} | ${p99} | ${errors} |`);

  // Players with GCoins for every enrolment: 1,000 of them, each able to join 100 challenges.
  const players = enrols ? await insertPlayers(database, poolSize) : [];
  for (const userId of players) {
    await creditPackPurchase(database, {
      userId,
      paymentKey: `bench-${userId}`,
      provider: 'checkout',
      priceCents: 0,
      gCoins: 100, // doubled as a first purchase: 200, a GCoin a challenge (both enrolment parts fit)
    });
  }
  const newChallenges = async (count: number) => {
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      ids.push(await insertChallenge(database, new Date(Date.now() + hourMs + index * 1000), poolSize));
    }
    return ids;
  };
  const enrolEach = (pick: (n: number) => { challengeId: string | undefined; userId: string }) => {
    let next = 0;
    return load(async () => {
      const { challengeId, userId } = pick(next++);
      if (!challengeId) throw new Error('bench ran out of challenges');
      const result = await enrolInChallenge(database, { userId, challengeId });
      if (!result.success) throw new Error(result.message);
    });
  };

  if (parts.has('enrol')) {
    // One challenge at a time: enrolment n goes to challenge n / 1,000 (each fills before the next).
    const challenges = await newChallenges(50);
    const enrol = await enrolEach((n) => ({
      challengeId: challenges[Math.floor(n / poolSize)],
      userId: players[n % poolSize]!,
    }));
    row(
      'enrolInChallenge, 50 clients on ONE challenge',
      `${enrol.perSecond}/s`,
      enrol.p50,
      enrol.p99,
      enrol.errors,
    );
  }
  if (parts.has('enrol-many')) {
    // Spread: consecutive enrolments go to different challenges and different players (player n mod
    // 1,000 into challenge n mod 20, shifted by one every 1,000 so that no pair repeats). Twenty rounds
    // fill a group of 20 challenges (20,000 enrolments, 2.5 s at 8,000/s); the next group follows.
    const spread = 20;
    const challenges = await newChallenges(spread * 4);
    const enrol = await enrolEach((n) => {
      const round = Math.floor(n / poolSize);
      const group = Math.floor(round / spread);
      return {
        challengeId: challenges[group * spread + ((n + round) % spread)],
        userId: players[n % poolSize]!,
      };
    });
    row(
      'enrolInChallenge, 50 clients over 20 challenges',
      `${enrol.perSecond}/s`,
      enrol.p50,
      enrol.p99,
      enrol.errors,
    );
  }

  if (parts.has('finish')) {
    const big = await insertChallenge(database, new Date(Date.now() - 80 * hourMs), participants);
    const crowd = await insertPlayers(database, participants);
    await database.query(
      `insert into challenge_participants (challenge_id, user_id, score, bonus_score, games_played, created_at)
       select $1, u::uuid, (random() * 1000)::int, (random() * 50)::int, (random() * 9)::int, now()
       from jsonb_array_elements_text($2::jsonb) as t(u)`,
      [big, JSON.stringify(crowd)],
    );
    await database.query('update challenges set registered_players = $2, status = 1 where id = $1', [
      big,
      participants,
    ]);
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const at = performance.now();
    const finished = await finishChallenge(database, big, new Date());
    const finishMs = performance.now() - at;
    clearInterval(sampler);
    if (!finished.finished || finished.participants !== participants) throw new Error('finish did not run');
    row(
      `finishChallenge, ${participants.toLocaleString('en')} participants (RSS ${mb(before)} → peak ${mb(peak)})`,
      `${(finishMs / 1000).toFixed(2)} s`,
    );
  }

  if (parts.has('reads')) {
    // The list read is of 50 upcoming Valorant challenges (what the enrol part leaves behind).
    if (!parts.has('enrol')) await newChallenges(50);
    // Reads over HTTP: autocannon in a child process (the other core), the servers in this one.
    const app = await buildBenchApp(database, dataDir);
    const hello = Fastify();
    hello.get('/', async () => ({ hello: 'world' }));
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const listed = await (await fetch(`${appUrl}/api/challenge/list?gameId=valorant&status=0`)).json();
    // A reference for the list: bare Fastify sending the list's own stored brotli bytes (5 kB, not 17).
    const listBytes = brotliCompressSync(Buffer.from(JSON.stringify(listed)), {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 9 },
    });
    hello.get('/list-bytes', (_request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-encoding', 'br')
        .send(listBytes),
    );
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
    try {
      const bare = await autocannon(`${helloUrl}/`);
      row(
        `bare Fastify hello-world (autocannon; server CPU ${bare.cpuMicros.toFixed(1)} µs a request)`,
        `${bare.perSecond}/s`,
        bare.p50,
        bare.p99,
        bare.errors,
      );
      for (const [what, url] of [
        [
          `GET /api/challenge/list as a visitor (${(listed as { data: unknown[] }).data.length} challenges)`,
          `${appUrl}/api/challenge/list?gameId=valorant&status=0`,
        ],
        ['GET /api/public-profile/leaderboard', `${appUrl}/api/public-profile/leaderboard`],
      ] as const) {
        const figures = await autocannon(url);
        const share = ((figures.perSecond / bare.perSecond) * 100).toFixed(0);
        // CPU a request costs the server, against bare Fastify's: the share that load from other
        // processes on the machine moves least (both servers are in this process).
        const cpuShare = ((bare.cpuMicros / figures.cpuMicros) * 100).toFixed(0);
        if (url.includes('/api/challenge/list')) {
          const same = await autocannon(`${helloUrl}/list-bytes`);
          row(
            `bare Fastify sending the list's ${listBytes.length} brotli bytes (server CPU ${same.cpuMicros.toFixed(1)} µs a request)`,
            `${same.perSecond}/s`,
            same.p50,
            same.p99,
            same.errors,
          );
        }
        row(
          `${what}: ${share}% of bare (server CPU ${figures.cpuMicros.toFixed(1)} µs a request, ${cpuShare}% of bare's rate by CPU)`,
          `${figures.perSecond}/s`,
          figures.p50,
          figures.p99,
          figures.errors,
        );
      }
    } finally {
      await app.close();
      await hello.close();
    }
  }
  row('server RSS at the end', mb(process.memoryUsage().rss));
  const audit = await auditLedger(database);
  if (!audit.ok) throw new Error(`ledger audit failed: ${JSON.stringify(audit.problems.slice(0, 3))}`);
  console.log(rows.join('\n'));
}

async function main() {
  console.log('| engine | path | rate / time | p50 | p99 | errors |\n| --- | --- | --- | --- | --- | --- |');
  await onEachEngine('challenges', (database, engine, dataDir) => benchEngine(database, engine, dataDir));
}

await main();
