// Challenges under load (issue 5, docs/benchmarks.md), on PGlite and, when DATABASE_URL is set, on
// PostgreSQL too (in a throwaway schema, dropped at the end):
//   enrol     enrolInChallenge with 50 concurrent clients all on the same challenge (row lock
//             contention), each enrolment a new player paying a 1 GCoin fee through the ledger
//   finish    finishing one challenge with 10,000 participants (rank, winners, prizes, XP, stats)
//   list      GET /api/challenge/list over HTTP (50 clients) beside a bare Fastify hello-world
// Usage: npm run bench:challenges                 (PGlite)
//        DATABASE_URL=postgres://… npm run bench:challenges   (PGlite, then PostgreSQL)
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { enrolInChallenge } from '../apps/server/src/challenges/enrolment';
import { finishChallenge } from '../apps/server/src/challenges/finish-challenge';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { onEachEngine, percentile } from './support/engines';
import { auditLedger } from '../apps/server/src/ledger/audit';
import { creditPackPurchase } from '../apps/server/src/ledger/purchases';

const clients = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const poolSize = 1_000;
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

  // Enrolment under contention: pairs (challenge n / poolSize, player n % poolSize).
  const players = await insertPlayers(database, poolSize);
  for (const userId of players) {
    await creditPackPurchase(database, {
      userId,
      paymentKey: `bench-${userId}`,
      provider: 'checkout',
      priceCents: 0,
      gCoins: 10,
    });
  }
  const challenges: string[] = [];
  for (let index = 0; index < 20; index += 1) {
    challenges.push(await insertChallenge(database, new Date(Date.now() + hourMs + index * 1000), poolSize));
  }
  let next = 0;
  const enrol = await load(async () => {
    const n = next++;
    const challengeId = challenges[Math.floor(n / poolSize)];
    if (!challengeId) throw new Error('bench ran out of challenges');
    const result = await enrolInChallenge(database, { userId: players[n % poolSize]!, challengeId });
    if (!result.success) throw new Error(result.message);
  });
  rows.push(
    `| ${engine} | enrolInChallenge, 50 clients on one challenge | ${enrol.perSecond}/s | ${enrol.p50} | ${enrol.p99} | ${enrol.errors} |`,
  );

  // Finishing 10,000 participants.
  const big = await insertChallenge(database, new Date(Date.now() - 80 * hourMs), 10_000);
  const crowd = await insertPlayers(database, 10_000);
  await database.query(
    `insert into challenge_participants (challenge_id, user_id, score, bonus_score, games_played, created_at)
     select $1, u::uuid, (random() * 1000)::int, (random() * 50)::int, 1 + (random() * 9)::int, now()
     from jsonb_array_elements_text($2::jsonb) as t(u)`,
    [big, JSON.stringify(crowd)],
  );
  await database.query('update challenges set registered_players = 10000, status = 1 where id = $1', [big]);
  const at = performance.now();
  const finished = await finishChallenge(database, big, new Date());
  const finishMs = performance.now() - at;
  if (!finished.finished || finished.participants !== 10_000) throw new Error('finish did not run');
  rows.push(`| ${engine} | finishChallenge, 10,000 participants | ${finishMs.toFixed(0)} ms | | | 0 |`);

  // Reads: the list over HTTP beside a bare Fastify hello-world.
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SITE_DIR: path.join(dataDir, 'no-site'),
      JWT_SECRET: 'b'.repeat(48),
    },
    dataDir,
  );
  const app = await buildApp(config, { database });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
  try {
    const get = (url: string) => async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${response.status}`);
      await response.arrayBuffer();
    };
    const bare = await load(get(`${helloUrl}/`));
    const list = await load(get(`${appUrl}/api/challenge/list?gameId=valorant&status=0`));
    rows.push(
      `| ${engine} | bare Fastify hello-world | ${bare.perSecond}/s | ${bare.p50} | ${bare.p99} | ${bare.errors} |`,
    );
    rows.push(
      `| ${engine} | GET /api/challenge/list (${challenges.length} challenges) | ${list.perSecond}/s | ${list.p50} | ${list.p99} | ${list.errors} |`,
    );
  } finally {
    await app.close();
    await hello.close();
  }
  const audit = await auditLedger(database);
  if (!audit.ok) throw new Error(`ledger audit failed: ${JSON.stringify(audit.problems.slice(0, 3))}`);
  console.log(rows.join('\n'));
}

async function main() {
  console.log('| engine | path | rate / time | p50 | p99 | errors |\n| --- | --- | --- | --- | --- | --- |');
  await onEachEngine('challenges', (database, engine, dataDir) => benchEngine(database, engine, dataDir));
}

await main();
