// Riot Sign On for League of Legends and Valorant (spec §2 Game-account linking, PROVIDERS.md):
// authorization code flow with state, run server-side. The sandbox (GAME_SIGNIN_MODE=sandbox) is the
// server's own consent page at /sandbox/riot/authorize; the live adapter calls auth.riotgames.com and
// account-v1. Routes only see this interface.
import type { RiotGame, RiotRegion } from '@arena/contract';
import { readJsonObject, stringField } from '../http/provider-json';

/** Who signed in: account-v1 `/riot/account/v1/accounts/me`. */
export interface RiotIdentity {
  puuid: string;
  gameName: string;
  tagLine: string;
}

export interface RiotSignIn {
  authorizationUrl(request: { state: string; redirectUri: string }): string;
  exchangeCode(request: { code: string; redirectUri: string; region: RiotRegion }): Promise<RiotIdentity>;
}

/** The provider refused the code or answered something unusable. */
export class GameSignInError extends Error {
  override name = 'GameSignInError';
}

/** Where Riot sends the browser back: the site's /rso-login/{game} page, which posts the code. */
export function rsoRedirectUri(publicUrl: string, game: RiotGame): string {
  return `${publicUrl}/rso-login/${game}`;
}

export type Fetch = typeof fetch;

export const readProviderJson = (response: Response, what: string) =>
  readJsonObject(response, what, (message) => new GameSignInError(message));

export const textField = stringField;
