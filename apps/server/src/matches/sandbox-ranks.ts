// The sandbox providers' ranks (MATCH_DATA_MODE=sandbox), deterministic per account so a test or a demo
// picks one by the account it links (docs/decisions/0028-skill-brackets.md):
// - Riot: a game name ending in a rank names it, "Ada Gold II" (LoL Gold II, Valorant Gold 2), "Kai
//   Master" (LoL Master), "Lee Radiant" (Valorant Radiant); the demo account ArenaDemo#EUW has
//   sandboxPresetRanks; any other Riot ID is unranked.
// - Steam (Dota 2): the SteamID64's last two digits when they are an OpenDota rank_tier (11-75 with 1-5
//   stars, 80 Immortal): 76561198000000052 is Legend 2; the sign-in page's presets (…01-…03) are unranked.
// - Brawl Stars: trophies below 2,500 (a beginner), from the tag.
// - CS2: none, as live (no FACEIT route).
import { createHash } from 'node:crypto';
import { lolApexTiers, lolDivisionTiers, type ScoredGameId } from '@arena/domain';
import type { StoredRank } from '../game-accounts/provider-ranks';
import { sandboxPuuid } from '../game-accounts/sandbox-riot';
import type { MatchAccount } from './match-source';

/** The demo player's Riot account and its ranks: LoL Silver II (level 6, bracket 2), Valorant Bronze 2 (level 3, bracket 1). */
export const sandboxDemoRiotId = { gameName: 'ArenaDemo', tagLine: 'EUW' } as const;
export const sandboxPresetRanks: Readonly<Record<string, Partial<Record<ScoredGameId, StoredRank>>>> = {
  [sandboxPuuid(sandboxDemoRiotId.gameName, sandboxDemoRiotId.tagLine)]: {
    lol: { tier: 'SILVER', division: 'II' },
    valorant: { competitiveTier: 7 },
  },
};

const valorantTiers = ['IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND', 'ASCENDANT', 'IMMORTAL'];
const romans = ['I', 'II', 'III', 'IV'];
const rankPhrase = /\b([a-z]+)(?:\s+(iv|iii|ii|i|[1-4]))?\s*$/i;

/** The rank a sandbox Riot game name ends with, for one game, or null. */
export function riotRankInName(gameName: string, gameId: 'lol' | 'valorant'): StoredRank | null {
  const match = rankPhrase.exec(gameName.trim());
  if (!match) return null;
  const tier = match[1]!.toUpperCase();
  const step = match[2]
    ? /^\d$/.test(match[2])
      ? Number(match[2])
      : romans.indexOf(match[2].toUpperCase()) + 1
    : 0;
  if (gameId === 'lol') {
    if ((lolApexTiers as readonly string[]).includes(tier)) return step === 0 ? { tier } : null;
    if (!(lolDivisionTiers as readonly string[]).includes(tier) || step === 0) return null;
    return { tier, division: romans[step - 1]! };
  }
  if (tier === 'RADIANT') return step === 0 ? { competitiveTier: 27 } : null;
  const index = valorantTiers.indexOf(tier);
  if (index < 0 || step < 1 || step > 3) return null;
  return { competitiveTier: 3 + index * 3 + (step - 1) };
}

/** The sandbox provider's rank of an account in a game (see the top of this file). */
export function sandboxRank(account: MatchAccount, gameId: ScoredGameId): StoredRank | null {
  const preset = sandboxPresetRanks[account.externalId]?.[gameId];
  if (preset) return preset;
  switch (gameId) {
    case 'lol':
    case 'valorant': {
      const name = account.details?.gameName;
      return typeof name === 'string' ? riotRankInName(name, gameId) : null;
    }
    case 'dota2': {
      const tier = Number(account.externalId.slice(-2));
      const medal = Math.floor(tier / 10);
      const stars = tier % 10;
      const valid = tier === 80 || (medal >= 1 && medal <= 7 && stars >= 1 && stars <= 5);
      return valid ? { rankTier: tier } : null;
    }
    case 'brawlstars':
      return { trophies: createHash('sha256').update(account.externalId).digest().readUInt32BE(0) % 2_500 };
    case 'cs2':
      return null;
  }
}
