// What authentication reads of an account, kept per instance (issue 35, docs/decisions/0065-session-cache.md):
// a signed-in request needs the account's role, token version, whether it is blocked and whether the token's
// session is live. Without this cache that is one query by primary key on every request; with it, one per
// account and session until something changes.
//
// Dropped by the database's own announcement (migration 0038): a change of token version, role or block,
// a deleted account, a revoked or deleted session notifies `account:<id>` at COMMIT, heard on the writer's
// own connection before its COMMIT returns (so the instance that revoked never answers from a stale entry)
// and by every other instance's listener. Used only while the change feed can hear other instances
// (`changes.live()`); a gap in the link clears everything (`*`). Entries also expire after `ttlMs`, a bound
// for a link that died without anyone noticing yet.
import { anyChange, type ChangeFeed } from '../db/change-feed';

/** `State`: what authentication read of an account and session (session-revocation.ts's AccountState). */
export interface SessionCache<State extends object = object> {
  /** The cached state of an account and session, or undefined (not cached, expired, or not usable now). */
  get(userId: string, sessionId: string | null): State | undefined;
  /**
   * Reads through the cache: `load` runs on a miss, and its answer is kept unless the account changed
   * while it ran (the read may have seen the old state).
   */
  read(userId: string, sessionId: string | null, load: () => Promise<State | null>): Promise<State | null>;
  /** Entries held now (tests, metrics). */
  readonly size: number;
}

export const accountTopic = (userId: string) => `account:${userId}`;

/**
 * A per-account cache dropped by `<prefix><userId>` topics (default `account:` only: what the database
 * announces) and by `*`. The wallet and `me` caches are ones too (cachePerInstance below).
 */
export function createSessionCache<State extends object>(
  changes: ChangeFeed,
  options: { ttlMs?: number; maxAccounts?: number; now?: () => number; prefixes?: readonly string[] } = {},
): SessionCache<State> {
  const prefixes = options.prefixes ?? ['account:'];
  const ttlMs = options.ttlMs ?? 30_000;
  const maxAccounts = options.maxAccounts ?? 50_000;
  const now = options.now ?? Date.now;
  // userId → (sessionId or '' → entry). A Map keeps insertion order: the first key is the oldest account.
  const accounts = new Map<string, Map<string, { state: State; expires: number }>>();
  // Bumped by every drop (a topic of ours, or `*`): a read that began before one must not store what it read.
  let generation = 0;

  changes.subscribe((topics) => {
    for (const topic of topics) {
      if (topic === anyChange) {
        generation += 1;
        accounts.clear();
        return;
      }
      const prefix = prefixes.find((candidate) => topic.startsWith(candidate));
      if (prefix !== undefined) {
        generation += 1;
        accounts.delete(topic.slice(prefix.length));
      }
    }
  });

  const get = (userId: string, sessionId: string | null) => {
    if (!changes.live()) return undefined;
    const entry = accounts.get(userId)?.get(sessionId ?? '');
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      accounts.get(userId)?.delete(sessionId ?? '');
      return undefined;
    }
    return entry.state;
  };

  const store = (userId: string, sessionId: string | null, state: State) => {
    let sessions = accounts.get(userId);
    if (!sessions) {
      if (accounts.size >= maxAccounts) accounts.delete(accounts.keys().next().value!);
      sessions = new Map();
      accounts.set(userId, sessions);
    }
    sessions.set(sessionId ?? '', { state, expires: now() + ttlMs });
  };

  return {
    get,
    async read(userId, sessionId, load) {
      const cached = get(userId, sessionId);
      if (cached) return cached;
      const before = generation;
      const live = changes.live();
      const state = await load();
      if (state && live && generation === before && changes.live()) store(userId, sessionId, state);
      return state;
    },
    get size() {
      let count = 0;
      for (const sessions of accounts.values()) count += sessions.size;
      return count;
    },
  };
}

/**
 * One cache per server instance (per database change feed), made on first use: `sessionCacheFor`,
 * `walletCacheFor` and `meCacheFor` are each one of these, with the topics that drop their entries.
 */
export function cachePerInstance<State extends object>(
  prefixes: readonly string[],
): (changes: ChangeFeed) => SessionCache<State> {
  const caches = new WeakMap<ChangeFeed, SessionCache<State>>();
  return (changes) => {
    let cache = caches.get(changes);
    if (!cache) {
      cache = createSessionCache<State>(changes, { prefixes });
      caches.set(changes, cache);
    }
    return cache;
  };
}
