// GET /api/users/sessions, DELETE /api/users/sessions/{id}, POST /api/users/sessions/revoke-others
// (issue 30, docs/decisions/0049). Ending a session revokes its refresh-credential family and its row,
// so its access tokens answer 401 on their next request (session-revocation.ts) and its refresh fails.
import {
  sessionIdParamsSchema,
  type AccountSessionsResponse,
  type EndSessionsResponse,
} from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInClient } from '../auth/sign-in-sessions';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { endOtherSessions, endOwnSession, listActiveSessions } from './account-sessions';

export function registerSessionRoutes(fastify: FastifyInstance, database: Database): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const authenticated = { preValidation: app.authenticate };

  app.get('/api/users/sessions', authenticated, async (request, reply): Promise<AccountSessionsResponse> => {
    reply.header('cache-control', 'no-store');
    const sessions = await listActiveSessions(database, request.userId, request.sessionId);
    return { status: 'success', data: { sessions } };
  });

  app.delete(
    '/api/users/sessions/:id',
    { ...authenticated, schema: { params: sessionIdParamsSchema } },
    async (request): Promise<EndSessionsResponse> => {
      const ended = await endOwnSession(database, request.userId, request.params.id, signInClient(request));
      if (!ended) throw httpError(404, 'session.notFound');
      return { status: 'success', data: { ended: 1 } };
    },
  );

  app.post(
    '/api/users/sessions/revoke-others',
    authenticated,
    async (request): Promise<EndSessionsResponse> => {
      const ended = await endOtherSessions(
        database,
        request.userId,
        request.sessionId,
        signInClient(request),
      );
      return { status: 'success', data: { ended } };
    },
  );
}
