// Live provider ranks (docs/decisions/0028-skill-brackets.md, PROVIDERS.md), in the shapes stored in
// game_accounts.details.ranks: League of Legends league-v4 entries by PUUID (solo queue, else flex) on
// the account's platform; Valorant's competitiveTier in the player's latest competitive match (Riot
// gives no other per-player rank); Dota 2 OpenDota /players/{account_id} rank_tier; Brawl Stars
// /players/%23TAG trophies. A non-2xx answer throws (the stored rank is kept).
import type { StoredRank } from '../../game-accounts/provider-ranks';
import type { MatchAccount } from '../match-source';
import { getJson, type FetchLike } from './http';
import { dotaAccountId } from './opendota';
import { normaliseTag } from './brawl-stars';
import { valorantShard } from './riot';

/** LoL platforms (league-v4 hosts) of each regional routing, the likeliest first. */
const lolPlatforms: Record<string, readonly string[]> = {
  europe: ['euw1', 'eun1', 'tr1', 'ru', 'me1'],
  americas: ['na1', 'br1', 'la1', 'la2'],
  asia: ['kr', 'jp1'],
  sea: ['oc1', 'sg2', 'tw2', 'vn2', 'th2', 'ph2'],
};
const allLolPlatforms = Object.values(lolPlatforms).flat();

/** The platforms to ask: the linked platform itself, its region's platforms, or every platform. */
export function lolRankPlatforms(region: string | null): readonly string[] {
  const code = region?.toLowerCase() ?? '';
  if (allLolPlatforms.includes(code)) return [code];
  return lolPlatforms[code === 'eu' ? 'europe' : code] ?? allLolPlatforms;
}

interface LeagueEntry {
  queueType?: string;
  tier?: string;
  rank?: string;
}

export async function lolRank(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
): Promise<StoredRank | null> {
  for (const platform of lolRankPlatforms(account.region)) {
    const { body } = await getJson<LeagueEntry[]>(
      fetchImpl,
      'Riot',
      `https://${platform}.api.riotgames.com/lol/league/v4/entries/by-puuid/${encodeURIComponent(account.externalId)}`,
      { 'X-Riot-Token': apiKey },
    );
    const entries = body ?? [];
    const entry =
      entries.find((candidate) => candidate.queueType === 'RANKED_SOLO_5x5') ??
      entries.find((candidate) => candidate.queueType === 'RANKED_FLEX_SR');
    if (entry && typeof entry.tier === 'string') {
      return typeof entry.rank === 'string'
        ? { tier: entry.tier, division: entry.rank }
        : { tier: entry.tier };
    }
  }
  return null;
}

export async function valorantRank(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
): Promise<StoredRank | null> {
  const headers = { 'X-Riot-Token': apiKey };
  const base = `https://${await valorantShard(fetchImpl, apiKey, account)}.api.riotgames.com/val/match/v1`;
  const { body: list } = await getJson<{
    history?: { matchId: string; gameStartTimeMillis: number; queueId?: string }[];
  }>(fetchImpl, 'Riot', `${base}/matchlists/by-puuid/${encodeURIComponent(account.externalId)}`, headers);
  const latest = (list?.history ?? [])
    .filter((entry) => entry.queueId === 'competitive')
    .sort((a, b) => b.gameStartTimeMillis - a.gameStartTimeMillis)[0];
  if (!latest) return null;
  const { body } = await getJson<{ players?: { puuid?: string; competitiveTier?: number }[] }>(
    fetchImpl,
    'Riot',
    `${base}/matches/${encodeURIComponent(latest.matchId)}`,
    headers,
  );
  const tier = body?.players?.find((player) => player.puuid === account.externalId)?.competitiveTier;
  // 0 is unranked; 1-2 are unused.
  return typeof tier === 'number' && tier >= 3 ? { competitiveTier: tier } : null;
}

export async function dotaRank(
  fetchImpl: FetchLike,
  apiKey: string | undefined,
  account: MatchAccount,
): Promise<StoredRank | null> {
  const query = apiKey ? `?${new URLSearchParams({ api_key: apiKey }).toString()}` : '';
  const { body } = await getJson<{ rank_tier?: number | null }>(
    fetchImpl,
    'OpenDota',
    `https://api.opendota.com/api/players/${dotaAccountId(account.externalId)}${query}`,
  );
  // rank_tier is null for a profile that does not expose its match data.
  return typeof body?.rank_tier === 'number' ? { rankTier: body.rank_tier } : null;
}

export async function brawlStarsRank(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
): Promise<StoredRank | null> {
  const { body } = await getJson<{ trophies?: number }>(
    fetchImpl,
    'Brawl Stars',
    `https://api.brawlstars.com/v1/players/%23${normaliseTag(account.externalId)}`,
    { authorization: `Bearer ${apiKey}` },
  );
  return typeof body?.trophies === 'number' ? { trophies: body.trophies } : null;
}
