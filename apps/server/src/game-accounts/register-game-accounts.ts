// Games, the game waitlist, game-account linking, and (in sandbox mode) the sandbox Riot and Steam pages.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { registerGameRoutes } from '../games/game-routes';
import { registerGameWaitlistRoutes } from '../games/waitlist-routes';
import { createMailProvider } from '../mail/mail-providers';
import { registerSandboxRiotRoutes } from '../sandbox/sandbox-riot-routes';
import { registerSandboxSteamRoutes } from '../sandbox/sandbox-steam-routes';
import { createGameAccountProviders, type GameAccountProviders } from './game-account-providers';
import { registerGameAccountRoutes } from './game-account-routes';

export function registerGameAccounts(
  app: FastifyInstance,
  { config, database, providers }: { config: Config; database: Database; providers?: GameAccountProviders },
): void {
  const inForce = providers ?? createGameAccountProviders(config, database);
  registerGameRoutes(app, database);
  registerGameWaitlistRoutes(app, {
    database,
    mail: createMailProvider(config, database),
    publicUrl: config.publicUrl,
  });
  registerGameAccountRoutes(app, { config, database, providers: inForce });
  if (config.providers.gameSignin === 'sandbox') {
    registerSandboxRiotRoutes(app, database, config.publicUrl);
    if (inForce.sandboxSteam) registerSandboxSteamRoutes(app, inForce.sandboxSteam, config.publicUrl);
  }
}
