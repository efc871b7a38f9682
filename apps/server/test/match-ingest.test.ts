// Match ingestion and scoring (issue 5) on PGlite and PostgreSQL: the game limit, the enrolment and
// window rules, each match counted once (two polls, two concurrent ingests), the polling run, and
// the sandbox route that adds a match and moves the leaderboard at once.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Queryable } from '../src/db/database';
import { ingestForParticipant, ingestMatches } from '../src/matches/ingest';
import { matchPollLockKey, pollMatchesOnce, startMatchPolling } from '../src/matches/match-polling';
import type { MatchAccount } from '../src/matches/match-source';
import { SandboxMatchSource } from '../src/matches/sandbox-match-source';
import { testConfig } from './support/test-config';
import { createTestDatabase, testEngine, type TestDatabase } from './support/test-db';
import { bearer, insertTestUser } from './support/users-fixtures';
import { errorAnswer } from './support/error-answer';

const secret = 'match-test-secret-'.padEnd(48, 'x');
const minute = 60_000;
const now = new Date('2026-11-23T12:00:00.000Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * minute);

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.close();
});

let tagCounter = 0;
async function player(gameProvider: MatchAccount['provider'] = 'riot') {
  tagCounter += 1;
  const user = await insertTestUser(db, secret);
  const externalId = `puuid-${user.id}-${tagCounter}`;
  await db.query(
    `insert into game_accounts (user_id, provider, external_id, display_name, region) values ($1, $2, $3, $4, $5)`,
    [user.id, gameProvider, externalId, `Player ${tagCounter}`, 'europe'],
  );
  const account: MatchAccount = { provider: gameProvider, externalId, region: 'europe', details: {} };
  return { userId: user.id, account, headers: bearer(user) };
}

