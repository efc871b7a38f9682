// The admin API's guard: after `app.authenticate`, only a user whose role is 'admin' goes on
// (`{ preValidation: [app.authenticate, adminOnly(database)] }`); anyone else answers 403. The role comes
// with the authentication's own query; the database is read only when the role is not known yet.
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

export const adminOnlyMessage = 'Only administrators can do this.';

export function adminOnly(database: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = request.userRole ?? (await roleOf(database, request.userId));
    if (role !== 'admin') throw new HttpError(403, adminOnlyMessage);
  };
}

async function roleOf(database: Queryable, userId: string): Promise<string | undefined> {
  if (userId === '') return undefined;
  const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [userId]);
  return rows[0]?.role;
}
