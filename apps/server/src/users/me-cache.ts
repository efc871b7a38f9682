// `GET /api/users/me` kept per instance (issue 35, docs/decisions/0065-session-cache.md "Me"): the account's
// row and its first steps, read on every signed-in page and changed rarely. Dropped by `account:<id>` (the
// database announces any change of the account's row and of its game accounts, migrations 0038–0039),
// `wallet:<id>` (a first pack bought moves the wallet) and `me:<id>` (a challenge joined: the enrolment
// announces it after its COMMIT), and by `*`. Like the session cache: only while other instances can be
// heard, 30 s at most.
import type { MeResponse } from '@arena/contract';
import { cachePerInstance } from '../auth/session-cache';

export const meTopic = (userId: string) => `me:${userId}`;

/** The one `me` cache of a database's change feed: one per server instance. */
export const meCacheFor = cachePerInstance<MeResponse>(['account:', 'wallet:', 'me:']);
