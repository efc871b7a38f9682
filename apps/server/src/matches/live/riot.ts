// Riot adapters: League of Legends match-v5 and Valorant val-match-v1 (PROVIDERS.md), by PUUID,
// with the X-Riot-Token header. LoL match ids live on a regional cluster; Valorant on a shard.
import type { LolStats, NormalisedMatch, ValorantStats } from '@arena/domain';
import type { MatchAccount } from '../match-source';
import { getJson, num, type FetchLike } from './http';

export const riotRegionalHosts = ['americas', 'europe', 'asia', 'sea'] as const;
type Regional = (typeof riotRegionalHosts)[number];
export const valorantShards = ['ap', 'br', 'eu', 'kr', 'latam', 'na'] as const;
type Shard = (typeof valorantShards)[number];

/** LoL platform (or regional) code → match-v5 regional routing (Riot's documented grouping). */
const platformRouting: Record<string, Regional> = {
  na1: 'americas',
  na: 'americas',
  br1: 'americas',
  br: 'americas',
  la1: 'americas',
  la2: 'americas',
  lan: 'americas',
  las: 'americas',
  americas: 'americas',
  euw1: 'europe',
  euw: 'europe',
  eun1: 'europe',
  eune: 'europe',
  tr1: 'europe',
  tr: 'europe',
  ru: 'europe',
  me1: 'europe',
  europe: 'europe',
  eu: 'europe',
  kr: 'asia',
  jp1: 'asia',
  jp: 'asia',
  asia: 'asia',
  oc1: 'sea',
  oce: 'sea',
  ph2: 'sea',
  sg2: 'sea',
  th2: 'sea',
  tw2: 'sea',
  vn2: 'sea',
  sea: 'sea',
};

/** The regional clusters to ask for a LoL account: its own, or all four when the link has none. */
export function lolRoutings(region: string | null): readonly Regional[] {
  const routing = region ? platformRouting[region.toLowerCase()] : undefined;
  return routing ? [routing] : riotRegionalHosts;
}

const regionalToShard: Record<string, Shard> = { americas: 'na', europe: 'eu', asia: 'ap', sea: 'ap' };

interface LolMatch {
  metadata?: { matchId?: string };
  info?: {
    gameStartTimestamp?: number;
    participants?: {
      puuid?: string;
      kills?: number;
      deaths?: number;
      assists?: number;
      win?: boolean;
      totalMinionsKilled?: number;
      neutralMinionsKilled?: number;
      visionScore?: number;
    }[];
  };
}

export async function lolRecentMatches(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
  since: Date,
): Promise<NormalisedMatch[]> {
  const headers = { 'X-Riot-Token': apiKey };
  const puuid = encodeURIComponent(account.externalId);
  const matches: NormalisedMatch[] = [];
  for (const routing of lolRoutings(account.region)) {
    const base = `https://${routing}.api.riotgames.com/lol/match/v5/matches`;
    const startTime = Math.floor(since.getTime() / 1000); // epoch seconds
    const { body: ids } = await getJson<string[]>(
      fetchImpl,
      'Riot',
      `${base}/by-puuid/${puuid}/ids?startTime=${startTime}&start=0&count=100`,
      headers,
    );
    for (const id of ids ?? []) {
      const { body } = await getJson<LolMatch>(
        fetchImpl,
        'Riot',
        `${base}/${encodeURIComponent(id)}`,
        headers,
      );
      const me = body?.info?.participants?.find((p) => p.puuid === account.externalId);
      const startedAt = body?.info?.gameStartTimestamp;
      if (!me || typeof startedAt !== 'number') continue;
      const stats: LolStats = {
        kills: num(me.kills),
        deaths: num(me.deaths),
        assists: num(me.assists),
        win: me.win === true,
        cs: num(me.totalMinionsKilled) + num(me.neutralMinionsKilled),
        visionScore: num(me.visionScore),
      };
      matches.push({ matchKey: body?.metadata?.matchId ?? id, gameId: 'lol', startedAt, stats });
    }
  }
  return matches;
}

interface ValorantMatch {
  matchInfo?: { matchId?: string; gameStartMillis?: number; isCompleted?: boolean };
  players?: {
    puuid?: string;
    teamId?: string;
    stats?: { kills?: number; deaths?: number; assists?: number; roundsPlayed?: number };
  }[];
  teams?: { teamId?: string; won?: boolean }[];
  roundResults?: { playerStats?: { puuid?: string; damage?: { headshots?: number }[] }[] }[];
}

/** The account's Valorant shard: the linked region when it names one, else Riot's active shard. */
export async function valorantShard(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
): Promise<Shard> {
  const region = account.region?.toLowerCase() ?? '';
  if ((valorantShards as readonly string[]).includes(region)) return region as Shard;
  if (regionalToShard[region]) return regionalToShard[region];
  const { body } = await getJson<{ activeShard?: string }>(
    fetchImpl,
    'Riot',
    `https://americas.api.riotgames.com/riot/account/v1/active-shards/by-game/val/by-puuid/${encodeURIComponent(account.externalId)}`,
    { 'X-Riot-Token': apiKey },
  );
  const shard = body?.activeShard?.toLowerCase() ?? 'na';
  return (valorantShards as readonly string[]).includes(shard) ? (shard as Shard) : 'na';
}

export async function valorantRecentMatches(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
  since: Date,
): Promise<NormalisedMatch[]> {
  const headers = { 'X-Riot-Token': apiKey };
  const base = `https://${await valorantShard(fetchImpl, apiKey, account)}.api.riotgames.com/val/match/v1`;
  const { body: list } = await getJson<{ history?: { matchId: string; gameStartTimeMillis: number }[] }>(
    fetchImpl,
    'Riot',
    `${base}/matchlists/by-puuid/${encodeURIComponent(account.externalId)}`,
    headers,
  );
  // The match list has no filters: keep the recent entries only, then fetch each match.
  const recent = (list?.history ?? []).filter((entry) => entry.gameStartTimeMillis >= since.getTime());
  const matches: NormalisedMatch[] = [];
  for (const entry of recent) {
    const { body } = await getJson<ValorantMatch>(
      fetchImpl,
      'Riot',
      `${base}/matches/${encodeURIComponent(entry.matchId)}`,
      headers,
    );
    if (body?.matchInfo?.isCompleted === false) continue;
    const me = body?.players?.find((p) => p.puuid === account.externalId);
    if (!me) continue;
    let headshots = 0;
    for (const round of body?.roundResults ?? []) {
      for (const player of round.playerStats ?? []) {
        if (player.puuid !== account.externalId) continue;
        for (const hit of player.damage ?? []) headshots += num(hit.headshots);
      }
    }
    const stats: ValorantStats = {
      kills: num(me.stats?.kills),
      deaths: num(me.stats?.deaths),
      assists: num(me.stats?.assists),
      win: body?.teams?.find((team) => team.teamId === me.teamId)?.won === true,
      headshots,
      rounds: num(me.stats?.roundsPlayed),
    };
    matches.push({
      matchKey: entry.matchId,
      gameId: 'valorant',
      startedAt: body?.matchInfo?.gameStartMillis ?? entry.gameStartTimeMillis,
      stats,
    });
  }
  return matches;
}
