// Games, the game waitlist, game-account linking, and (in sandbox mode) the sandbox Riot, Steam and
// Brawl Stars pages.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerGameRoutes } from '../games/game-routes';
import { registerGameWaitlistRoutes } from '../games/waitlist-routes';
import { createMailProvider } from '../mail/mail-providers';
import { registerSandboxBrawlStarsRoutes } from '../sandbox/sandbox-brawl-stars-routes';
import { registerSandboxRiotRoutes } from '../sandbox/sandbox-riot-routes';
import { registerSandboxSteamRoutes } from '../sandbox/sandbox-steam-routes';
import { registerBrawlStarsRoutes } from './brawl-stars-routes';
import { createGameAccountProviders, type GameAccountProviders } from './game-account-providers';
import { registerGameAccountRoutes } from './game-account-routes';
import type { RankSource } from './provider-ranks';

export function registerGameAccounts(
  app: FastifyInstance,
  {
    config,
    database,
    providers,
    ranks,
  }: {
    config: Config;
    database: Database;
    providers?: GameAccountProviders;
    /** Where provider ranks are read at linking (provider-ranks.ts). */
    ranks?: RankSource | null;
  },
): void {
  const inForce = providers ?? createGameAccountProviders(config, database);
  registerGameRoutes(app, database);
  registerGameWaitlistRoutes(app, {
    database,
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
  });
  registerGameAccountRoutes(app, { config, database, providers: inForce, ranks });
  registerBrawlStarsRoutes(app, { publicUrl: config.publicUrl, database, providers: inForce, ranks });
  if (config.providers.gameSignin === 'sandbox') {
    registerSandboxRiotRoutes(app, database, config.publicUrl);
    if (inForce.sandboxSteam) registerSandboxSteamRoutes(app, inForce.sandboxSteam, config.publicUrl);
    if (inForce.sandboxBrawlStars) registerSandboxBrawlStarsRoutes(app, inForce.sandboxBrawlStars);
  }
}
