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
export interface SessionCacheOptions<State> {
  ttlMs?: number;
  maxAccounts?: number;
  now?: () => number;
  /** `<prefix><userId>` topics that drop an account's entries (default `account:` only). */
  prefixes?: readonly string[];
  /**
   * Other topics that drop the account's entries, named by what was read (e.g. `challenge:<id>` for each
   * challenge an inbox shows): an entry is dropped by any of them too.
   */
  related?: (state: State) => Iterable<string>;
}

export function createSessionCache<State extends object>(
  changes: ChangeFeed,
  options: SessionCacheOptions<State> = {},
): SessionCache<State> {
  const prefixes = options.prefixes ?? ['account:'];
  const ttlMs = options.ttlMs ?? 30_000;
  const maxAccounts = options.maxAccounts ?? 50_000;
  const now = options.now ?? Date.now;
  // userId → (sessionId or '' → entry). A Map keeps insertion order: the first key is the oldest account.
  const accounts = new Map<string, Map<string, { state: State; expires: number }>>();
  // related topic → the accounts it drops, and back (so a dropped account leaves no trace in the index).
  const byTopic = new Map<string, Set<string>>();
  const topicsOf = new Map<string, Set<string>>();
  // Bumped by every drop (a topic of ours, or `*`): a read that began before one must not store what it read.
  let generation = 0;

  const drop = (userId: string) => {
    accounts.delete(userId);
    for (const topic of topicsOf.get(userId) ?? []) {
      const users = byTopic.get(topic);
      users?.delete(userId);
      if (users?.size === 0) byTopic.delete(topic);
    }
    topicsOf.delete(userId);
  };

  changes.subscribe((topics) => {
    for (const topic of topics) {
      if (topic === anyChange) {
        generation += 1;
        accounts.clear();
        byTopic.clear();
        topicsOf.clear();
        return;
      }
      const prefix = prefixes.find((candidate) => topic.startsWith(candidate));
      if (prefix !== undefined) {
        generation += 1;
        drop(topic.slice(prefix.length));
      }
      const users = byTopic.get(topic);
      if (users) {
        generation += 1;
        for (const userId of [...users]) drop(userId);
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
      if (accounts.size >= maxAccounts) drop(accounts.keys().next().value!);
      sessions = new Map();
      accounts.set(userId, sessions);
    }
    sessions.set(sessionId ?? '', { state, expires: now() + ttlMs });
    if (options.related) {
      let mine = topicsOf.get(userId);
      if (!mine) topicsOf.set(userId, (mine = new Set()));
      for (const topic of options.related(state)) {
        mine.add(topic);
        let users = byTopic.get(topic);
        if (!users) byTopic.set(topic, (users = new Set()));
        users.add(userId);
      }
    }
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
  options: Omit<SessionCacheOptions<State>, 'prefixes'> = {},
): (changes: ChangeFeed) => SessionCache<State> {
  const caches = new WeakMap<ChangeFeed, SessionCache<State>>();
  return (changes) => {
    let cache = caches.get(changes);
    if (!cache) {
      cache = createSessionCache<State>(changes, { ...options, prefixes });
      caches.set(changes, cache);
    }
    return cache;
  };
}
