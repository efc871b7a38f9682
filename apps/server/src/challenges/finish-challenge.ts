// Finishing a challenge (ARCHITECTURE.md "Challenges", docs/decisions/0012): in one transaction,
// lock the row and go on only while finished_at is null (so two calls, or two instances, finish it
// once), rank the participants with the domain (spec §9 order), record the winners, credit their
// prizes as crystals through the ledger (creditPrize's key makes a second payment impossible
// anyway), award XP to every participant not excluded, and update the players' stats.
import { crystalsFromUsdCents, deriveChallengeType, rankParticipants, winnersOnCard } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { creditPrize } from '../ledger/prizes';
import { challengeXp } from './challenge-xp';

export interface FinishResult {
  challengeId: string;
  /** False when it had been finished before (nothing was written now). */
  finished: boolean;
  winners: { userId: string; rank: number; prizeCents: number; crystals: number; xp: number }[];
  participants: number;
}

interface ParticipantRow {
  user_id: string;
  score: unknown;
  bonus_score: unknown;
  games_played: number;
  excluded: boolean;
  created_at: Date | string;
}

export function finishChallenge(database: Database, challengeId: string, now: Date): Promise<FinishResult> {
  return database.transaction((tx) => finishInTransaction(tx, challengeId, now));
}

export async function finishInTransaction(
  tx: Queryable,
  challengeId: string,
  now: Date,
): Promise<FinishResult> {
  const locked = await tx.query<{ title: string; duration_hours: number; entry_fee: unknown }>(
    `select title, duration_hours, entry_fee from challenges
     where id = $1 and finished_at is null and status <> 3 and end_time <= $2
     for update`,
    [challengeId, now],
  );
  const challenge = locked.rows[0];
  if (!challenge) return { challengeId, finished: false, winners: [], participants: 0 };
  await tx.query('update challenges set status = 2, finished_at = $2 where id = $1', [challengeId, now]);

  const prizeRows = await tx.query<{ rank: number; value_cents: unknown }>(
    'select rank, value_cents from challenge_prizes where challenge_id = $1 order by rank',
    [challengeId],
  );
  const prizeByRank = new Map(
    prizeRows.rows.map((row) => [row.rank, toSafeInteger(row.value_cents, 'value_cents')]),
  );
  const type = deriveChallengeType({
    durationHours: challenge.duration_hours,
    entryFee: toSafeInteger(challenge.entry_fee, 'entry_fee'),
    prizes: [...prizeByRank.values()].map((value) => ({ value })),
  });
  const booster = type === 'booster';
  const hasPrizes = [...prizeByRank.values()].some((value) => value > 0);

  const { rows } = await tx.query<ParticipantRow>(
    `select user_id, score, bonus_score, games_played, excluded, created_at
     from challenge_participants where challenge_id = $1`,
    [challengeId],
  );
  const ranked = rankParticipants(
    rows.map((row) => ({
      userId: row.user_id,
      score: toSafeInteger(row.score, 'score'),
      bonus_score: toSafeInteger(row.bonus_score, 'bonus_score'),
      gamesPlayed: row.games_played,
      excluded: row.excluded,
      created_at: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    })),
  );

  // Winners: the top 5 who played at least one game; with a prize table, only ranks with a prize.
  const winners: FinishResult['winners'] = [];
  const awards: { user_id: string; xp: number; won: boolean; cents: number }[] = [];
  for (const participant of ranked) {
    const rank = participant.rank;
    const prizeCents = rank === null || booster ? 0 : (prizeByRank.get(rank) ?? 0);
    const isWinner =
      rank !== null &&
      rank <= winnersOnCard &&
      participant.gamesPlayed > 0 &&
      (hasPrizes ? prizeCents > 0 : true);
    const xp = challengeXp({ rank, isWinner, booster });
    if (isWinner) {
      winners.push({
        userId: participant.userId,
        rank,
        prizeCents,
        crystals: crystalsFromUsdCents(prizeCents),
        xp,
      });
    }
    if (rank !== null)
      awards.push({ user_id: participant.userId, xp, won: isWinner, cents: isWinner ? prizeCents : 0 });
  }

  if (winners.length > 0) {
    await tx.query(
      `insert into challenge_winners (challenge_id, user_id, rank, prize_cents, xp)
       select $1, w.user_id, w.rank, w.prize_cents, w.xp
       from jsonb_to_recordset($2::jsonb) as w(user_id uuid, rank integer, prize_cents bigint, xp bigint)`,
      [
        challengeId,
        JSON.stringify(
          winners.map((w) => ({ user_id: w.userId, rank: w.rank, prize_cents: w.prizeCents, xp: w.xp })),
        ),
      ],
    );
  }
  // Prizes in user order, so two finishes paying overlapping players lock wallets in one order.
  for (const winner of [...winners].sort((a, b) => (a.userId < b.userId ? -1 : 1))) {
    if (winner.crystals <= 0) continue;
    await creditPrize(tx, {
      userId: winner.userId,
      challengeId,
      crystals: winner.crystals,
      description: `Prize: ${challenge.title} (rank ${winner.rank})`,
      challengeTitle: challenge.title,
      rank: winner.rank,
    });
  }
  if (awards.length > 0) {
    const json = JSON.stringify(awards);
    await tx.query(
      `update users u set xp_total = u.xp_total + a.xp
       from jsonb_to_recordset($1::jsonb) as a(user_id uuid, xp bigint)
       where u.id = a.user_id and a.xp > 0`,
      [json],
    );
    await tx.query(
      `insert into user_stats (user_id, total_challenges, won_challenges, lost_challenges, total_earnings_cents)
       select a.user_id, 1, case when a.won then 1 else 0 end, case when a.won then 0 else 1 end, a.cents
       from jsonb_to_recordset($1::jsonb) as a(user_id uuid, won boolean, cents bigint)
       on conflict (user_id) do update set
         total_challenges = user_stats.total_challenges + 1,
         won_challenges = user_stats.won_challenges + excluded.won_challenges,
         lost_challenges = user_stats.lost_challenges + excluded.lost_challenges,
         total_earnings_cents = user_stats.total_earnings_cents + excluded.total_earnings_cents`,
      [json],
    );
  }
  return { challengeId, finished: true, winners, participants: rows.length };
}
