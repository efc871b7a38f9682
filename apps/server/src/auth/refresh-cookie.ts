// The refresh credential travels only in this cookie (docs/decisions/0007): httpOnly so scripts never
// see it, Secure, SameSite=Strict so no other site can make the browser send it, and scoped to
// /api/auth so it goes only to refresh and logout (and the sign-in routes that set it).
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshLifetimeSeconds } from './refresh-credentials';

export const refreshCookieName = 'arena_refresh';

const attributes: CookieSerializeOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'strict',
  path: '/api/auth',
};

export function setRefreshCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(refreshCookieName, token, { ...attributes, maxAge: refreshLifetimeSeconds });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(refreshCookieName, attributes);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[refreshCookieName];
}
