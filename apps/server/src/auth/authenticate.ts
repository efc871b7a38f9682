// Bearer authentication for every route that needs a signed-in player. A route opts in with
// `{ preValidation: app.authenticate }` and then reads `request.userId` (and `request.userRole`). Anything
// but a valid token at the user's current token version answers 401 (spec §8: 'Authentication failed.
// Please log in again.'); what it reads of the account comes from the instance's session cache, else one
// query by primary key (session-revocation.ts, session-cache.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { unauthorized } from '../http/http-error';
import { currentSession, sessionCacheFor, type CurrentSession, type UserRole } from './session-revocation';

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `app.authenticate`; empty on routes that do not use it. */
    userId: string;
    /** Set by `app.authenticate` with the user id; null on routes that do not use it. */
    userRole: UserRole | null;
    /** Set by `app.authenticate`: the session passed the second factor (the operator API asks for it). */
    sessionMfa: boolean;
    /** Set by `app.authenticate`: the caller's session (issue 30), null for a token that names none. */
    sessionId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** The caller of a route open to visitors: the session of a valid bearer token, else null. */
export async function optionalSession(
  database: Database,
  request: FastifyRequest,
  jwtSecret: string,
): Promise<CurrentSession | null> {
  const token = bearerToken(request);
  return token ? currentSession(database, token, jwtSecret, sessionCacheFor(database.changes)) : null;
}

export function registerAuthentication(app: FastifyInstance, database: Database, jwtSecret: string): void {
  app.decorateRequest('userId', '');
  app.decorateRequest('userRole', null);
  app.decorateRequest('sessionMfa', false);
  app.decorateRequest('sessionId', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await optionalSession(database, request, jwtSecret);
    if (!session) throw unauthorized();
    request.userId = session.userId;
    request.userRole = session.role;
    request.sessionMfa = session.mfa;
    request.sessionId = session.sessionId;
  });
}
