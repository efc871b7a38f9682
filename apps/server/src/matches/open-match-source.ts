// The match source chosen by MATCH_DATA_MODE: the sandbox (default) or the live adapters.
import type { Config } from '../config';
import { LiveMatchSource, type FetchLike } from './live/live-match-source';
import type { MatchSource } from './match-source';
import { SandboxMatchSource } from './sandbox-match-source';

export function openMatchSource(config: Config, fetchImpl: FetchLike = fetch): MatchSource {
  if (config.providers.matchData === 'sandbox') return new SandboxMatchSource();
  return new LiveMatchSource(config.matchData, fetchImpl);
}
