// Short-lived single-use grants of migrations 0009 and 0012 (sandbox Riot codes, Steam sign-ins
// waiting for their return, verified Steam ids waiting for their bind). Tokens are random, stored as
// their SHA-256, spent atomically. A Steam grant carries the Arena user who started the sign-in.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type GrantKind = 'riot_code' | 'steam_bind' | 'steam_start';

export interface Grant {
  subject: string;
  redirectUri: string | null;
  details: Record<string, unknown>;
  /** The Arena user the grant belongs to (Steam); null for a sandbox Riot code. */
  userId?: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface GrantRow {
  subject: string;
  redirect_uri: string | null;
  details: Record<string, unknown>;
  user_id: string | null;
}

const toGrant = (row: GrantRow): Grant => ({
  subject: row.subject,
  redirectUri: row.redirect_uri,
  details: row.details ?? {},
  userId: row.user_id,
});

export async function issueGrant(
  db: Queryable,
  grant: Grant & { kind: GrantKind; lifetimeSeconds: number },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `insert into game_link_grants (token_hash, kind, subject, redirect_uri, details, user_id, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, $6, now() + make_interval(secs => $7))`,
    [
      hashToken(token),
      grant.kind,
      grant.subject,
      grant.redirectUri,
      JSON.stringify(grant.details),
      grant.userId ?? null,
      grant.lifetimeSeconds,
    ],
  );
  return token;
}

/** A live (unspent, unexpired) grant of that kind, without spending it; null when there is none. */
export async function liveGrant(db: Queryable, kind: GrantKind, token: string): Promise<Grant | null> {
  const { rows } = await db.query<GrantRow>(
    `select subject, redirect_uri, details, user_id from game_link_grants
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()`,
    [hashToken(token), kind],
  );
  return rows[0] ? toGrant(rows[0]) : null;
}

/**
 * Spends a live grant of that kind (and, when given, that subject and that user); null when unknown,
 * used, expired, or someone else's.
 */
export async function spendGrant(
  db: Queryable,
  kind: GrantKind,
  token: string,
  subject?: string,
  userId?: string,
): Promise<Grant | null> {
  const { rows } = await db.query<GrantRow>(
    `update game_link_grants set used_at = now()
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()
        and ($3::text is null or subject = $3)
        and ($4::uuid is null or user_id = $4)
      returning subject, redirect_uri, details, user_id`,
    [hashToken(token), kind, subject ?? null, userId ?? null],
  );
  return rows[0] ? toGrant(rows[0]) : null;
}