async function challenge(
  input: { gameId?: string; start?: Date; end?: Date; gameLimit?: number; status?: number } = {},
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into challenges (game_id, title, start_time, end_time, duration_hours, max_players, game_limit, status)
     values ($1, 'Match test', $2, $3, 4, 100, $4, $5) returning id`,
    [
      input.gameId ?? 'lol',
      (input.start ?? at(-120)).toISOString(),
      (input.end ?? at(120)).toISOString(),
      input.gameLimit ?? 0,
      input.status ?? 1,
    ],
  );
  return rows[0]!.id;
}

async function enrol(challengeId: string, userId: string, enrolledAt: Date, excluded = false) {
  await db.query(
    `insert into challenge_participants (challenge_id, user_id, created_at, excluded) values ($1, $2, $3, $4)`,
    [challengeId, userId, enrolledAt.toISOString(), excluded],
  );
}

async function participant(q: Queryable, challengeId: string, userId: string) {
  const { rows } = await q.query<{ score: unknown; bonus_score: unknown; games_played: unknown }>(
    'select score, bonus_score, games_played from challenge_participants where challenge_id = $1 and user_id = $2',
    [challengeId, userId],
  );
  const row = rows[0]!;
  return { score: Number(row.score), bonus: Number(row.bonus_score), games: Number(row.games_played) };
}

/** LoL stats worth exactly 3 × kills points (no assists, deaths, CS or vision). */
const lol = (kills: number, win = false) => ({ kills, deaths: 0, assists: 0, win, cs: 0, visionScore: 0 });

describe('match ingestion', () => {
  it('counts only the first gameLimit matches by start time, and keeps them on later polls', async () => {
    const source = new SandboxMatchSource({ generate: false });
    const { userId, account } = await player();
    const id = await challenge({ gameLimit: 2 });
    await enrol(id, userId, at(-100));
    source.addMatch(account, 'lol', { stats: lol(5), startedAt: at(-30) }); // third: not counted
    source.addMatch(account, 'lol', { stats: lol(1), startedAt: at(-90) }); // first: 3 points
    source.addMatch(account, 'lol', { stats: lol(2, true), startedAt: at(-60) }); // second: 6 + 20

    const first = await ingestForParticipant(db, source, id, userId, now);
    expect(first).toMatchObject({ counted: 2, score: 9, bonusScore: 20, gamesPlayed: 2 });
    source.addMatch(account, 'lol', { stats: lol(9), startedAt: at(-80) }); // late arrival: limit is used up
    const second = await ingestForParticipant(db, source, id, userId, now);
    expect(second).toMatchObject({ counted: 0, score: 9, bonusScore: 20, gamesPlayed: 2 });
    expect(await participant(db, id, userId)).toEqual({ score: 9, bonus: 20, games: 2 });
  });

  it('ignores matches before enrolment, before the start and from the end of the window on', async () => {
    const source = new SandboxMatchSource({ generate: false });
    const late = await player();
    const early = await player();
    const id = await challenge({ start: at(-120), end: at(-10) });
    await enrol(id, late.userId, at(-60));
    await enrol(id, early.userId, at(-200)); // enrolled while upcoming
    source.addMatch(late.account, 'lol', { stats: lol(4), startedAt: at(-90) }); // before enrolment
    source.addMatch(late.account, 'lol', { stats: lol(1), startedAt: at(-30) }); // counts: 3
    source.addMatch(late.account, 'lol', { stats: lol(7), startedAt: at(-10) }); // at the end: out
    source.addMatch(early.account, 'lol', { stats: lol(4), startedAt: at(-150) }); // before the start
    source.addMatch(early.account, 'lol', { stats: lol(2), startedAt: at(-120) }); // at the start: 6

    await ingestForParticipant(db, source, id, late.userId, now);
    await ingestForParticipant(db, source, id, early.userId, now);
    expect(await participant(db, id, late.userId)).toEqual({ score: 3, bonus: 0, games: 1 });
    expect(await participant(db, id, early.userId)).toEqual({ score: 6, bonus: 0, games: 1 });
  });

  it('counts a match seen twice once: in one answer, over two polls, and in two concurrent ingests', async () => {
    const { userId } = await player();
    const id = await challenge();
    await enrol(id, userId, at(-100));
    const match = {
      matchKey: 'EUW1_7000000001',
      gameId: 'lol' as const,
      startedAt: at(-50).toISOString(),
      stats: lol(3, true),
    };
    const source = { recentMatches: async () => [match, { ...match }] };

    const second = await db.secondHandle();
    try {
      const results = await Promise.all([
        ingestForParticipant(db, source, id, userId, now),
        ingestForParticipant(second, source, id, userId, now),
      ]);
      expect(results.map((result) => result?.counted ?? 0).sort()).toEqual([0, 1]);
    } finally {
      await second.close();
    }
    await ingestMatches(db, source, now);
    expect(await participant(db, id, userId)).toEqual({ score: 9, bonus: 20, games: 1 });
    const { rows } = await db.query('select * from challenge_matches where challenge_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('two concurrent ingests of different answers never exceed the game limit', async () => {
    const { userId } = await player();
    const id = await challenge({ gameLimit: 1 });
    await enrol(id, userId, at(-100));
    const only = (key: string, minutes: number) => ({
      recentMatches: async () => [
        { matchKey: key, gameId: 'lol' as const, startedAt: at(minutes).toISOString(), stats: lol(1) },
      ],
    });
    const second = await db.secondHandle();
    try {
      await Promise.all([
        ingestForParticipant(db, only('A', -40), id, userId, now),
        ingestForParticipant(second, only('B', -30), id, userId, now),
      ]);
    } finally {
      await second.close();
    }
    expect(await participant(db, id, userId)).toEqual({ score: 3, bonus: 0, games: 1 });
  });

  it('polls only active participants of current challenges with a linked account for the game', async () => {
    const source = new SandboxMatchSource({ generate: false });
    const active = await player();
    const excluded = await player();
    const unlinked = await player();
    const current = await challenge();
    const upcoming = await challenge({ start: at(60), end: at(180), status: 0 });
    await enrol(current, active.userId, at(-100));
    await enrol(current, excluded.userId, at(-100), true);
    await enrol(current, unlinked.userId, at(-100));
    await enrol(upcoming, active.userId, at(-100));
    await db.query(
      `update game_accounts set unlinked_at = now(), unlink_reason = 'test' where user_id = $1`,
      [unlinked.userId],
    );
    for (const who of [active, excluded, unlinked]) {
      source.addMatch(who.account, 'lol', { stats: lol(2), startedAt: at(-20) });
    }

    const summary = await pollMatchesOnce(db, source, () => now);
    expect(summary?.failures).toEqual([]);
    expect(await participant(db, current, active.userId)).toEqual({ score: 6, bonus: 0, games: 1 });
    expect(await participant(db, current, excluded.userId)).toEqual({ score: 0, bonus: 0, games: 0 });
    expect(await participant(db, current, unlinked.userId)).toEqual({ score: 0, bonus: 0, games: 0 });
    expect(await participant(db, upcoming, active.userId)).toEqual({ score: 0, bonus: 0, games: 0 });
  });

  it('reports a failing source for one participant and carries on with the others', async () => {
    const good = await player('supercell');
    const bad = await player('supercell');
    const id = await challenge({ gameId: 'brawlstars' });
    await enrol(id, bad.userId, at(-100));
    await enrol(id, good.userId, at(-90));
    const source = {
      recentMatches: async (account: MatchAccount) => {
        if (account.externalId === bad.account.externalId) throw new Error('provider down');
        return [
          {
            matchKey: `${account.externalId}:20261123T113000.000Z`,
            gameId: 'brawlstars' as const,
            startedAt: at(-30).getTime(),
            stats: { result: 'victory' as const, trophyChange: 8, starPlayer: true },
          },
        ];
      },
    };
    const summary = await ingestMatches(db, source, now);
    expect(summary.failures.filter((failure) => failure.challengeId === id)).toHaveLength(1);
    expect(await participant(db, id, good.userId)).toEqual({ score: 18, bonus: 15, games: 1 });
  });
});

describe('match polling', () => {
  it('skips the run while another instance holds the lock (PostgreSQL); always runs on PGlite', async () => {
    if (testEngine !== 'postgres') {
      // One process owns a PGlite data directory (its lock file), so there is never another instance.
      expect(await pollMatchesOnce(db, new SandboxMatchSource({ generate: false }), () => now)).toBeDefined();
      return;
    }
    const second = await db.secondHandle();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked: () => void = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = second.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [matchPollLockKey]);
      locked();
      await held;
    });
    try {
      await holding;
      expect(
        await pollMatchesOnce(db, new SandboxMatchSource({ generate: false }), () => now),
      ).toBeUndefined();
    } finally {
      release();
      await holder;
      await second.close();
    }
    expect(await pollMatchesOnce(db, new SandboxMatchSource({ generate: false }), () => now)).toBeDefined();
  });

  it('runs on its interval, skips ticks while a run is going, and stops', async () => {
    let calls = 0;
    let finish: () => void = () => {};
    const source = {
      recentMatches: async () => {
        calls += 1;
        if (calls === 1) {
          // The first participant's provider is slow: the run stays in progress.
          await new Promise<void>((resolve) => {
            finish = resolve;
          });
        }
        return [];
      },
    };
    const { userId } = await player();
    const id = await challenge({
      start: new Date(Date.now() - 3_600_000),
      end: new Date(Date.now() + 3_600_000),
    });
    await enrol(id, userId, new Date(Date.now() - 60_000));
    const errors: unknown[] = [];
    const stop = startMatchPolling(
      db,
      source,
      { info: () => {}, error: (object) => errors.push(object) },
      20,
    );
    await vi.waitFor(() => expect(calls).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 100)); // several ticks while the first run waits
    const during = calls;
    finish();
    await stop();
    expect(during).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('POST /sandbox/matches', () => {
  let app: FastifyInstance;
  const source = new SandboxMatchSource({ generate: false });
  beforeAll(async () => {
    app = await buildApp(testConfig({ JWT_SECRET: secret }), { database: db, matchSource: source });
  });
  afterAll(async () => {
    await app.close();
  });

  it('adds a match and raises the participant’s score at once', async () => {
    const { userId, account, headers } = await player();
    const id = await challenge({
      gameId: 'valorant',
      start: new Date(Date.now() - 3_600_000),
      end: new Date(Date.now() + 3_600_000),
    });
    await enrol(id, userId, new Date(Date.now() - 60_000));

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/matches',
      headers,
      payload: {
        userId,
        gameId: 'valorant',
        stats: { kills: 20, deaths: 15, assists: 5, win: true, headshots: 9, rounds: 24 },
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as { match: { matchKey: string }; challenges: unknown[] };
    expect(body.match.matchKey).toMatch(/^sandbox-valorant-/);
    expect(body.challenges).toEqual([
      { challengeId: id, userId, counted: 1, score: 59, bonusScore: 20, gamesPlayed: 1 },
    ]);
    expect(await participant(db, id, userId)).toEqual({ score: 59, bonus: 20, games: 1 });

    // By external id, with generated stats: one more game played.
    const more = await app.inject({
      method: 'POST',
      url: '/sandbox/matches',
      headers,
      payload: { externalId: account.externalId, gameId: 'valorant' },
    });
    expect(more.statusCode).toBe(201);
    expect((await participant(db, id, userId)).games).toBe(2);
  });

  it('refuses a player without a linked account and stats that do not fit the game', async () => {
    const user = await insertTestUser(db, secret);
    const missing = await app.inject({
      method: 'POST',
      url: '/sandbox/matches',
      headers: bearer(user),
      payload: { gameId: 'lol' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorAnswer('You have no linked account for that game.'));
    const { userId, headers } = await player();
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox/matches',
      headers,
      payload: { userId, gameId: 'lol', stats: { mvps: 3 } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("needs a signed-in caller and moves only the caller's own accounts; an admin moves any (issue 9, finding 3)", async () => {
    const victim = await player();
    const attacker = await player();
    const id = await challenge({
      gameId: 'valorant',
      start: new Date(Date.now() - 3_600_000),
      end: new Date(Date.now() + 3_600_000),
    });
    await enrol(id, victim.userId, new Date(Date.now() - 60_000));
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/sandbox/matches', headers, payload });

    const anonymous = await post({ userId: victim.userId, gameId: 'valorant' });
    expect(anonymous.statusCode).toBe(401);
    const byUserId = await post({ userId: victim.userId, gameId: 'valorant' }, attacker.headers);
    expect(byUserId.statusCode).toBe(403);
    expect(byUserId.json()).toEqual(
      errorAnswer('You can add sandbox matches only to your own game accounts.'),
    );
    // Naming the victim's account by external id finds only the attacker's own accounts: none matches.
    const byExternalId = await post(
      { externalId: victim.account.externalId, gameId: 'valorant' },
      attacker.headers,
    );
    expect(byExternalId.statusCode).toBe(404);
    expect(await participant(db, id, victim.userId)).toEqual({ score: 0, bonus: 0, games: 0 });

    const admin = await insertTestUser(db, secret, { role: 'admin' });
    const byAdmin = await post({ externalId: victim.account.externalId, gameId: 'valorant' }, bearer(admin));
    expect(byAdmin.statusCode).toBe(201);
    expect((await participant(db, id, victim.userId)).games).toBe(1);
  });

  it('does not exist in live mode', async () => {
    const live = await buildApp(
      testConfig({ JWT_SECRET: secret, MATCH_DATA_MODE: 'live', RIOT_API_KEY: 'RGAPI-test-key' }),
      { database: db },
    );
    try {
      const response = await live.inject({
        method: 'POST',
        url: '/sandbox/matches',
        headers: bearer(await insertTestUser(db, secret)),
        payload: { gameId: 'lol' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});
