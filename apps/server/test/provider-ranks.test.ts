// Provider ranks (issue 16, docs/decisions/0028-skill-brackets.md): read through the provider when a game
// account is linked and refreshed by the tracking pass at most once per rankRefreshIntervalMs, stored in
// details.ranks as providerRankFrom reads them; enrolment takes its bracket from the fresh rank; a
// provider that cannot answer blocks neither linking nor tracking. Live adapters against recorded answers.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { rankRefreshIntervalMs } from '../src/game-accounts/provider-ranks';
import { sandboxPuuid } from '../src/game-accounts/sandbox-riot';
import { ingestMatches } from '../src/matches/ingest';
import { LiveMatchSource } from '../src/matches/live/live-match-source';
import { MatchSourceError, type MatchAccount } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { riotRankInName, sandboxRank } from '../src/matches/sandbox-ranks';
import {
  enrolThroughApi,
  hours,
  insertChallenge,
  insertPlayers,
  type Player,
} from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const config = testConfig({ JWT_SECRET: 'provider-ranks-'.padEnd(48, 'x'), PUBLIC_URL: 'http://arena.test' });
const source = new SandboxMatchSource({ generate: false });
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database, matchSource: source });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const form = (values: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(values).toString(),
});

/** Links a Riot ID through the sandbox Riot sign-in, as the site does; answers the link's status. */
async function linkRiot(player: Player, gameName: string, tagLine = 'EUW'): Promise<number> {
  const start = await app.inject({ url: '/api/auth/riot?game=lol' });
  const authorize = new URL(String(start.headers.location));
  const cookie = String([start.headers['set-cookie']].flat()[0]).split(';', 1)[0]!;
  const approved = await app.inject({
    method: 'POST',
    url: '/sandbox/riot/authorize',
    ...form({
      ...Object.fromEntries(authorize.searchParams),
      riot_id: 'custom',
      game_name: gameName,
      tag_line: tagLine,
      decision: 'approve',
    }),
  });
  const back = new URL(String(approved.headers.location));
  const linked = await app.inject({
    method: 'POST',
    url: '/api/game/lol/rso',
    headers: { authorization: `Bearer ${player.token}`, cookie },
    payload: {
      code: back.searchParams.get('code'),
      state: back.searchParams.get('state'),
      redirect_uri: `${back.origin}${back.pathname}`,
      game: 'lol',
    },
  });
  return linked.statusCode;
}

async function riotDetails(player: Player) {
  const { rows } = await database.query<{ details: Record<string, unknown> }>(
    `select details from game_accounts where user_id = $1 and provider = 'riot' and unlinked_at is null`,
    [player.id],
  );
  return rows[0]?.details;
}

async function lolChallengeAt(skillLevel: number) {
  const id = await insertChallenge(database, {
    gameId: 'lol',
    start: new Date(Date.now() + hours(1)),
    entryFee: 0,
  });
  await database.query('update challenges set min_skill_level = $2 where id = $1', [id, skillLevel]);
  return id;
}

const enrol = (player: Player, challengeId: string) => enrolThroughApi(app, player, challengeId);

async function participation(challengeId: string, userId: string) {
  const { rows } = await database.query<{ skill_level: number; skill_bracket: number }>(
    'select skill_level, skill_bracket from challenge_participants where challenge_id = $1 and user_id = $2',
    [challengeId, userId],
  );
  return rows[0] ? { level: Number(rows[0].skill_level), bracket: Number(rows[0].skill_bracket) } : null;
}

const riotAccount = (gameName: string, tagLine = 'EUW') => ({
  provider: 'riot' as const,
  externalId: sandboxPuuid(gameName, tagLine),
});

