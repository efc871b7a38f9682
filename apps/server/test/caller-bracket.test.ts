// Bracket-aware joining (issue 34, decision 0028): a signed-in caller's challenge list and challenge page
// carry their bracket for each challenge's game as enrolment would compute it now, only for a game
// whose account they linked, never in the visitors' shared answer. Runs on PGlite and, with
// DATABASE_URL, on PostgreSQL.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeDetailResponseSchema, challengeListResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
import {
  enrolThroughApi,
  hours,
  insertChallenge,
  insertPlayers,
  type Player,
} from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'caller-bracket-secret-'.padEnd(48, 'x');
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

async function challengeAt(skillLevel: number, gameId: string) {
  const id = await insertChallenge(database, {
    start: new Date(Date.now() + hours(1)),
    entryFee: 0,
    gameId,
  });
  await database.query('update challenges set min_skill_level = $2 where id = $1', [id, skillLevel]);
  return id;
}

const headers = (player?: Player) => (player ? { authorization: `Bearer ${player.token}` } : {});

/** `callerSkillBracket` per challenge id in the list (undefined where absent). */
async function listBrackets(player?: Player) {
  const response = await app.inject({ url: '/api/challenge/list', headers: headers(player) });
  expect(response.statusCode).toBe(200);
  const { data } = challengeListResponseSchema.parse(response.json());
  return new Map(data.map((challenge) => [challenge.id, challenge.callerSkillBracket]));
}

async function detail(id: string, player?: Player) {
  const response = await app.inject({ url: `/api/challenge/${id}`, headers: headers(player) });
  expect(response.statusCode).toBe(200);
  return challengeDetailResponseSchema.parse(response.json()).data;
}

describe("the caller's bracket on the challenge list and page", () => {
  it('says bracket 1 for a new player, the rank bracket for a ranked one, nothing without a link', async () => {
    const [newcomer, ranked] = await insertPlayers(database, jwtSecret, 2);
    const [unlinked] = await insertPlayers(database, jwtSecret, 1, { provider: null });
    // Valorant Gold 1 (competitiveTier 12) is level 7, bracket 3; League of Legends has no rank: new.
    await database.query(
      `update game_accounts set details = details || '{"ranks":{"valorant":{"competitiveTier":12}}}'::jsonb
        where user_id = $1`,
      [ranked!.id],
    );
    const valorantBracket2 = await challengeAt(4, 'valorant');
    const lolBracket1 = await challengeAt(2, 'lol');

    const forNewcomer = await listBrackets(newcomer);
    expect([forNewcomer.get(valorantBracket2), forNewcomer.get(lolBracket1)]).toEqual([1, 1]);
    const forRanked = await listBrackets(ranked);
    expect([forRanked.get(valorantBracket2), forRanked.get(lolBracket1)]).toEqual([3, 1]);
    const forUnlinked = await listBrackets(unlinked);
    expect([forUnlinked.get(valorantBracket2), forUnlinked.get(lolBracket1)]).toEqual([undefined, undefined]);
    // The visitors' answer (cached, shared) never carries anyone's bracket.
    const forVisitor = await listBrackets();
    expect([forVisitor.get(valorantBracket2), forVisitor.get(lolBracket1)]).toEqual([undefined, undefined]);

    expect((await detail(valorantBracket2, newcomer)).callerSkillBracket).toBe(1);
    expect((await detail(valorantBracket2, ranked)).callerSkillBracket).toBe(3);
    expect((await detail(valorantBracket2, unlinked)).callerSkillBracket).toBeUndefined();
    expect((await detail(valorantBracket2)).callerSkillBracket).toBeUndefined();
  });

  it('is the bracket enrolment decides with: refused for another bracket, admitted for its own', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const bracket2 = await challengeAt(5, 'valorant');
    const bracket1 = await challengeAt(3, 'valorant');
    expect((await detail(bracket2, player)).callerSkillBracket).toBe(1);

    const refused = await enrolThroughApi(app, player!, bracket2);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ messageKey: 'enroll.wrongBracket', messageParams: { bracket: 1 } });
    expect((await enrolThroughApi(app, player!, bracket1)).status).toBe(200);

    // In the challenge, the entry's own bracket comes along with the current one.
    const entered = await detail(bracket1, player);
    expect([entered.isParticipating, entered.entrySkillBracket, entered.callerSkillBracket]).toEqual([
      true,
      1,
      1,
    ]);
  });

  it('follows recent performance: five 30-point Valorant matches make bracket 2', async () => {
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const past = await insertChallenge(database, {
      start: new Date(Date.now() - hours(100)),
      status: 2,
      entryFee: 0,
    });
    for (let index = 0; index < 5; index += 1) {
      await database.query(
        `insert into challenge_matches (challenge_id, user_id, match_key, started_at, points, bonus)
         values ($1, $2, $3, $4, 30, 0)`,
        [past, player!.id, `perf-${index}`, new Date(Date.now() - hours(90) + index * 60_000)],
      );
    }
    const bracket2 = await challengeAt(4, 'valorant');
    const lol = await challengeAt(4, 'lol');
    const brackets = await listBrackets(player);
    // 30 points a match ÷ 6 per level → level 6 (bracket 2) in Valorant; no LoL matches: bracket 1.
    expect([brackets.get(bracket2), brackets.get(lol)]).toEqual([2, 1]);
    expect((await enrolThroughApi(app, player!, bracket2)).status).toBe(200);
  });
});
