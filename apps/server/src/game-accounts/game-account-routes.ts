// spec §7 Games and Profile game-accounts: Riot RSO (LoL, Valorant), Steam OpenID 2.0 (CS2, Dota 2),
// the connected-accounts list and disconnecting with a reason. Brawl Stars: brawl-stars-routes.ts.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  disconnectGameAccountRequestSchema,
  gameAccountRedirects,
  gameTypeParamsSchema,
  riotGameParamsSchema,
  riotGameSchema,
  riotRegionSchema,
  riotSignInQuerySchema,
  rsoRequestSchema,
  steamBindRequestSchema,
  steamCallbackErrors,
  steamReturnQuerySchema,
  steamSignInMessages,
  type GameAccountsResponse,
  type RiotAccount,
  type RiotGame,
  type RiotRegion,
  type SteamAccount,
} from '@arena/contract';
import { formatMessage } from '@arena/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { httpError } from '../http/http-error';
import type { GameAccountProviders } from './game-account-providers';
import { gameAccountMessages, providerTitles } from './game-account-messages';
import {
  connectedAccounts,
  disconnectGameAccount,
  linkGameAccount,
  remainingFrom,
  usedDisconnections,
} from './game-account-repository';
import { issueGrant, liveGrant, spendGrant } from './link-grants';
import { linkedAccountOf, type AccountProvider, type LinkedAccount } from './linked-account';
import { readRanksAtLink, type RankSource } from './provider-ranks';
import { GameSignInError, rsoRedirectUri } from './riot-signin';
import { openIdFields, steamLoginUrl, SteamVerificationError, verifySteamAssertion } from './steam-openid';
import { sendOn } from '../http/send-on';

export const steamBindCookie = 'arena_steam_bind';
export const rsoStateCookie = 'arena_rso_state';
const rsoStateSeconds = 600;
// Lax, as for the other state cookies: set on the way out to Riot, read by the same-site POST of the
// page Riot sends the browser back to (docs/decisions/0011). Path /api/game: never sent to other areas.
const rsoStateCookieAttributes = {
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
  path: '/api/game',
} as const;
const steamBindSeconds = 600;
// The Steam sign-in is bound to the user who started it and to their browser (decision 0015): the
// start cookie reaches GET /api/auth/steam and its return, the bind cookie only the bind route.
export const steamStartCookie = 'arena_steam_start';
const steamStartPath = '/api/auth/steam';
const steamBindPath = '/api/game/steam';
const steamStartSeconds = 600;
const steamIdPattern = /^7656119\d{10}$/;

interface Options {
  config: Pick<Config, 'publicUrl'>;
  database: Database;
  providers: GameAccountProviders;
  /** Where provider ranks are read at linking (the match data source); none: no rank is read. */
  ranks?: RankSource | null;
}

function available<T>(provider: T | null, name: AccountProvider): T {
  if (!provider) throw httpError(503, 'gameAccount.providerUnavailable', { provider: providerTitles[name] });
  return provider;
}

/** The cookie holds the SHA-256 of the state, so the comparison is over equal-length digests. */
function stateDigest(state: string): Buffer {
  return createHash('sha256').update(state).digest();
}

/** The `state` of a posted body, read before the body's schema (whatever the rest of it holds). */
function postedState(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'state' in body ? body.state : undefined;
}

/** Whether the state the page posts is the one this browser was sent to Riot with (constant time). */
function stateMatches(sent: unknown, cookie: string | undefined): boolean {
  if (typeof sent !== 'string' || sent === '' || !cookie) return false;
  const bound = Buffer.from(cookie, 'base64url');
  const given = stateDigest(sent);
  return bound.length === given.length && timingSafeEqual(bound, given);
}

function clearRsoStateCookie(reply: FastifyReply): void {
  reply.clearCookie(rsoStateCookie, rsoStateCookieAttributes);
}

function riotAccount(game: RiotGame, account: LinkedAccount): RiotAccount {
  const region = riotRegionSchema.safeParse(account.region);
  const [gameName = account.displayName, tagLine = ''] = account.displayName.split('#');
  return {
    game,
    puuid: account.externalId,
    gameName: typeof account.details.gameName === 'string' ? account.details.gameName : gameName,
    tagLine: typeof account.details.tagLine === 'string' ? account.details.tagLine : tagLine,
    region: region.success ? region.data : null,
    linkedAt: account.linkedAt.toISOString(),
  };
}

function steamAccount(account: LinkedAccount): SteamAccount {
  const profileUrl = account.details.profileUrl;
  return {
    steamId: account.externalId,
    personaName: account.displayName,
    profileUrl:
      typeof profileUrl === 'string'
        ? profileUrl
        : `https://steamcommunity.com/profiles/${account.externalId}`,
    linkedAt: account.linkedAt.toISOString(),
  };
}

