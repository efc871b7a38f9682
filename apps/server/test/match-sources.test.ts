// The match sources without a database: the sandbox generator is deterministic per account and
// hour, and each live adapter turns recorded provider responses (shapes from PROVIDERS.md) into
// normalised matches, asking the right host with the right key.
import { isSupportedMode, scoreMatch } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { brawlStarsRecentMatches, parseBattleTime } from '../src/matches/live/brawl-stars';
import { cs2ShareCodeMatches } from '../src/matches/live/cs2-share-codes';
import type { FetchLike } from '../src/matches/live/http';
import { LiveMatchSource } from '../src/matches/live/live-match-source';
import { dotaAccountId, dotaRecentMatches } from '../src/matches/live/opendota';
import { lolRecentMatches, lolRoutings, valorantRecentMatches } from '../src/matches/live/riot';
import { matchDataConfigFromEnv } from '../src/matches/match-data-config';
import { MatchSourceError, type MatchAccount } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';

interface Recorded {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A fetch that answers from recordings by URL prefix and remembers every request. */
function recorded(routes: Record<string, Recorded | Recorded[]>) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl: FetchLike = async (url, init) => {
    requests.push({ url, headers: init?.headers ?? {} });
    const key = Object.keys(routes)
      .filter((prefix) => url.startsWith(prefix))
      .sort((a, b) => b.length - a.length)[0];
    if (!key) return new Response('not recorded', { status: 404 });
    const entry = routes[key]!;
    const answer = Array.isArray(entry) ? (entry.shift() ?? { status: 500 }) : entry;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  };
  return { fetchImpl, requests };
}

const since = new Date('2026-11-23T00:00:00.000Z');
const puuid = 'Xb8uT0-puuid-of-player';

describe('sandbox match source', () => {
  const account: MatchAccount = { provider: 'riot', externalId: 'sandbox-puuid-1', region: 'europe' };
  const clock = Date.parse('2026-11-23T18:10:00.000Z');

  it('generates the same matches on every poll, only finished ones, inside the asked period', async () => {
    const source = new SandboxMatchSource({ now: () => clock });
    const first = await source.recentMatches(account, 'lol', since);
    const again = await new SandboxMatchSource({ now: () => clock }).recentMatches(account, 'lol', since);
    expect(again).toEqual(first);
    expect(first.length).toBeGreaterThan(0);
    for (const match of first) {
      const started = new Date(match.startedAt).getTime();
      expect(started).toBeGreaterThanOrEqual(since.getTime());
      expect(started + 30 * 60_000).toBeLessThanOrEqual(clock);
      expect(match.gameId).toBe('lol');
      const { points, bonus } = scoreMatch(match);
      expect(Number.isInteger(points) && points >= 0 && Number.isInteger(bonus)).toBe(true);
    }
    // A later poll sees the earlier matches unchanged, plus possibly newer ones.
    const later = await new SandboxMatchSource({ now: () => clock + 3_600_000 }).recentMatches(
      account,
      'lol',
      since,
    );
    expect(later.slice(0, first.length)).toEqual(first);
  });

  it('keeps matches added on demand, with the given stats', async () => {
    const source = new SandboxMatchSource({ generate: false, now: () => clock });
    const added = source.addMatch(account, 'dota2', { stats: { kills: 7 } });
    expect(added.startedAt).toBe(new Date(clock).toISOString());
    expect(added.stats).toMatchObject({ kills: 7 });
    expect(await source.recentMatches(account, 'dota2', since)).toEqual([added]);
    expect(await source.recentMatches(account, 'lol', since)).toEqual([]);
    expect(await source.recentMatches(account, 'dota2', new Date(clock + 1))).toEqual([]);
  });

  it('scores a Brawl Stars battle as given: a result makes a team battle, a rank a showdown', () => {
    const source = new SandboxMatchSource({ generate: false, now: () => clock });
    const brawl: MatchAccount = { provider: 'supercell', externalId: '#2PPLQ', region: null };
    for (let index = 0; index < 20; index += 1) {
      const team = source.addMatch(brawl, 'brawlstars', {
        stats: { result: 'victory', trophyChange: 8, starPlayer: true },
      });
      expect(scoreMatch(team)).toEqual({ points: 18, bonus: 15 });
      const showdown = source.addMatch(brawl, 'brawlstars', {
        stats: { rank: 1, trophyChange: 10, starPlayer: false },
      });
      expect(scoreMatch(showdown)).toEqual({ points: 20, bonus: 10 });
    }
  });
});

