// The challenge lifecycle (ARCHITECTURE.md "Challenges", "Scale-out path"): status follows the
// clock (0 → 1 at start_time, 1 → 2 at end_time) and each newly ended challenge is finished once.
// main.ts runs it every 30 s; on PostgreSQL a run takes an advisory lock so that, of many
// instances, one runs at a time (finishing is safe without it: the row lock and finished_at guard).
import type { Database } from '../db/database';
import { challengeTopics } from '../db/change-feed';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { finishChallenge, type FinishResult } from './finish-challenge';

export interface LifecycleResult {
  started: number;
  finished: FinishResult[];
}

export const lifecycleIntervalMs = 30_000;
/** The advisory lock key of the lifecycle job (any fixed bigint; 'CHAL' in ASCII). */
export const lifecycleLockKey = 0x4348414c;

export async function runChallengeLifecycle(
  database: Database,
  now: Date = new Date(),
): Promise<LifecycleResult> {
  const started = await database.query<{ id: string }>(
    `update challenges set status = 1 where status = 0 and start_time <= $1 and end_time > $1 returning id`,
    [now],
  );
  for (const { id } of started.rows) database.changes.publish(...challengeTopics(id));
  const due = await database.query<{ id: string }>(
    `select id from challenges where finished_at is null and status <> 3 and end_time <= $1 order by end_time, id`,
    [now],
  );
  const finished: FinishResult[] = [];
  for (const { id } of due.rows) {
    const result = await finishChallenge(database, id, now);
    if (result.finished) {
      finished.push(result);
      // Ranks, prizes and XP are in: the challenge, the leaderboard, the dashboard and profiles move.
      database.changes.publish(...challengeTopics(id), 'players');
    }
  }
  return { started: started.rowCount, finished };
}

/** Runs the lifecycle under the PostgreSQL advisory lock; false when another instance holds it. */
export async function runChallengeLifecycleExclusive(database: Database, now: Date = new Date()) {
  if (database.engine !== 'postgres') return runChallengeLifecycle(database, now);
  // Session-level locks need one connection: take it inside a transaction (xact lock), which holds
  // a pooled connection for the run; the work itself uses its own transactions.
  return database.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      lifecycleLockKey,
    ]);
    if (!rows[0]?.locked) return null;
    return runChallengeLifecycle(database, now);
  });
}

export type LifecycleTimer = PeriodicJob;

/** Every `intervalMs`, one run at a time (a run still going skips the tick). */
export function startChallengeLifecycle(
  database: Database,
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
  intervalMs = lifecycleIntervalMs,
): LifecycleTimer {
  return startPeriodicJob(
    async () => {
      const result = await runChallengeLifecycleExclusive(database);
      if (result && (result.started > 0 || result.finished.length > 0)) {
        log.info(
          { started: result.started, finished: result.finished.map((f) => f.challengeId) },
          'challenge lifecycle',
        );
      }
    },
    { intervalMs, log, failure: 'challenge lifecycle failed' },
  );
}
