// Finishing ranks in the database (set-based, issue 15) but the rule lives in the domain: for random
// crowds with ties, excluded players, players without games and equal enrolment times, the winners,
// their prizes, every participant's XP and stats must be exactly what rankParticipants and challengeXp
// say (complete ties broken by user id, the order the domain keeps when given rows in id order).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crystalsFromUsdCents, rankParticipants, winnersOnCard } from '@arena/domain';
import { challengeXp } from '../src/challenges/challenge-xp';
import { finishChallenge } from '../src/challenges/finish-challenge';
import { toSafeInteger } from '../src/db/safe-integer';
import { auditLedger } from '../src/ledger/audit';
import { hours, insertChallenge, insertPlayers } from './support/challenge-fixtures';
import { createTestDatabase, type TestDatabase } from './support/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/** A small deterministic generator, so a failure can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state % n;
  };
}

interface Crowd {
  userId: string;
  score: number;
  bonus_score: number;
  gamesPlayed: number;
  excluded: boolean;
  created_at: Date;
}

async function crowdIn(challengeId: string, size: number, seed: number): Promise<Crowd[]> {
  const pick = random(seed);
  const players = await insertPlayers(database, 'finish-ranking'.padEnd(48, 'x'), size, { provider: null });
  const base = Date.UTC(2026, 10, 1);
  const crowd = players.map(({ id }) => ({
    userId: id,
    score: pick(6) * 10, // few distinct totals: many ties
    bonus_score: pick(3),
    gamesPlayed: pick(4), // some with no games
    excluded: pick(10) === 0,
    created_at: new Date(base + pick(5) * 1_000), // shared enrolment times: complete ties
  }));
  await database.query(
    `insert into challenge_participants (challenge_id, user_id, score, bonus_score, games_played, excluded, created_at)
     select $1, p.user_id, p.score, p.bonus_score, p.games_played, p.excluded, p.created_at
       from jsonb_to_recordset($2::jsonb)
         as p(user_id uuid, score bigint, bonus_score bigint, games_played integer, excluded boolean, created_at timestamptz)`,
    [
      challengeId,
      JSON.stringify(
        crowd.map((c) => ({
          user_id: c.userId,
          score: c.score,
          bonus_score: c.bonus_score,
          games_played: c.gamesPlayed,
          excluded: c.excluded,
          created_at: c.created_at.toISOString(),
        })),
      ),
    ],
  );
  return crowd;
}

async function xpOf(userIds: string[]): Promise<Map<string, number>> {
  const { rows } = await database.query<{ id: string; xp: unknown }>(
    'select id, xp_total as xp from users where id = any($1::uuid[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, toSafeInteger(row.xp, 'xp')]));
}

async function statsOf(userIds: string[]) {
  const { rows } = await database.query<{ user_id: string; won: number; lost: number; cents: unknown }>(
    `select user_id, won_challenges as won, lost_challenges as lost, total_earnings_cents as cents
       from user_stats where user_id = any($1::uuid[])`,
    [userIds],
  );
  return new Map(
    rows.map((row) => [row.user_id, { won: row.won, lost: row.lost, cents: Number(row.cents) }]),
  );
}

describe.each([
  { kind: 'premium with a prize table', seed: 7, prizes: [10_000, 5_000, 2_500], hoursLong: 72, fee: 1 },
  { kind: 'premium, another crowd', seed: 1234, prizes: [4_000, 2_000], hoursLong: 72, fee: 1 },
  { kind: 'booster (XP only, doubled)', seed: 99, prizes: [], hoursLong: 12, fee: 0 },
])('finishing a $kind in the database', ({ seed, prizes, hoursLong, fee }) => {
  it('ranks, pays and awards exactly as the domain rules say', async () => {
    const challengeId = await insertChallenge(database, {
      start: new Date(Date.now() - hours(hoursLong + 1)),
      durationHours: hoursLong,
      entryFee: fee,
      prizes,
      status: 1,
    });
    const crowd = await crowdIn(challengeId, 150, seed);
    const ids = crowd.map((c) => c.userId);
    const xpBefore = await xpOf(ids);

    const result = await finishChallenge(database, challengeId, new Date());

    // The domain's answer, given the rows in id order (the database's last tie-break).
    const booster = hoursLong === 12;
    const hasPrizes = prizes.some((value) => value > 0);
    const ranked = rankParticipants([...crowd].sort((a, b) => (a.userId < b.userId ? -1 : 1)));
    const expectedWinners = ranked
      .filter((p) => p.rank !== null && p.rank <= winnersOnCard && p.gamesPlayed > 0)
      .map((p) => ({ rank: p.rank!, prizeCents: booster ? 0 : (prizes[p.rank! - 1] ?? 0), userId: p.userId }))
      .filter((w) => (hasPrizes ? w.prizeCents > 0 : true))
      .map((w) => ({
        ...w,
        crystals: crystalsFromUsdCents(w.prizeCents),
        xp: challengeXp({ rank: w.rank, isWinner: true, booster }),
      }));
    expect(result.participants).toBe(150);
    expect(result.winners).toEqual(expectedWinners);

    const xpAfter = await xpOf(ids);
    const stats = await statsOf(ids);
    for (const participant of ranked) {
      const winner = expectedWinners.find((w) => w.userId === participant.userId);
      const xp = challengeXp({ rank: participant.rank, isWinner: Boolean(winner), booster });
      expect(xpAfter.get(participant.userId)! - xpBefore.get(participant.userId)!).toBe(xp);
      if (participant.rank === null) {
        expect(stats.has(participant.userId)).toBe(false);
      } else {
        expect(stats.get(participant.userId)).toEqual({
          won: winner ? 1 : 0,
          lost: winner ? 0 : 1,
          cents: winner?.prizeCents ?? 0,
        });
      }
    }
    const stored = await database.query<{ user_id: string; rank: number }>(
      'select user_id, rank from challenge_winners where challenge_id = $1 order by rank',
      [challengeId],
    );
    expect(stored.rows.map((row) => [row.user_id, row.rank])).toEqual(
      expectedWinners.map((w) => [w.userId, w.rank]),
    );
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
