// Game accounts (spec §2 Game-account linking, §7): Riot, Steam and Brawl Stars.
import {
  brawlStarsClaimResponseSchema,
  brawlStarsProfileResponseSchema,
  disconnectGameAccountResponseSchema,
  gameAccountsResponseSchema,
  riotAccountResponseSchema,
  steamAccountResponseSchema,
  steamStartResponseSchema,
  type BrawlStarsClaimResponse,
  type BrawlStarsProfileResponse,
  type DisconnectGameAccountResponse,
  type GameAccountsResponse,
  type GameType,
  type RiotAccountResponse,
  type RiotGame,
  type RsoRequest,
  type SteamAccountResponse,
  type SteamBindRequest,
} from '@arena/contract';
import type { ClientCore } from './core';

export function gameAccountsCalls(core: ClientCore) {
  const { authed, baseUrl } = core;
  return {
    // Game accounts (spec §2 Game-account linking, §7)
    rsoExchange: (request: RsoRequest): Promise<RiotAccountResponse> =>
      authed(riotAccountResponseSchema, '/api/game/lol/rso', { method: 'post', json: request }),
    riotAccount: (game: RiotGame): Promise<RiotAccountResponse> =>
      authed(riotAccountResponseSchema, `/api/game/riot/get/${game}`),
    steamBind: (request: SteamBindRequest): Promise<SteamAccountResponse> =>
      authed(steamAccountResponseSchema, '/api/game/steam/bind', { method: 'post', json: request }),
    steamAccount: (): Promise<SteamAccountResponse> =>
      authed(steamAccountResponseSchema, '/api/game/steam/get'),
    /**
     * Starts a Steam sign-in for the signed-in player (POST /api/auth/steam/start sets a cookie that
     * binds it to this browser) and answers where the browser goes next (decision 0015).
     */
    startSteamSignIn: async (): Promise<string> => {
      await authed(steamStartResponseSchema, '/api/auth/steam/start', { method: 'post' });
      return new URL('/api/auth/steam', baseUrl).toString();
    },
    /** Asks for the code that proves the tag is the player's (decision 0015); '#' included. */
    brawlStarsClaim: (playerTag: string): Promise<BrawlStarsClaimResponse> =>
      authed(brawlStarsClaimResponseSchema, '/api/brawl-stars/claim', {
        method: 'post',
        json: { playerTag },
      }),
    /** Links the tag once its name shows the claim's code (spec §7 /link; decision 0015). */
    brawlStarsLink: (playerTag: string): Promise<BrawlStarsProfileResponse> =>
      authed(brawlStarsProfileResponseSchema, '/api/brawl-stars/link', {
        method: 'post',
        json: { playerTag },
      }),
    brawlStarsProfile: (): Promise<BrawlStarsProfileResponse> =>
      authed(brawlStarsProfileResponseSchema, '/api/brawl-stars/profile'),
    gameAccounts: (): Promise<GameAccountsResponse> =>
      authed(gameAccountsResponseSchema, '/api/users/profile/game-accounts'),
    /** DELETE with a JSON body {reason} (spec §7). */
    disconnectGameAccount: (gameType: GameType, reason: string): Promise<DisconnectGameAccountResponse> =>
      authed(
        disconnectGameAccountResponseSchema,
        `/api/users/profile/game-accounts/${encodeURIComponent(gameType)}`,
        {
          method: 'delete',
          json: { reason },
        },
      ),
  };
}
