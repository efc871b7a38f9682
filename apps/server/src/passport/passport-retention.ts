// Passport files are kept PASSPORT_RETENTION_DAYS (default 30) after the decision, then deleted;
// the row (who, when, which decision, why) stays with file_deleted_at set. main.ts runs it hourly.
// Rows are claimed with `for update skip locked`, so instances running it together each delete
// different files and none twice; a file is deleted before its row is marked, inside the claim.
import type { Database } from '../db/database';
import { startPeriodicJob, type PeriodicJob } from '../jobs/periodic-job';
import type { PassportFiles } from './passport-files';

export const retentionIntervalMs = 60 * 60 * 1000;
const batchSize = 50;

export interface RetentionResult {
  deleted: number;
}

export async function deleteExpiredPassportFiles(
  database: Database,
  files: PassportFiles,
  retentionDays: number,
  now: Date = new Date(),
): Promise<RetentionResult> {
  let deleted = 0;
  for (;;) {
    const claimed = await database.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; storage_key: string }>(
        `select id, storage_key from passport_verifications
          where file_deleted_at is null and decided_at is not null
            and decided_at <= $1::timestamptz - make_interval(days => $2::int)
          order by decided_at, id
          limit ${batchSize}
          for update skip locked`,
        [now, retentionDays],
      );
      for (const row of rows) {
        await files.delete(row.storage_key);
        await tx.query(`update passport_verifications set file_deleted_at = $2 where id = $1`, [row.id, now]);
      }
      return rows.length;
    });
    deleted += claimed;
    if (claimed < batchSize) return { deleted };
  }
}

export type RetentionTimer = PeriodicJob;

export function startPassportRetention(
  database: Database,
  files: PassportFiles,
  retentionDays: number,
  log: {
    error: (details: object, message: string) => void;
    info: (details: object, message: string) => void;
  },
  intervalMs = retentionIntervalMs,
): RetentionTimer {
  return startPeriodicJob(
    async () => {
      const result = await deleteExpiredPassportFiles(database, files, retentionDays);
      if (result.deleted > 0) log.info({ deleted: result.deleted }, 'passport files past retention deleted');
    },
    { intervalMs, log, failure: 'passport retention failed' },
  );
}
