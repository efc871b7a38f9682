// Provider keys for the live match adapters (MATCH_DATA_MODE=live), read from the environment with
// their own schema; in sandbox mode none is read. A game whose key is missing fails its polls with
// a message naming the variable; OpenDota works without a key (at its lower rate limit).
import { z } from 'zod';
import type { ProviderMode } from '../provider-mode';

export interface MatchDataConfig {
  riotApiKey: string | undefined;
  brawlStarsApiKey: string | undefined;
  steamWebApiKey: string | undefined;
  openDotaApiKey: string | undefined;
}

const key = z.string().min(8, { error: 'must be at least 8 characters' }).optional();
const schema = z.object({
  RIOT_API_KEY: key,
  BRAWL_STARS_API_KEY: key,
  STEAM_WEB_API_KEY: key,
  OPENDOTA_API_KEY: key,
});

/** Throws an Error whose message names the variable (config.ts wraps it as a ConfigError). */
export function matchDataConfigFromEnv(
  env: Record<string, string | undefined>,
  mode: ProviderMode,
): MatchDataConfig {
  if (mode === 'sandbox') {
    return {
      riotApiKey: undefined,
      brawlStarsApiKey: undefined,
      steamWebApiKey: undefined,
      openDotaApiKey: undefined,
    };
  }
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${String(issue?.path[0] ?? 'environment')} ${issue?.message ?? 'is invalid'}`);
  }
  const values = parsed.data;
  if (!values.RIOT_API_KEY && !values.BRAWL_STARS_API_KEY && !values.STEAM_WEB_API_KEY) {
    throw new Error(
      'RIOT_API_KEY, BRAWL_STARS_API_KEY or STEAM_WEB_API_KEY is required when MATCH_DATA_MODE is live',
    );
  }
  return {
    riotApiKey: values.RIOT_API_KEY,
    brawlStarsApiKey: values.BRAWL_STARS_API_KEY,
    steamWebApiKey: values.STEAM_WEB_API_KEY,
    openDotaApiKey: values.OPENDOTA_API_KEY,
  };
}
