// The operator API's guards (docs/decisions/0020-operator-roles.md), after `app.authenticate`:
// - `adminOnly(database)`: role 'admin' (challenges, games, the ledger, roles);
// - `operatorOnly(database)`: role 'admin' or 'support' (players, passports, payouts, the audit log).
// Anyone else answers 403. The role comes with the authentication's own query; the database is read
// only when the role is not known yet.
import { operatorUserMessages, serverMessages } from '@arena/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { httpError } from '../http/http-error';

export const adminOnlyMessage = serverMessages['auth.adminOnly'];
export const operatorOnlyMessage = operatorUserMessages.operatorOnly;

export function adminOnly(database: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = request.userRole ?? (await roleOf(database, request.userId));
    if (role !== 'admin') throw httpError(403, 'auth.adminOnly');
  };
}

export function operatorOnly(database: Queryable) {
  return async (request: FastifyRequest): Promise<void> => {
    const role = request.userRole ?? (await roleOf(database, request.userId));
    if (role !== 'admin' && role !== 'support') throw httpError(403, 'operatorUser.operatorOnly');
  };
}

async function roleOf(database: Queryable, userId: string): Promise<string | undefined> {
  if (userId === '') return undefined;
  const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [userId]);
  return rows[0]?.role;
}
