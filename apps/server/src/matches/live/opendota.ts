// OpenDota (PROVIDERS.md): /api/players/{account_id}/matches, account_id = SteamID64 − 76561197960265728.
import type { NormalisedMatch } from '@arena/domain';
import { MatchSourceError, type MatchAccount } from '../match-source';
import { getJson, num, type FetchLike } from './http';

const steamId64Base = 76561197960265728n;

/** The 32-bit Dota account id of a SteamID64 (BigInt: SteamID64s exceed 2^53). */
export function dotaAccountId(steamId64: string): string {
  if (!/^\d{17}$/.test(steamId64)) throw new MatchSourceError(`Not a SteamID64: ${steamId64}`);
  const id = BigInt(steamId64) - steamId64Base;
  if (id < 0n || id > 0xffffffffn) throw new MatchSourceError(`Not an individual SteamID64: ${steamId64}`);
  return id.toString();
}

interface OpenDotaMatch {
  match_id: number;
  player_slot: number;
  radiant_win: boolean;
  start_time: number;
  kills?: number;
  deaths?: number;
  assists?: number;
  last_hits?: number;
  hero_damage?: number;
}

const projected = [
  'match_id',
  'player_slot',
  'radiant_win',
  'start_time',
  'duration',
  'kills',
  'deaths',
  'assists',
  'last_hits',
  'hero_damage',
];

export async function dotaRecentMatches(
  fetchImpl: FetchLike,
  apiKey: string | undefined,
  account: MatchAccount,
  since: Date,
  now: Date,
): Promise<NormalisedMatch[]> {
  const days = Math.max(1, Math.ceil((now.getTime() - since.getTime()) / 86_400_000));
  const query = new URLSearchParams({ date: String(days), significant: '0', limit: '100' });
  for (const field of projected) query.append('project', field);
  if (apiKey) query.set('api_key', apiKey);
  const { body } = await getJson<OpenDotaMatch[]>(
    fetchImpl,
    'OpenDota',
    `https://api.opendota.com/api/players/${dotaAccountId(account.externalId)}/matches?${query.toString()}`,
  );
  return (body ?? [])
    .filter((match) => match.start_time * 1000 >= since.getTime())
    .map((match) => ({
      matchKey: String(match.match_id),
      gameId: 'dota2' as const,
      startedAt: match.start_time * 1000,
      stats: {
        kills: num(match.kills),
        deaths: num(match.deaths),
        assists: num(match.assists),
        win: match.player_slot < 128 === match.radiant_win,
        lastHits: num(match.last_hits),
        heroDamage: num(match.hero_damage),
      },
    }));
}
