// Sign-in history is kept SIGNIN_RETENTION_DAYS (default 180; issue 30, docs/decisions/0049): older
// sign_in_events are deleted, and sessions revoked, or expired (not refreshed within the refresh
// credential's lifetime), longer ago than that. main.ts runs it hourly; deletes are idempotent, so
// instances running it together only repeat each other's work.
import type { Database } from '../db/database';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import { refreshLifetimeSeconds } from './refresh-credentials';

export const signInRetentionIntervalMs = 60 * 60 * 1000;

export interface SignInPurgeResult {
  events: number;
  sessions: number;
}

export async function purgeSignInHistory(
  database: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<SignInPurgeResult> {
  const cutoff = `$1::timestamptz - make_interval(days => $2::int)`;
  const events = await database.query(`delete from sign_in_events where created_at < ${cutoff}`, [
    now,
    retentionDays,
  ]);
  const sessions = await database.query(
    `delete from sessions
      where coalesce(revoked_at, last_seen_at + make_interval(secs => $3::int)) < ${cutoff}`,
    [now, retentionDays, refreshLifetimeSeconds],
  );
  return { events: events.rowCount, sessions: sessions.rowCount };
}

export function startSignInRetention(
  database: Database,
  retentionDays: number,
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
  intervalMs = signInRetentionIntervalMs,
): PeriodicJob {
  return startPeriodicJob(
    async () => {
      const result = await purgeSignInHistory(database, retentionDays);
      if (result.events + result.sessions > 0) log.info(result, 'sign-in history past retention purged');
    },
    { intervalMs, log, failure: 'sign-in retention failed' },
  );
}
