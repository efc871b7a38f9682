// The database a server test runs on: PGlite in a fresh temporary directory by default, or, when
// DATABASE_URL is set, a fresh database on that PostgreSQL (dropped at the end), so test files can run
// in parallel on one server. The engine is chosen by the environment, never by the test.
//
// Both start from a template that already holds every migration (built once per migration set and
// shared by the workers): copying it costs a fraction of applying the migrations to every test's
// database (docs/benchmarks.md, "server test databases").
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { loadMigrations, migrate } from '../../src/db/migrate';
import { openPGliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';

export const testEngine: Database['engine'] = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase extends Database {
  /**
   * Another handle on the same data, as a second server instance would have: a separate pool on
   * PostgreSQL; on PGlite (one opener per directory) the same instance, whose close() is a no-op.
   */
  secondHandle(): Promise<Database>;
}

/** A fresh database; `migrated: false` gives an empty one (for the migration tests). */
export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  return process.env.DATABASE_URL
    ? createPostgresTestDatabase(process.env.DATABASE_URL, migrated)
    : createPGliteDatabase(migrated);
}

/** Names the current migration set: a template built for it is reused until a migration changes. */
const migrationSet = (() => {
  let digest: string | undefined;
  return () =>
    (digest ??= createHash('sha256')
      .update(
        loadMigrations()
          .map((migration) => `${migration.name}:${migration.checksum}`)
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 16));
})();

async function createPGliteDatabase(migrated: boolean): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-test-db-'));
  cpSync(migrated ? await pgliteMigratedTemplate() : await pgliteTemplate(), path.join(dataDir, 'pglite'), {
    recursive: true,
  });
  const database = await openPGliteDatabase(dataDir);
  return {
    ...bound(database),
    close: once(async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }),
    secondHandle: async () => ({ ...bound(database), close: async () => {} }),
  };
}

/** Puts an initialised, empty PGlite cluster where openPGliteDatabase(dataDir) will look for it. */
export async function copyPGliteTemplate(dataDir: string) {
  cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
}

function pgliteVersion(): string {
  const packageDir = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
  );
  return (JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * Builds `name` in the OS temp directory once, shared by every test worker: `build` fills a private
 * directory that is then renamed into place (atomic: a racing worker's copy loses).
 */
async function sharedDirectory(name: string, build: (pgliteDir: string) => Promise<void>): Promise<string> {
  const target = path.join(tmpdir(), name);
  if (existsSync(target)) return target;
  const building = mkdtempSync(path.join(tmpdir(), `${name}-building-`));
  try {
    await build(path.join(building, 'pglite'));
    renameSync(path.join(building, 'pglite'), target);
  } catch (error) {
    if (!existsSync(target)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return target;
}

/** An empty PGlite cluster (initdb), created once per PGlite version. */
function pgliteTemplate(): Promise<string> {
  return sharedDirectory(`arena-pglite-template-${pgliteVersion()}`, async (pgliteDir) => {
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(pgliteDir);
    await pglite.close();
  });
}

/** The empty cluster with every migration applied, created once per PGlite version and migration set. */
function pgliteMigratedTemplate(): Promise<string> {
  return sharedDirectory(`arena-pglite-migrated-${pgliteVersion()}-${migrationSet()}`, async (pgliteDir) => {
    cpSync(await pgliteTemplate(), pgliteDir, { recursive: true });
    const database = await openPGliteDatabase(path.dirname(pgliteDir));
    try {
      await migrate(database);
    } finally {
      await database.close();
    }
  });
}

/**
 * For tests that let the server open the database itself: on PostgreSQL the URL of a fresh, migrated
 * database (dropped by `drop()`); on PGlite no URL at all.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return { url: undefined, drop: async () => {} };
  const name = await createPostgresDatabase(connectionString, true);
  return {
    url: databaseUrl(connectionString, name),
    drop: () => dropPostgresDatabase(connectionString, name),
  };
}

function databaseUrl(connectionString: string, name: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(connectionString: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

let postgresTemplate: Promise<string> | undefined;

/**
 * A database holding every migration, built once per migration set on this server (under an advisory
 * lock, so parallel workers build it once) and copied by CREATE DATABASE … TEMPLATE. Templates of
 * older migration sets are dropped.
 */
function migratedPostgresTemplate(connectionString: string): Promise<string> {
  return (postgresTemplate ??= withAdmin(connectionString, async (admin) => {
    const name = `arena_tpl_${migrationSet()}`;
    await admin.query(`select pg_advisory_lock(hashtext('arena.test-template'))`);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return name;
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database ${building}`);
      const database = openPostgresDatabase({ connectionString: databaseUrl(connectionString, building) });
      try {
        await migrate(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like 'arena\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      return name;
    } finally {
      await admin.query(`select pg_advisory_unlock(hashtext('arena.test-template'))`);
    }
  }));
}

async function createPostgresDatabase(connectionString: string, migrated: boolean): Promise<string> {
  const template = migrated ? await migratedPostgresTemplate(connectionString) : undefined;
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin(connectionString, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  return name;
}

async function dropPostgresDatabase(connectionString: string, name: string) {
  await withAdmin(connectionString, (admin) => admin.query(`drop database if exists ${name} with (force)`));
}

async function createPostgresTestDatabase(
  connectionString: string,
  migrated: boolean,
): Promise<TestDatabase> {
  const name = await createPostgresDatabase(connectionString, migrated);
  const open = () => openPostgresDatabase({ connectionString: databaseUrl(connectionString, name) });
  const database = open();
  return {
    ...bound(database),
    close: once(async () => {
      await database.close();
      await dropPostgresDatabase(connectionString, name);
    }),
    secondHandle: async () => open(),
  };
}

/** close() may be called by a test and again by its afterEach. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

function bound(database: Database): Database {
  return {
    engine: database.engine,
    changes: database.changes,
    query: database.query.bind(database),
    exec: database.exec.bind(database),
    announce: database.announce.bind(database),
    transaction: database.transaction.bind(database),
    close: database.close.bind(database),
  };
}
