// Versioned SQL migrations (migrations/NNNN_name.sql), applied in order at start, each in its own
// transaction and recorded in schema_migrations. Every transaction first takes an advisory lock, so
// instances starting together on one PostgreSQL apply each migration exactly once.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../server-root';
import type { Database, Queryable } from './database';

export const migrationsDir = path.join(serverRoot, 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

const fileName = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export function loadMigrations(directory: string = migrationsDir): Migration[] {
  const migrations = readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = fileName.exec(file);
      if (!match) throw new Error(`Migration file ${file} must be named NNNN_lower_snake_name.sql`);
      const sql = readFileSync(path.join(directory, file), 'utf8');
      return {
        version: Number(match[1]),
        name: file,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

// Keyed by schema, so test schemas on one server do not wait for each other.
async function lockMigrations(tx: Queryable) {
  await tx.query(`select pg_advisory_xact_lock(hashtext('arena.migrations.' || current_schema()))`);
}

interface AppliedRow {
  version: number;
  name: string;
  checksum: string;
}

/** Applies pending migrations; returns the names it applied (empty when up to date). */
export async function migrate(db: Database, migrations: Migration[] = loadMigrations()): Promise<string[]> {
  const applied = await db.transaction(async (tx) => {
    await lockMigrations(tx);
    await tx.exec(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    const { rows } = await tx.query<AppliedRow>('select version, name, checksum from schema_migrations');
    return new Map(rows.map((row) => [row.version, row]));
  });

  for (const migration of migrations) {
    const done = applied.get(migration.version);
    if (done && done.checksum !== migration.checksum) {
      throw new Error(
        `Migration ${migration.name} changed after it was applied; add a new migration instead of editing it`,
      );
    }
  }

  const newlyApplied: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    const ran = await db.transaction(async (tx) => {
      await lockMigrations(tx);
      // Another instance may have applied it while this one waited for the lock.
      const { rowCount } = await tx.query('select 1 from schema_migrations where version = $1', [
        migration.version,
      ]);
      if (rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name, checksum) values ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ran) newlyApplied.push(migration.name);
  }
  return newlyApplied;
}
