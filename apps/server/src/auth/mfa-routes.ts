// The operators' second factor (issue 29, docs/decisions/0046-operator-second-factor.md):
// GET /api/auth/mfa, POST /api/auth/mfa/enrol, POST /api/auth/mfa/confirm {code} and
// POST /api/auth/mfa/verify {mfaToken?, code}. A verified session gets a new refresh credential and an
// access token that carry `mfa`; the credential it replaces (this browser's) is revoked.
import {
  mfaConfirmBodySchema,
  mfaVerifyBodySchema,
  type MfaConfirmResponse,
  type MfaEnrolResponse,
  type MfaStatusResponse,
  type TokenResponse,
} from '@arena/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import { rateLimit } from '../http/rate-limits';
import { optionalSession } from './authenticate';
import {
  confirmEnrolment,
  mfaStatus,
  startEnrolment,
  verifyMfaChallenge,
  verifySessionCode,
} from './mfa-service';
import { readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { beginSession, signInClient, signOut, type SignInNotice } from './sign-in-sessions';

export interface MfaRouteDeps {
  database: Database;
  jwtSecret: string;
  /** The new-device mail (issue 30) and its link; without them none is sent. */
  mail?: SignInNotice['mail'];
  publicUrl?: string;
}

/** A session that passed the second factor: a fresh refresh credential (cookie) and access token. */
export async function startVerifiedSession(
  deps: MfaRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { userId: string; deviceId: string | null },
): Promise<string> {
  const { database, jwtSecret, mail, publicUrl } = deps;
  const client = signInClient(request, session.deviceId);
  await signOut(database, readRefreshCookie(request), client); // this browser's session before the step
  const started = await beginSession(database, {
    userId: session.userId,
    method: 'mfa',
    client,
    jwtSecret,
    mfa: true,
    notice: mail && publicUrl !== undefined ? { mail, publicUrl, log: request.log } : undefined,
  });
  setRefreshCookie(reply, started.refreshToken);
  return started.accessToken;
}

export function registerMfaRoutes(fastify: FastifyInstance, deps: MfaRouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database } = deps;
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.get(
    '/api/auth/mfa',
    { preValidation: app.authenticate },
    async (request, reply): Promise<MfaStatusResponse> => {
      noStore(reply);
      return { status: 'success', data: await mfaStatus(database, request.userId, request.sessionMfa) };
    },
  );

  app.post(
    '/api/auth/mfa/enrol',
    { preValidation: app.authenticate, config: { rateLimit: rateLimit('mfaEnrol') } },
    async (request, reply): Promise<MfaEnrolResponse> => {
      noStore(reply);
      return { status: 'success', data: await startEnrolment(database, request.userId) };
    },
  );

  app.post(
    '/api/auth/mfa/confirm',
    {
      preValidation: app.authenticate,
      config: { rateLimit: rateLimit('mfaEnrol') },
      schema: { body: mfaConfirmBodySchema },
    },
    async (request, reply): Promise<MfaConfirmResponse> => {
      noStore(reply);
      const recoveryCodes = await confirmEnrolment(database, request.userId, request.body.code);
      const accessToken = await startVerifiedSession(deps, request, reply, {
        userId: request.userId,
        deviceId: null,
      });
      return { status: 'success', access_token: accessToken, recoveryCodes };
    },
  );

  app.post(
    '/api/auth/mfa/verify',
    { config: { rateLimit: rateLimit('mfaVerify') }, schema: { body: mfaVerifyBodySchema } },
    async (request, reply): Promise<TokenResponse> => {
      noStore(reply);
      const { mfaToken, code } = request.body;
      let session: { userId: string; deviceId: string | null };
      if (mfaToken) {
        session = await verifyMfaChallenge(database, mfaToken, code);
      } else {
        const current = await optionalSession(database, request, deps.jwtSecret);
        if (!current) throw httpError(401, 'auth.mfa.challengeExpired');
        await verifySessionCode(database, current.userId, code);
        session = { userId: current.userId, deviceId: null };
      }
      return { status: 'success', access_token: await startVerifiedSession(deps, request, reply, session) };
    },
  );
}
