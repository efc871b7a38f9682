// CS2 by Valve match share codes (PROVIDERS.md; limits in docs/decisions/0013-scoring.md). The
// player supplies their game authentication code and one known share code (kept in the linked
// account's details as `authCode` and `knownCode`); GetNextMatchSharingCode walks the newer codes.
// A share code carries no stats and no start time: each new code is reported as a match observed
// now with empty stats (0 points), until a demo parser (Game Coordinator) scores CS2 matches.
import type { NormalisedMatch } from '@arena/domain';
import { MatchSourceError, type MatchAccount } from '../match-source';
import type { FetchLike } from './http';

/** At most this many codes per poll (a month of matches for a casual player). */
export const maxShareCodesPerPoll = 30;

export async function cs2ShareCodeMatches(
  fetchImpl: FetchLike,
  steamWebApiKey: string,
  account: MatchAccount,
  now: Date,
): Promise<NormalisedMatch[]> {
  const authCode = account.details?.authCode;
  const firstCode = account.details?.knownCode;
  if (typeof authCode !== 'string' || typeof firstCode !== 'string') {
    throw new MatchSourceError('CS2 needs the player’s game authentication code and a known share code');
  }
  let knownCode = firstCode;
  const matches: NormalisedMatch[] = [];
  for (let step = 0; step < maxShareCodesPerPoll; step += 1) {
    const query = new URLSearchParams({
      key: steamWebApiKey,
      steamid: account.externalId,
      steamidkey: authCode,
      knowncode: knownCode,
    });
    const response = await fetchImpl(
      `https://api.steampowered.com/ICSGOPlayers_730/GetNextMatchSharingCode/v1/?${query.toString()}`,
    );
    if (response.status === 202) break; // no newer match
    if (response.status === 403) throw new MatchSourceError('Steam refused the CS2 authentication code', 403);
    if (response.status === 412) {
      throw new MatchSourceError(
        'The known CS2 share code is stale or not the player’s: ask for a new one',
        412,
      );
    }
    if (!response.ok) throw new MatchSourceError(`Steam answered ${response.status}`, response.status);
    const body = (await response.json()) as { result?: { nextcode?: string } };
    const next = body.result?.nextcode;
    if (!next || next === 'n/a') break;
    matches.push({
      matchKey: next,
      gameId: 'cs2',
      startedAt: now.getTime(),
      stats: { kills: 0, deaths: 0, assists: 0, win: false, mvps: 0, headshotPct: 0 },
    });
    knownCode = next;
  }
  return matches;
}