describe('provider ranks at linking and enrolment', () => {
  it('stores a linked Gold II account’s ranks and enrols it in bracket 3 (level 8), not bracket 1', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    expect(await linkRiot(player!, 'Ada Gold II')).toBe(200);
    const details = await riotDetails(player!);
    expect(details?.ranks).toEqual({
      lol: { tier: 'GOLD', division: 'II' },
      valorant: { competitiveTier: 13 },
    });
    expect(typeof details?.ranksCheckedAt).toBe('string');

    const beginners = await lolChallengeAt(2);
    const refused = await enrol(player!, beginners);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'This challenge is for skill bracket 1 (skill 1–3). Your League of Legends bracket is 3.',
    );
    const gold = await lolChallengeAt(8);
    expect((await enrol(player!, gold)).status).toBe(200);
    expect(await participation(gold, player!.id)).toEqual({ level: 8, bracket: 3 });
  });

  it('refreshes ranks in the tracking pass at most once per interval; the stored bracket never moves', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    expect(await linkRiot(player!, 'Bo Gold II')).toBe(200);
    const checkedAt = new Date(String((await riotDetails(player!))?.ranksCheckedAt));
    const current = await lolChallengeAt(8);
    expect((await enrol(player!, current)).status).toBe(200);
    await database.query(
      `update challenges set status = 1, start_time = now() - interval '1 hour' where id = $1`,
      [current],
    );

    // The player climbs to Challenger, and Valorant cannot answer.
    source.setRank(riotAccount('Bo Gold II'), 'lol', { tier: 'CHALLENGER' });
    source.setRank(riotAccount('Bo Gold II'), 'valorant', new MatchSourceError('Riot answered 503', 503));
    const early = await ingestMatches(
      database,
      source,
      new Date(checkedAt.getTime() + rankRefreshIntervalMs - 60_000),
    );
    expect(early.rankFailures).toEqual([]);
    expect((await riotDetails(player!))?.ranks).toEqual({
      lol: { tier: 'GOLD', division: 'II' },
      valorant: { competitiveTier: 13 },
    });

    const due = new Date(checkedAt.getTime() + rankRefreshIntervalMs);
    const later = await ingestMatches(database, source, due);
    expect(later.rankFailures.filter((failure) => failure.gameId === 'valorant')).toHaveLength(1);
    expect(later.rankFailures.filter((failure) => failure.gameId === 'lol')).toHaveLength(0);
    const refreshed = await riotDetails(player!);
    // Valorant's failed read kept the stored rank; LoL's answer replaced it.
    expect(refreshed?.ranks).toEqual({ lol: { tier: 'CHALLENGER' }, valorant: { competitiveTier: 13 } });
    expect(refreshed?.ranksCheckedAt).toBe(due.toISOString());

    // The entry made at Gold II stays at level 8; the next entry takes Challenger (level 18).
    expect(await participation(current, player!.id)).toEqual({ level: 8, bracket: 3 });
    const elite = await lolChallengeAt(18);
    expect((await enrol(player!, elite)).status).toBe(200);
    expect(await participation(elite, player!.id)).toEqual({ level: 18, bracket: 6 });

    // Unranked now: the refresh removes the LoL rank.
    source.setRank(riotAccount('Bo Gold II'), 'lol', null);
    await ingestMatches(database, source, new Date(due.getTime() + rankRefreshIntervalMs));
    expect((await riotDetails(player!))?.ranks).toEqual({ valorant: { competitiveTier: 13 } });
  });

  it('links when the provider cannot give a rank, and a relink keeps the ranks stored before', async () => {
    const [first, second] = await insertPlayers(database, config.jwtSecret, 2, { provider: null });
    const failing = new MatchSourceError('Riot answered 429 (retry after 10 s)', 429);
    source.setRank(riotAccount('Cy Silver I'), 'lol', failing);
    source.setRank(riotAccount('Cy Silver I'), 'valorant', failing);
    expect(await linkRiot(first!, 'Cy Silver I')).toBe(200);
    const linked = await riotDetails(first!);
    expect(linked).toMatchObject({ gameName: 'Cy Silver I', tagLine: 'EUW', ranks: {} });
    // With no rank, enrolment falls back to a new player's level 1.
    const beginners = await lolChallengeAt(1);
    expect((await enrol(first!, beginners)).status).toBe(200);
    expect(await participation(beginners, first!.id)).toEqual({ level: 1, bracket: 1 });

    expect(await linkRiot(second!, 'Di Platinum 1')).toBe(200);
    source.setRank(riotAccount('Di Platinum 1'), 'lol', failing);
    source.setRank(riotAccount('Di Platinum 1'), 'valorant', failing);
    expect(await linkRiot(second!, 'Di Platinum 1')).toBe(200);
    expect((await riotDetails(second!))?.ranks).toEqual({
      lol: { tier: 'PLATINUM', division: 'I' },
      valorant: { competitiveTier: 15 },
    });
  });
});

