// The game sign-in providers in force (GAME_SIGNIN_MODE): the sandbox ones by default; live ones
// need their keys (RIOT_CLIENT_ID/RIOT_CLIENT_SECRET, BRAWL_STARS_API_KEY; Steam needs none, and
// STEAM_API_KEY only adds the persona name). A provider that is not configured is null: its routes
// answer 503.
import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { createLiveBrawlStarsApi, type BrawlStarsApi } from './brawl-stars-api';
import { createLiveRiotSignIn } from './live-riot';
import { createLiveSteamOpenId } from './live-steam';
import type { Fetch, RiotSignIn } from './riot-signin';
import { createSandboxBrawlStarsGame, type SandboxBrawlStarsGame } from './sandbox-brawl-stars';
import { createSandboxRiotSignIn } from './sandbox-riot';
import { createSandboxSteamOp, type SandboxSteamOp } from './sandbox-steam';
import type { SteamOpenIdProvider } from './steam-openid';

export interface GameAccountProviders {
  riot: RiotSignIn | null;
  steam: SteamOpenIdProvider | null;
  brawlStars: BrawlStarsApi | null;
  /** Set in sandbox mode: the sandbox Steam OP, for its sign-in page. */
  sandboxSteam: SandboxSteamOp | null;
  /** Set in sandbox mode: the sandbox Brawl Stars game, for its player page (renaming). */
  sandboxBrawlStars: SandboxBrawlStarsGame | null;
}

export function createGameAccountProviders(
  config: Pick<Config, 'providers' | 'gameAccounts' | 'publicUrl' | 'jwtSecret'>,
  db: Queryable,
  fetchImpl: Fetch = fetch,
): GameAccountProviders {
  if (config.providers.gameSignin === 'sandbox') {
    const sandboxSteam = createSandboxSteamOp(config.publicUrl, config.jwtSecret);
    const sandboxBrawlStars = createSandboxBrawlStarsGame(db);
    return {
      riot: createSandboxRiotSignIn(db, config.publicUrl),
      steam: sandboxSteam,
      brawlStars: sandboxBrawlStars,
      sandboxSteam,
      sandboxBrawlStars,
    };
  }
  const { riot, steamApiKey, brawlStarsApiKey } = config.gameAccounts;
  return {
    riot: riot ? createLiveRiotSignIn(riot, fetchImpl) : null,
    steam: createLiveSteamOpenId(steamApiKey, fetchImpl),
    brawlStars: brawlStarsApiKey ? createLiveBrawlStarsApi(brawlStarsApiKey, fetchImpl) : null,
    sandboxSteam: null,
    sandboxBrawlStars: null,
  };
}
