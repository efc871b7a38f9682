// What the benchmarks share: percentiles, and running one benchmark on PGlite (always) and on PostgreSQL
// (when DATABASE_URL is set, in a throwaway schema), each with a fresh data directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/database';
import { openPGliteDatabase } from '../../apps/server/src/db/pglite-database';
import { openPostgresDatabase } from '../../apps/server/src/db/postgres-database';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export type EngineRun = (
  database: Database,
  engine: 'PGlite' | 'PostgreSQL',
  dataDir: string,
) => Promise<void>;

export async function onEachEngine(name: string, run: EngineRun): Promise<void> {
  const pgliteDir = mkdtempSync(path.join(tmpdir(), `arena-bench-${name}-`));
  const pglite = await openPGliteDatabase(pgliteDir);
  try {
    await run(pglite, 'PGlite', pgliteDir);
  } finally {
    await pglite.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }

  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `arena-bench-${name}-`));
  const postgres = openPostgresDatabase({ connectionString, options: `-c search_path=${schema}` });
  try {
    await run(postgres, 'PostgreSQL', dataDir);
  } finally {
    await postgres.close();
    await admin.query(`drop schema ${schema} cascade`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
