// The database a server test runs on: PGlite in a fresh temporary directory by default, or, when
// DATABASE_URL is set, a fresh schema on that PostgreSQL (dropped at the end), so test files can run
// in parallel on one server. The engine is chosen by the environment, never by the test.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
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

export async function createTestDatabase({ migrated = true } = {}): Promise<TestDatabase> {
  const database = process.env.DATABASE_URL
    ? await createSchemaDatabase(process.env.DATABASE_URL)
    : await createPGliteDatabase();
  if (migrated) await migrate(database);
  return database;
}

async function createPGliteDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-test-db-'));
  // Copying an initialised cluster takes a third of the time of PGlite's initdb (~1 s against ~3 s).
  await copyPGliteTemplate(dataDir);
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

/** An empty PGlite cluster, created once per PGlite version and shared by every test worker. */
async function pgliteTemplate(): Promise<string> {
  const packageDir = path.resolve(
    path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
    '..',
  );
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const template = path.join(tmpdir(), `arena-pglite-template-${version}`);
  if (!existsSync(template)) {
    const building = mkdtempSync(path.join(tmpdir(), 'arena-pglite-template-building-'));
    const { PGlite } = await import('@electric-sql/pglite');
    const pglite = await PGlite.create(path.join(building, 'pglite'));
    await pglite.close();
    try {
      renameSync(path.join(building, 'pglite'), template); // atomic: a racing worker's copy loses
    } catch (error) {
      if (!existsSync(template)) throw error;
    }
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * For tests that let the server open the database itself: on PostgreSQL a DATABASE_URL whose
 * connections start in a fresh schema (dropped by `drop()`); on PGlite no URL at all.
 */
export async function createTestDatabaseUrl(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) return { url: undefined, drop: async () => {} };
  const schema = await createSchema(connectionString);
  const url = new URL(connectionString);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), drop: () => dropSchema(connectionString, schema) };
}

async function createSchema(connectionString: string): Promise<string> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  return schema;
}

async function dropSchema(connectionString: string, schema: string) {
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`drop schema ${schema} cascade`);
  } finally {
    await admin.end();
  }
}

async function createSchemaDatabase(connectionString: string): Promise<TestDatabase> {
  const schema = await createSchema(connectionString);
  // search_path is a connection parameter, so every pooled connection starts in the schema.
  const open = () => openPostgresDatabase({ connectionString, options: `-c search_path=${schema}` });
  const database = open();
  return {
    ...bound(database),
    close: once(async () => {
      await database.close();
      await dropSchema(connectionString, schema);
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
    transaction: database.transaction.bind(database),
    close: database.close.bind(database),
  };
}
