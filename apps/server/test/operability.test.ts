// Issue 14, operability: /api/health reports the runtime, /api/ready names a failed check, /metrics is
// guarded by METRICS_TOKEN and carries the named series, request ids are honoured and echoed, logs hold
// no secrets, and three migrators on one database apply each migration once.
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadMigrations, migrate } from '../src/db/migrate';
import { countJobRun, payoutOutcomes, paymentOutcomes } from '../src/http/metrics';
import { redactUrl } from '../src/http/logging';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';

const metricsToken = 'metrics-token-0123456789abcdef';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('health, readiness, metrics and request ids', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeEach(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig({ METRICS_TOKEN: metricsToken }), { database });
  });
  afterEach(async () => {
    await app.close();
    await database.close();
  });

  it('reports the Node runtime on /api/health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: testEngine, runtime: process.version });
    expect(process.version).toMatch(/^v2[2-9]\./);
  });

  it('is ready when the database answers, migrations are applied and providers configured', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ready',
      failed: [],
      checks: { database: { ok: true }, migrations: { ok: true }, providers: { ok: true } },
    });
  });

  it('is not ready, naming the migration check, when a migration is missing', async () => {
    const last = loadMigrations().at(-1)!;
    await database.query('delete from schema_migrations where version = $1', [last.version]);
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'not-ready',
      failed: ['migrations'],
      checks: { migrations: { ok: false, detail: `pending: ${last.version}` } },
    });
  });

  it('is not ready, naming the database, when the database does not answer', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json().failed).toContain('database');
  });

  it('serves /metrics only with the bearer token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all-000000' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('answers 404 on /metrics when no token is configured', async () => {
    const open = await buildApp(testConfig(), { database });
    try {
      expect((await open.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await open.close();
    }
  });

  it('counts requests per route pattern and exposes database, job, payment and payout series', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/public/profiles/nobody-here' });
    countJobRun('challenge lifecycle', 'ok');
    paymentOutcomes.inc({ outcome: 'completed', provider: 'checkout' }, 0);
    payoutOutcomes.inc({ outcome: 'completed' }, 0);
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${metricsToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toMatch(
      /arena_http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    expect(text).toMatch(
      /arena_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"/,
    );
    expect(text).not.toContain('nobody-here'); // route patterns, never raw URLs
    expect(text).toContain('arena_db_operations_in_flight');
    expect(text).toContain('arena_db_operation_duration_seconds_count');
    expect(text).toMatch(/arena_job_runs_total\{job="challenge lifecycle",outcome="ok"\} \d+/);
    expect(text).toContain('arena_payments_total{outcome="completed",provider="checkout"}');
    expect(text).toContain('arena_payouts_total{outcome="completed"}');
    expect(text).toContain('arena_process_cpu_seconds_total');
  });

  it('keeps a plain X-Request-Id, echoes it, and replaces one that is not plain', async () => {
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42.abc');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\twith "quotes"' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logs carry no secrets or personal data', () => {
  it('redacts query values, e-mail addresses, card numbers and long tokens from the logged URL', () => {
    expect(redactUrl('/api/auth/verify?token=abc123&lang=ar')).toBe(
      '/api/auth/verify?token=[redacted]&lang=ar',
    );
    expect(redactUrl('/api/x?who=someone%40example.com')).toBe('/api/x?who=[redacted]');
    expect(redactUrl('/api/x/4111 1111 1111 1111')).toBe('/api/x/[redacted]');
    expect(redactUrl('/reset/eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuvwxyz')).toBe('/reset/[redacted]');
    expect(redactUrl('/api/challenges/0b9f3c1e-2d3a-4a57-9d0f-1f2e3d4c5b6a')).toBe(
      '/api/challenges/0b9f3c1e-2d3a-4a57-9d0f-1f2e3d4c5b6a',
    );
  });

  it('logs requests carrying a password, a bearer token and a card number without any of them', async () => {
    const database = await createTestDatabase();
    const log = capture();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace', METRICS_TOKEN: metricsToken }), {
      database,
      logStream: log.stream,
    });
    const password = 'Sup3r-Secret-Passw0rd!';
    const bearer = 'eyJhbGciOiJIUzI1NiJ9.secret-bearer-token.signature';
    const card = '4111111111111111';
    const email = 'private.person@example.com';
    try {
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email, password, confirmPassword: password, displayName: 'x' },
      });
      await app.inject({
        method: 'GET',
        url: `/api/wallet?card=${card}&email=${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${bearer}`, cookie: `session=${bearer}` },
      });
      await app.inject({
        method: 'POST',
        url: '/api/cards/orders',
        headers: { authorization: `Bearer ${bearer}` },
        payload: { cardNumber: card, number: card, cvc: '123', expiry: '12/30', name: 'A B' },
      });
      await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${metricsToken}` },
      });
      app.log.info(
        { body: { password, card: { number: card }, email }, headers: { authorization: bearer } },
        'probe',
      );
    } finally {
      await app.close();
      await database.close();
    }
    const text = log.text();
    expect(text).toContain('"reqId"'); // the requests were logged
    expect(text).toContain('probe');
    for (const secret of [password, bearer, card, email, metricsToken, 'secret-bearer-token']) {
      expect(text, `log contains ${secret}`).not.toContain(secret);
    }
  });
});

describe('migrations on one database, three instances starting together', () => {
  it('applies each migration exactly once (an advisory lock serialises them)', async () => {
    const database = await createTestDatabase({ migrated: false });
    const second = await database.secondHandle();
    const third = await database.secondHandle();
    try {
      const results = await Promise.all([migrate(database), migrate(second), migrate(third)]);
      const all = loadMigrations().map((migration) => migration.name);
      expect(results.flat().sort()).toEqual(all);
      const { rows } = await database.query<{ version: number; n: string | number }>(
        'select version, count(*) as n from schema_migrations group by version',
      );
      expect(rows).toHaveLength(all.length);
      expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
      expect(await migrate(third)).toEqual([]);
    } finally {
      await third.close();
      await second.close();
      await database.close();
    }
  });
});
