import type { Instant } from '../time/instant';

/** The games Arena scores (the ids of the `games` table). */
export const scoredGameIds = ['lol', 'valorant', 'dota2', 'cs2', 'brawlstars'] as const;
export type ScoredGameId = (typeof scoredGameIds)[number];

export function isScoredGameId(value: unknown): value is ScoredGameId {
  return typeof value === 'string' && (scoredGameIds as readonly string[]).includes(value);
}

interface KdaStats {
  readonly kills: number;
  readonly deaths: number;
  readonly assists: number;
  readonly win: boolean;
}

/** League of Legends (Riot match-v5): cs = lane minions + neutral monsters. */
export interface LolStats extends KdaStats {
  readonly cs: number;
  readonly visionScore: number;
}

/** Valorant (Riot val-match-v1). */
export interface ValorantStats extends KdaStats {
  readonly headshots: number;
  readonly rounds: number;
}

/** Dota 2 (OpenDota). */
export interface Dota2Stats extends KdaStats {
  readonly lastHits: number;
  readonly heroDamage: number;
}

/** CS2: headshotPct from 0 to 100. */
export interface Cs2Stats extends KdaStats {
  readonly mvps: number;
  readonly headshotPct: number;
}

export type BrawlStarsResult = 'victory' | 'defeat' | 'draw';

/** Brawl Stars battle log: team modes carry `result`; showdown carries `rank` (1 = first) instead. */
export interface BrawlStarsStats {
  readonly result?: BrawlStarsResult | null;
  readonly rank?: number | null;
  readonly trophyChange: number;
  readonly starPlayer: boolean;
}

export interface MatchStatsByGame {
  readonly lol: LolStats;
  readonly valorant: ValorantStats;
  readonly dota2: Dota2Stats;
  readonly cs2: Cs2Stats;
  readonly brawlstars: BrawlStarsStats;
}

/**
 * A match as every source returns it, whatever the provider: a key unique per provider (Riot match
 * id, OpenDota match id, CS2 share code, Brawl Stars tag + battle time), when it started, and the
 * player's own stats for the game.
 */
export type NormalisedMatch = {
  [G in ScoredGameId]: {
    readonly matchKey: string;
    readonly gameId: G;
    readonly startedAt: Instant;
    readonly stats: MatchStatsByGame[G];
  };
}[ScoredGameId];

export interface MatchScore {
  /** Integer points from the player's play. */
  readonly points: number;
  /** Integer bonus (a win, a star player); kept apart as the participant's bonus_score. */
  readonly bonus: number;
}
