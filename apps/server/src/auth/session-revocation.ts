// Revocation (docs/decisions/0007 "Revocation"): users.token_version is the version every live access
// token must carry. Authentication reads it (with the role, so the admin guard needs no second query) by
// primary key, through the instance's session cache (session-cache.ts, decision 0065); a password change
// or "sign out everywhere" adds one and revokes every refresh credential, and the database announces it
// (migration 0038), so all sessions end at once on every server instance.
import type { Queryable } from '../db/database';
import { signAccessToken, verifyAccessToken } from './access-token';
import { cachePerInstance, type SessionCache } from './session-cache';

export type UserRole = 'player' | 'support' | 'admin';

/** What authentication reads of an account for one session (cached per instance: session-cache.ts). */
export interface AccountState {
  role: UserRole;
  tokenVersion: number;
  blocked: boolean;
  /** The session the state was read for is live (true for a token that names none). */
  sessionLive: boolean;
}

/** The one session cache of a database's change feed: one per server instance. */
export const sessionCacheFor = cachePerInstance<AccountState>(['account:']);

export interface CurrentSession {
  userId: string;
  role: UserRole;
  /** The session passed the second factor (operators, issue 29). */
  mfa: boolean;
  /** The session the token belongs to (issue 30), null for a token without one. */
  sessionId: string | null;
}

// Tokens are signed for database ids only; any other `sub` must not reach the uuid column as an error.
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The signed-in user of a bearer token, or null: bad or expired token, user gone, or an old version. */
export async function currentSession(
  db: Queryable,
  token: string,
  secret: string,
  cache?: SessionCache<AccountState>,
): Promise<CurrentSession | null> {
  const claims = await verifyAccessToken(token, secret);
  if (!claims || !uuidPattern.test(claims.userId)) return null;
  if (claims.sessionId !== null && !uuidPattern.test(claims.sessionId)) return null;
  const load = () => readAccountState(db, claims.userId, claims.sessionId);
  const user = cache ? await cache.read(claims.userId, claims.sessionId, load) : await load();
  // A blocked account (docs/decisions/0020) has no session, even with a token signed after the block.
  if (!user || user.blocked || user.tokenVersion !== claims.tokenVersion || !user.sessionLive) return null;
  return { userId: claims.userId, role: user.role, mfa: claims.mfa, sessionId: claims.sessionId };
}

/** One query by primary key: the account's role, version and block, and whether the session is live. */
async function readAccountState(
  db: Queryable,
  userId: string,
  sessionId: string | null,
): Promise<AccountState | null> {
  const { rows } = await db.query<{
    role: UserRole;
    token_version: number;
    blocked: boolean;
    session_live: boolean;
  }>(
    `select role, token_version, blocked_at is not null as blocked,
            $2::uuid is null or exists (select 1 from sessions s
                                         where s.id = $2::uuid and s.user_id = users.id and s.revoked_at is null)
              as session_live
       from users where id = $1`,
    [userId, sessionId],
  );
  const row = rows[0];
  return row
    ? { role: row.role, tokenVersion: row.token_version, blocked: row.blocked, sessionLive: row.session_live }
    : null;
}

/**
 * An access token at the user's current version (login, refresh, sign-in, password change); `mfa` only
 * for a session that passed the second factor (mfa-service.ts) or a refresh of one.
 */
export async function issueAccessToken(
  db: Queryable,
  userId: string,
  secret: string,
  options: { mfa?: boolean; sessionId?: string } = {},
): Promise<string> {
  const { rows } = await db.query<{ token_version: number }>(
    'select token_version from users where id = $1',
    [userId],
  );
  return signAccessToken(userId, secret, {
    tokenVersion: rows[0]?.token_version ?? 0,
    mfa: options.mfa ?? false,
    ...(options.sessionId ? { sessionId: options.sessionId } : {}),
  });
}

/**
 * Ends every session of a user: every access token signed so far stops working and every refresh
 * credential is revoked. Run it inside the transaction of the change that calls for it.
 */
export async function revokeAllSessions(db: Queryable, userId: string): Promise<void> {
  await db.query('update users set token_version = token_version + 1 where id = $1', [userId]);
  await db.query(
    'update refresh_credentials set revoked_at = now() where user_id = $1 and revoked_at is null',
    [userId],
  );
  await db.query('update sessions set revoked_at = now() where user_id = $1 and revoked_at is null', [
    userId,
  ]);
}