describe('Riot League of Legends match-v5', () => {
  it('lists ids since the start (epoch seconds) on the regional host and reads the player’s stats', async () => {
    const { fetchImpl, requests } = recorded({
      'https://europe.api.riotgames.com/lol/match/v5/matches/by-puuid/': { body: ['EUW1_7000000001'] },
      'https://europe.api.riotgames.com/lol/match/v5/matches/EUW1_7000000001': {
        body: {
          metadata: { matchId: 'EUW1_7000000001', participants: [puuid, 'other'] },
          info: {
            gameStartTimestamp: 1_763_900_000_000,
            gameEndTimestamp: 1_763_901_800_000,
            gameDuration: 1800,
            queueId: 420,
            gameMode: 'CLASSIC',
            participants: [
              { puuid: 'other', kills: 1, deaths: 9, assists: 2, win: false, teamId: 200 },
              {
                puuid,
                kills: 10,
                deaths: 3,
                assists: 8,
                win: true,
                totalMinionsKilled: 160,
                neutralMinionsKilled: 27,
                visionScore: 24,
                teamId: 100,
              },
            ],
          },
        },
      },
    });
    const matches = await lolRecentMatches(
      fetchImpl,
      'RGAPI-key',
      { provider: 'riot', externalId: puuid, region: 'EUW1' },
      since,
    );
    expect(matches).toEqual([
      {
        matchKey: 'EUW1_7000000001',
        gameId: 'lol',
        startedAt: 1_763_900_000_000,
        stats: { kills: 10, deaths: 3, assists: 8, win: true, cs: 187, visionScore: 24 },
      },
    ]);
    expect(scoreMatch(matches[0]!)).toEqual({ points: 63, bonus: 20 });
    expect(requests[0]!.url).toBe(
      `https://europe.api.riotgames.com/lol/match/v5/matches/by-puuid/${puuid}/ids?startTime=${since.getTime() / 1000}&start=0&count=100`,
    );
    expect(requests.every((request) => request.headers['X-Riot-Token'] === 'RGAPI-key')).toBe(true);
  });

  it('routes platforms to their regional cluster and asks all four when the link has no region', () => {
    expect(lolRoutings('na1')).toEqual(['americas']);
    expect(lolRoutings('KR')).toEqual(['asia']);
    expect(lolRoutings('oc1')).toEqual(['sea']);
    expect(lolRoutings(null)).toEqual(['americas', 'europe', 'asia', 'sea']);
  });

  it('turns a 429 into a MatchSourceError carrying Retry-After', async () => {
    const { fetchImpl } = recorded({
      'https://americas.api.riotgames.com/': { status: 429, headers: { 'retry-after': '7' }, body: {} },
    });
    const failing = lolRecentMatches(
      fetchImpl,
      'k',
      { provider: 'riot', externalId: puuid, region: 'na1' },
      since,
    );
    await expect(failing).rejects.toThrow(MatchSourceError);
    await expect(
      lolRecentMatches(fetchImpl, 'k', { provider: 'riot', externalId: puuid, region: 'na1' }, since),
    ).rejects.toThrow('Riot answered 429 (retry after 7 s)');
  });
});

describe('Riot Valorant match API', () => {
  it('finds the active shard, filters the match list by start and sums headshots', async () => {
    const start = since.getTime() + 3_600_000;
    const { fetchImpl, requests } = recorded({
      'https://americas.api.riotgames.com/riot/account/v1/active-shards/by-game/val/by-puuid/': {
        body: { puuid, game: 'val', activeShard: 'eu' },
      },
      'https://eu.api.riotgames.com/val/match/v1/matchlists/by-puuid/': {
        body: {
          puuid,
          history: [
            { matchId: 'old-match', gameStartTimeMillis: since.getTime() - 1, queueId: 'competitive' },
            { matchId: 'new-match', gameStartTimeMillis: start, queueId: 'competitive' },
          ],
        },
      },
      'https://eu.api.riotgames.com/val/match/v1/matches/new-match': {
        body: {
          matchInfo: {
            matchId: 'new-match',
            gameStartMillis: start,
            gameLengthMillis: 2_100_000,
            isCompleted: true,
          },
          players: [
            {
              puuid,
              teamId: 'Red',
              stats: { kills: 20, deaths: 15, assists: 5, score: 5400, roundsPlayed: 24 },
            },
            { puuid: 'other', teamId: 'Blue', stats: { kills: 9, deaths: 20, assists: 1, roundsPlayed: 24 } },
          ],
          teams: [
            { teamId: 'Red', won: true },
            { teamId: 'Blue', won: false },
          ],
          roundResults: [
            { playerStats: [{ puuid, damage: [{ headshots: 4 }, { headshots: 1 }] }] },
            {
              playerStats: [
                { puuid: 'other', damage: [{ headshots: 3 }] },
                { puuid, damage: [{ headshots: 4 }] },
              ],
            },
          ],
        },
      },
    });
    const matches = await valorantRecentMatches(
      fetchImpl,
      'RGAPI-key',
      { provider: 'riot', externalId: puuid, region: null },
      since,
    );
    expect(matches).toEqual([
      {
        matchKey: 'new-match',
        gameId: 'valorant',
        startedAt: start,
        stats: { kills: 20, deaths: 15, assists: 5, win: true, headshots: 9, rounds: 24 },
      },
    ]);
    expect(requests.map((request) => new URL(request.url).host)).toEqual([
      'americas.api.riotgames.com',
      'eu.api.riotgames.com',
      'eu.api.riotgames.com',
    ]);
  });

  it('uses the linked regional routing as the shard without asking Riot', async () => {
    const { fetchImpl, requests } = recorded({
      'https://eu.api.riotgames.com/val/match/v1/matchlists/by-puuid/': { body: { puuid, history: [] } },
    });
    await valorantRecentMatches(
      fetchImpl,
      'k',
      { provider: 'riot', externalId: puuid, region: 'europe' },
      since,
    );
    expect(requests).toHaveLength(1);
  });
});

