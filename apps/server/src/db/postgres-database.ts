// The scale-out engine: a real PostgreSQL through a `pg` pool (DATABASE_URL).
import pg from 'pg';
import { createChangeFeed, type ChangeFeed, type ChangeTransport } from './change-feed';
import type { Database, Queryable, QueryResult } from './database';

export function openPostgresDatabase(config: pg.PoolConfig): Database {
  // Every pooled connection listens for the accounts the database announces (migration 0038) before the
  // pool hands it out, so the connection that commits a revocation hears it before its COMMIT returns:
  // this instance drops what it cached of that account before it answers anything else
  // (auth/session-cache.ts), and the write waits until every other instance has heard it too (`settle`).
  const heard = new WeakSet<pg.ClientBase>();
  const onConnect = async (client: pg.ClientBase) => {
    client.on('notification', (message) => {
      if (message.channel.startsWith(accountsChannelPrefix) && message.payload) {
        heard.add(client);
        changes.hear(`account:${message.payload}`);
      }
    });
    await client.query(listenForAccounts);
  };
  const pool = new pg.Pool({ max: 10, ...config, onConnect });
  // An idle connection that dies (server restart) emits here; the next query reports the failure.
  pool.on('error', () => {});
  const changes = createChangeFeed(new NotifyTransport(pool, config));
  return new PostgresDatabase(pool, changes, heard);
}

const accountsChannelPrefix = 'arena_accounts';
/** LISTEN on the schema's accounts channel (arena_accounts_channel() in migration 0038, spelt out here so
 * a connection can listen before the migrations ran). */
const listenForAccounts = `do $$ begin
  execute 'listen ' || quote_ident(case when current_schema() = 'public' then 'arena_accounts'
                                        else 'arena_accounts_' || current_schema() end);
end $$`;

type Client = pg.Pool | pg.PoolClient;

class PostgresDatabase implements Database {
  readonly engine = 'postgres';
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    readonly changes: ChangeFeed,
    /** Connections that heard the database announce an account since they were last handed out. */
    private readonly heard: WeakSet<pg.ClientBase>,
  ) {}

  async query<Row>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
    const client = await this.pool.connect();
    this.heard.delete(client);
    let result: pg.QueryResult;
    try {
      result = await client.query(sql, [...params]);
    } catch (error) {
      client.release(error as Error); // as pg's own pool.query does
      throw error;
    }
    // A write the database announced (a session revoked, an account blocked): every instance first.
    const announced = result.command !== 'SELECT' && this.heard.has(client);
    client.release();
    if (announced) await this.changes.settle();
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
  }

  async exec(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  announce(...topics: string[]): void {
    this.changes.publish(...topics);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    let released = false;
    const announced: string[] = [];
    try {
      await client.query('BEGIN');
      const result = await work({
        query: <Row>(sql: string, params: readonly unknown[] = []) => runQuery<Row>(client, sql, params),
        exec: async (sql: string) => {
          await client.query(sql);
        },
        announce: (...topics: string[]) => void announced.push(...topics),
      });
      this.heard.delete(client);
      await client.query('COMMIT');
      const databaseAnnounced = this.heard.has(client);
      if (announced.length > 0) this.changes.publish(...new Set(announced));
      // What the database announced at this COMMIT (a revocation) holds on every instance before we answer.
      if (databaseAnnounced) {
        client.release();
        released = true;
        await this.changes.settle();
      }
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
      if (!released) client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.changes.close();
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

/** How long a lost LISTEN connection waits before it connects again. */
const reconnectMs = 1_000;

/**
 * LISTEN/NOTIFY on one channel per schema (tests run side by side in schemas of one server; production
 * uses `public`). Notifications go through the pool; listening holds one dedicated connection, opened
 * only when something subscribes, and reconnects when it drops (telling the feed about the gap).
 */
class NotifyTransport implements ChangeTransport {
  #channel: Promise<string> | undefined;
  #client: pg.Client | undefined;
  #closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly config: pg.ClientConfig,
  ) {}

  #channelName(): Promise<string> {
    this.#channel ??= this.pool
      .query<{ schema: string }>('select current_schema() as schema')
      .then(({ rows }) => {
        const schema = rows[0]?.schema ?? 'public';
        return schema === 'public' ? 'arena_changes' : `arena_changes_${schema}`;
      })
      .catch((error: unknown) => {
        this.#channel = undefined;
        throw error;
      });
    return this.#channel;
  }

  async send(payload: string): Promise<void> {
    await this.pool.query('select pg_notify($1, $2)', [await this.#channelName(), payload]);
  }

  connected(): boolean {
    return this.#client !== undefined;
  }

  async listeners(): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = left($1, 63)`,
      [await this.#applicationName()],
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** The name the listening connection carries, so the instances listening can be counted (`listeners`). */
  async #applicationName(): Promise<string> {
    return `arena-feed:${await this.#channelName()}`;
  }

  async listen(
    onPayload: (payload: string) => void,
    onGap: () => void,
    onDatabase: (topics: string[]) => void,
  ): Promise<void> {
    const channel = await this.#channelName();
    const connect = async (): Promise<void> => {
      const client = new pg.Client({ ...this.config, application_name: await this.#applicationName() });
      let dropped = false;
      const drop = () => {
        if (dropped) return;
        dropped = true;
        this.#client = undefined;
        client.removeAllListeners('notification');
        void client.end().catch(() => {});
        if (!this.#closed) setTimeout(() => void reconnect(), reconnectMs).unref();
      };
      client.on('error', drop);
      client.on('end', drop);
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
        else if (message.channel.startsWith(accountsChannelPrefix) && message.payload)
          onDatabase([`account:${message.payload}`]);
      });
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      await client.query(listenForAccounts);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
    };
    const reconnect = async () => {
      if (this.#closed) return;
      try {
        await connect();
        onGap(); // announcements sent while the link was down were missed
      } catch {
        if (!this.#closed) setTimeout(() => void reconnect(), reconnectMs).unref();
      }
    };
    await connect();
  }

  async close(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
    }
  }
}
