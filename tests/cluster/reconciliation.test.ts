// Reconciliation on three instances (issue 29, docs/decisions/0044): three server processes on one
// PostgreSQL, each running the reconciliation job every PAYOUT_RECONCILE_MINUTES=0.02 (1.2 s). A payout
// is approved on one, paid at the sandbox provider through another with its notification dropped, and
// the jobs, racing on all three, settle it exactly once: one completion, one ledger posting, one
// reconciliation event, one "settled" log line among the three, and nothing more on later ticks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../apps/server/src/db/database';
import { openPostgresDatabase } from '../../apps/server/src/db/postgres-database';
import { auditLedger } from '../../apps/server/src/ledger/audit';
import { insertPayee, withdrawalFacts } from '../../apps/server/test/support/payout-fixtures';
import { insertTestUser } from '../../apps/server/test/support/users-fixtures';
import {
  spawnInstance,
  startDatabase,
  stopInstance,
  waitForHealth,
  type ClusterDatabase,
  type Instance,
} from './cluster';

const metricsToken = 'cluster-metrics-token-0123456789';
let postgres: ClusterDatabase;
let db: Database;
let instances: Instance[] = [];
let jwtSecret: string;
let sandboxKey: string;

beforeAll(async () => {
  postgres = await startDatabase();
  const env = { PAYOUT_RECONCILE_MINUTES: '0.02', METRICS_TOKEN: metricsToken };
  instances = await Promise.all(['a', 'b', 'c'].map((name) => spawnInstance(name, postgres.url, env)));
  await Promise.all(instances.map((instance) => waitForHealth(instance)));
  db = openPostgresDatabase({ connectionString: postgres.url, max: 4 });
  const secret = async (name: string) =>
    (
      await db.query<{ secret: string }>(`select value #>> '{}' as secret from app_settings where key = $1`, [
        `generated-secret.${name}`,
      ])
    ).rows[0]?.secret ?? '';
  jwtSecret = await secret('jwt-secret');
  sandboxKey = await secret('sandbox-mail-outbox-key');
}, 240_000);

afterAll(async () => {
  await Promise.all(instances.map((instance) => stopInstance(instance)));
  await db?.close();
  await postgres?.stop();
}, 60_000);

async function call(
  instance: Instance,
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const response = await fetch(`${instance.url}${url}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How many times `message` was logged across the three instances (pino JSON lines). */
function logged(message: string): number {
  return instances
    .flatMap((instance) => instance.log().split('\n'))
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${message}"`)).length;
}

/** arena_job_runs_total{job="reconciliation",outcome="ok"} of one instance. */
async function reconciliationRuns(instance: Instance): Promise<number> {
  const response = await fetch(`${instance.url}/metrics`, { headers: bearer(metricsToken) });
  const text = await response.text();
  const line = text
    .split('\n')
    .find((row) => row.startsWith('arena_job_runs_total{job="reconciliation",outcome="ok"}'));
  return Number(line?.split(' ').at(-1) ?? 0);
}

describe('reconciliation on three instances', () => {
  it('settles a payout whose notification was dropped exactly once while all three run the job', async () => {
    const [a, b, c] = instances as [Instance, Instance, Instance];
    const player = await insertPayee(db, jwtSecret, 3000);
    const admin = await insertTestUser(db, jwtSecret, { role: 'admin', provider: 'google' });

    const requested = await call(a, 'POST', '/api/withdrawal/request', bearer(player.token), {
      crystalAmount: 1000,
      paymentEmail: 'winner@example.com',
    });
    expect(requested.status).toBe(201);
    const withdrawalId = (requested.body.data as { id: string }).id;
    const approved = await call(b, 'POST', `/api/admin/payouts/${withdrawalId}/approve`, bearer(admin.token));
    expect(approved.status).toBe(200);

    // Paid at the provider, through the third instance, and the notification never reaches Arena.
    const paid = await call(
      c,
      'POST',
      `/sandbox/payouts/${withdrawalId}/pay`,
      { 'x-sandbox-key': sandboxKey },
      {
        dropNotification: true,
      },
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', notificationDropped: true, webhookStatus: null });

    const deadline = Date.now() + 60_000;
    while ((await withdrawalFacts(db, withdrawalId)).status === 'processing' && Date.now() < deadline) {
      await pause(250);
    }
    const settled = {
      status: 'completed',
      journalStatus: 'completed',
      postings: 1,
      refunds: 0,
      reconciliationEvents: 1,
      crystals: 2000,
    };
    expect(await withdrawalFacts(db, withdrawalId)).toEqual(settled);

    // Several more ticks on every instance: nothing moves again.
    await pause(4_000);
    expect(await withdrawalFacts(db, withdrawalId)).toEqual(settled);
    expect(logged('reconciliation settled a payout')).toBe(1);
    expect(logged('reconciliation failed')).toBe(0);
    for (const instance of instances) expect(await reconciliationRuns(instance)).toBeGreaterThanOrEqual(2);
    expect(await auditLedger(db)).toEqual({ ok: true, problems: [] });

    // The console of any instance: nothing stuck, and the latest run is recorded.
    const console = await call(a, 'GET', '/api/admin/reconciliation', bearer(admin.token));
    expect(console.status).toBe(200);
    expect((console.body.data as { id: string }[]).map((item) => item.id)).not.toContain(withdrawalId);
    expect(console.body.lastRun).not.toBeNull();
  });
});
