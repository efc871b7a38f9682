// Finishing a challenge (ARCHITECTURE.md "Challenges", docs/decisions/0012): in one transaction,
// lock the row and go on only while finished_at is null (so two calls, or two instances, finish it
// once), rank the participants in the database in the domain's order (spec §9), record the winners,
// credit their prizes as crystals through the ledger (creditPrize's key makes a second payment
// impossible anyway), and award XP and stats to every participant not excluded — set-based, so a
// challenge of 100,000 players finishes in bounded memory (issue 15).
import { crystalsFromUsdCents, deriveChallengeType, winnersOnCard } from '@arena/domain';
import type { Database, Queryable } from '../db/database';
import { toSafeInteger } from '../db/safe-integer';
import { creditPrize } from '../ledger/prizes';
import { createResultNotices } from '../notifications/notification-store';
import { challengeXp } from './challenge-xp';

export interface FinishResult {
  challengeId: string;
  /** False when it had been finished before (nothing was written now). */
  finished: boolean;
  winners: { userId: string; rank: number; prizeCents: number; crystals: number; xp: number }[];
  participants: number;
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

  // Ranks in the database, in the domain's order (spec §9, packages/domain rankParticipants: total
  // descending, fewer games, earlier enrolment; excluded players unranked), so 100,000 participants
  // never come into memory (issue 15). The last key, the id, settles complete ties the same way every
  // time; finish-challenge-ranking.test.ts holds this order equal to rankParticipants'.
  const top = await tx.query<{ user_id: string; rank: number; games_played: number }>(
    `select user_id, rank::integer, games_played from (
       select user_id, games_played,
              row_number() over (order by score + bonus_score desc, games_played, created_at, user_id) as rank
         from challenge_participants
        where challenge_id = $1 and not excluded
     ) ranked
     where rank <= $2
     order by rank`,
    [challengeId, winnersOnCard],
  );

  // Winners: the top 5 who played at least one game; with a prize table, only ranks with a prize.
  const winners: FinishResult['winners'] = [];
  for (const participant of top.rows) {
    const rank = participant.rank;
    const prizeCents = booster ? 0 : (prizeByRank.get(rank) ?? 0);
    const isWinner = participant.games_played > 0 && (hasPrizes ? prizeCents > 0 : true);
    if (!isWinner) continue;
    winners.push({
      userId: participant.user_id,
      rank,
      prizeCents,
      crystals: crystalsFromUsdCents(prizeCents),
      xp: challengeXp({ rank, isWinner, booster }),
    });
  }
  // Every other ranked participant gets the same XP (participation only): one value for the set.
  const participationXp = challengeXp({ rank: winnersOnCard + 1, isWinner: false, booster });

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

  // XP and stats for every ranked (not excluded) participant, set-based; winners from their rows.
  const winnersJson = JSON.stringify(
    winners.map((w) => ({ user_id: w.userId, xp: w.xp, cents: w.prizeCents })),
  );
  const awarded = `
    awarded as (
      select cp.user_id, coalesce(w.xp, $3::bigint) as xp, w.user_id is not null as won,
             coalesce(w.cents, 0) as cents
        from challenge_participants cp
        left join jsonb_to_recordset($2::jsonb) as w(user_id uuid, xp bigint, cents bigint)
          on w.user_id = cp.user_id
       where cp.challenge_id = $1 and not cp.excluded
    )`;
  if (participationXp > 0 || winners.length > 0) {
    await tx.query(
      `with ${awarded}
       update users u set xp_total = u.xp_total + a.xp
         from awarded a
        where u.id = a.user_id and a.xp > 0`,
      [challengeId, winnersJson, participationXp],
    );
  }
  await tx.query(
    `with ${awarded}
     insert into user_stats (user_id, total_challenges, won_challenges, lost_challenges, total_earnings_cents)
     select a.user_id, 1, case when a.won then 1 else 0 end, case when a.won then 0 else 1 end, a.cents
       from awarded a
     on conflict (user_id) do update set
       total_challenges = user_stats.total_challenges + 1,
       won_challenges = user_stats.won_challenges + excluded.won_challenges,
       lost_challenges = user_stats.lost_challenges + excluded.lost_challenges,
       total_earnings_cents = user_stats.total_earnings_cents + excluded.total_earnings_cents`,
    [challengeId, winnersJson, participationXp],
  );
  // Every participant's challenge_result from what was just written (decision 0034), set-based.
  await createResultNotices(tx, challengeId, participationXp, now);
  const counted = await tx.query<{ participants: number }>(
    'select count(*)::integer as participants from challenge_participants where challenge_id = $1',
    [challengeId],
  );
  return { challengeId, finished: true, winners, participants: counted.rows[0]?.participants ?? 0 };
}
