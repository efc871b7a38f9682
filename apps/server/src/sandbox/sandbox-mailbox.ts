// Which browser a sandbox mail belongs to (issue 9, finding 2). A public demo runs the sandbox mail
// provider, so its outbox must not show one visitor another's verification links. Each browser that
// causes a mail gets a random mailbox id in an httpOnly cookie; the mail is stored with it, and the
// outbox shows a browser only its own mailbox. Whoever runs the server opens the whole outbox with
// the key generated into the data directory (Config.sandboxSecrets.mailOutboxKey).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { fastifyRequestContext, requestContext } from '@fastify/request-context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module '@fastify/request-context' {
  interface RequestContextData {
    sandboxMailbox: MailboxSlot;
  }
}

interface MailboxSlot {
  id: string | null;
  /** Assigned during this request: the response sets the cookie. */
  fresh: boolean;
}

export const sandboxMailboxCookieName = 'arena_sandbox_mailbox';
const mailboxPattern = /^[A-Za-z0-9_-]{24}$/;
const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 30 * 24 * 60 * 60,
} as const;

/** The browser's mailbox id from its cookie, or null when it has none (or a malformed one). */
export function mailboxOf(request: FastifyRequest): string | null {
  const value = request.cookies[sandboxMailboxCookieName];
  return value !== undefined && mailboxPattern.test(value) ? value : null;
}

/** Registered once on the root app (MAIL_MODE=sandbox only), after the cookie plugin. */
export async function registerSandboxMailboxes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ sandboxMailbox: { id: mailboxOf(request), fresh: false } }),
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const slot = request.requestContext.get('sandboxMailbox');
    if (slot?.fresh && slot.id) reply.setCookie(sandboxMailboxCookieName, slot.id, cookieOptions);
    done(null, payload);
  });
}

/**
 * The mailbox of the browser whose request is sending mail now, assigning one when it has none; null
 * outside a request (background work), so such mail is seen only with the outbox key.
 */
export function currentMailbox(): string | null {
  const slot = requestContext.get('sandboxMailbox');
  if (!slot) return null;
  if (!slot.id) {
    slot.id = randomBytes(18).toString('base64url');
    slot.fresh = true;
  }
  return slot.id;
}

/** True when the request carries the outbox key (`X-Sandbox-Key` header or the route's `key` query parameter). */
export function hasOutboxKey(
  request: FastifyRequest,
  queryKey: string | undefined,
  outboxKey: string | undefined,
): boolean {
  if (!outboxKey) return false;
  const header = request.headers['x-sandbox-key'];
  const offered = typeof header === 'string' ? header : (queryKey ?? '');
  const expected = Buffer.from(outboxKey);
  const given = Buffer.from(offered);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
