// Request rate limits (docs/decisions/0007, README "Configuration"): one table, one line per limit.
// A route takes its limit with `config: { rateLimit: rateLimit('register') }`; @fastify/rate-limit
// counts, answers 429 with Retry-After and the message of @arena/contract. Limits keyed by `address`
// count per client address (the real one behind a proxy: TRUST_PROXY); limits keyed by `account`
// count per signed-in user and run after `app.authenticate` (a preValidation hook, so a caller without a token gets 401 before any schema error).
// The counts live in PostgreSQL when the server runs on it (every instance shares them,
// rate-limit-store.ts) and in memory on PGlite, which only one process may open.
// Login has its own, finer rule (auth/login-throttle.ts). The contact form sends nothing to the
// server (spec §2 /contact), so it has no server limit.
import rateLimitPlugin, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { rateLimitMessage } from '@arena/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from './http-error';
import { databaseRateLimitStore, memoryRateLimitStore } from './rate-limit-store';

const minute = 60_000;
const hour = 60 * minute;

interface LimitRule {
  /** Requests allowed in one window (before RATE_LIMIT_SCALE). */
  max: number;
  windowMs: number;
  /** Who is counted: the client address, or the signed-in account. */
  per: 'address' | 'account';
}

export const rateLimits = {
  /** POST /api/auth/register: each account sends a verification email. */
  register: { max: 10, windowMs: hour, per: 'address' },
  /** POST /api/auth/verification/resend (besides the once-a-minute rule of email-verification.ts). */
  resendVerification: { max: 5, windowMs: hour, per: 'account' },
  /** POST /api/auth/mfa/verify: each login challenge has its own 5 tries (mfa-service.ts) besides. */
  mfaVerify: { max: 30, windowMs: 15 * minute, per: 'address' },
  /** POST /api/auth/mfa/enrol and /confirm: an operator setting up their authenticator. */
  mfaEnrol: { max: 20, windowMs: hour, per: 'account' },
  /** POST /api/devices/generate: one per new browser; generous for a shared NAT. */
  deviceId: { max: 60, windowMs: 10 * minute, per: 'address' },
  /** PUT /api/users/profile/password: each try checks the current password. */
  passwordChange: { max: 5, windowMs: 15 * minute, per: 'account' },
  /** POST /api/upload/profile-image. */
  profilePhotoUpload: { max: 20, windowMs: hour, per: 'account' },
  /** POST /api/admin/uploads/image: challenge and game images (operators). */
  adminImageUpload: { max: 60, windowMs: hour, per: 'account' },
  /** POST /api/payments/create and /api/payments/get-payment-url share one count. */
  paymentCreation: { max: 10, windowMs: 10 * minute, per: 'account' },
  /** Ready for the passport upload route (spec §4 KYC). */
  passportUpload: { max: 5, windowMs: hour, per: 'account' },
  /**
   * The withdrawal requests (spec §4 Wallet), refused or not: only keeps a flood away. The limit a player
   * meets is five withdrawals an hour that reached a decision (withdrawals/withdrawal-limit.ts).
   */
  withdrawal: { max: 60, windowMs: hour, per: 'account' },
  /** POST /api/notifications/unsubscribe: the mail's link, no sign-in (decision 0034); keeps token guessing slow. */
  unsubscribe: { max: 30, windowMs: 10 * minute, per: 'address' },
} as const satisfies Record<string, LimitRule>;

export type RateLimitName = keyof typeof rateLimits;

declare module 'fastify' {
  interface FastifyInstance {
    /** RATE_LIMIT_SCALE, read by every limit's `max`. */
    rateLimitScale: number;
  }
}

/** A limit's allowance under RATE_LIMIT_SCALE (never below 1). */
export function scaledMax(name: RateLimitName, scale: number): number {
  return Math.max(1, Math.floor(rateLimits[name].max * scale));
}

/** The client address a limit counts (IPv6 by /64, as one host usually holds the whole prefix). */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

/** The route option of one named limit: `config: { rateLimit: rateLimit('register') }`. */
export function rateLimit(name: RateLimitName): RateLimitOptions {
  const rule: LimitRule = rateLimits[name];
  return {
    max: (request) => scaledMax(name, request.server.rateLimitScale),
    timeWindow: rule.windowMs,
    ...(rule.per === 'account'
      ? {
          hook: 'preHandler', // after app.authenticate has set request.userId
          keyGenerator: (request) =>
            request.userId ? `${name}:user:${request.userId}` : `${name}:ip:${clientAddress(request)}`,
        }
      : { hook: 'onRequest', keyGenerator: (request) => `${name}:ip:${clientAddress(request)}` }),
  };
}

export type RateLimitStoreKind = 'memory' | 'database';

/** PostgreSQL may serve many instances, so they count together; PGlite serves one process. */
export function rateLimitStoreKind(database: Database): RateLimitStoreKind {
  return database.engine === 'postgres' ? 'database' : 'memory';
}

/** Registers @fastify/rate-limit for the routes that name a limit (nothing is limited globally). */
export async function registerRateLimits(
  app: FastifyInstance,
  database: Database,
  scale: number,
): Promise<void> {
  app.decorate('rateLimitScale', scale);
  await app.register(rateLimitPlugin, {
    global: false,
    store:
      rateLimitStoreKind(database) === 'database' ? databaseRateLimitStore(database) : memoryRateLimitStore(),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, rateLimitMessage('tooManyRequests', context.ttl / 1000)),
  });
}
