// The HTTP application (STYLE.md §9, after fastify/demo): the one error handler, plugins, then
// routes. main.ts listens; tests call buildApp and use app.inject.
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import { fastifyCookie } from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { openDatabase } from './db/open-database';
import { adoptSharedSecrets } from './db/shared-secrets';
import { registerAuthentication } from './auth/authenticate';
import { registerAccounts } from './auth/register-accounts';
import { handleError } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerHealthRoutes, registerReadyRoute } from './http/health-routes';
import { registerGracefulClose } from './http/graceful-close';
import { loggerOptions, requestIdFor } from './http/logging';
import { measuredDatabase, registerRequestMetrics } from './http/metrics';
import { registerRateLimits } from './http/rate-limits';
import { registerOpenApi } from './http/openapi';
import { fastifyTrustProxy } from './http/trust-proxy';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers';
import { registerSite } from './http/site';
import { readBootScript } from './http/server-render';
import { registerProfileRoutes } from './profile/profile-routes';
import { PublicCache } from './public/public-cache';
import { fastPathServerFactory, PublicFastPath } from './public/public-fast-path';
import { registerLiveRoutes } from './public/live-routes';
import { LiveHub } from './public/live-streams';
import { registerPublicRoutes } from './public/public-routes';
import { openStorage } from './storage/open-storage';
import { registerPayments } from './payments/register-payments';
import { registerUploadsRoute } from './storage/uploads-route';
import { registerUserRoutes } from './users/user-routes';
import { registerSessionRoutes } from './users/session-routes';
import { registerPrivacyRoutes } from './users/privacy-routes';
import { registerLedgerRoutes } from './ledger/ledger-routes';
import { registerWalletRoutes } from './wallet/wallet-routes';
import type { MatchSource } from './matches/match-source';
import { openMatchSource } from './matches/open-match-source';
import { SandboxMatchSource } from './matches/sandbox-match-source';
import { registerSandboxMailboxes } from './sandbox/sandbox-mailbox';
import { registerSandboxMatchRoutes } from './sandbox/sandbox-matches-routes';
import { isRankSource } from './game-accounts/provider-ranks';
import { registerGameAccounts } from './game-accounts/register-game-accounts';
import { registerChallengeRoutes } from './challenges/challenge-routes';
import { registerScoringBreakdownRoute } from './challenges/breakdown-routes';
import { createMailProvider } from './mail/mail-providers';
import { registerPassport } from './passport/register-passport';
import { registerWithdrawals } from './withdrawals/register-withdrawals';
import { createReconciliationDeps } from './reconciliation/reconciliation-job';
import { registerReconciliationRoutes } from './reconciliation/reconciliation-routes';
import { registerCards } from './cards/card-routes';
import { registerReferralRoutes } from './referrals/referral-routes';
import { registerOperatorChallenges } from './operators/challenges-routes';
import { registerOperatorUsers } from './operators/operator-users-routes';
import { registerNotificationRoutes } from './notifications/notification-routes';
import { registerSignInSignals } from './fair-play/fair-play-service';
import { registerFlagRoutes } from './fair-play/flag-routes';
import { ShareCards } from './share/share-cards';
import { createShareHead } from './share/share-meta';
import { registerShareRoutes } from './share/share-routes';
import { registerPushRoutes } from './push/push-routes';
import { registerSandboxPushRoutes } from './sandbox/sandbox-push-routes';

export interface BuildAppOptions {
  /** An open, migrated database. When absent the app opens one from config, migrates it, and closes it with itself. */
  database?: Database;
  /** Where request logs go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /** Where matches come from (main.ts shares it with the ingestion timer); from config when absent. */
  matchSource?: MatchSource;
  /** Tests only: extra routes registered with the production ones, e.g. one that throws. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** Tests only: told of every route as it is registered (the fuzz suite calls each one). */
  onRoute?: (route: RouteOptions) => void;
  /** Tests only: the most live streams this instance holds (decision 0033; maxLiveStreams otherwise). */
  maxLiveStreams?: number;
}

