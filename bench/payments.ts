// Crediting GCoin packs under load (issue 4, docs/benchmarks.md): 50 concurrent clients, each its
// own user, for a few seconds per path, on PGlite and, when DATABASE_URL is set, on PostgreSQL too
// (in a throwaway schema, dropped at the end).
// Usage: npm run bench:payments                 (PGlite)
//        DATABASE_URL=postgres://… npm run bench:payments   (PGlite, then PostgreSQL)
// Paths:
//   ledger    creditPackPurchase directly: one database transaction per purchase
//   complete  the whole sandbox checkout over HTTP (create order, approve on the sandbox page,
//             POST /api/payments/complete); latency is that of `complete` alone, which captures the
//             order at the (sandbox) provider and credits the pack
import { randomBytes, randomUUID } from 'node:crypto';
import { buildApp } from '../apps/server/src/app';
import { signAccessToken } from '../apps/server/src/auth/access-token';
import { loadConfig } from '../apps/server/src/config';
import type { Database } from '../apps/server/src/db/database';
import { migrate } from '../apps/server/src/db/migrate';
import { onEachEngine, percentile } from './support/engines';
import { auditLedger } from '../apps/server/src/ledger/audit';
import { creditPackPurchase } from '../apps/server/src/ledger/purchases';

const clients = 50;
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

interface Figures {
  perSecond: number;
  p50: string;
  p99: string;
  errors: number;
}

/** Runs `step` in `clients` loops for `seconds`; `step` returns the latency to count, in ms. */
async function load(step: (client: number) => Promise<number>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        try {
          latencies.push(await step(client));
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
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

async function insertUsers(database: Database): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < clients; index += 1) {
    const { rows } = await database.query<{ id: string }>(
      `insert into users (email, name, provider, affiliate_code) values ($1, 'Bench Player', 'google', $2)
       returning id`,
      [`bench-${randomUUID()}@example.test`, randomBytes(6).toString('hex').toUpperCase()],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

async function benchEngine(database: Database, dataDir: string) {
  await migrate(database);
  const userIds = await insertUsers(database);
  const run = randomUUID().slice(0, 8);
  let sequence = 0;
  console.info(
    `${database.engine}: ${clients} concurrent clients, ${seconds} s per path, load from the same process (2 cores shared)`,
  );

  const ledger = await load(async (client) => {
    sequence += 1;
    const started = performance.now();
    await creditPackPurchase(database, {
      userId: userIds[client]!,
      paymentKey: `bench-${run}-${sequence}`,
      provider: 'checkout',
      priceCents: 1486,
      gCoins: 3,
    });
    return performance.now() - started;
  });
  print('creditPackPurchase', ledger);

  // Each bench client buys many packs in a row: lift the per-account payment limit (README, RATE_LIMIT_SCALE).
  const config = loadConfig(
    { DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', RATE_LIMIT_SCALE: '100000' },
    dataDir,
  );
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const tokens = await Promise.all(userIds.map((id) => signAccessToken(id, config.jwtSecret)));
  const call = async (client: number, url: string, body: unknown) => {
    const response = await fetch(`${address}${url}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { authorization: `Bearer ${tokens[client]}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${url} answered ${response.status}: ${text}`);
    return text;
  };
  const complete = await load(async (client) => {
    const created = JSON.parse(await call(client, '/api/payments/create', { amount: '14.86' })) as {
      paypalOrderId: string;
    };
    await call(client, `/sandbox/checkout/${created.paypalOrderId}`, { decision: 'approve' });
    const started = performance.now();
    await call(client, '/api/payments/complete', { orderId: created.paypalOrderId });
    return performance.now() - started;
  });
  print('POST /api/payments/complete', complete);
  await app.close();

  const audit = await auditLedger(database);
  console.info(`  ledger audit after the run: ${audit.ok ? 'ok' : audit.problems.join('; ')}`);
}

function print(label: string, figures: Figures) {
  console.info(
    `  ${label.padEnd(30)} ${String(figures.perSecond).padStart(6)} purchases/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`,
  );
}

async function main() {
  await onEachEngine('payments', (database, _engine, dataDir) => benchEngine(database, dataDir));
}

await main();