describe('OpenDota', () => {
  it('converts the SteamID64 to the 32-bit account id with BigInt', () => {
    expect(dotaAccountId('76561198000000000')).toBe('39734272');
    expect(dotaAccountId('76561197960265729')).toBe('1');
    expect(() => dotaAccountId('123')).toThrow(MatchSourceError);
  });

  it('reads the player’s matches since the start; win = (player_slot < 128) === radiant_win', async () => {
    const start = since.getTime() / 1000 + 600;
    const { fetchImpl, requests } = recorded({
      'https://api.opendota.com/api/players/39734272/matches': {
        body: [
          {
            match_id: 8_012_345_678,
            player_slot: 130,
            radiant_win: false,
            duration: 2400,
            game_mode: 22,
            lobby_type: 7,
            start_time: start,
            kills: 7,
            deaths: 5,
            assists: 12,
            last_hits: 215,
            hero_damage: 18_450,
          },
          {
            match_id: 8_012_345_000,
            player_slot: 1,
            radiant_win: false,
            start_time: start - 86_400,
            kills: 1,
          },
        ],
      },
    });
    const matches = await dotaRecentMatches(
      fetchImpl,
      undefined,
      { provider: 'steam', externalId: '76561198000000000', region: null },
      since,
      new Date(since.getTime() + 3_600_000),
    );
    expect(matches).toEqual([
      {
        matchKey: '8012345678',
        gameId: 'dota2',
        startedAt: start * 1000,
        stats: { kills: 7, deaths: 5, assists: 12, win: true, lastHits: 215, heroDamage: 18_450 },
      },
    ]);
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('date')).toBe('1');
    expect(url.searchParams.getAll('project')).toContain('hero_damage');
  });
});

