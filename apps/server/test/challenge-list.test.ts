// GET /api/challenge/list and /api/challenge/{id} return exactly the stored values: several challenges
// of one game with prizes (by rank), the top 5 winners of a finished one (by rank, photo or null),
// the caller's isParticipating, the derived type, times truncated to milliseconds, and the list order
// (start time, then the larger prize pool, then id). The list is built by one statement that returns
// each challenge as JSON (challenge-repository.ts); these pin what that statement must produce.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeDetailResponseSchema, challengeListResponseSchema, type Challenge } from '@arena/contract';
import { buildApp } from '../src/app';
import { hours, insertChallenge, insertPlayers, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-list-secret-'.padEnd(48, 'x');
let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig({ JWT_SECRET: jwtSecret }), { database });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const prizeRows = async (challengeId: string) =>
  (
    await database.query<{ id: string; title: string; value: string }>(
      'select id, title, value_cents::text as value from challenge_prizes where challenge_id = $1 order by rank',
      [challengeId],
    )
  ).rows.map((prize) => ({ id: prize.id, title: prize.title, value: Number(prize.value) / 100 })); // cents → the wire's USD

async function list(query: string, caller?: Player): Promise<Challenge[]> {
  const response = await app.inject({
    url: `/api/challenge/list${query}`,
    headers: caller ? { authorization: `Bearer ${caller.token}` } : {},
  });
  expect(response.statusCode).toBe(200);
  return challengeListResponseSchema.parse(response.json()).data;
}

