// The lifecycle (upcoming → current → finished by moving `now`), finishing (ranking, winners,
// crystals, XP, stats), finishing twice at once pays once, boosters give XP only, the ledger
// audit after it all, and the list order.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeDetailResponseSchema, challengeListResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
import { finishChallenge } from '../src/challenges/finish-challenge';
import { runChallengeLifecycle } from '../src/challenges/scheduler';
import { enrolInChallenge } from '../src/challenges/enrolment';
import { auditLedger } from '../src/ledger/audit';
import { readWallet } from '../src/wallet/wallet-repository';
import { hours, insertChallenge, insertPlayers, setScore, type Player } from './support/challenge-fixtures';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

const jwtSecret = 'challenge-life-secret-'.padEnd(48, 'x');
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

async function statusOf(id: string) {
  const { rows } = await database.query<{ status: number; finished: boolean }>(
    'select status, finished_at is not null as finished from challenges where id = $1',
    [id],
  );
  return rows[0];
}

async function xpOf(userId: string) {
  const { rows } = await database.query<{ xp: unknown }>('select xp_total as xp from users where id = $1', [
    userId,
  ]);
  return Number(rows[0]!.xp);
}

async function enrolAll(challengeId: string, players: Player[], now: Date) {
  for (const player of players) {
    expect(await enrolInChallenge(database, { userId: player.id, challengeId, now })).toMatchObject({
      success: true,
    });
  }
}

