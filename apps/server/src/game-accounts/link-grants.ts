// Short-lived single-use grants of migration 0009 (sandbox Riot codes, verified Steam ids waiting
// for their bind). Tokens are random, stored as their SHA-256, spent atomically.
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export type GrantKind = 'riot_code' | 'steam_bind';

export interface Grant {
  subject: string;
  redirectUri: string | null;
  details: Record<string, unknown>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueGrant(
  db: Queryable,
  grant: Grant & { kind: GrantKind; lifetimeSeconds: number },
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.query(
    `insert into game_link_grants (token_hash, kind, subject, redirect_uri, details, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, now() + make_interval(secs => $6))`,
    [
      hashToken(token),
      grant.kind,
      grant.subject,
      grant.redirectUri,
      JSON.stringify(grant.details),
      grant.lifetimeSeconds,
    ],
  );
  return token;
}

/** Spends a live grant of that kind (and, when given, that subject); null when unknown, used or expired. */
export async function spendGrant(
  db: Queryable,
  kind: GrantKind,
  token: string,
  subject?: string,
): Promise<Grant | null> {
  const { rows } = await db.query<{
    subject: string;
    redirect_uri: string | null;
    details: Record<string, unknown>;
  }>(
    `update game_link_grants set used_at = now()
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()
        and ($3::text is null or subject = $3)
      returning subject, redirect_uri, details`,
    [hashToken(token), kind, subject ?? null],
  );
  const row = rows[0];
  return row ? { subject: row.subject, redirectUri: row.redirect_uri, details: row.details ?? {} } : null;
}
