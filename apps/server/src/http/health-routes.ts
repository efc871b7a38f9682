import { healthResponseSchema, localizedMessage, type ProviderName } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { loadMigrations } from '../db/migrate';
import { errorBody } from './error-handler';

export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  sandboxProviders: readonly ProviderName[],
) {
  // GET /api/health: liveness, the engine in use, the Node runtime and the sandbox providers; 503 when the database does not answer.
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send(errorBody(localizedMessage('request.databaseUnavailable')));
    }
    return {
      ...healthResponseSchema.parse({
        status: 'ok',
        database: database.engine,
        sandbox: sandboxProviders.length > 0,
        sandboxProviders,
      }),
      runtime: process.version,
    };
  });
}

export interface ReadyCheck {
  ok: boolean;
  detail?: string;
}

/** Live providers whose keys are missing (loadConfig refuses most of these at start; this re-states it). */
export function unconfiguredProviders(config: Config): ProviderName[] {
  const missing: ProviderName[] = [];
  if (config.providers.mail === 'live' && !config.mail.smtpUrl) missing.push('mail');
  if (config.providers.storage === 'live' && !config.s3) missing.push('storage');
  if (config.providers.identity === 'live' && !config.identity.google && !config.identity.discord) {
    missing.push('identity');
  }
  return missing;
}

/**
 * GET /api/ready: readiness for a load balancer or orchestrator. 200 when the database answers, every
 * migration this build knows is applied, and the providers are configured; otherwise 503 naming the
 * check that failed. (While the server shuts down Fastify answers 503 to new requests anyway.)
 */
export function registerReadyRoute(app: FastifyInstance, database: Database, config: Config) {
  const expected = loadMigrations().map((migration) => migration.version);
  app.get('/api/ready', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const checks: Record<'database' | 'migrations' | 'providers', ReadyCheck> = {
      database: { ok: false },
      migrations: { ok: false },
      providers: { ok: false },
    };
    try {
      await database.query('select 1');
      checks.database = { ok: true };
      const { rows } = await database.query<{ version: number }>('select version from schema_migrations');
      const applied = new Set(rows.map((row) => Number(row.version)));
      const pending = expected.filter((version) => !applied.has(version));
      checks.migrations =
        pending.length === 0 ? { ok: true } : { ok: false, detail: `pending: ${pending.join(', ')}` };
    } catch (error) {
      request.log.error({ err: error }, 'readiness check failed');
      if (!checks.database.ok) checks.database = { ok: false, detail: 'database unreachable' };
      else checks.migrations = { ok: false, detail: 'schema_migrations unreadable' };
    }
    const missing = unconfiguredProviders(config);
    checks.providers =
      missing.length === 0 ? { ok: true } : { ok: false, detail: `not configured: ${missing.join(', ')}` };
    const failed = Object.entries(checks)
      .filter(([, check]) => !check.ok)
      .map(([name]) => name);
    return reply
      .code(failed.length === 0 ? 200 : 503)
      .send({ status: failed.length === 0 ? 'ready' : 'not-ready', failed, checks });
  });
}