/** Links a SteamID64 through the sandbox Steam sign-in and bind, as the site does; answers the bind status. */
async function linkSteam(player: Player, steamId: string): Promise<number> {
  const headers = { authorization: `Bearer ${player.token}` };
  const started = await app.inject({ method: 'POST', url: '/api/auth/steam/start', headers });
  const startCookie = String([started.headers['set-cookie']].flat()[0]).split(';', 1)[0]!;
  const login = new URL(
    String((await app.inject({ url: '/api/auth/steam', headers: { cookie: startCookie } })).headers.location),
  );
  const page = await app.inject({ url: `${login.pathname}${login.search}` });
  expect(page.body).toContain('ending in an OpenDota rank tier');
  const signedIn = await app.inject({
    method: 'POST',
    url: '/sandbox/steam/login',
    ...form({
      return_to: login.searchParams.get('openid.return_to') ?? '',
      account: 'custom',
      custom_steam_id: steamId,
      decision: 'approve',
    }),
  });
  const assertion = new URL(String(signedIn.headers.location));
  const back = await app.inject({
    url: `${assertion.pathname}${assertion.search}`,
    headers: { cookie: startCookie },
  });
  const callback = new URL(String(back.headers.location));
  const bindCookie = [back.headers['set-cookie']]
    .flat()
    .map((line) => String(line).split(';', 1)[0]!)
    .find((pair) => pair.startsWith('arena_steam_bind=') && pair !== 'arena_steam_bind=');
  const bound = await app.inject({
    method: 'POST',
    url: '/api/game/steam/bind',
    headers: { ...headers, cookie: bindCookie ?? '' },
    payload: { steamId, token: callback.searchParams.get('token') },
  });
  return bound.statusCode;
}

describe('Steam ranks at linking', () => {
  it('stores the Dota 2 rank_tier of a Steam account and no CS2 rank; a Dota 2 entry takes it', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    expect(await linkSteam(player!, '76561198000000052')).toBe(200);
    const { rows } = await database.query<{ details: Record<string, unknown> }>(
      `select details from game_accounts where user_id = $1 and provider = 'steam'`,
      [player!.id],
    );
    expect(rows[0]?.details.ranks).toEqual({ dota2: { rankTier: 52 } });
    // Legend 2 is step 21 of 36: level 1 + ⌊17·21/35⌋ = 11.
    const legends = await insertChallenge(database, {
      gameId: 'dota2',
      start: new Date(Date.now() + hours(1)),
      entryFee: 0,
    });
    await database.query('update challenges set min_skill_level = 11 where id = $1', [legends]);
    const entered = await enrol(player!, legends);
    expect(entered.status).toBe(200);
    expect(await participation(legends, player!.id)).toEqual({ level: 11, bracket: 4 });
  });
});

