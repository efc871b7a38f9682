// Third-party sign-in (spec §7 GET /api/auth/{provider}, spec §4 token callback): state and PKCE
// verifier are stored for 10 minutes and the state is also bound to this browser by a short cookie,
// so a callback link made by someone else cannot sign the victim into the attacker's account.
import { randomBytes } from 'node:crypto';
import { authRedirects, identityProviders, lineText } from '@arena/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { errorBody } from '../http/error-handler';
import { callbackUrl, type IdentityProvider, type IdentityProviderName } from '../identity/identity-provider';
import { codeChallengeS256, createCodeVerifier } from '../identity/pkce';
import { isBlocked } from './blocked-accounts';
import { setRefreshCookie } from './refresh-cookie';
import { cleanMarker } from './request-markers';
import { beginSession, signInClient, type SignInNotice } from './sign-in-sessions';
import { signInWithIdentity } from './third-party-sign-in';
import { sendOn } from '../http/send-on';

export const oauthStateCookieName = 'arena_oauth_state';
const stateLifetimeSeconds = 10 * 60;
// Lax, not Strict: the callback arrives as a top-level navigation from the provider's site.
const stateCookie = { httpOnly: true, secure: true, sameSite: 'lax', path: '/api/auth' } as const;

export interface OAuthRouteDeps {
  database: Database;
  providers: Partial<Record<IdentityProviderName, IdentityProvider>>;
  publicUrl: string;
  jwtSecret: string;
  /** IDENTITY_MODE=sandbox: anyone can claim any email there, so no operator account signs in this way. */
  sandbox: boolean;
  /** The new-device mail (issue 30); without it none is sent. */
  mail?: SignInNotice['mail'];
}

// Markers are cleaned (cleanMarker) and the state and code are compared, never trusted: the schemas
// only keep out wrong types, control characters and overlong values.
const providerParamsSchema = z.object({ provider: lineText(40) });
const startQuerySchema = z.looseObject({
  utm_session: lineText(200).optional(),
  device_id: lineText(200).optional(),
});
const callbackQuerySchema = z.looseObject({
  state: lineText(200).optional(),
  code: lineText(2048).optional(),
  error: lineText(200).optional(),
});

export function registerOAuthRoutes(fastify: FastifyInstance, deps: OAuthRouteDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { database, providers, publicUrl, jwtSecret } = deps;
  const providerOf = (name: string): IdentityProvider | undefined =>
    (identityProviders as readonly string[]).includes(name)
      ? providers[name as IdentityProviderName]
      : undefined;

  app.get(
    '/api/auth/:provider',
    { schema: { params: providerParamsSchema, querystring: startQuerySchema } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) return reply.code(404).send(errorBody('Not found'));
      const query = request.query;
      const state = randomBytes(24).toString('base64url');
      const verifier = createCodeVerifier();
      await database.query(
        `insert into oauth_states (state, provider, code_verifier, utm_session, device_id, expires_at)
       values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
        [
          state,
          provider.name,
          verifier,
          cleanMarker(query.utm_session),
          cleanMarker(query.device_id),
          stateLifetimeSeconds,
        ],
      );
      // Expired states are worthless: sweep a few with each new one.
      await database.query(
        `delete from oauth_states where state in
         (select state from oauth_states where expires_at < now() limit 100)`,
      );
      reply.setCookie(oauthStateCookieName, state, { ...stateCookie, maxAge: stateLifetimeSeconds });
      reply.header('cache-control', 'no-store');
      return sendOn(
        request,
        reply,
        provider.authorizationUrl({
          state,
          codeChallenge: codeChallengeS256(verifier),
          redirectUri: callbackUrl(publicUrl, provider.name),
        }),
      );
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    { schema: { params: providerParamsSchema, querystring: callbackQuerySchema } },
    async (request, reply) => {
      const provider = providerOf(request.params.provider);
      if (!provider) return reply.code(404).send(errorBody('Not found'));
      const query = request.query;
      const state = query.state ?? '';
      const code = query.code ?? '';
      const boundState = request.cookies[oauthStateCookieName];
      reply.clearCookie(oauthStateCookieName, stateCookie);
      reply.header('cache-control', 'no-store');
      const fail = (reason: string, error?: unknown, to: string = authRedirects.oauthFailed) => {
        request.log.info({ provider: provider.name, reason, err: error }, 'third-party sign-in failed');
        return reply.redirect(to);
      };

      // Single use: the state is deleted by the first callback that presents it, whatever follows.
      const { rows } = await database.query<{
        code_verifier: string;
        utm_session: string | null;
        device_id: string | null;
      }>(
        `delete from oauth_states where state = $1 and provider = $2 and expires_at > now()
       returning code_verifier, utm_session, device_id`,
        [state, provider.name],
      );
      const pending = rows[0];
      if (!pending) return fail('unknown, used or expired state');
      if (boundState !== state) return fail('state not bound to this browser');
      if (typeof query.error === 'string' || code === '')
        return fail(`provider answered ${String(query.error)}`);

      let identity;
      try {
        identity = await provider.exchangeCode({
          code,
          codeVerifier: pending.code_verifier,
          redirectUri: callbackUrl(publicUrl, provider.name),
        });
      } catch (error) {
        return fail('code exchange refused', error);
      }
      const result = await signInWithIdentity(database, provider.name, identity, {
        utmSession: pending.utm_session,
        linkByEmail: !deps.sandbox,
      });
      if (result.outcome !== 'signed-in')
        return fail('no usable email for this identity, or (sandbox) an address another account holds');
      if (deps.sandbox && (await isOperator(database, result.userId))) {
        return fail('sandbox sign-in never signs into an operator account');
      }
      if (await isBlocked(database, result.userId)) {
        return fail('the account is blocked', undefined, authRedirects.accountBlocked);
      }

      const session = await beginSession(database, {
        userId: result.userId,
        method: provider.name,
        client: signInClient(request, pending.device_id),
        jwtSecret,
        notice: deps.mail ? { mail: deps.mail, publicUrl, log: request.log } : undefined,
      });
      setRefreshCookie(reply, session.refreshToken);
      // spec §2: the landing page stores a token query parameter as the login token.
      return reply.redirect(`/?token=${encodeURIComponent(session.accessToken)}`);
    },
  );
}

/** Any role but 'player' runs Arena (admin today; support with the operator console). */
export async function isOperator(database: Queryable, userId: string): Promise<boolean> {
  const { rows } = await database.query<{ role: string }>('select role from users where id = $1', [userId]);
  return rows[0] !== undefined && rows[0].role !== 'player';
}
