// Sandbox Riot Sign On (GAME_SIGNIN_MODE=sandbox, the default): the "provider" is the server's own
// consent page at /sandbox/riot/authorize. Its codes are single-use, tied to the redirect_uri, and
// live a minute, as Riot's do, so the whole flow runs unchanged with no outside network.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';
import { issueGrant, spendGrant } from './link-grants';
import { GameSignInError, type RiotIdentity, type RiotSignIn } from './riot-signin';

export const sandboxRiotAuthorizePath = '/sandbox/riot/authorize';
export const sandboxRiotClientId = 'arena-sandbox';
const codeLifetimeSeconds = 60;

/** The Riot IDs offered on the sandbox consent page. */
export const sandboxRiotIds = [
  { gameName: 'Ada Player', tagLine: 'EUW' },
  { gameName: 'Sam Gamer', tagLine: 'NA1' },
  { gameName: 'Kai Rivers', tagLine: 'KR1' },
] as const;

/** A stable 78-character PUUID for a sandbox Riot ID, shaped like Riot's. */
export function sandboxPuuid(gameName: string, tagLine: string): string {
  const key = `${gameName.trim().toLowerCase()}#${tagLine.trim().toLowerCase()}`;
  const a = createHash('sha512').update(`riot:${key}`).digest('base64url');
  return `${a}${a}`.slice(0, 78);
}

export function createSandboxRiotSignIn(db: Queryable, publicUrl: string): RiotSignIn {
  return {
    authorizationUrl({ state, redirectUri }) {
      const url = new URL(sandboxRiotAuthorizePath, publicUrl);
      url.search = new URLSearchParams({
        client_id: sandboxRiotClientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid',
        state,
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, redirectUri }) {
      const grant = await spendGrant(db, 'riot_code', code);
      if (!grant) throw new GameSignInError('invalid_grant: unknown, used or expired code');
      if (grant.redirectUri !== redirectUri)
        throw new GameSignInError('invalid_grant: redirect_uri mismatch');
      const { gameName, tagLine } = grant.details;
      if (typeof gameName !== 'string' || typeof tagLine !== 'string') {
        throw new GameSignInError('invalid_grant: no Riot ID');
      }
      return { puuid: grant.subject, gameName, tagLine };
    },
  };
}

/** What the consent page approved; redeemed once by exchangeCode. */
export async function issueSandboxRiotCode(
  db: Queryable,
  grant: { redirectUri: string; identity: RiotIdentity },
): Promise<string> {
  return issueGrant(db, {
    kind: 'riot_code',
    subject: grant.identity.puuid,
    redirectUri: grant.redirectUri,
    details: { gameName: grant.identity.gameName, tagLine: grant.identity.tagLine },
    lifetimeSeconds: codeLifetimeSeconds,
  });
}
