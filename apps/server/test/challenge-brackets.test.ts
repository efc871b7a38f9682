// Skill brackets fixed at entry (issue 16, docs/decisions/0028-skill-brackets.md): the level is computed
// from the provider rank, else recent counted matches, else a new player's level, stored with the
// participation by both enrolment paths (one by one and group commit), never changed afterwards, and a
// challenge admits only its own bracket. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeDetailResponseSchema, challengeListResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
import { enrolInChallenge } from '../src/challenges/enrolment';
import { loadMigrations, migrate } from '../src/db/migrate';
import { auditLedger } from '../src/ledger/audit';
import { readWallet } from '../src/wallet/wallet-repository';
import {
  enrolThroughApi,
  hours,
  insertChallenge,
  insertPlayers,
  type Player,
} from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-brackets-secret-'.padEnd(48, 'x');
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

const soon = () => new Date(Date.now() + hours(1));

async function challengeAt(skillLevel: number, options: { entryFee?: number; gameId?: string } = {}) {
  const id = await insertChallenge(database, {
    start: soon(),
    entryFee: options.entryFee ?? 1,
    ...(options.gameId ? { gameId: options.gameId } : {}),
  });
  await database.query('update challenges set min_skill_level = $2 where id = $1', [id, skillLevel]);
  return id;
}

const enrol = (player: Player, challengeId: string) => enrolThroughApi(app, player, challengeId);

/** Stores a provider rank on the player's live Riot account (as a linking flow would). */
async function setRank(player: Player, ranks: Record<string, unknown>) {
  await database.query(
    `update game_accounts set details = details || jsonb_build_object('ranks', $2::jsonb)
      where user_id = $1 and unlinked_at is null`,
    [player.id, JSON.stringify(ranks)],
  );
}

/** Counted matches of a finished Valorant challenge a minute apart from `hoursAgo`, newest last. */
async function addCountedMatches(player: Player, points: number[], hoursAgo = 99) {
  const past = await insertChallenge(database, {
    start: new Date(Date.now() - hours(100)),
    status: 2,
    entryFee: 0,
  });
  for (const [index, value] of points.entries()) {
    await database.query(
      `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus)
       values ($1, $2, $3, $4, $5, 20)`,
      [
        past,
        player.id,
        `m-${hoursAgo}-${index}`,
        new Date(Date.now() - hours(hoursAgo) + index * 60_000),
        value,
      ],
    );
  }
}

async function participation(challengeId: string, userId: string) {
  const { rows } = await database.query<{ skill_level: number; skill_bracket: number }>(
    `select skill_level, skill_bracket from challenge_participants where challenge_id = $1 and user_id = $2`,
    [challengeId, userId],
  );
  return rows[0] ? { level: Number(rows[0].skill_level), bracket: Number(rows[0].skill_bracket) } : null;
}

