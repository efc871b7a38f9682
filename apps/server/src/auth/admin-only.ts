// The admin API's guard: after `app.authenticate`, only a user whose role is 'admin' goes on
// (`{ preHandler: [app.authenticate, adminOnly(database)] }`); anyone else answers 403.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

export const adminOnlyMessage = 'Only administrators can do this.';

export function adminOnly(database: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [
      request.userId,
    ]);
    if (rows[0]?.role !== 'admin') throw new HttpError(403, adminOnlyMessage);
  };
}
