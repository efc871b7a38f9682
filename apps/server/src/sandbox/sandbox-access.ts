// Who may use a sandbox console that moves money (issue 29: `/sandbox/payouts` was open to anyone):
// a signed-in operator whose session passed the second factor, or whoever holds the sandbox key the
// server prints at start (`X-Sandbox-Key` or `?key=`; DATA_DIR/sandbox-mail-outbox-key). Anyone else
// answers 401 (no session) or 403, and the page says how to get in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { optionalSession } from '../auth/authenticate';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { hasOutboxKey } from './sandbox-mailbox';

export interface SandboxAccess {
  database: Database;
  jwtSecret: string;
  /**
   * Read at each request (the key is agreed with the other instances at start); undefined when no
   * sandbox key exists (mail is live): then only operators get in.
   */
  sandboxKey: () => string | undefined;
}

function queryKey(request: FastifyRequest): string | undefined {
  const key = (request.query as { key?: unknown } | undefined)?.key;
  return typeof key === 'string' ? key : undefined;
}

/** The `?key=` to carry on the page's own links and forms ('' when the key came another way). */
export function keyQuery(request: FastifyRequest): string {
  const key = queryKey(request);
  return key ? `?key=${encodeURIComponent(key)}` : '';
}

/** Adds the check to every route of `scope` (an encapsulated plugin). */
export function requireSandboxAccess(scope: FastifyInstance, access: SandboxAccess): void {
  scope.addHook('onRequest', async (request) => {
    if (hasOutboxKey(request, queryKey(request), access.sandboxKey())) return;
    const session = await optionalSession(access.database, request, access.jwtSecret);
    const operator = session && (session.role === 'admin' || session.role === 'support');
    if (operator && session.mfa) return;
    throw httpError(session ? 403 : 401, 'sandbox.keyRequired');
  });
}
