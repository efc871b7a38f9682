// Writing observations into flags (issue 30, decision 0050): each observation refreshes the evidence
// that already names its accounts, extends the first open flag naming one of them, or opens a new flag
// (planObservation in @arena/domain). Flag writes are serialised across instances by one advisory lock,
// so two write paths at once cannot open two flags for one pair of accounts.
import {
  planObservation,
  type FairPlayObservation,
  type FairPlaySignal,
  type OpenFlag,
  type RecordedEvidence,
} from '@arena/domain';
import type { Database, Queryable } from '../db/database';

/** The advisory lock key of flag writes (any constant no other lock uses). */
const flagWriteLock = 4_630_301_050;

const usersJson = (userIds: readonly string[]) => JSON.stringify(userIds);

async function recordedEvidence(tx: Queryable, observation: FairPlayObservation) {
  const { rows } = await tx.query<{
    flag_id: string;
    signal: FairPlaySignal;
    value: string;
    user_ids: string[];
  }>(
    `select e.flag_id::text, e.signal, e.value, e.user_ids::text[] as user_ids
       from fair_play_evidence e join fair_play_flags f on f.id = e.flag_id
      where e.signal = $1 and e.value = $2 order by f.created_at`,
    [observation.signal, observation.value],
  );
  return rows.map((row): RecordedEvidence => ({
    flagId: row.flag_id,
    signal: row.signal,
    value: row.value,
    userIds: row.user_ids,
  }));
}

async function openFlagsNaming(tx: Queryable, userIds: readonly string[]): Promise<OpenFlag[]> {
  const { rows } = await tx.query<{ id: string; user_ids: string[] }>(
    `select f.id::text, array_agg(a.user_id::text) as user_ids
       from fair_play_flags f join fair_play_flag_accounts a on a.flag_id = f.id
      where f.status = 'open' and f.id in (
        select flag_id from fair_play_flag_accounts
         where user_id in (select (jsonb_array_elements_text($1::jsonb))::uuid))
      group by f.id, f.created_at order by f.created_at, f.id`,
    [usersJson(userIds)],
  );
  return rows.map((row) => ({ id: row.id, userIds: row.user_ids }));
}

async function addEvidence(tx: Queryable, flagId: string, observation: FairPlayObservation) {
  await tx.query(
    `insert into fair_play_flag_accounts (flag_id, user_id)
     select $1, (jsonb_array_elements_text($2::jsonb))::uuid on conflict do nothing`,
    [flagId, usersJson(observation.userIds)],
  );
  await tx.query(
    `insert into fair_play_evidence (flag_id, signal, value, user_ids, first_seen, last_seen, seen_count)
     values ($1, $2, $3, array(select (jsonb_array_elements_text($4::jsonb))::uuid), $5, $6, $7)
     on conflict (flag_id, signal, value) do update set
       user_ids = array(select distinct u from unnest(fair_play_evidence.user_ids || excluded.user_ids) u order by u),
       first_seen = least(fair_play_evidence.first_seen, excluded.first_seen),
       last_seen = greatest(fair_play_evidence.last_seen, excluded.last_seen),
       seen_count = greatest(fair_play_evidence.seen_count, excluded.seen_count)`,
    [
      flagId,
      observation.signal,
      observation.value,
      usersJson(observation.userIds),
      observation.firstSeen,
      observation.lastSeen,
      Math.max(1, observation.count),
    ],
  );
  await tx.query('update fair_play_flags set updated_at = now() where id = $1', [flagId]);
}

/** Applies one observation in its own transaction; answers what it did. */
export async function recordObservation(database: Database, observation: FairPlayObservation) {
  return database.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [flagWriteLock]);
    const plan = planObservation(
      observation,
      await recordedEvidence(tx, observation),
      await openFlagsNaming(tx, observation.userIds),
    );
    if (plan.kind === 'ignore') return plan;
    if (plan.kind === 'refresh') {
      await tx.query(
        `update fair_play_evidence
            set last_seen = greatest(last_seen, $4), first_seen = least(first_seen, $5),
                seen_count = greatest(seen_count, $6)
          where flag_id = $1 and signal = $2 and value = $3`,
        [
          plan.flagId,
          observation.signal,
          observation.value,
          observation.lastSeen,
          observation.firstSeen,
          Math.max(1, observation.count),
        ],
      );
      return plan;
    }
    let flagId: string;
    if (plan.kind === 'extend') flagId = plan.flagId;
    else {
      const { rows } = await tx.query<{ id: string }>(
        'insert into fair_play_flags default values returning id',
      );
      flagId = rows[0]!.id;
    }
    await addEvidence(tx, flagId, observation);
    return { ...plan, flagId };
  });
}

/** A player's payouts wait for an operator: an open flag names them, or a hold_payouts resolution held them. */
export async function payoutsHeld(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>(
    `select exists (select 1 from payout_holds where user_id = $1)
         or exists (select 1 from fair_play_flag_accounts a join fair_play_flags f on f.id = a.flag_id
                     where a.user_id = $1 and f.status = 'open') as held`,
    [userId],
  );
  return rows[0]?.held === true;
}

/** Both accounts are named by one open flag: a referral reward between them waits for the review. */
export async function inOneOpenFlag(db: Queryable, userA: string, userB: string): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from fair_play_flag_accounts a
       join fair_play_flag_accounts b on b.flag_id = a.flag_id and b.user_id = $2
       join fair_play_flags f on f.id = a.flag_id and f.status = 'open'
      where a.user_id = $1 limit 1`,
    [userA, userB],
  );
  return rows.length > 0;
}