describe('Brawl Stars ranks at linking', () => {
  it('stores the trophies of a tag linked by ownership proof, as the sandbox game gives them', async () => {
    const [player] = await insertPlayers(database, config.jwtSecret, 1, { provider: null });
    const headers = { authorization: `Bearer ${player!.token}` };
    source.setRank({ provider: 'supercell', externalId: '#2PQ0V' }, 'brawlstars', { trophies: 31_250 });
    const claim = await app.inject({
      method: 'POST',
      url: '/api/brawl-stars/claim',
      headers,
      payload: { playerTag: '#2PQ0V' },
    });
    const { code } = (claim.json() as { data: { code: string } }).data;
    await app.inject({
      method: 'POST',
      url: '/sandbox/brawl-stars/players/2PQ0V/name',
      payload: { name: `Owner ${code}` },
    });
    const linked = await app.inject({
      method: 'POST',
      url: '/api/brawl-stars/link',
      headers,
      payload: { playerTag: '#2PQ0V' },
    });
    expect(linked.statusCode).toBe(200);
    const { rows } = await database.query<{ details: Record<string, unknown> }>(
      `select details from game_accounts where user_id = $1 and provider = 'supercell'`,
      [player!.id],
    );
    expect(rows[0]?.details.ranks).toEqual({ brawlstars: { trophies: 31_250 } });
  });
});

describe('the sandbox providers’ ranks', () => {
  it('derives each rank from the account as documented', () => {
    expect(riotRankInName('Ada Gold II', 'lol')).toEqual({ tier: 'GOLD', division: 'II' });
    expect(riotRankInName('Ada Gold 2', 'lol')).toEqual({ tier: 'GOLD', division: 'II' });
    expect(riotRankInName('Kai Master', 'lol')).toEqual({ tier: 'MASTER' });
    expect(riotRankInName('Kai Master', 'valorant')).toBeNull();
    expect(riotRankInName('Lee Radiant', 'valorant')).toEqual({ competitiveTier: 27 });
    expect(riotRankInName('Ascendant 3', 'valorant')).toEqual({ competitiveTier: 23 });
    expect(riotRankInName('Ada Gold IV', 'valorant')).toBeNull();
    expect(riotRankInName('Ada Player', 'lol')).toBeNull();
    const steam = (externalId: string): MatchAccount => ({ provider: 'steam', externalId, region: null });
    expect(sandboxRank(steam('76561198000000052'), 'dota2')).toEqual({ rankTier: 52 });
    expect(sandboxRank(steam('76561198000000080'), 'dota2')).toEqual({ rankTier: 80 });
    expect(sandboxRank(steam('76561198000000001'), 'dota2')).toBeNull();
    expect(sandboxRank(steam('76561198000000056'), 'dota2')).toBeNull();
    expect(sandboxRank(steam('76561198000000052'), 'cs2')).toBeNull();
    const brawl = sandboxRank({ provider: 'supercell', externalId: '#2PP', region: null }, 'brawlstars');
    expect(brawl).toEqual({ trophies: expect.any(Number) });
    expect((brawl as { trophies: number }).trophies).toBeLessThan(2_500);
    expect(
      sandboxRank(
        { provider: 'riot', externalId: sandboxPuuid('ArenaDemo', 'EUW'), region: 'europe' },
        'lol',
      ),
    ).toEqual({ tier: 'SILVER', division: 'II' });
  });
});

