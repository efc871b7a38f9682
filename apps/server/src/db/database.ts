// The thin database face the server codes against (docs/decisions/0002-database.md): plain SQL with
// $1 parameters, the same text on PGlite and PostgreSQL 15.

import type { ChangeFeed } from './change-feed';

export type DatabaseEngine = 'pglite' | 'postgres';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows returned by a SELECT, or changed by an INSERT/UPDATE/DELETE (guarded updates check it). */
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Announces change-feed topics once what was written through this handle is committed: at once on the
   * database (its statements commit as they run), after COMMIT inside a transaction, never after a
   * ROLLBACK. How a per-user cache hears a write made deep inside a service (the ledger's wallets).
   */
  announce(...topics: string[]): void;
}

export interface Database extends Queryable {
  readonly engine: DatabaseEngine;
  /** Announcements of committed changes, across instances on PostgreSQL (change-feed.ts). */
  readonly changes: ChangeFeed;
  /**
   * Runs `work` in one transaction: COMMIT when it resolves, ROLLBACK when it throws. Inside it,
   * use only the handle it is given (on PGlite the outer handle waits for the transaction to end).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Waits for running work, closes connections, and releases the data-directory lock. */
  close(): Promise<void>;
}
