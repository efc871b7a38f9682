// Prometheus metrics (prom-client, the registry every Node exporter builds on): request rate and
// latency per route, the database's work in flight and pool, scheduled job runs, payments and payouts
// by outcome, and the process's own (CPU, memory, event-loop lag). `/metrics` on the app answers only
// with `Authorization: Bearer <METRICS_TOKEN>`; with METRICS_PORT, main.ts also serves it without a
// token on that internal port (never publish it). docs/deploy.md lists the series.
import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { httpError, unauthorized } from './http-error';

/** One registry per process: the jobs and the payment code count into it wherever outcomes happen. */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'arena_' });

const httpLabels = ['method', 'route', 'status_code'] as const;

export const httpRequests = new Counter({
  name: 'arena_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: httpLabels,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'arena_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status code',
  labelNames: httpLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'arena_job_runs_total',
  help: 'Scheduled job runs, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});

export type PaymentOutcome = 'completed' | 'failed' | 'cancelled';
export const paymentOutcomes = new Counter({
  name: 'arena_payments_total',
  help: 'Payment orders that reached an outcome (completed, failed, cancelled), by provider',
  labelNames: ['outcome', 'provider'] as const,
  registers: [metricsRegistry],
});

export type PayoutOutcome = 'approved' | 'completed' | 'failed' | 'rejected';
export const payoutOutcomes = new Counter({
  name: 'arena_payouts_total',
  help: 'Withdrawals by outcome: approved (to be sent), completed, failed (refunded), rejected (refunded)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

/** Database work (queries and transactions) running or waiting for its turn (PGlite: the queue). */
export const databaseInFlight = new Gauge({
  name: 'arena_db_operations_in_flight',
  help: 'Database queries and transactions started and not yet settled (on PGlite: running plus queued)',
  labelNames: ['engine'] as const,
  registers: [metricsRegistry],
});

export const databaseOperationDuration = new Histogram({
  name: 'arena_db_operation_duration_seconds',
  help: 'Time a database query or transaction took, queueing included',
  labelNames: ['engine', 'kind'] as const,
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers: [metricsRegistry],
});

interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}
let poolSource: (() => PoolStats | undefined) | undefined;

new Gauge({
  name: 'arena_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, waiting clients); absent on PGlite',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    const stats = poolSource?.();
    if (!stats) return;
    this.set({ state: 'total' }, stats.totalCount);
    this.set({ state: 'idle' }, stats.idleCount);
    this.set({ state: 'waiting' }, stats.waitingCount);
  },
});

/** Counts a settled job run (jobs/periodic-job.ts, matches/match-polling.ts). */
export function countJobRun(job: string, outcome: 'ok' | 'failed') {
  jobRuns.inc({ job, outcome });
}

/**
 * The database the app uses, measured: every query, script and transaction is counted in flight and
 * timed. The same object underneath (same connections, same locks).
 */
export function measuredDatabase(database: Database): Database {
  if ((database as MeasuredDatabase)[measured]) return database;
  const engine = database.engine;
  const pool = (database as unknown as { pool?: Partial<PoolStats> }).pool;
  if (engine === 'postgres' && pool && typeof pool.totalCount === 'number') {
    poolSource = () => pool as PoolStats;
  }
  const timed = <T>(kind: string, work: () => Promise<T>): Promise<T> => {
    databaseInFlight.inc({ engine });
    const stop = databaseOperationDuration.startTimer({ engine, kind });
    return work().finally(() => {
      databaseInFlight.dec({ engine });
      stop();
    });
  };
  const wrapper: MeasuredDatabase = {
    [measured]: true,
    engine,
    changes: database.changes,
    query: (sql, params) => timed('query', () => database.query(sql, params)),
    exec: (sql) => timed('exec', () => database.exec(sql)),
    announce: (...topics) => database.announce(...topics),
    transaction: (work) => timed('transaction', () => database.transaction(work)),
    close: () => database.close(),
  };
  return wrapper;
}
const measured = Symbol('measured');
type MeasuredDatabase = Database & { [measured]: true };

type BoundRequestSeries = {
  count: ReturnType<typeof httpRequests.labels>;
  time: ReturnType<typeof httpRequestDuration.labels>;
};
const boundRequestSeries = new Map<string, BoundRequestSeries>();

/**
 * Counts and times one request answered outside Fastify's hooks (the public fast path): the same two
 * series, the same labels as the onResponse hook below, with the label sets bound once.
 */
export function countAnsweredRequest(method: string, route: string, statusCode: number, seconds: number) {
  const id = `${method} ${statusCode} ${route}`;
  let series = boundRequestSeries.get(id);
  if (!series) {
    const labels = { method, route, status_code: String(statusCode) };
    series = { count: httpRequests.labels(labels), time: httpRequestDuration.labels(labels) };
    boundRequestSeries.set(id, series);
  }
  series.count.inc();
  series.time.observe(seconds);
}

/** Counts and times every answered request by its route pattern (never the raw URL: no ids, no tokens). */
export function registerRequestMetrics(app: FastifyInstance, options: { token: string | undefined }) {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status_code: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  // GET /metrics: the Prometheus text format, for a scraper holding METRICS_TOKEN; 404 without a token configured.
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!expected) throw httpError(404, 'request.notFound');
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw unauthorized();
    }
    return reply.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}

/** METRICS_PORT: the metrics alone on an internal port, no token (bind it where only the scraper reaches). */
export function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
