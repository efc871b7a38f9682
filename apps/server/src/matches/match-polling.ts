// The ingestion timer (main.ts): every minute, in sandbox and live modes. A run still going skips
// the next tick; on PostgreSQL a transaction-scoped advisory lock lets one server instance poll at a
// time (the others skip). PGlite has one server per data directory, so the in-process flag suffices.
import type { Database } from '../db/database';
import { countJobRun } from '../http/metrics';
import { ingestMatches, type IngestSummary } from './ingest';
import type { MatchSource } from './match-source';

export const matchPollIntervalMs = 60_000;
/** pg_try_advisory_xact_lock key for match polling ("ARENAMAT" folded into an int8). */
export const matchPollLockKey = 4_271_889_331;

export interface PollLogger {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** One guarded run: undefined when another instance holds the lock. */
export async function pollMatchesOnce(
  db: Database,
  source: MatchSource,
  now: () => Date = () => new Date(),
): Promise<IngestSummary | undefined> {
  if (db.engine !== 'postgres') return ingestMatches(db, source, now());
  // The lock lives as long as this transaction; the work itself runs on other pooled connections.
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [
      matchPollLockKey,
    ]);
    if (!rows[0]?.locked) return undefined;
    return ingestMatches(db, source, now());
  });
}

/** Starts the timer; the returned function stops it and waits for a run in progress. */
export function startMatchPolling(
  db: Database,
  source: MatchSource,
  log: PollLogger,
  intervalMs: number = matchPollIntervalMs,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return; // the previous run is still going
    running = pollMatchesOnce(db, source)
      .then((summary) => {
        countJobRun('match polling', summary && summary.failures.length > 0 ? 'failed' : 'ok');
        if (!summary) return;
        for (const failure of summary.failures) {
          log.error(
            { err: failure.error, challengeId: failure.challengeId, userId: failure.userId },
            'match ingestion failed',
          );
        }
        for (const failure of summary.rankFailures) {
          log.info(
            { err: failure.error, accountId: failure.accountId, gameId: failure.gameId },
            'provider rank not read',
          );
        }
        if (summary.counted > 0)
          log.info({ participants: summary.participants, counted: summary.counted }, 'matches counted');
      })
      .catch((error: unknown) => {
        countJobRun('match polling', 'failed');
        log.error({ err: error }, 'match polling failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