describe('GET /api/challenge/list', () => {
  it('returns every field of several challenges, their prizes, winners and the caller’s participation', async () => {
    const [caller, other, ...winners] = await insertPlayers(database, jwtSecret, 8, { provider: null });
    const [w1, w2, w3, w4, w5, w6] = winners as [Player, Player, Player, Player, Player, Player];
    await database.query(
      `update users set name = 'Winner "One" \\ ✓', photo = '/uploads/w1.webp' where id = $1`,
      [w1.id],
    );
    // 10,000 XP is level 37: Gold.
    await database.query('update users set xp_total = 10000 where id = $1', [w2.id]);
    const soon = new Date(Math.floor(Date.now() / 1000) * 1000 + hours(2));

    // Finished the day before, with six winners stored out of order: the list shows ranks 1 to 5.
    const finished = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Finished Daily',
      start: new Date(soon.getTime() - hours(48)),
      durationHours: 24,
      entryFee: 0,
      prizes: [3_000, 2_000],
      status: 2,
    });
    for (const [rank, winner] of [
      [6, w6],
      [2, w2],
      [5, w5],
      [1, w1],
      [4, w4],
      [3, w3],
    ] as const) {
      await database.query(
        'insert into challenge_winners (challenge_id, user_id, rank, prize_cents, xp) values ($1, $2, $3, 0, 0)',
        [finished, winner.id, rank],
      );
    }
    // Two at the same start: the larger prize pool first.
    const smallPool = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Small Pool "Main"',
      start: soon,
      entryFee: 1,
      prizes: [1_000, 500],
    });
    const bigPool = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Big Pool Free',
      start: soon,
      entryFee: 0,
      prizes: [9_000, 1, 0],
    });
    await database.query(
      `update challenges set image = '/img/big.png', registered_players = 7, game_limit = 3, min_skill_level = 4
       where id = $1`,
      [bigPool],
    );
    const booster = await insertChallenge(database, {
      gameId: 'lol',
      title: 'Booster',
      start: new Date(soon.getTime() - hours(1)),
      durationHours: 12,
      entryFee: 0,
      prizes: [],
      status: 1,
    });
    // A start with microseconds is cut to milliseconds.
    await database.query(
      `update challenges set start_time = start_time + interval '123.987 milliseconds' where id = $1`,
      [booster],
    );
    const elsewhere = await insertChallenge(database, { gameId: 'cs2', start: soon });
    for (const [challengeId, player] of [
      [smallPool, caller],
      [finished, caller],
      [booster, other],
      [elsewhere, caller],
    ] as const) {
      await database.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
        challengeId,
        player!.id,
      ]);
    }

    const iso = (date: Date) => date.toISOString();
    const common = { shortDescription: 'Test challenge', description: '<p>Play.</p>' };
    const expected: Challenge[] = [
      {
        id: finished,
        title: 'Finished Daily',
        ...common,
        image: null,
        status: 2,
        startTime: iso(new Date(soon.getTime() - hours(48))),
        endTime: iso(new Date(soon.getTime() - hours(24))),
        duration_hours: 24,
        entry_fee: 0,
        prizes: await prizeRows(finished),
        winners: [
          // Each with their tier (issue 34: the winners' tier badges): no XP yet is Rookie.
          { id: w1.id, name: 'Winner "One" \\ ✓', photo: '/uploads/w1.webp', rank: 1, tier: 'Rookie' },
          { id: w2.id, name: 'Player 4', photo: null, rank: 2, tier: 'Gold' },
          { id: w3.id, name: 'Player 5', photo: null, rank: 3, tier: 'Rookie' },
          { id: w4.id, name: 'Player 6', photo: null, rank: 4, tier: 'Rookie' },
          { id: w5.id, name: 'Player 7', photo: null, rank: 5, tier: 'Rookie' },
        ],
        registeredPlayers: 0,
        maxPlayers: 100,
        isParticipating: true,
        gameLimit: 0,
        min_skill_level: 1,
        skill_bracket: 1,
        gameId: 'lol',
        type: 'daily',
        // The caller's own entry (decision 0028), joined on top of the shared answer.
        entrySkillLevel: 1,
        entrySkillBracket: 1,
      },
      {
        id: booster,
        title: 'Booster',
        ...common,
        image: null,
        status: 1,
        startTime: iso(new Date(soon.getTime() - hours(1) + 123)),
        endTime: iso(new Date(soon.getTime() + hours(11))),
        duration_hours: 12,
        entry_fee: 0,
        prizes: [],
        winners: [],
        registeredPlayers: 0,
        maxPlayers: 100,
        isParticipating: false,
        gameLimit: 0,
        min_skill_level: 1,
        skill_bracket: 1,
        gameId: 'lol',
        type: 'booster',
      },
      {
        id: bigPool,
        title: 'Big Pool Free',
        ...common,
        image: '/img/big.png',
        status: 0,
        startTime: iso(soon),
        endTime: iso(new Date(soon.getTime() + hours(72))),
        duration_hours: 72,
        entry_fee: 0,
        prizes: await prizeRows(bigPool),
        winners: [],
        registeredPlayers: 7,
        maxPlayers: 100,
        isParticipating: false,
        gameLimit: 3,
        min_skill_level: 4,
        skill_bracket: 2,
        gameId: 'lol',
        type: 'free',
      },
      {
        id: smallPool,
        title: 'Small Pool "Main"',
        ...common,
        image: null,
        status: 0,
        startTime: iso(soon),
        endTime: iso(new Date(soon.getTime() + hours(72))),
        duration_hours: 72,
        entry_fee: 1,
        prizes: await prizeRows(smallPool),
        winners: [],
        registeredPlayers: 0,
        maxPlayers: 100,
        isParticipating: true,
        gameLimit: 0,
        min_skill_level: 1,
        skill_bracket: 1,
        gameId: 'lol',
        type: 'main',
        entrySkillLevel: 1,
        entrySkillBracket: 1,
      },
    ];
    // prizes[].value is USD on the wire (decision 0022): 1,000 and 500 cents are $10 and $5, a cent $0.01.
    expect(expected[3]!.prizes.map((p) => [p.title, p.value])).toEqual([
      ['Prize 1', 10],
      ['Prize 2', 5],
    ]);
    expect(expected[2]!.prizes.map((p) => p.value)).toEqual([90, 0.01, 0]);

    expect(await list('?gameId=lol', caller)).toEqual(expected);
    // Key order too: the body is the same text as before the statement changed.
    const raw = await app.inject({
      url: '/api/challenge/list?gameId=lol',
      headers: { authorization: `Bearer ${caller!.token}` },
    });
    expect(raw.body).toBe(JSON.stringify({ data: expected, meta: { finishedCursor: null } }));

    // A visitor sees the same challenges, participating in none.
    expect(await list('?gameId=lol')).toEqual(
      expected.map(({ entrySkillLevel: _level, entrySkillBracket: _bracket, ...c }) => ({
        ...c,
        isParticipating: false,
      })),
    );
    // Another player: only the booster.
    expect((await list('?gameId=lol', other)).map((c) => c.isParticipating)).toEqual([
      false,
      true,
      false,
      false,
    ]);
    // Filters: status alone (every game), and both.
    expect((await list('?status=2', caller)).map((c) => c.id)).toEqual([finished]);
    expect(await list('?gameId=lol&status=0', caller)).toEqual(expected.slice(2));
    expect((await list('', caller)).map((c) => c.id)).toEqual([
      finished,
      booster,
      bigPool,
      elsewhere,
      smallPool,
    ]);
    expect((await list('?gameId=lol', caller)).map((c) => c.id)).toEqual([
      finished,
      booster,
      bigPool,
      smallPool,
    ]);

    // The detail is the list's challenge with its leaderboard.
    const detail = challengeDetailResponseSchema.parse(
      (
        await app.inject({
          url: `/api/challenge/${finished}`,
          headers: { authorization: `Bearer ${caller!.token}` },
        })
      ).json(),
    ).data;
    const { participants, ...rest } = detail;
    expect(rest).toEqual(expected[0]);
    expect(participants!.map((p) => p.userId)).toEqual([caller!.id]);
  });

  it('refuses an amount beyond 2^53 instead of rounding it', async () => {
    const id = await insertChallenge(database, { gameId: 'dota2', start: new Date(Date.now() + hours(5)) });
    await database.query(
      'update challenge_prizes set value_cents = 9007199254740993 where challenge_id = $1',
      [id],
    );
    expect((await app.inject({ url: '/api/challenge/list?gameId=dota2' })).statusCode).toBe(500);
  });
});

