// Brawl Stars battle log (PROVIDERS.md): GET /v1/players/%23TAG/battlelog with a Bearer key. There
// is no battle id: the match key is the tag and the battle time.
import type { BrawlStarsResult, NormalisedMatch } from '@arena/domain';
import type { MatchAccount } from '../match-source';
import { getJson, num, type FetchLike } from './http';

interface Battle {
  battleTime?: string;
  battle?: {
    mode?: string;
    result?: string;
    rank?: number;
    trophyChange?: number;
    starPlayer?: { tag?: string } | null;
  };
}

/** "20240115T183012.000Z" → epoch ms; NaN when malformed. */
export function parseBattleTime(battleTime: string): number {
  const parts = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(?:\.(\d{3}))?Z$/.exec(battleTime);
  if (!parts) return Number.NaN;
  const [, y, mo, d, h, mi, s, ms] = parts.map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!, Number.isFinite(ms) ? ms : 0);
}

export function normaliseTag(tag: string): string {
  return tag.trim().toUpperCase().replace(/^#/, '');
}

export async function brawlStarsRecentMatches(
  fetchImpl: FetchLike,
  apiKey: string,
  account: MatchAccount,
  since: Date,
): Promise<NormalisedMatch[]> {
  const tag = normaliseTag(account.externalId);
  const { body } = await getJson<{ items?: Battle[] }>(
    fetchImpl,
    'Brawl Stars',
    `https://api.brawlstars.com/v1/players/%23${tag}/battlelog`,
    { authorization: `Bearer ${apiKey}` },
  );
  const matches: NormalisedMatch[] = [];
  for (const item of body?.items ?? []) {
    const startedAt = parseBattleTime(item.battleTime ?? '');
    if (!Number.isFinite(startedAt) || startedAt < since.getTime() || !item.battle) continue;
    const result = ['victory', 'defeat', 'draw'].includes(item.battle.result ?? '')
      ? (item.battle.result as BrawlStarsResult)
      : null;
    const rank = typeof item.battle.rank === 'number' ? item.battle.rank : null;
    // A battle with neither (a friendly, training) is kept: ingestion records it as an unsupported mode.
    matches.push({
      matchKey: `#${tag}:${item.battleTime ?? ''}`,
      gameId: 'brawlstars',
      startedAt,
      stats: {
        result,
        rank,
        trophyChange: num(item.battle.trophyChange),
        starPlayer: normaliseTag(item.battle.starPlayer?.tag ?? '') === tag,
      },
    });
  }
  return matches;
}
