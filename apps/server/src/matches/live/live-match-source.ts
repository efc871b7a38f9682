// The live match source (MATCH_DATA_MODE=live): one adapter per game over an injected fetch.
import type { NormalisedMatch, ScoredGameId } from '@arena/domain';
import type { RankSource, StoredRank } from '../../game-accounts/provider-ranks';
import { MatchSourceError, type MatchAccount, type MatchSource } from '../match-source';
import { brawlStarsRecentMatches } from './brawl-stars';
import { cs2ShareCodeMatches } from './cs2-share-codes';
import type { FetchLike } from './http';
import { dotaRecentMatches } from './opendota';
import { brawlStarsRank, dotaRank, lolRank, valorantRank } from './ranks';
import { lolRecentMatches, valorantRecentMatches } from './riot';

export type { FetchLike } from './http';

export interface LiveMatchKeys {
  riotApiKey?: string | undefined;
  brawlStarsApiKey?: string | undefined;
  steamWebApiKey?: string | undefined;
  openDotaApiKey?: string | undefined;
}

function required(key: string | undefined, name: string): string {
  if (!key) throw new MatchSourceError(`${name} is not set: this game's matches cannot be read`);
  return key;
}

export class LiveMatchSource implements MatchSource, RankSource {
  constructor(
    private readonly keys: LiveMatchKeys,
    private readonly fetchImpl: FetchLike = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async recentMatches(account: MatchAccount, gameId: ScoredGameId, since: Date): Promise<NormalisedMatch[]> {
    switch (gameId) {
      case 'lol':
        return lolRecentMatches(
          this.fetchImpl,
          required(this.keys.riotApiKey, 'RIOT_API_KEY'),
          account,
          since,
        );
      case 'valorant':
        return valorantRecentMatches(
          this.fetchImpl,
          required(this.keys.riotApiKey, 'RIOT_API_KEY'),
          account,
          since,
        );
      case 'dota2':
        return dotaRecentMatches(this.fetchImpl, this.keys.openDotaApiKey, account, since, this.now());
      case 'cs2':
        return cs2ShareCodeMatches(
          this.fetchImpl,
          required(this.keys.steamWebApiKey, 'STEAM_WEB_API_KEY'),
          account,
          this.now(),
        );
      case 'brawlstars':
        return brawlStarsRecentMatches(
          this.fetchImpl,
          required(this.keys.brawlStarsApiKey, 'BRAWL_STARS_API_KEY'),
          account,
          since,
        );
    }
  }

  /** The account's rank in the game (ranks.ts); CS2 has none (no FACEIT route, decision 0028). */
  async rank(account: MatchAccount, gameId: ScoredGameId): Promise<StoredRank | null> {
    switch (gameId) {
      case 'lol':
        return lolRank(this.fetchImpl, required(this.keys.riotApiKey, 'RIOT_API_KEY'), account);
      case 'valorant':
        return valorantRank(this.fetchImpl, required(this.keys.riotApiKey, 'RIOT_API_KEY'), account);
      case 'dota2':
        return dotaRank(this.fetchImpl, this.keys.openDotaApiKey, account);
      case 'brawlstars':
        return brawlStarsRank(
          this.fetchImpl,
          required(this.keys.brawlStarsApiKey, 'BRAWL_STARS_API_KEY'),
          account,
        );
      case 'cs2':
        return null;
    }
  }
}
