import { healthResponseSchema, localizedMessage, type ProviderName } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { errorBody } from './error-handler';

export function registerHealthRoutes(
  app: FastifyInstance,
  database: Database,
  sandboxProviders: readonly ProviderName[],
) {
  // GET /api/health: liveness, the engine in use and the sandbox providers; 503 when the database does not answer.
  app.get('/api/health', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await database.query('select 1');
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.code(503).send(errorBody(localizedMessage('request.databaseUnavailable')));
    }
    return healthResponseSchema.parse({
      status: 'ok',
      database: database.engine,
      sandbox: sandboxProviders.length > 0,
      sandboxProviders,
    });
  });
}
