// Where a player's matches come from (issue 5 "Match ingestion and scoring"): one interface for
// every game, answered by the sandbox source or by the live adapters (MATCH_DATA_MODE).
import type { NormalisedMatch, ScoredGameId } from '@arena/domain';

/** A linked game account as the sources need it (a row of game_accounts). */
export interface MatchAccount {
  provider: 'riot' | 'steam' | 'supercell';
  /** Riot PUUID, SteamID64, or Brawl Stars player tag (with its #). */
  externalId: string;
  /** Riot platform, region or Valorant shard as linked; null when the provider has none. */
  region: string | null;
  /** Provider extras stored at linking (e.g. a CS2 game authentication code and known share code). */
  details?: Record<string, unknown>;
}

export interface MatchSource {
  /** The account's matches of `gameId` that started at or after `since`, in any order. */
  recentMatches(account: MatchAccount, gameId: ScoredGameId, since: Date): Promise<NormalisedMatch[]>;
}

/** A provider refused or failed; ingestion logs it and tries the participant again next poll. */
export class MatchSourceError extends Error {
  override name = 'MatchSourceError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
