// Sandbox sign-in (IDENTITY_MODE=sandbox, the default): the "provider" is the server's own consent
// page at /sandbox/oauth/{provider}/authorize. It issues single-use codes stored with their PKCE
// challenge and checks the verifier on exchange exactly as Google and Discord do, so the whole
// flow (state, PKCE, callback) runs unchanged with no outside network.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import {
  IdentityExchangeError,
  type IdentityProvider,
  type IdentityProviderName,
  type ProviderIdentity,
} from './identity-provider';
import { codeChallengeS256 } from './pkce';

const codeLifetimeSeconds = 60;

export function sandboxAuthorizePath(provider: IdentityProviderName): string {
  return `/sandbox/oauth/${provider}/authorize`;
}

export function createSandboxIdentityProvider(
  name: IdentityProviderName,
  database: Queryable,
  publicUrl: string,
): IdentityProvider {
  return {
    name,
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL(sandboxAuthorizePath(name), publicUrl);
      url.search = new URLSearchParams({
        client_id: 'arena-sandbox',
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: name === 'google' ? 'openid email profile' : 'identify email',
        state,
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async exchangeCode({ code, codeVerifier, redirectUri }) {
      // Single use: the code is spent whether or not the rest of the checks pass, as at Google.
      const { rows } = await database.query<SandboxCodeRow>(
        `update sandbox_oauth_codes set used_at = now()
          where code = $1 and provider = $2 and used_at is null and expires_at > now()
          returning redirect_uri, code_challenge, subject, email, name, email_verified`,
        [code, name],
      );
      const row = rows[0];
      if (!row) throw new IdentityExchangeError('invalid_grant: unknown, used or expired code');
      if (row.redirect_uri !== redirectUri)
        throw new IdentityExchangeError('invalid_grant: redirect_uri mismatch');
      if (codeChallengeS256(codeVerifier) !== row.code_challenge) {
        throw new IdentityExchangeError('invalid_grant: code_verifier does not match the challenge');
      }
      return {
        providerUserId: row.subject,
        email: row.email,
        name: row.name ?? row.email ?? 'Player',
        emailVerified: row.email_verified,
      };
    },
  };
}

interface SandboxCodeRow {
  redirect_uri: string;
  code_challenge: string;
  subject: string;
  email: string | null;
  name: string | null;
  email_verified: boolean;
}

/** What the consent page approved; stored until the callback exchanges the code. */
export async function issueSandboxCode(
  database: Queryable,
  grant: {
    provider: IdentityProviderName;
    redirectUri: string;
    codeChallenge: string;
    identity: ProviderIdentity;
  },
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await database.query(
    `insert into sandbox_oauth_codes
       (code, provider, redirect_uri, code_challenge, subject, email, name, email_verified, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(secs => $9))`,
    [
      code,
      grant.provider,
      grant.redirectUri,
      grant.codeChallenge,
      grant.identity.providerUserId,
      grant.identity.email,
      grant.identity.name,
      grant.identity.emailVerified,
      codeLifetimeSeconds,
    ],
  );
  return code;
}

/**
 * A stable provider user id for a sandbox email, shaped like the real ones: Google's `sub` is a
 * 21-digit number, Discord's `id` a snowflake above 2^53 (so code that parses it as a number breaks
 * here as it would in production).
 */
export function sandboxSubject(provider: IdentityProviderName, email: string): string {
  const digest = createHash('sha256').update(`${provider}:${email.trim().toLowerCase()}`).digest();
  const value = digest.readBigUInt64BE(0);
  if (provider === 'discord') return (10n ** 18n + (value % (8n * 10n ** 18n))).toString();
  return `1${(value % 10n ** 20n).toString().padStart(20, '0')}`;
}
