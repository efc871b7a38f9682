import type { Config } from '../config';
import type { Queryable } from '../db/database';
import { createDiscordIdentityProvider } from './discord-identity';
import { createGoogleIdentityProvider } from './google-identity';
import type { IdentityProvider, IdentityProviderName } from './identity-provider';
import { createSandboxIdentityProvider } from './sandbox-identity';

/** The sign-in providers on offer: both in the sandbox; in live mode those with a configured client. */
export function createIdentityProviders(
  config: Pick<Config, 'providers' | 'identity' | 'publicUrl'>,
  database: Queryable,
): Partial<Record<IdentityProviderName, IdentityProvider>> {
  if (config.providers.identity === 'sandbox') {
    return {
      google: createSandboxIdentityProvider('google', database, config.publicUrl),
      discord: createSandboxIdentityProvider('discord', database, config.publicUrl),
    };
  }
  const { google, discord } = config.identity;
  return {
    ...(google ? { google: createGoogleIdentityProvider(google) } : {}),
    ...(discord ? { discord: createDiscordIdentityProvider(discord) } : {}),
  };
}
