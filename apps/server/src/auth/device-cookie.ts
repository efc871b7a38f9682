// Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"; docs/decisions/0045):
// a browser that has signed in to an account with the right password gets `arena_device`, which says
// "this browser knew this account's password". A later attempt on that account presenting it is
// throttled only by that cookie's own failures (login-throttle.ts), so failures from addresses and
// devices that never signed in cannot keep the owner out.
//
// Value: `v1.<nonce>.<signature>`: a random 128-bit nonce and HMAC-SHA256 over the normalised account
// e-mail (emailKey) and the nonce, with a key derived from JWT_SECRET under its own label. The e-mail is
// bound by the signature, not written in the cookie. Nothing is stored on issue: a cookie is valid when
// its signature is, for the account being tried; a cookie of another account, altered or forged, counts
// as no cookie. Attributes as the refresh cookie (httpOnly, Secure, SameSite=Strict, Path=/api/auth),
// kept 180 days and renewed with a fresh nonce at each sign-in.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const deviceCookieName = 'arena_device';
export const deviceCookieLifetimeSeconds = 180 * 24 * 60 * 60;

const version = 'v1';
const keyLabel = 'arena.device-cookie.v1';
const nonceBytes = 16;
const signatureBytes = 32;
const base64url = /^[A-Za-z0-9_-]+$/;

const attributes: CookieSerializeOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/auth',
};

/** The signing key: JWT_SECRET under this cookie's own label, so a signature is good for nothing else. */
function deviceKey(secret: string): Buffer {
  return createHmac('sha256', secret).update(keyLabel).digest();
}

function signature(secret: string, accountKey: string, nonce: string): Buffer {
  return createHmac('sha256', deviceKey(secret)).update(`${version}\n${accountKey}\n${nonce}`).digest();
}

/** A new device cookie value for the account (normalised with emailKey), with a fresh nonce. */
export function issueDeviceCookie(secret: string, accountKey: string): string {
  const nonce = randomBytes(nonceBytes).toString('base64url');
  return `${version}.${nonce}.${signature(secret, accountKey, nonce).toString('base64url')}`;
}

/**
 * The nonce of a device cookie that was issued for this account by this server, else undefined
 * (missing, malformed, altered, forged, or another account's). The signature is compared in constant time.
 */
export function verifyDeviceCookie(
  secret: string,
  accountKey: string,
  value: string | undefined,
): string | undefined {
  if (!value || value.length > 200) return undefined;
  const [prefix, nonce, presented, ...rest] = value.split('.');
  if (prefix !== version || rest.length > 0 || !nonce || !presented) return undefined;
  const given = canonical(presented, signatureBytes);
  if (!canonical(nonce, nonceBytes) || !given) return undefined;
  return timingSafeEqual(given, signature(secret, accountKey, nonce)) ? nonce : undefined;
}

/** The bytes of base64url text of exactly this length, written the one way Node writes them. */
function canonical(text: string, bytes: number): Buffer | undefined {
  if (!base64url.test(text)) return undefined;
  const decoded = Buffer.from(text, 'base64url');
  return decoded.length === bytes && decoded.toString('base64url') === text ? decoded : undefined;
}

export function readDeviceCookie(request: FastifyRequest): string | undefined {
  return request.cookies[deviceCookieName];
}

export function setDeviceCookie(reply: FastifyReply, value: string): void {
  reply.setCookie(deviceCookieName, value, { ...attributes, maxAge: deviceCookieLifetimeSeconds });
}
