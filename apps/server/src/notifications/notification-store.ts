// Making notification entries (docs/decisions/0034-notifications.md). Each is one set-based statement, so
// a challenge of 100,000 participants is never a loop in JavaScript, and each inserts with
// `on conflict (user_id, challenge_id, kind) do nothing`: whoever comes second (another instance, a
// second lifecycle tick, a retried finish) adds nothing. The entry stores figures, not words.
import { challengeEndingNoticeMs } from '@arena/domain';
import type { Queryable } from '../db/database';

/**
 * Moves challenges whose start has come to running (status 0 → 1) and gives each participant a
 * `challenge_started` entry in the same statement. Returns the ids of the challenges it started.
 */
export async function startChallengesWithNotices(db: Queryable, now: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `with started as (
       update challenges set status = 1
        where status = 0 and start_time <= $1 and end_time > $1 and registered_players >= min_players
       returning id
     ), noticed as (
       insert into notifications (user_id, challenge_id, kind, created_at)
       select cp.user_id, cp.challenge_id, 'challenge_started', $1
         from challenge_participants cp join started s on s.id = cp.challenge_id
       on conflict (user_id, challenge_id, kind) do nothing
     )
     select id from started`,
    [now],
  );
  return rows.map((row) => row.id);
}

/**
 * The "ends within the hour" pass: each running challenge whose end is within challengeEndingNoticeMs
 * is taken once (ending_noticed_at, under its row lock) and each participant gets `challenge_ending`.
 * Returns how many entries it made.
 */
export async function createEndingNotices(db: Queryable, now: Date): Promise<number> {
  const { rows } = await db.query<{ made: number; noticed: string[] }>(
    `with due as (
       update challenges set ending_noticed_at = $1
        where status = 1 and ending_noticed_at is null and end_time > $1 and end_time <= $2
       returning id
     ), made as (
       insert into notifications (user_id, challenge_id, kind, created_at)
       select cp.user_id, cp.challenge_id, 'challenge_ending', $1
         from challenge_participants cp join due d on d.id = cp.challenge_id
       on conflict (user_id, challenge_id, kind) do nothing
       returning 1
     )
     select (select count(*)::integer from made) as made, array(select id from due) as noticed`,
    [now, new Date(now.getTime() + challengeEndingNoticeMs)],
  );
  // Its participants' inboxes have a new entry (inbox-cache.ts).
  for (const id of rows[0]?.noticed ?? []) db.announce(`challenge:${id}`);
  return rows[0]?.made ?? 0;
}

/**
 * Inside the finish's transaction, after it wrote winners, prizes and XP: every participant's
 * `challenge_result` from what the finish wrote — their rank in the finish's order (null when excluded),
 * the number of ranked players, the prize they won (challenge_winners with a non-zero prize, titled by
 * challenge_prizes) and the XP awarded (the winner's row, else the participation XP; 0 when excluded).
 */
export async function createResultNotices(
  tx: Queryable,
  challengeId: string,
  participationXp: number,
  now: Date,
): Promise<void> {
  await tx.query(
    `with ranked as (
       select user_id,
              row_number() over (order by score + bonus_score desc, games_played, created_at, user_id) as rank
         from challenge_participants
        where challenge_id = $1 and not excluded
     ), counted as (
       select count(*)::integer as players from ranked
     )
     insert into notifications (user_id, challenge_id, kind, payload, created_at)
     select cp.user_id, $1, 'challenge_result',
            jsonb_build_object(
              'rank', r.rank,
              'players', counted.players,
              'prizeTitle', p.title,
              'prizeCents', case when p.title is null then null else w.prize_cents end,
              'xp', case when cp.excluded then 0 else coalesce(w.xp, $2::bigint) end
            ),
            $3
       from challenge_participants cp
       cross join counted
       left join ranked r on r.user_id = cp.user_id
       left join challenge_winners w on w.challenge_id = $1 and w.user_id = cp.user_id
       left join challenge_prizes p on p.challenge_id = $1 and p.rank = w.rank and w.prize_cents > 0
      where cp.challenge_id = $1
     on conflict (user_id, challenge_id, kind) do nothing`,
    [challengeId, participationXp, now],
  );
}

/**
 * Inside the void's transaction: each participant's `challenge_voided` with the GCoins refunded to them.
 * Marked as mailed: the void sends its own mail (challenge-voided-mail.ts) after the commit.
 */
export async function createVoidNotices(
  tx: Queryable,
  challengeId: string,
  refunds: readonly { userId: string; refundedGCoins: number }[],
  now: Date,
): Promise<void> {
  if (refunds.length === 0) return;
  await tx.query(
    `insert into notifications (user_id, challenge_id, kind, payload, created_at, emailed_at)
     select r.user_id, $1, 'challenge_voided', jsonb_build_object('refundedGCoins', r.refunded), $2, $2
       from jsonb_to_recordset($3::jsonb) as r(user_id uuid, refunded bigint)
     on conflict (user_id, challenge_id, kind) do nothing`,
    [
      challengeId,
      now,
      JSON.stringify(refunds.map((refund) => ({ user_id: refund.userId, refunded: refund.refundedGCoins }))),
    ],
  );
}
