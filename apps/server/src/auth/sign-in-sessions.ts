// Sign-in history and sessions (issue 30, docs/decisions/0049-sign-in-history-and-sessions.md). A session
// is one refresh-credential family: `beginSession` starts both (sessions.id = refresh_credentials.family_id)
// and records a sign_in event; a refresh records a `refresh` event and moves last_seen_at; sign-out and
// revocation mark the session revoked, so access tokens carrying its id (`sid`) stop at once.
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { MailProvider } from '../mail/mail-provider';
import { sendNewDeviceMail } from './new-device-notice';
import type { SignInClient } from './sign-in-client';

export { signInClient, type SignInClient } from './sign-in-client';
import { issueRefreshCredential, refreshFamilyOf } from './refresh-credentials';
import { issueAccessToken } from './session-revocation';

/** What the new-device mail needs: the provider, the site's address for its link, a log for failures. */
export interface SignInNotice {
  mail: MailProvider;
  publicUrl: string;
  log: { error: (details: object, message: string) => void };
}

export interface BeginSessionOptions {
  userId: string;
  /** password, google, discord, mfa, password_change … */
  method: string;
  client: SignInClient;
  jwtSecret: string;
  mfa?: boolean;
  /** Given, a sign-in from a device the account never used sends the new-device mail (new-device-notice.ts). */
  notice?: SignInNotice;
}

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
  accessToken: string;
}

/** Starts a session: its row, its sign_in event, its first refresh credential and an access token. */
export async function beginSession(db: Queryable, options: BeginSessionOptions): Promise<StartedSession> {
  const { userId, method, client } = options;
  const sessionId = randomUUID();
  // Read before this sign-in is recorded: is it the account's first, and has it seen this device?
  const { rows } = await db.query<{ first: boolean; known: boolean }>(
    `select not exists (select 1 from sign_in_events where user_id = $1 and kind = 'sign_in') as first,
            exists (select 1 from sign_in_events
                     where user_id = $1 and device_id = $2::text and $2::text is not null) as known`,
    [userId, client.deviceId],
  );
  await db.query(
    `insert into sessions (id, user_id, method, device_id, ip, user_agent) values ($1, $2, $3, $4, $5, $6)`,
    [sessionId, userId, method, client.deviceId, client.ip, client.userAgent],
  );
  await recordEvent(db, { userId, sessionId, kind: 'sign_in', method, client });
  const refreshToken = await issueRefreshCredential(db, {
    userId,
    deviceId: client.deviceId,
    familyId: sessionId,
    mfa: options.mfa ?? false,
  });
  const accessToken = await issueAccessToken(db, userId, options.jwtSecret, {
    mfa: options.mfa ?? false,
    sessionId,
  });
  const seen = rows[0];
  if (options.notice && seen && !seen.first && !seen.known) {
    try {
      const { mail, publicUrl } = options.notice;
      await sendNewDeviceMail(db, mail, { userId, client, at: new Date(), publicUrl });
    } catch (error) {
      // The sign-in stands; a mail that failed is logged, not retried.
      options.notice.log.error({ err: error, userId }, 'new-device mail failed');
    }
  }
  return { sessionId, refreshToken, accessToken };
}

/**
 * A refresh of the session (family) `sessionId`: last seen, address and user agent move on and a
 * `refresh` event is recorded. A family started before sessions existed gets its row now.
 */
export async function recordRefresh(
  db: Queryable,
  session: { sessionId: string; userId: string; client: SignInClient },
): Promise<void> {
  const { sessionId, userId, client } = session;
  const { rows } = await db.query<{ method: string }>(
    `insert into sessions (id, user_id, method, device_id, ip, user_agent) values ($1, $2, 'unknown', $3, $4, $5)
     on conflict (id) do update set last_seen_at = now(),
       ip = coalesce(excluded.ip, sessions.ip), user_agent = coalesce(excluded.user_agent, sessions.user_agent)
     returning method`,
    [sessionId, userId, client.deviceId, client.ip, client.userAgent],
  );
  await recordEvent(db, { userId, sessionId, kind: 'refresh', method: rows[0]?.method ?? 'unknown', client });
}

/**
 * Ends a session of `userId`: the row revoked with its sign_out event, and every refresh credential of
 * the family, so neither its refresh nor its access tokens work any more. False when the session was not
 * that user's or had already ended (its credentials are revoked all the same).
 */
export async function endSession(
  db: Queryable,
  session: { sessionId: string; userId: string; client: SignInClient },
): Promise<boolean> {
  const { sessionId, userId, client } = session;
  const { rows } = await db.query<{ method: string }>(
    `update sessions set revoked_at = now() where id = $1 and user_id = $2 and revoked_at is null returning method`,
    [sessionId, userId],
  );
  const ended = rows[0];
  if (ended) await recordEvent(db, { userId, sessionId, kind: 'sign_out', method: ended.method, client });
  await db.query(
    'update refresh_credentials set revoked_at = now() where family_id = $1 and user_id = $2 and revoked_at is null',
    [sessionId, userId],
  );
  return ended !== undefined;
}

/** Sign-out with the refresh cookie: the session of the presented credential ends, whatever its state. */
export async function signOut(db: Queryable, refreshToken: unknown, client: SignInClient): Promise<void> {
  const family = await refreshFamilyOf(db, refreshToken);
  if (family) await endSession(db, { sessionId: family.familyId, userId: family.userId, client });
}

async function recordEvent(
  db: Queryable,
  event: { userId: string; sessionId: string; kind: string; method: string; client: SignInClient },
): Promise<void> {
  const { client } = event;
  await db.query(
    `insert into sign_in_events (user_id, session_id, kind, method, device_id, ip, user_agent)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [event.userId, event.sessionId, event.kind, event.method, client.deviceId, client.ip, client.userAgent],
  );
}