describe('GET /api/challenge/list pages finished challenges (issue 15)', () => {
  it('answers every open challenge and the 50 most recently finished, then the older ones by cursor', async () => {
    const base = Date.UTC(2025, 0, 1);
    const finished: string[] = [];
    for (let day = 0; day < 55; day += 1) {
      finished.push(
        await insertChallenge(database, {
          gameId: 'brawlstars',
          title: `Old ${day}`,
          start: new Date(base + day * hours(24)),
          durationHours: 12,
          status: 2,
        }),
      );
    }
    const open = await insertChallenge(database, {
      gameId: 'brawlstars',
      start: new Date(Date.now() + hours(5)),
    });
    const first = await app.inject({ url: '/api/challenge/list?gameId=brawlstars' });
    const page = challengeListResponseSchema.parse(first.json());
    const ids = page.data.map((challenge) => challenge.id);
    // The newest 50 finished (days 5…54) and the open one, in the cards' order (start time).
    expect(ids).toEqual([...finished.slice(5), open]);
    const cursor = page.meta?.finishedCursor;
    expect(cursor).toMatch(/^2025-01-06T12:00:00\.000Z_[0-9a-f-]{36}$/);

    const older = challengeListResponseSchema.parse(
      (
        await app.inject({
          url: `/api/challenge/list?gameId=brawlstars&finishedBefore=${encodeURIComponent(cursor!)}`,
        })
      ).json(),
    );
    expect(older.data.map((challenge) => challenge.id)).toEqual(finished.slice(0, 5));
    expect(older.meta?.finishedCursor).toBeNull();

    const upcoming = challengeListResponseSchema.parse(
      (await app.inject({ url: '/api/challenge/list?gameId=brawlstars&status=0' })).json(),
    );
    expect(upcoming.data.map((challenge) => challenge.id)).toEqual([open]);
    expect((await app.inject({ url: '/api/challenge/list?finishedBefore=yesterday' })).statusCode).toBe(400);
  });
});

describe('GET /api/challenge/:id bounds its leaderboard (issue 15: 100,000 players)', () => {
  it('sends the top 100 with their places, and a player further down also gets their own line', async () => {
    const players = await insertPlayers(database, jwtSecret, 105, { provider: null });
    const id = await insertChallenge(database, {
      gameId: 'cs2',
      start: new Date(Date.now() - hours(1)),
      status: 1,
    });
    // Player i scores 1000 - i: the order is the input order; the last one is also excluded.
    await database.query(
      `insert into challenge_participants (challenge_id, user_id, score, games_played, excluded, created_at)
       select $1, p.id, 1001 - p.n, 1, p.n = 105, now()
         from unnest($2::uuid[]) with ordinality as p(id, n)`,
      [id, players.map((player) => player.id)],
    );
    const read = async (player?: Player) =>
      challengeDetailResponseSchema.parse(
        (
          await app.inject({
            url: `/api/challenge/${id}`,
            headers: player ? { authorization: `Bearer ${player.token}` } : {},
          })
        ).json(),
      ).data.participants ?? [];

    const visitor = await read();
    expect(visitor).toHaveLength(100);
    expect(visitor.map((row) => row.rank)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(visitor.map((row) => row.userId)).toEqual(players.slice(0, 100).map((player) => player.id));

    const lower = await read(players[102]);
    expect(lower).toHaveLength(101);
    expect(lower.at(-1)).toMatchObject({ userId: players[102]!.id, rank: 103, score: 898 });
    const excluded = await read(players[104]);
    expect(excluded.at(-1)).toMatchObject({ userId: players[104]!.id, rank: null, excluded: true });
    const top = await read(players[3]);
    expect(top).toHaveLength(100);
  });
});