export function registerGameAccountRoutes(
  fastify: FastifyInstance,
  { config, database, providers, ranks }: Options,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { publicUrl } = config;
  const secureCookie = publicUrl.startsWith('https://');

  // Riot Sign On: the browser is sent to the provider, which returns to /rso-login/{game}?code=&state=;
  // the state carries the chosen region (Valorant) back to the page, and is bound to this browser by a
  // short cookie that the exchange checks, so a code from someone else's sign-in links nothing.
  app.get('/api/auth/riot', { schema: { querystring: riotSignInQuerySchema } }, async (request, reply) => {
    const { game, region } = request.query;
    const riot = available(providers.riot, 'riot');
    const state = `${region || 'none'}.${randomBytes(16).toString('base64url')}`;
    reply
      .setCookie(rsoStateCookie, stateDigest(state).toString('base64url'), {
        ...rsoStateCookieAttributes,
        maxAge: rsoStateSeconds,
      })
      .header('cache-control', 'no-store');
    return sendOn(
      request,
      reply,
      riot.authorizationUrl({ state, redirectUri: rsoRedirectUri(publicUrl, game) }),
    );
  });

  // Before the body's schema: one attempt per sign-in, so the cookie is spent by this request whatever
  // it answers, and a state that is not this browser's is refused with its own message.
  const spendRiotState = async (request: FastifyRequest, reply: FastifyReply) => {
    const bound = request.cookies[rsoStateCookie];
    clearRsoStateCookie(reply);
    const sent = postedState(request.body);
    if (!stateMatches(sent, bound)) {
      request.log.info(
        { cookie: bound !== undefined, state: typeof sent === 'string' },
        'riot state refused',
      );
      throw httpError(400, 'gameAccount.riotStateMismatch');
    }
  };

  app.post(
    '/api/game/lol/rso',
    { preValidation: [app.authenticate, spendRiotState], schema: { body: rsoRequestSchema } },
    async (request) => {
      const body = request.body;
      if (body.redirect_uri !== rsoRedirectUri(publicUrl, body.game)) {
        throw httpError(400, 'gameAccount.riotRedirectMismatch');
      }
      if (body.game === 'valorant' && !body.region) throw httpError(400, 'gameAccount.regionRequired');
      const riot = available(providers.riot, 'riot');
      const region: RiotRegion = body.region ?? 'europe';
      let identity;
      try {
        identity = await riot.exchangeCode({ code: body.code, redirectUri: body.redirect_uri, region });
      } catch (error) {
        if (!(error instanceof GameSignInError)) throw error;
        request.log.info({ err: error }, 'riot code refused');
        throw httpError(400, 'gameAccount.riotCodeRefused');
      }
      const account = await linkGameAccount(database, {
        userId: request.userId,
        provider: 'riot',
        externalId: identity.puuid,
        displayName: `${identity.gameName}#${identity.tagLine}`,
        region: body.game === 'valorant' ? region : null,
        details: { gameName: identity.gameName, tagLine: identity.tagLine },
      });
      await readRanksAtLink(database, ranks, account, request.log);
      return {
        status: 'success',
        message: gameAccountMessages.riotLinked,
        data: riotAccount(body.game, account),
      };
    },
  );

  app.get(
    '/api/game/riot/get/:game',
    { preValidation: app.authenticate, schema: { params: riotGameParamsSchema } },
    async (request, reply) => {
      const game = riotGameSchema.safeParse(request.params.game);
      if (!game.success) throw httpError(404, 'gameAccount.riotGameUnknown');
      const account = await linkedAccountOf(database, request.userId, 'riot');
      if (!account) throw httpError(404, 'gameAccount.riotNotLinked');
      reply.header('cache-control', 'no-store');
      return {
        status: 'success',
        message: gameAccountMessages.accountFound,
        data: riotAccount(game.data, account),
      };
    },
  );

  // Steam OpenID 2.0. The site first calls POST /api/auth/steam/start with its bearer token: the
  // server records the user with the flow and sets a cookie in this browser; then the browser goes to
  // the OP through GET /api/auth/steam. The return handler spends the start and hands the site a
  // one-time bind token for that user (in the URL and in a cookie scoped to the bind route).
  const steamCookie = (path: string, maxAge?: number) => ({
    path,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookie,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
  const steamCallback = (error: string) =>
    `${publicUrl}${gameAccountRedirects.steamCallback}?error=${encodeURIComponent(error)}`;

  app.post('/api/auth/steam/start', { preValidation: app.authenticate }, async (request, reply) => {
    available(providers.steam, 'steam');
    const token = await issueGrant(database, {
      kind: 'steam_start',
      subject: request.userId,
      userId: request.userId,
      redirectUri: null,
      details: {},
      lifetimeSeconds: steamStartSeconds,
    });
    reply
      .setCookie(steamStartCookie, token, steamCookie(steamStartPath, steamStartSeconds))
      .header('cache-control', 'no-store');
    return { status: 'success', message: steamSignInMessages.started };
  });

  app.get('/api/auth/steam', async (request, reply) => {
    const steam = available(providers.steam, 'steam');
    reply.header('cache-control', 'no-store');
    const started = request.cookies[steamStartCookie];
    if (!started || !(await liveGrant(database, 'steam_start', started))) {
      return sendOn(request, reply, steamCallback(steamCallbackErrors.notStarted));
    }
    return sendOn(request, reply, steamLoginUrl(steam, publicUrl));
  });

  app.get(
    '/api/auth/steam/return',
    { schema: { querystring: steamReturnQuerySchema } },
    async (request, reply) => {
      const steam = available(providers.steam, 'steam');
      reply.header('cache-control', 'no-store');
      // One return per start, whatever it brings.
      const started = request.cookies[steamStartCookie];
      reply.clearCookie(steamStartCookie, steamCookie(steamStartPath));
      let steamId: string;
      let userId: string | null | undefined;
      try {
        const fields = openIdFields(request.query);
        if (fields['openid.mode'] === 'cancel')
          return reply.redirect(steamCallback(steamCallbackErrors.accessDenied));
        userId = started ? (await spendGrant(database, 'steam_start', started))?.userId : null;
        if (!userId) {
          request.log.info({ cookie: started !== undefined }, 'steam return without a start');
          return reply.redirect(steamCallback(steamCallbackErrors.notStarted));
        }
        steamId = await verifySteamAssertion(database, steam, publicUrl, fields);
      } catch (error) {
        if (!(error instanceof SteamVerificationError)) throw error;
        request.log.warn({ reason: error.message }, 'steam assertion refused');
        return reply.redirect(steamCallback(steamCallbackErrors.verificationFailed));
      }
      const profile = await steam.profile(steamId);
      const token = await issueGrant(database, {
        kind: 'steam_bind',
        subject: steamId,
        userId,
        redirectUri: null,
        details: { personaName: profile.personaName, profileUrl: profile.profileUrl },
        lifetimeSeconds: steamBindSeconds,
      });
      const target = new URL(`${publicUrl}${gameAccountRedirects.steamCallback}`);
      target.search = new URLSearchParams({ id: steamId, token }).toString();
      return reply
        .setCookie(steamBindCookie, token, steamCookie(steamBindPath, steamBindSeconds))
        .redirect(target.toString());
    },
  );

  // Binds only a Steam id verified for this user, from the browser that signed in (its cookie).
  app.post(
    '/api/game/steam/bind',
    { preValidation: app.authenticate, schema: { body: steamBindRequestSchema } },
    async (request, reply) => {
      const body = request.body;
      const steamId = body.steamId.trim();
      if (!steamIdPattern.test(steamId)) throw httpError(400, 'gameAccount.steamIdInvalid');
      const cookie = request.cookies[steamBindCookie];
      const token = body.token ?? cookie;
      const grant = token ? await liveGrant(database, 'steam_bind', token) : null;
      if (!token || !grant || grant.subject !== steamId) {
        throw httpError(403, 'gameAccount.steamNotVerified');
      }
      if (grant.userId !== request.userId) {
        request.log.warn({ steamId }, 'steam bind token of another user refused');
        throw httpError(403, 'steamSignIn.otherUser');
      }
      if (cookie !== token) throw httpError(403, 'steamSignIn.otherBrowser');
      const spent = await spendGrant(database, 'steam_bind', token, steamId, request.userId);
      if (!spent) throw httpError(403, 'gameAccount.steamNotVerified');
      const personaName = typeof spent.details.personaName === 'string' ? spent.details.personaName : steamId;
      const account = await linkGameAccount(database, {
        userId: request.userId,
        provider: 'steam',
        externalId: steamId,
        displayName: personaName,
        details: spent.details,
      });
      await readRanksAtLink(database, ranks, account, request.log);
      reply.clearCookie(steamBindCookie, steamCookie(steamBindPath));
      return { status: 'success', message: gameAccountMessages.steamLinked, data: steamAccount(account) };
    },
  );

  app.get('/api/game/steam/get', { preValidation: app.authenticate }, async (request, reply) => {
    const account = await linkedAccountOf(database, request.userId, 'steam');
    if (!account) throw httpError(404, 'gameAccount.steamNotLinked');
    reply.header('cache-control', 'no-store');
    return { status: 'success', message: gameAccountMessages.accountFound, data: steamAccount(account) };
  });

  // spec §7 Profile game accounts.
  app.get('/api/users/profile/game-accounts', { preValidation: app.authenticate }, async (request, reply) => {
    const remaining = remainingFrom(await usedDisconnections(database, request.userId));
    reply.header('cache-control', 'no-store');
    const answer: GameAccountsResponse = {
      data: {
        connectedAccounts: await connectedAccounts(database, request.userId, remaining),
        remainingDisconnections: remaining,
      },
    };
    return answer;
  });

  // A body without a text reason answers the domain's "Please provide a reason…" as before.
  app.delete(
    '/api/users/profile/game-accounts/:gameType',
    {
      preValidation: app.authenticate,
      schema: { params: gameTypeParamsSchema, body: disconnectGameAccountRequestSchema },
      config: { invalidInputMessage: { body: formatMessage('validation.disconnect.reasonRequired') } },
    },
    async (request) => {
      const result = await disconnectGameAccount(database, {
        userId: request.userId,
        gameType: request.params.gameType,
        reason: request.body.reason,
      });
      return { status: 'success', message: gameAccountMessages.disconnected, data: result };
    },
  );
}
