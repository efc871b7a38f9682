// The @fastify/rate-limit stores (http/rate-limits.ts). Both count hits per key in a fixed window and
// serve every route from one table of keys (a key names its limit, so two routes can share one limit;
// the plugin's own memory store keeps one table per route).
// - On PostgreSQL: one row per key. The increment is one upsert, so instances racing on one key each
//   get their own count (the row lock orders them). Expired rows are swept at most once a minute.
// - On PGlite (one process): a Map, swept the same way.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Queryable } from '../db/database';

const sweepEveryMs = 60_000;

export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private lastSweep = 0;

  constructor(private readonly db: Queryable) {}

  /** Counts one hit for `key`; the answer is the hits in the current window and the ms it has left. */
  async increment(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    await this.sweep();
    const { rows } = await this.db.query<{ hits: number; ttl: number }>(
      `insert into rate_limit_counters as c (key, hits, expires_at)
       values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
       on conflict (key) do update set
         hits = case when c.expires_at <= now() then 1 else least(c.hits + 1, 2000000000) end,
         expires_at = case when c.expires_at <= now() then excluded.expires_at else c.expires_at end
       returning hits,
                 greatest(0, ceil(extract(epoch from (expires_at - now())) * 1000))::float8 as ttl`,
      [key, windowMs],
    );
    const row = rows[0];
    return { current: row?.hits ?? 1, ttl: Number(row?.ttl ?? windowMs) };
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.increment(key, timeWindow).then(
      (result) => callback(null, result),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Keys already name their limit (rate-limits.ts), so every route shares this store. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < sweepEveryMs) return;
    this.lastSweep = now;
    await this.db.query('delete from rate_limit_counters where expires_at < now()');
  }
}

export class MemoryRateLimitStore implements FastifyRateLimitStore {
  private readonly counters = new Map<string, { hits: number; expiresAt: number }>();
  private lastSweep = 0;

  increment(key: string, windowMs: number, now = Date.now()): { current: number; ttl: number } {
    if (now - this.lastSweep >= sweepEveryMs) {
      this.lastSweep = now;
      for (const [name, counter] of this.counters) if (counter.expiresAt <= now) this.counters.delete(name);
    }
    let counter = this.counters.get(key);
    if (!counter || counter.expiresAt <= now) {
      counter = { hits: 0, expiresAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.hits += 1;
    return { current: counter.hits, ttl: counter.expiresAt - now };
  }

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    callback(null, this.increment(key, timeWindow));
  }

  child(): FastifyRateLimitStore {
    return this;
  }
}

/** The store class the plugin constructs (it passes its own options, which this store ignores). */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db);
    }
  };
}

export function memoryRateLimitStore(): FastifyRateLimitStoreCtor {
  return class extends MemoryRateLimitStore {};
}