describe('Brawl Stars battle log', () => {
  it('reads battles since the start, keyed by tag and battle time, with star player and showdown rank', async () => {
    const { fetchImpl, requests } = recorded({
      'https://api.brawlstars.com/v1/players/%232PP/battlelog': {
        body: {
          items: [
            {
              battleTime: '20261123T101500.000Z',
              event: { id: 15000001, mode: 'gemGrab', map: 'Hard Rock Mine' },
              battle: {
                mode: 'gemGrab',
                type: 'ranked',
                result: 'victory',
                duration: 118,
                trophyChange: 8,
                starPlayer: { tag: '#2PP', name: 'Nadia' },
                teams: [],
              },
            },
            {
              battleTime: '20261123T094000.000Z',
              event: { mode: 'soloShowdown', map: 'Skull Creek' },
              battle: { mode: 'soloShowdown', type: 'ranked', rank: 3, trophyChange: 2, players: [] },
            },
            {
              battleTime: '20261123T090000.000Z',
              event: { mode: 'friendly' },
              battle: { mode: 'gemGrab', type: 'friendly', trophyChange: 0, starPlayer: null },
            },
            {
              battleTime: '20261122T230000.000Z',
              event: { mode: 'gemGrab' },
              battle: { mode: 'gemGrab', result: 'defeat', trophyChange: -4, starPlayer: null },
            },
          ],
          paging: { cursors: {} },
        },
      },
    });
    const matches = await brawlStarsRecentMatches(
      fetchImpl,
      'bs-key',
      { provider: 'supercell', externalId: '#2pp', region: null },
      since,
    );
    expect(matches).toEqual([
      {
        matchKey: '#2PP:20261123T101500.000Z',
        gameId: 'brawlstars',
        startedAt: Date.parse('2026-11-23T10:15:00.000Z'),
        stats: { result: 'victory', rank: null, trophyChange: 8, starPlayer: true },
      },
      {
        matchKey: '#2PP:20261123T094000.000Z',
        gameId: 'brawlstars',
        startedAt: Date.parse('2026-11-23T09:40:00.000Z'),
        stats: { result: null, rank: 3, trophyChange: 2, starPlayer: false },
      },
      {
        // Neither result nor rank: kept, and refused as an unsupported mode (decision 0032).
        matchKey: '#2PP:20261123T090000.000Z',
        gameId: 'brawlstars',
        startedAt: Date.parse('2026-11-23T09:00:00.000Z'),
        stats: { result: null, rank: null, trophyChange: 0, starPlayer: false },
      },
    ]);
    expect(matches.map((match) => scoreMatch(match))).toEqual([
      { points: 18, bonus: 15 },
      { points: 8, bonus: 0 },
      { points: 2, bonus: 0 },
    ]);
    expect(matches.map((match) => isSupportedMode(match))).toEqual([true, true, false]);
    expect(requests[0]!.headers.authorization).toBe('Bearer bs-key');
    expect(parseBattleTime('2026-11-23')).toBeNaN();
  });

  it('reports a key used from another IP (403 accessDenied.invalidIp)', async () => {
    const { fetchImpl } = recorded({
      'https://api.brawlstars.com/': { status: 403, body: { reason: 'accessDenied.invalidIp' } },
    });
    await expect(
      brawlStarsRecentMatches(
        fetchImpl,
        'k',
        { provider: 'supercell', externalId: '#2PP', region: null },
        since,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('CS2 share codes', () => {
  const account: MatchAccount = {
    provider: 'steam',
    externalId: '76561198000000000',
    region: null,
    details: { authCode: 'AAAA-AAAAA-AAAA', knownCode: 'CSGO-aaaaa-bbbbb-ccccc-ddddd-eeeee' },
  };
  const now = new Date('2026-11-23T12:00:00.000Z');

  it('walks newer codes until 202 n/a, each a match observed now with empty stats', async () => {
    const { fetchImpl, requests } = recorded({
      'https://api.steampowered.com/ICSGOPlayers_730/GetNextMatchSharingCode/v1/': [
        { body: { result: { nextcode: 'CSGO-11111-22222-33333-44444-55555' } } },
        { body: { result: { nextcode: 'CSGO-66666-77777-88888-99999-00000' } } },
        { status: 202, body: { result: { nextcode: 'n/a' } } },
      ],
    });
    const matches = await cs2ShareCodeMatches(fetchImpl, 'steam-key', account, now);
    expect(matches.map((match) => match.matchKey)).toEqual([
      'CSGO-11111-22222-33333-44444-55555',
      'CSGO-66666-77777-88888-99999-00000',
    ]);
    expect(matches.every((match) => match.startedAt === now.getTime())).toBe(true);
    expect(new URL(requests[1]!.url).searchParams.get('knowncode')).toBe(
      'CSGO-11111-22222-33333-44444-55555',
    );
    expect(new URL(requests[0]!.url).searchParams.get('steamidkey')).toBe('AAAA-AAAAA-AAAA');
  });

  it('explains a bad authentication code (403), a stale known code (412) and a missing code', async () => {
    const url = 'https://api.steampowered.com/';
    await expect(
      cs2ShareCodeMatches(recorded({ [url]: { status: 403 } }).fetchImpl, 'k', account, now),
    ).rejects.toThrow('authentication code');
    await expect(
      cs2ShareCodeMatches(recorded({ [url]: { status: 412 } }).fetchImpl, 'k', account, now),
    ).rejects.toThrow('stale');
    await expect(
      cs2ShareCodeMatches(recorded({}).fetchImpl, 'k', { ...account, details: {} }, now),
    ).rejects.toThrow(MatchSourceError);
  });
});

describe('live source and its configuration', () => {
  it('names the missing key of a game', async () => {
    const source = new LiveMatchSource({ brawlStarsApiKey: 'bs-key-1234' }, recorded({}).fetchImpl);
    await expect(
      source.recentMatches({ provider: 'riot', externalId: puuid, region: 'na1' }, 'lol', since),
    ).rejects.toThrow('RIOT_API_KEY is not set');
  });

  it('reads the keys only in live mode and needs at least one', () => {
    expect(matchDataConfigFromEnv({ RIOT_API_KEY: 'RGAPI-1234' }, 'sandbox').riotApiKey).toBeUndefined();
    expect(matchDataConfigFromEnv({ RIOT_API_KEY: 'RGAPI-1234' }, 'live').riotApiKey).toBe('RGAPI-1234');
    expect(() => loadConfig({ MATCH_DATA_MODE: 'live', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      'Invalid configuration: RIOT_API_KEY, BRAWL_STARS_API_KEY or STEAM_WEB_API_KEY is required when MATCH_DATA_MODE is live',
    );
  });
});