describe('challenge lifecycle', () => {
  it('moves upcoming → current → finished with the clock and pays the winners once', async () => {
    const start = new Date(Date.now() + hours(1));
    const id = await insertChallenge(database, { start, entryFee: 1, prizes: [5_000, 2_500, 1_000] });
    const players = await insertPlayers(database, jwtSecret, 5, { gCoins: 2 });
    await enrolAll(id, players, new Date());
    const [p1, p2, p3, p4, p5] = players as [Player, Player, Player, Player, Player];
    await setScore(database, id, p1.id, 100, 3); // 2nd: 100 in 3 games
    await setScore(database, id, p2.id, 90, 2, 10); // 1st: 100 in 2 games
    await setScore(database, id, p3.id, 500, 1, 0, true); // excluded
    await setScore(database, id, p4.id, 40, 4); // 3rd
    await setScore(database, id, p5.id, 0, 0); // 4th, no games: no prize

    expect(await statusOf(id)).toEqual({ status: 0, finished: false });
    await runChallengeLifecycle(database, new Date(start.getTime() + 1));
    expect(await statusOf(id)).toEqual({ status: 1, finished: false });
    const result = await runChallengeLifecycle(database, new Date(start.getTime() + hours(72)));
    expect(result.finished.map((f) => f.challengeId)).toEqual([id]);
    expect(await statusOf(id)).toEqual({ status: 2, finished: true });
    expect(result.finished[0]!.winners).toEqual([
      { userId: p2.id, rank: 1, prizeCents: 5_000, crystals: 2_500, xp: 200 },
      { userId: p1.id, rank: 2, prizeCents: 2_500, crystals: 1_250, xp: 150 },
      { userId: p4.id, rank: 3, prizeCents: 1_000, crystals: 500, xp: 125 },
    ]);
    expect((await readWallet(database, p2.id)).crystalsAvailable).toBe(2_500);
    expect((await readWallet(database, p3.id)).crystalsAvailable).toBe(0);
    expect([await xpOf(p2.id), await xpOf(p3.id), await xpOf(p5.id)]).toEqual([200, 0, 50]);
    const stats = await database.query<Record<string, unknown>>(
      `select total_challenges, won_challenges, lost_challenges, total_earnings_cents from user_stats
       where user_id = $1`,
      [p2.id],
    );
    expect(Object.values(stats.rows[0]!).map(Number)).toEqual([1, 1, 0, 5_000]);

    // Running again (or later) changes nothing.
    expect((await runChallengeLifecycle(database, new Date(start.getTime() + hours(100)))).finished).toEqual(
      [],
    );
    expect((await readWallet(database, p2.id)).crystalsAvailable).toBe(2_500);

    const detail = challengeDetailResponseSchema.parse(
      (await app.inject({ url: `/api/challenge/${id}` })).json(),
    );
    expect(detail.data.winners.map((w) => [w.id, w.rank])).toEqual([
      [p2.id, 1],
      [p1.id, 2],
      [p4.id, 3],
    ]);
    expect(detail.data.participants!.map((p) => p.userId)).toEqual([p2.id, p1.id, p4.id, p5.id, p3.id]);
    expect(detail.data.participants![0]!.game_name).toMatch(/^Gamer#/);
    // Each participant's tier from their XP (decision 0003), for the leaderboard's badge: new players are Rookies.
    expect(detail.data.participants!.map((p) => p.user.tier)).toEqual([
      'Rookie',
      'Rookie',
      'Rookie',
      'Rookie',
      'Rookie',
    ]);
    expect(detail.data.type).toBe('main');
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('pays once when finished twice concurrently, from two handles', async () => {
    const start = new Date(Date.now() - hours(80));
    const id = await insertChallenge(database, { start, entryFee: 0, prizes: [1_000, 500], status: 1 });
    const players = await insertPlayers(database, jwtSecret, 4);
    await enrolAll(id, players, new Date(start.getTime() + 1));
    for (const [index, player] of players.entries())
      await setScore(database, id, player.id, 10 * (index + 1), 1);
    const other = await database.secondHandle();
    const now = new Date();
    const [a, b, c, d] = await Promise.all([
      finishChallenge(database, id, now),
      finishChallenge(other, id, now),
      runChallengeLifecycle(database, now),
      runChallengeLifecycle(other, now),
    ]);
    await other.close();
    const finishes = [a, b, ...c.finished, ...d.finished].filter((f) => f.challengeId === id && f.finished);
    expect(finishes).toHaveLength(1);
    const winners = await database.query('select * from challenge_winners where challenge_id = $1', [id]);
    expect(winners.rowCount).toBe(2);
    expect((await readWallet(database, players[3]!.id)).crystalsAvailable).toBe(500);
    expect((await readWallet(database, players[2]!.id)).crystalsAvailable).toBe(250);
    expect(await xpOf(players[3]!.id)).toBe(200);
    const prizes = await database.query<{ metadata: unknown }>(
      `select metadata from journal_transactions where type = 'prize' and metadata ->> 'challengeId' = $1
       order by metadata ->> 'rank'`,
      [id],
    );
    expect(prizes.rows.map((row) => row.metadata)).toEqual([
      { challengeId: id, crystals: 500, challengeTitle: 'Test Challenge', rank: 1 },
      { challengeId: id, crystals: 250, challengeTitle: 'Test Challenge', rank: 2 },
    ]);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });

  it('gives XP only in a booster challenge', async () => {
    const start = new Date(Date.now() - hours(13));
    const id = await insertChallenge(database, {
      start,
      durationHours: 12,
      entryFee: 0,
      prizes: [],
      status: 1,
    });
    const players = await insertPlayers(database, jwtSecret, 2);
    await enrolAll(id, players, new Date(start.getTime() + 1));
    await setScore(database, id, players[0]!.id, 30, 2);
    await setScore(database, id, players[1]!.id, 10, 2);
    const result = await runChallengeLifecycle(database, new Date());
    const finish = result.finished.find((f) => f.challengeId === id)!;
    expect(finish.winners.map((w) => [w.rank, w.prizeCents, w.crystals, w.xp])).toEqual([
      [1, 0, 0, 400],
      [2, 0, 0, 300],
    ]);
    for (const player of players) expect((await readWallet(database, player.id)).crystalsAvailable).toBe(0);
    expect([await xpOf(players[0]!.id), await xpOf(players[1]!.id)]).toEqual([400, 300]);
    const detail = challengeDetailResponseSchema.parse(
      (await app.inject({ url: `/api/challenge/${id}` })).json(),
    );
    expect(detail.data.type).toBe('booster');
  });

  it('lists by start time then larger prize pool, with isParticipating for the caller', async () => {
    const start = new Date(Date.now() + hours(500));
    const small = await insertChallenge(database, { gameId: 'dota2', start, prizes: [100] });
    const big = await insertChallenge(database, { gameId: 'dota2', start, prizes: [10_000, 100] });
    const early = await insertChallenge(database, {
      gameId: 'dota2',
      start: new Date(start.getTime() - 1000),
      prizes: [1],
    });
    const [player] = await insertPlayers(database, jwtSecret, 1, { provider: 'steam', gCoins: 2 });
    await enrolAll(big, [player!], new Date());
    const response = await app.inject({
      url: '/api/challenge/list?gameId=dota2&status=0',
      headers: { authorization: `Bearer ${player!.token}` },
    });
    const list = challengeListResponseSchema.parse(response.json()).data;
    expect(list.map((c) => c.id)).toEqual([early, big, small]);
    expect(list.map((c) => c.isParticipating)).toEqual([false, true, false]);
    const guest = challengeListResponseSchema.parse(
      (await app.inject({ url: '/api/challenge/list?gameId=dota2' })).json(),
    ).data;
    expect(guest.every((c) => !c.isParticipating)).toBe(true);
    expect((await app.inject({ url: '/api/challenge/list?status=7' })).statusCode).toBe(400);
  });

  it('lets an admin finish a challenge now', async () => {
    const [admin] = await insertPlayers(database, jwtSecret, 1, { role: 'admin' });
    const [player] = await insertPlayers(database, jwtSecret, 1);
    const id = await insertChallenge(database, {
      start: new Date(Date.now() + hours(2)),
      entryFee: 0,
      prizes: [2_000],
    });
    await enrolAll(id, [player!], new Date());
    await setScore(database, id, player!.id, 5, 1);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/finish-now`,
      headers: { authorization: `Bearer ${player!.token}` },
    });
    expect(refused.statusCode).toBe(403);
    const done = await app.inject({
      method: 'POST',
      url: `/api/admin/challenges/${id}/finish-now`,
      headers: { authorization: `Bearer ${admin!.token}` },
    });
    expect(done.json()).toMatchObject({ success: true, finished: true });
    expect(await statusOf(id)).toEqual({ status: 2, finished: true });
    expect((await readWallet(database, player!.id)).crystalsAvailable).toBe(1_000);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