describe('the skill bracket at entry', () => {
  it('stores a new player at level 1 and a ranked player at their rank, then never changes it', async () => {
    const [newcomer, radiant] = await insertPlayers(database, jwtSecret, 2, { gCoins: 2 });
    const beginners = await challengeAt(2);
    const elite = await challengeAt(17);
    await setRank(radiant!, { valorant: { competitiveTier: 27 } });

    expect((await enrol(newcomer!, beginners)).status).toBe(200);
    expect((await enrol(radiant!, elite)).status).toBe(200);
    expect(await participation(beginners, newcomer!.id)).toEqual({ level: 1, bracket: 1 });
    expect(await participation(elite, radiant!.id)).toEqual({ level: 18, bracket: 6 });

    // The rank falls to Iron 1 and the newcomer plays five 60-point matches: neither entry moves.
    await setRank(radiant!, { valorant: { competitiveTier: 3 } });
    await addCountedMatches(newcomer!, [60, 60, 60, 60, 60]);
    expect(await participation(elite, radiant!.id)).toEqual({ level: 18, bracket: 6 });
    expect(await participation(beginners, newcomer!.id)).toEqual({ level: 1, bracket: 1 });
    // …but their next entries take the new figures: Iron 1 is level 1, a 60-point average level 11.
    expect((await enrol(radiant!, await challengeAt(1, { entryFee: 0 }))).status).toBe(200);
    const veterans = await challengeAt(11, { entryFee: 0 });
    expect((await enrol(newcomer!, veterans)).status).toBe(200);
    expect(await participation(veterans, newcomer!.id)).toEqual({ level: 11, bracket: 4 });

    // Nothing may recompute it: the database refuses an update of the level.
    await expect(
      database.query('update challenge_participants set skill_level = 5 where challenge_id = $1', [elite]),
    ).rejects.toThrow(/fixed at entry/);
    // Scores still update as before.
    await database.query(
      'update challenge_participants set score = 7 where challenge_id = $1 and user_id = $2',
      [elite, radiant!.id],
    );
    expect(await participation(elite, radiant!.id)).toEqual({ level: 18, bracket: 6 });
  });

  it('reads recent performance from the newest 20 counted matches of the game, points without bonus', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 0 });
    // 20 newest at 30 points (level 6), 5 older at 200 that fall outside the window.
    await addCountedMatches(player!, [200, 200, 200, 200, 200], 120);
    await addCountedMatches(
      player!,
      Array.from({ length: 20 }, () => 30),
    );
    const bracketTwo = await challengeAt(4, { entryFee: 0 });
    expect((await enrol(player!, bracketTwo)).status).toBe(200);
    expect(await participation(bracketTwo, player!.id)).toEqual({ level: 6, bracket: 2 });
    // Another game's matches say nothing about League of Legends: a new player there.
    const lol = await challengeAt(3, { entryFee: 0, gameId: 'lol' });
    expect((await enrol(player!, lol)).status).toBe(200);
    expect(await participation(lol, player!.id)).toEqual({ level: 1, bracket: 1 });
  });

  it('refuses another bracket with its message, takes no fee and no place', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 4 });
    await setRank(player!, { valorant: { competitiveTier: 12 } }); // Gold 1: level 7, bracket 3
    const low = await challengeAt(6, { entryFee: 3 });
    const high = await challengeAt(10, { entryFee: 3 });
    const before = await readWallet(database, player!.id);

    for (const challengeId of [low, high]) {
      expect(await enrol(player!, challengeId)).toEqual({
        status: 403,
        body: {
          success: false,
          message: `This challenge is for skill bracket ${challengeId === low ? '2 (skill 4–6)' : '4 (skill 10–12)'}. Your Valorant bracket is 3.`,
          messageKey: 'enroll.wrongBracket',
          messageParams: {
            challengeBracket: challengeId === low ? 2 : 4,
            from: challengeId === low ? 4 : 10,
            to: challengeId === low ? 6 : 12,
            game: 'Valorant',
            bracket: 3,
          },
        },
      });
      expect(await participation(challengeId, player!.id)).toBeNull();
      const { rows } = await database.query<{ registered_players: number }>(
        'select registered_players from challenges where id = $1',
        [challengeId],
      );
      expect(rows[0]!.registered_players).toBe(0);
    }
    expect(await readWallet(database, player!.id)).toEqual(before);
    const fees = await database.query(
      `select 1 from journal_transactions where type = 'entry_fee' and user_id = $1`,
      [player!.id],
    );
    expect(fees.rowCount).toBe(0);

    // The right bracket (levels 7-9) admits them and charges the fee once.
    const right = await challengeAt(9, { entryFee: 3 });
    expect((await enrol(player!, right)).status).toBe(200);
    expect(await participation(right, player!.id)).toEqual({ level: 7, bracket: 3 });
    expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(before.gCoinsAvailable - 3);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('keeps the earlier refusals first: a missing account is refused before the bracket', async () => {
    const [unlinked] = await insertPlayers(database, jwtSecret, 1, { provider: null, gCoins: 2 });
    const elite = await challengeAt(18);
    expect((await enrol(unlinked!, elite)).body.message).toBe(
      'Link your Valorant account to join this challenge.',
    );
  });

  it('gives a row written without a level the challenge level', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1, { gCoins: 0 });
    const challengeId = await challengeAt(14, { entryFee: 0 });
    await database.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
      challengeId,
      player!.id,
    ]);
    expect(await participation(challengeId, player!.id)).toEqual({ level: 14, bracket: 5 });
  });
});

