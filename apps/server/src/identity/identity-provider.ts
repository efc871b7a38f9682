// Third-party sign-in (spec §7 GET /api/auth/{provider}): OAuth 2 authorization code flow with state
// and PKCE S256 (PROVIDERS.md). Sandbox implementations are the default; live ones call Google and
// Discord. Routes only see this interface.
import type { IdentityProvider as IdentityProviderName } from '@arena/contract';
import { readJsonObject, stringField } from '../http/provider-json';

export type { IdentityProviderName };

/** Who the provider says signed in. */
export interface ProviderIdentity {
  /** Google `sub`, Discord `id` (a snowflake above 2^53: always a string). */
  providerUserId: string;
  email: string | null;
  name: string;
  /** Trust the email for linking only when the provider verified it. */
  emailVerified: boolean;
}

export interface IdentityProvider {
  readonly name: IdentityProviderName;
  authorizationUrl(request: { state: string; codeChallenge: string; redirectUri: string }): string;
  exchangeCode(request: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<ProviderIdentity>;
}

/** Our redirect URI for a provider, as registered with it. */
export function callbackUrl(publicUrl: string, provider: IdentityProviderName): string {
  return `${publicUrl}/api/auth/${provider}/callback`;
}

/** The provider refused the code or answered something unusable; the user is sent back to /join. */
export class IdentityExchangeError extends Error {
  override name = 'IdentityExchangeError';
}

export type Fetch = typeof fetch;

/** Reads a JSON answer, refusing non-2xx with the provider's status (never its body) in the message. */
export const readJson = (response: Response, what: string) =>
  readJsonObject(response, what, (message) => new IdentityExchangeError(message));

export { stringField };
