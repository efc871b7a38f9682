// The scale-out engine: a real PostgreSQL through a `pg` pool (DATABASE_URL).
import pg from 'pg';
import type { Database, Queryable, QueryResult } from './database';

export function openPostgresDatabase(config: pg.PoolConfig): Database {
  const pool = new pg.Pool({ max: 10, ...config });
  // An idle connection that dies (server restart) emits here; the next query reports the failure.
  pool.on('error', () => {});
  return new PostgresDatabase(pool);
}

type Client = pg.Pool | pg.PoolClient;

class PostgresDatabase implements Database {
  readonly engine = 'postgres';
  #closed = false;

  constructor(private readonly pool: pg.Pool) {}

  query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    return runQuery<Row>(this.pool, sql, params);
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work({
        query: <Row>(sql: string, params: readonly unknown[] = []) => runQuery<Row>(client, sql, params),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is unusable: drop it from the pool rather than hand it to the next caller.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.pool.end();
  }
}

async function runQuery<Row>(
  client: Client,
  sql: string,
  params: readonly unknown[],
): Promise<QueryResult<Row>> {
  const result = await client.query(sql, [...params]);
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}
