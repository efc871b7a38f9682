// Secrets handed to a browser or a mailbox (refresh credentials, verification links) are 256 random
// bits; the database keeps only their SHA-256, so a leaked table cannot be replayed.
import { createHash, randomBytes } from 'node:crypto';

export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Cheap shape check before touching the database: 43 base64url characters. */
export function looksLikeOpaqueToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);
}
