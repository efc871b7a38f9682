// The operator API's guards (docs/decisions/0020-operator-roles.md), after `app.authenticate`:
// - `adminOnly(database)`: role 'admin' (challenges, games, the ledger, roles);
// - `operatorOnly(database)`: role 'admin' or 'support' (players, passports, payouts, the audit log).
// Anyone else answers 403. The role comes with the authentication's own query; the database is read
// only when the role is not known yet. Both also need a session that passed the operator's second
// factor (issue 29, decision 0046): 403 auth.mfa.enrolmentRequired before TOTP is set up, else
// auth.mfa.verificationRequired (a third-party sign-in gives its code with the session).
import { operatorUserMessages, serverMessages } from '@arena/contract';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import { isMfaEnrolled } from './mfa-service';

export const adminOnlyMessage = serverMessages['auth.adminOnly'];
export const operatorOnlyMessage = operatorUserMessages.operatorOnly;

/** The roles each guard admits, for the OpenAPI reference (http/openapi-transform.ts, decision 0057). */
export const guardRoles = new WeakMap<object, readonly string[]>();

export function adminOnly(database: Queryable) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const role = request.userRole ?? (await roleOf(database, request.userId));
    if (role !== 'admin') throw httpError(403, 'auth.adminOnly');
    await mustHaveSecondFactor(database, request);
  };
  guardRoles.set(guard, ['admin']);
  return guard;
}

export function operatorOnly(database: Queryable) {
  const guard = async (request: FastifyRequest): Promise<void> => {
    const role = request.userRole ?? (await roleOf(database, request.userId));
    if (role !== 'admin' && role !== 'support') throw httpError(403, 'operatorUser.operatorOnly');
    await mustHaveSecondFactor(database, request);
  };
  guardRoles.set(guard, ['admin', 'support']);
  return guard;
}

async function mustHaveSecondFactor(database: Queryable, request: FastifyRequest): Promise<void> {
  if (request.sessionMfa) return;
  const enrolled = await isMfaEnrolled(database, request.userId);
  throw httpError(403, enrolled ? 'auth.mfa.verificationRequired' : 'auth.mfa.enrolmentRequired');
}

async function roleOf(database: Queryable, userId: string): Promise<string | undefined> {
  if (userId === '') return undefined;
  const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [userId]);
  return rows[0]?.role;
}
