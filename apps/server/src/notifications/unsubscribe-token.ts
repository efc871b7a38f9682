// The unsubscribe token in notification mail (docs/decisions/0034-notifications.md): the user id and an
// HMAC-SHA256 of it under the server's signing secret (JWT_SECRET, shared by every instance: decision
// 0026), so the link needs no sign-in and no stored state, and works for as long as the secret does.
// A forged or altered token fails the comparison (timingSafeEqual); nothing is looked up before that.
import { createHmac, timingSafeEqual } from 'node:crypto';

const purpose = 'arena notifications unsubscribe v1';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${userId}`).digest();
}

/** `<userId>.<base64url HMAC>`: what the unsubscribe link and the one-click URL carry. */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or null when it is malformed or not signed by this server. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const userId = token.slice(0, dot);
  const mac = token.slice(dot + 1);
  if (!uuid.test(userId) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
