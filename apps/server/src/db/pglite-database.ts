// The embedded engine: PostgreSQL in WebAssembly, in this process, files in DATA_DIR/pglite.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createChangeFeed } from './change-feed';
import { acquireDataDirLock } from './data-dir-lock';
import type { Database, Queryable, QueryResult } from './database';
import { Mutex } from './mutex';

// The part of PGlite used here, declared rather than imported: even a type import makes ESLint's
// import-x parse PGlite's minified bundle, which overflows its stack. The module loads on demand.
interface PGliteSession {
  query<Row>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: Row[]; fields: unknown[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}
interface PGlite extends PGliteSession {
  transaction<T>(work: (tx: PGliteSession) => Promise<T>): Promise<T>;
  /** LISTEN; the callback runs (as a microtask) while the statement that committed the NOTIFY returns. */
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  close(): Promise<void>;
}

export async function openPGliteDatabase(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  let pglite: PGlite;
  try {
    const directory = path.join(dataDir, 'pglite');
    // PGlite creates no parent folders (ARCHITECTURE.md "Database").
    mkdirSync(path.dirname(directory), { recursive: true });
    // Loaded on demand: a server on PostgreSQL never pays for the WebAssembly module.
    const { PGlite } = await import('@electric-sql/pglite');
    pglite = await PGlite.create(directory);
  } catch (error) {
    lock.release();
    throw error;
  }
  const database = new PGliteDatabase(pglite, lock.release);
  // What the database announces of accounts (migration 0038) drops the session cache's entry before the
  // statement that committed it returns (auth/session-cache.ts).
  await pglite.listen('arena_accounts', (payload) => database.changes.hear(`account:${payload}`));
  return database;
}

class PGliteDatabase implements Database {
  readonly engine = 'pglite';
  /** One process owns the directory (data-dir lock): announcements stay in this process. */
  readonly changes = createChangeFeed();
  // PGlite has one session: a statement sent while a transaction is open would run inside it.
  // Every top-level statement and every transaction waits its turn here.
  readonly #turns = new Mutex();
  #closed = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly releaseLock: () => void,
  ) {}

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return this.#turns.run(() => runQuery<Row>(this.pglite, sql, params));
  }

  exec(sql: string): Promise<void> {
    return this.#turns.run(async () => {
      await this.pglite.exec(sql);
    });
  }

  announce(...topics: string[]): void {
    this.changes.publish(...topics);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const announced: string[] = [];
    const result = await this.#turns.run(() =>
      this.pglite.transaction((tx) =>
        work({
          query: <Row>(sql: string, params: readonly unknown[] = []) => runQuery<Row>(tx, sql, params),
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
          announce: (...topics: string[]) => void announced.push(...topics),
        }),
      ),
    );
    if (announced.length > 0) this.changes.publish(...new Set(announced));
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.changes.close();
    try {
      await this.#turns.run(() => this.pglite.close());
    } finally {
      this.releaseLock();
    }
  }
}

async function runQuery<Row>(
  target: PGliteSession,
  sql: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  const result = await target.query<Row>(sql, [...params]);
  return {
    rows: result.rows,
    rowCount: result.fields.length > 0 ? result.rows.length : (result.affectedRows ?? 0),
  };
}
