// `GET /api/users/me` kept per instance (issue 35, docs/decisions/0065-session-cache.md "Me"): the account's
// row and its first steps, read on every signed-in page and changed rarely. Dropped by `account:<id>` (the
// database announces any change of the account's row and of its game accounts, migrations 0038–0039),
// `wallet:<id>` (a first pack bought moves the wallet) and `me:<id>` (a challenge joined: the enrolment
// announces it after its COMMIT), and by `*`. Like the session cache: only while other instances can be
// heard, 30 s at most.
import type { MeResponse } from '@arena/contract';
import { createSessionCache, type SessionCache } from '../auth/session-cache';
import type { ChangeFeed } from '../db/change-feed';

export const meTopic = (userId: string) => `me:${userId}`;

const caches = new WeakMap<ChangeFeed, SessionCache<MeResponse>>();

/** The one `me` cache of a database's change feed: one per server instance. */
export function meCacheFor(changes: ChangeFeed): SessionCache<MeResponse> {
  let cache = caches.get(changes);
  if (!cache) {
    cache = createSessionCache<MeResponse>(changes, { prefixes: ['account:', 'wallet:', 'me:'] });
    caches.set(changes, cache);
  }
  return cache;
}
