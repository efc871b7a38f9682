import type { MeResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { loadCurrentUser } from './current-user';
import { readFirstSteps } from './first-steps';
import { toUserView } from './user-view';

export function registerUserRoutes(app: FastifyInstance, database: Database) {
  // GET /api/users/me (spec §7): the signed-in user.
  app.get(
    '/api/users/me',
    { preValidation: app.authenticate },
    async (request, reply): Promise<MeResponse> => {
      reply.header('cache-control', 'no-store');
      const user = toUserView(await loadCurrentUser(database, request.userId));
      return { data: { user, firstSteps: await readFirstSteps(database, user.id, user.emailVerified) } };
    },
  );
}
