import type { Config } from '../config';
import type { Database } from './database';
import { openPGliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return openPostgresDatabase({ connectionString: config.databaseUrl });
  return openPGliteDatabase(config.dataDir);
}
