// Accounts and sessions (spec §7 Public and auth): register, email verification, login, refresh,
// logout. Each route reads like the contract: read, call one service, answer.
import {
  authMessages,
  authRedirects,
  headerNames,
  localizedMessage,
  loginBodySchema,
  rateLimitMessage,
  registerBodySchema,
  retryAfterHeader,
  verifyEmailQuerySchema,
} from '@arena/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { errorBody, handleError } from '../http/error-handler';
import { rateLimit } from '../http/rate-limits';
import type { MailProvider } from '../mail/mail-provider';
import { accountBlockedMessage, isBlocked } from './blocked-accounts';
import { readDeviceCookie, setDeviceCookie } from './device-cookie';
import { resendVerificationEmail, verifyEmailToken } from './email-verification';
import { createMfaChallenge, needsSecondFactor } from './mfa-service';
import { pageLanguage } from './page-language';
import { loginWithPassword } from './password-login';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { rotateRefreshCredential } from './refresh-credentials';
import { registerAccount } from './registration';
import { headerMarker } from './request-markers';
import { issueAccessToken, revokeAllSessions } from './session-revocation';
import { beginSession, recordRefresh, signInClient, signOut } from './sign-in-sessions';
import { sendOn } from '../http/send-on';

export interface AuthRouteDeps {
  database: Database;
  mail: MailProvider;
  publicUrl: string;
  jwtSecret: string;
}

export function registerAuthRoutes(fastify: FastifyInstance, deps: AuthRouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, jwtSecret } = deps;

  app.post(
    '/api/auth/register',
    { config: { rateLimit: rateLimit('register') }, schema: { body: registerBodySchema } },
    async (request, reply) => {
      await registerAccount({ ...deps, log: request.log }, request.body, {
        utmSession: headerMarker(request, headerNames.utmSession),
        affiliateCode: headerMarker(request, headerNames.affiliateCode),
        pageLanguage: pageLanguage(request),
      });
      return reply.code(201).send({ status: 'success', ...localizedMessage('auth.registered') });
    },
  );

  // A browser navigation from the mail: a link that does not even fit the contract lands on the
  // invalid-link page like any other bad link, never on a JSON error.
  app.get(
    '/api/auth/verify-email',
    { schema: { querystring: verifyEmailQuerySchema }, errorHandler: verificationLinkErrorHandler },
    async (request, reply) => {
      const verified = await verifyEmailToken(database, request.query.token);
      return sendOn(
        request,
        reply,
        verified ? authRedirects.verificationSuccess : authRedirects.verificationInvalid,
      );
    },
  );

  app.post(
    '/api/auth/verification/resend',
    { preValidation: app.authenticate, config: { rateLimit: rateLimit('resendVerification') } },
    async (request) => {
      await resendVerificationEmail(deps, request.userId);
      return { status: 'success', ...localizedMessage('auth.verificationSent') };
    },
  );

  app.post(
    '/api/auth/login',
    // spec §8: a login failure of any kind, a body that does not even parse included, is one answer.
    { errorHandler: loginErrorHandler, schema: { body: loginBodySchema } },
    async (request, reply) => {
      const device = { cookie: readDeviceCookie(request), secret: jwtSecret }; // decision 0045
      const result = await loginWithPassword(database, request.body, request.ip, device);
      if (result.outcome === 'throttled') {
        reply.header(retryAfterHeader, String(result.retryAfterSeconds));
        return reply
          .code(429)
          .send(errorBody(rateLimitMessage('tooManyLoginAttempts', result.retryAfterSeconds)));
      }
      if (result.outcome === 'invalid')
        return reply.code(401).send(errorBody(authMessages.invalidCredentials));
      if (result.outcome === 'blocked') return reply.code(403).send(errorBody(accountBlockedMessage));
      if (result.deviceCookie) setDeviceCookie(reply, result.deviceCookie); // the password was right
      // An operator who enrolled a second factor gets no session yet: the code step (mfa-routes.ts) does.
      if (await needsSecondFactor(database, result.userId)) {
        const mfaToken = await createMfaChallenge(
          database,
          result.userId,
          headerMarker(request, headerNames.deviceId),
        );
        return { status: 'success', mfaRequired: true, mfaToken };
      }
      const session = await beginSession(database, {
        userId: result.userId,
        method: 'password',
        client: signInClient(request),
        jwtSecret,
        notice: { mail: deps.mail, publicUrl: deps.publicUrl, log: request.log },
      });
      const utmSession = headerMarker(request, headerNames.utmSession);
      if (utmSession) {
        await database.query('update users set utm_session = $2 where id = $1 and utm_session is null', [
          result.userId,
          utmSession,
        ]);
      }
      setRefreshCookie(reply, session.refreshToken);
      return { status: 'success', access_token: session.accessToken };
    },
  );

  app.get('/api/auth/refresh', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const client = signInClient(request);
    const result = await rotateRefreshCredential(database, readRefreshCookie(request), client.deviceId);
    if (result.outcome !== 'rotated') {
      clearRefreshCookie(reply);
      return reply.code(401).send(errorBody(authMessages.sessionExpired));
    }
    // A block revokes every refresh credential; this closes the race with a rotation in flight.
    if (await isBlocked(database, result.userId)) {
      clearRefreshCookie(reply);
      return reply.code(403).send(errorBody(accountBlockedMessage));
    }
    setRefreshCookie(reply, result.token);
    const { userId, familyId: sessionId } = result;
    await recordRefresh(database, { sessionId, userId, client });
    const mfa = result.mfa; // a session that passed the second factor keeps it
    return {
      status: 'success',
      access_token: await issueAccessToken(database, userId, jwtSecret, { mfa, sessionId }),
    };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await signOut(database, readRefreshCookie(request), signInClient(request));
    clearRefreshCookie(reply);
    return { status: 'success', message: authMessages.loggedOut };
  });

  // Sign out everywhere (docs/decisions/0007 "Revocation"): every access token and refresh credential
  // of the caller ends now, on every device, this browser included.
  app.post('/api/auth/logout-all', { preValidation: app.authenticate }, async (request, reply) => {
    await database.transaction((tx) => revokeAllSessions(tx, request.userId));
    clearRefreshCookie(reply);
    return { status: 'success', message: authMessages.loggedOutEverywhere };
  });
}

function verificationLinkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return sendOn(request, reply, authRedirects.verificationInvalid);
  return handleError(error, request, reply);
}

function loginErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(401).send(errorBody(authMessages.invalidCredentials));
  }
  return handleError(error, request, reply);
}