describe('brackets in a group commit (decision 0027)', () => {
  it('decides and stores each bracket exactly as one by one, in one transaction', async () => {
    const challengeId = await challengeAt(5, { entryFee: 2 });
    const [first, ranked, performer, newcomer, silver] = await insertPlayers(database, jwtSecret, 5, {
      gCoins: 2,
    });
    await setRank(ranked!, { valorant: { competitiveTier: 9 } }); // Silver 1: level 5, bracket 2
    await setRank(silver!, { lol: { tier: 'SILVER', division: 'I' } }); // League only: not Valorant's
    await setRank(first!, { valorant: { competitiveTier: 6 } }); // Bronze 1: level 3, bracket 1
    await addCountedMatches(performer!, [24, 30, 36, 30, 30]); // average 30: level 6, bracket 2
    const asked = [first, ranked, performer, newcomer, silver, ranked].map((player) =>
      enrolInChallenge(database, { userId: player!.id, challengeId }),
    );
    const results = (await Promise.all(asked)).map((result) =>
      result.success ? 'enrolled' : `${result.reason} ${result.statusCode}`,
    );
    // The first runs alone; the five asking meanwhile go together, in the order they asked.
    expect(results).toEqual([
      'wrongBracket 403',
      'enrolled',
      'enrolled',
      'wrongBracket 403',
      'wrongBracket 403',
      'alreadyEnrolled 409',
    ]);
    expect(await participation(challengeId, ranked!.id)).toEqual({ level: 5, bracket: 2 });
    expect(await participation(challengeId, performer!.id)).toEqual({ level: 6, bracket: 2 });
    for (const player of [first, newcomer, silver]) {
      expect(await participation(challengeId, player!.id)).toBeNull();
      expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(2);
    }
    for (const player of [ranked, performer])
      expect((await readWallet(database, player!.id)).gCoinsAvailable).toBe(0);
    const count = await database.query<{ players: number }>(
      'select registered_players as players from challenges where id = $1',
      [challengeId],
    );
    expect(count.rows[0]?.players).toBe(2);
    // One transaction for the group: the two fees share its clock.
    const times = await database.query<{ at: string }>(
      `select distinct created_at::text as at from journal_transactions
        where type = 'entry_fee' and metadata ->> 'challengeId' = $1`,
      [challengeId],
    );
    expect(times.rowCount).toBe(1);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('holds under a crowd: 60 players of two brackets racing for 20 places', async () => {
    const challengeId = await challengeAt(1, { entryFee: 1 });
    const players = await insertPlayers(database, jwtSecret, 60, { gCoins: 2 });
    const strong = players.filter((_, index) => index % 2 === 1);
    for (const player of strong) await setRank(player, { valorant: { competitiveTier: 20 } });
    await database.query('update challenges set max_players = 20 where id = $1', [challengeId]);
    const results = await Promise.all(players.map((player) => enrol(player, challengeId)));
    // Every strong player is refused (the bracket, or the place when the challenge filled first); the
    // places go to 20 of the 30 beginners, the other 10 told it is full.
    const statusOf = (player: Player) => results[players.indexOf(player)]!.status;
    strong.forEach((player) => expect([403, 409]).toContain(statusOf(player)));
    const weak = players.filter((player) => !strong.includes(player));
    expect(weak.filter((player) => statusOf(player) === 200)).toHaveLength(20);
    expect(weak.filter((player) => statusOf(player) === 409)).toHaveLength(10);
    expect(results.filter((result) => result.status === 403).length).toBeGreaterThan(0);
    const { rows } = await database.query<{ level: number; players: string }>(
      `select skill_level as level, count(*)::text as players from challenge_participants
        where challenge_id = $1 group by skill_level`,
      [challengeId],
    );
    expect(rows.map((row) => ({ level: Number(row.level), players: row.players }))).toEqual([
      { level: 1, players: '20' },
    ]);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  }, 60_000);
});

describe('brackets on the wire', () => {
  it('carries the challenge bracket for everyone and the entry bracket only for its player', async () => {
    const [ranked, other] = await insertPlayers(database, jwtSecret, 2, { gCoins: 0 });
    await setRank(ranked!, { valorant: { competitiveTier: 17 } }); // Platinum 3: level 10, bracket 4
    const challengeId = await challengeAt(12, { entryFee: 0, gameId: 'valorant' });
    expect((await enrol(ranked!, challengeId)).status).toBe(200);

    const read = async (url: string, player?: Player) => {
      const response = await app.inject({
        url,
        ...(player ? { headers: { authorization: `Bearer ${player.token}` } } : {}),
      });
      return challengeDetailResponseSchema.parse(response.json()).data;
    };
    const visitor = await read(`/api/challenge/${challengeId}`);
    expect(visitor).toMatchObject({ min_skill_level: 12, skill_bracket: 4, isParticipating: false });
    expect(visitor).not.toHaveProperty('entrySkillLevel');
    expect(visitor).not.toHaveProperty('entrySkillBracket');
    expect(visitor.participants!.map((row) => [row.userId, row.skillBracket])).toEqual([[ranked!.id, 4]]);

    const own = await read(`/api/challenge/${challengeId}`, ranked);
    expect(own).toMatchObject({ isParticipating: true, entrySkillLevel: 10, entrySkillBracket: 4 });
    // Another player's read (after the participant's, from the same cached body) carries nobody's entry.
    const stranger = await read(`/api/challenge/${challengeId}`, other);
    expect(stranger.isParticipating).toBe(false);
    expect(stranger).not.toHaveProperty('entrySkillBracket');

    const list = challengeListResponseSchema.parse(
      (
        await app.inject({
          url: '/api/challenge/list?gameId=valorant&status=0',
          headers: { authorization: `Bearer ${ranked!.token}` },
        })
      ).json(),
    ).data;
    expect(list.find((challenge) => challenge.id === challengeId)).toMatchObject({
      skill_bracket: 4,
      isParticipating: true,
      entrySkillLevel: 10,
      entrySkillBracket: 4,
    });
    const others = list.filter((challenge) => challenge.id !== challengeId && !challenge.isParticipating);
    for (const challenge of others) expect(challenge).not.toHaveProperty('entrySkillLevel');
  });
});

describe('migration 0024', () => {
  it('gives participations made before it the level of their challenge', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    try {
      await migrate(
        fresh,
        loadMigrations().filter((migration) => migration.version < 24),
      );
      const [player] = await insertPlayers(fresh, jwtSecret, 1, { gCoins: 0 });
      const low = await insertChallenge(fresh, { start: soon(), entryFee: 0 });
      const high = await insertChallenge(fresh, { start: soon(), entryFee: 0 });
      await fresh.query('update challenges set min_skill_level = 17 where id = $1', [high]);
      for (const challengeId of [low, high]) {
        await fresh.query('insert into challenge_participants (challenge_id, user_id) values ($1, $2)', [
          challengeId,
          player!.id,
        ]);
      }
      await migrate(fresh);
      const { rows } = await fresh.query<{
        challenge_id: string;
        skill_level: number;
        skill_bracket: number;
      }>('select challenge_id, skill_level, skill_bracket from challenge_participants where user_id = $1', [
        player!.id,
      ]);
      const byChallenge = new Map(
        rows.map((row) => [row.challenge_id, [Number(row.skill_level), Number(row.skill_bracket)]]),
      );
      expect(byChallenge.get(low)).toEqual([1, 1]);
      expect(byChallenge.get(high)).toEqual([17, 6]);
      await expect(
        fresh.query(
          'insert into challenge_participants (challenge_id, user_id, skill_level) values ($1, $2, 19)',
          [low, (await insertPlayers(fresh, jwtSecret, 1, { gCoins: 0 }))[0]!.id],
        ),
      ).rejects.toThrow(/check/);
    } finally {
      await fresh.close();
    }
  });
});
