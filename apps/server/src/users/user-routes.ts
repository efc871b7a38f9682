import type { MeResponse } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { sendKept } from '../http/kept-answer';
import { loadCurrentUser } from './current-user';
import { meCacheFor } from './me-cache';
import { readFirstSteps } from './first-steps';
import { toUserView } from './user-view';

export function registerUserRoutes(app: FastifyInstance, database: Database) {
  // GET /api/users/me (spec §7): the signed-in user.
  app.get(
    '/api/users/me',
    { preValidation: app.authenticate },
    async (request, reply) => {
      const me: MeResponse | null = await meCacheFor(database.changes).read(request.userId, null, async () => {
        const user = toUserView(await loadCurrentUser(database, request.userId));
        return { data: { user, firstSteps: await readFirstSteps(database, user.id, user.emailVerified) } };
      });
      // A missing account throws inside (401), so an answer is always there.
      return sendKept(request, reply, me!, 'no-store');
    },
  );
}