export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // A visitor's cached public read is answered before Fastify's hooks once the cache holds it (decision 0036).
  const fastPath: { current?: PublicFastPath } = {};
  const app = Fastify({
    serverFactory: fastPathServerFactory(() => fastPath.current),
    // TRUST_PROXY: which proxies may name the client in X-Forwarded-For (rate limits key on request.ip).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A path the router cannot decode (bad percent-encoding) or take (an overlong parameter) gets
    // the one error handler's envelope too, not the router's own answer.
    frameworkErrors: handleError,
    // A request that does not fit its route's contract schema: "field.path: what is wrong" per issue.
    schemaErrorFormatter: (errors) =>
      new Error(
        errors
          .map((issue) => {
            const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
            return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
          })
          .join('; '),
      ),
    // Structured logs with a request id (the caller's X-Request-Id when plain, else a UUID) and no
    // secrets or personal data (http/logging.ts).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logStream),
    genReqId: requestIdFor,
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  // Routes declare their params, query, headers and body as zod schemas from @arena/contract
  // (`schema: {...}` through the type provider); a request that does not fit answers 400 before the handler.
  app.setValidatorCompiler(validatorCompiler);

  let database = options.database;
  if (!database) {
    const owned = await openDatabase(config);
    app.addHook('onClose', () => owned.close());
    await migrate(owned);
    database = owned;
  }
  database = measuredDatabase(database); // in-flight and timing gauges for /metrics (http/metrics.ts)
  await adoptSharedSecrets(config, database); // PostgreSQL: every instance signs with the same secrets

  // Set before any route: a route takes the error handler in force when its plugin finishes loading,
  // and an awaited register (the built site's static files) finishes loading the routes before it.
  app.setErrorHandler(handleError);
  registerInputGuard(app); // control characters and malformed percent-encoding: 400 on every route
  const storage = openStorage(config);

  // Plugins.
  // The server-rendered pages' inline loader is allowed by its hash (server-render.ts).
  const inlineScripts = [readBootScript(config.siteDir)?.hash].filter((hash) => hash !== undefined);
  registerSecurityHeaders(app, config.publicUrl, inlineScripts);
  await app.register(fastifyCookie);
  // Sandbox mail remembers which browser it was sent for (sandbox/sandbox-mailbox.ts).
  if (config.providers.mail === 'sandbox') await registerSandboxMailboxes(app);
  await app.register(multipart); // limits are set per route (the profile photo: 5 MB, one file)
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs tens of milliseconds a response; 4 is near gzip's speed.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  registerGracefulClose(app); // answers in flight at shutdown close their connection
  registerAuthentication(app, database, config.jwtSecret);
  await registerRateLimits(app, database, config.rateLimitScale); // before the routes that name a limit
  await registerOpenApi(app); // GET /api/openapi.json and /api/docs, before the routes (decision 0057)

  // Routes.
  registerRequestMetrics(app, { token: config.metrics?.token }); // GET /metrics and per-route counts
  registerHealthRoutes(app, database, config.sandboxProviders);
  registerReadyRoute(app, database, config);
  // A reply that starts a session observes the account's fair-play signals first (decision 0050).
  registerSignInSignals(app, database);
  registerAccounts(app, { config, database });
  registerUserRoutes(app, database);
  registerSessionRoutes(app, database); // issue 30: the player's sign-in sessions
  registerProfileRoutes(app, database, storage, config.jwtSecret, {
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
  });
  registerPrivacyRoutes(app, { database, storage }); // export and account deletion (issue 30)
  // Answers every visitor shares, dropped when a write announces a change (decision 0030).
  const publicCache = new PublicCache(database.changes);
  app.addHook('onClose', async () => publicCache.close());
  registerPublicRoutes(app, database, publicCache);
  const publicFastPath = new PublicFastPath(publicCache, {
    securityHeaders: securityHeaders(config.publicUrl, inlineScripts),
    log: app.log,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  });
  app.addHook('preClose', async () => publicFastPath.close());
  fastPath.current = publicFastPath;
  // Live leaderboards: "changed" over Server-Sent Events, at most maxLiveStreams here (decision 0033).
  registerLiveRoutes(app, database, new LiveHub(database.changes, { maxStreams: options.maxLiveStreams }));
  registerUploadsRoute(app, storage);
  registerWalletRoutes(app, database);
  registerPayments(app, { config, database });
  registerCards(app, { config, database });
  registerLedgerRoutes(app, database);
  const matchSource = options.matchSource ?? openMatchSource(config);
  if (config.providers.matchData === 'sandbox' && matchSource instanceof SandboxMatchSource) {
    matchSource.attach(database); // added matches in the database: every instance sees them
    registerSandboxMatchRoutes(app, database, matchSource);
  }
  // Provider ranks are read from the match data source, with the same keys (decision 0028).
  registerGameAccounts(app, { config, database, ranks: isRankSource(matchSource) ? matchSource : null });
  registerChallengeRoutes(app, database, config.jwtSecret, publicCache, {
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
  });
  registerScoringBreakdownRoute(app, database);
  registerPassport(app, { config, database, storage });
  registerWithdrawals(app, { config, database });
  // Late payouts and payments, for operators (main.ts runs the job itself; decision 0044).
  registerReconciliationRoutes(app, createReconciliationDeps(config, database, app.log));
  registerReferralRoutes(app, database, config.publicUrl);
  registerOperatorChallenges(app, { config, database, storage });
  registerOperatorUsers(app, { config, database });
  registerFlagRoutes(app, database); // fair-play flags (decision 0050)
  registerNotificationRoutes(app, { database, secret: config.jwtSecret });
  // Web Push (decision 0069): the devices and switches; the sandbox push service wherever sandboxes run.
  const sandboxPush = config.sandboxProviders.length > 0;
  registerPushRoutes(app, {
    database,
    publicKey: () => config.push.publicKey,
    publicUrl: config.publicUrl,
    sandbox: sandboxPush,
  });
  if (sandboxPush) registerSandboxPushRoutes(app, database, config.publicUrl);
  // Share cards and the pages' social tags (issue 33, decision 0067).
  const shareCards = new ShareCards(new URL(config.publicUrl).host);
  registerShareRoutes(app, { database, cache: publicCache, cards: shareCards });
  const shareHead = createShareHead({ database, cache: publicCache, publicUrl: config.publicUrl });
  options.extraRoutes?.(app);
  await registerSite(app, config.siteDir, database.changes, shareHead);
  return app;
}