/** A fetch that answers recorded bodies by URL prefix and records what was asked. */
function recorded(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const fetchImpl = async (url: string, init?: { headers?: Record<string, string> }) => {
    asked.push({ url, headers: init?.headers ?? {} });
    const key = Object.keys(answers).find((prefix) => url.startsWith(prefix));
    const answer = key ? answers[key]! : { status: 404, body: { status: { status_code: 404 } } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  };
  return { asked, fetchImpl };
}

describe('the live rank adapters', () => {
  const keys = { riotApiKey: 'riot-key-123', brawlStarsApiKey: 'brawl-key-123', openDotaApiKey: undefined };
  const puuid = 'p'.repeat(78);

  it('reads League of Legends league-v4 by PUUID on the region’s platforms, solo queue first', async () => {
    const { asked, fetchImpl } = recorded({
      [`https://euw1.api.riotgames.com/lol/league/v4/entries/by-puuid/${puuid}`]: { body: [] },
      [`https://eun1.api.riotgames.com/lol/league/v4/entries/by-puuid/${puuid}`]: {
        body: [
          { queueType: 'RANKED_FLEX_SR', tier: 'PLATINUM', rank: 'I' },
          { queueType: 'RANKED_SOLO_5x5', tier: 'GOLD', rank: 'II', leaguePoints: 40 },
        ],
      },
    });
    const live = new LiveMatchSource(keys, fetchImpl);
    expect(await live.rank({ provider: 'riot', externalId: puuid, region: 'europe' }, 'lol')).toEqual({
      tier: 'GOLD',
      division: 'II',
    });
    expect(asked.map((request) => new URL(request.url).host)).toEqual([
      'euw1.api.riotgames.com',
      'eun1.api.riotgames.com',
    ]);
    expect(asked[0]!.headers['X-Riot-Token']).toBe('riot-key-123');
  });

  it('reads Valorant’s competitiveTier from the latest competitive match', async () => {
    const base = 'https://eu.api.riotgames.com/val/match/v1';
    const { asked, fetchImpl } = recorded({
      [`${base}/matchlists/by-puuid/${puuid}`]: {
        body: {
          history: [
            { matchId: 'old', gameStartTimeMillis: 1_000, queueId: 'competitive' },
            { matchId: 'new', gameStartTimeMillis: 3_000, queueId: 'competitive' },
            { matchId: 'fun', gameStartTimeMillis: 4_000, queueId: 'unrated' },
          ],
        },
      },
      [`${base}/matches/new`]: {
        body: {
          players: [
            { puuid: 'other', competitiveTier: 20 },
            { puuid, competitiveTier: 13 },
          ],
        },
      },
    });
    const live = new LiveMatchSource(keys, fetchImpl);
    expect(await live.rank({ provider: 'riot', externalId: puuid, region: 'eu' }, 'valorant')).toEqual({
      competitiveTier: 13,
    });
    expect(asked.map((request) => request.url)).toEqual([
      `${base}/matchlists/by-puuid/${puuid}`,
      `${base}/matches/new`,
    ]);
  });

  it('reads OpenDota rank_tier and Brawl Stars trophies; CS2 asks nobody; an error throws', async () => {
    const { asked, fetchImpl } = recorded({
      'https://api.opendota.com/api/players/40': { body: { rank_tier: 52, profile: {} } },
      'https://api.opendota.com/api/players/41': { body: { rank_tier: null } },
      'https://api.brawlstars.com/v1/players/%232PP': { body: { tag: '#2PP', trophies: 31_250 } },
      'https://api.brawlstars.com/v1/players/%23QQQ': { status: 503, body: { reason: 'inMaintenance' } },
    });
    const live = new LiveMatchSource(keys, fetchImpl);
    const steam = (externalId: string): MatchAccount => ({ provider: 'steam', externalId, region: null });
    expect(await live.rank(steam('76561197960265768'), 'dota2')).toEqual({ rankTier: 52 });
    expect(await live.rank(steam('76561197960265769'), 'dota2')).toBeNull();
    expect(await live.rank(steam('76561197960265768'), 'cs2')).toBeNull();
    const brawl = (externalId: string): MatchAccount => ({ provider: 'supercell', externalId, region: null });
    expect(await live.rank(brawl('#2pp'), 'brawlstars')).toEqual({ trophies: 31_250 });
    await expect(live.rank(brawl('#QQQ'), 'brawlstars')).rejects.toThrow(/Brawl Stars answered 503/);
    expect(asked.find((request) => request.url.includes('brawlstars'))?.headers.authorization).toBe(
      'Bearer brawl-key-123',
    );
    expect(asked).toHaveLength(4);
  });
});
