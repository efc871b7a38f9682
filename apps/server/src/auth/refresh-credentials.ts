// Refresh credentials (docs/decisions/0007): opaque, stored hashed, rotated on every use. Each login
// starts a family; every rotation adds a credential to it and marks the old one replaced. A replaced
// credential presented again means it was copied: the whole family is revoked, unless it comes within
// REFRESH_REUSE_GRACE_SECONDS of its replacement (decision 0062): then it is the same browser whose answer
// was lost (a timeout, a navigation, two tabs waking at once), and it gets a credential of its own in the
// family instead.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import { createOpaqueToken, hashOpaqueToken, looksLikeOpaqueToken } from './opaque-token';

export const refreshLifetimeSeconds = 30 * 24 * 60 * 60;
/** How long after a rotation the replaced credential, from its own device, rotates into a sibling rather than revoking. */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export async function issueRefreshCredential(
  db: Queryable,
  options: { userId: string; deviceId?: string | null; familyId?: string; mfa?: boolean },
): Promise<string> {
  const token = createOpaqueToken();
  await db.query(
    `insert into refresh_credentials (id, token_hash, user_id, family_id, expires_at, device_id, mfa)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
    [
      randomUUID(),
      hashOpaqueToken(token),
      options.userId,
      options.familyId ?? randomUUID(),
      refreshLifetimeSeconds,
      options.deviceId ?? null,
      options.mfa ?? false,
    ],
  );
  return token;
}

export type RotationResult =
  | { outcome: 'rotated'; userId: string; token: string; mfa: boolean; familyId: string }
  | { outcome: 'reused' }
  | { outcome: 'invalid' };

interface CredentialRow {
  id: string;
  user_id: string;
  family_id: string;
  replaced_by: string | null;
  revoked_at: Date | null;
  live: boolean;
  device_id: string | null;
  mfa: boolean;
}

/**
 * Exchanges a refresh credential for a new one in the same family. Safe under concurrency: the row is
 * locked, and the old credential is marked replaced by a guarded update, so of two requests racing
 * with one credential exactly one rotates it; the others, within the grace, get siblings.
 */
export async function rotateRefreshCredential(
  db: Database,
  token: unknown,
  /** The presenting browser's X-Device-ID: only the credential's own device gets the grace. */
  deviceId: string | null = null,
): Promise<RotationResult> {
  if (!looksLikeOpaqueToken(token)) return { outcome: 'invalid' };
  // The transaction commits a family revocation too, so its result is returned rather than thrown.
  return db.transaction<RotationResult>(async (tx) => {
    const { rows } = await tx.query<CredentialRow>(
      `select id, user_id, family_id, replaced_by, revoked_at, expires_at > now() as live, device_id, mfa
         from refresh_credentials where token_hash = $1 for update`,
      [hashOpaqueToken(token)],
    );
    const credential = rows[0];
    if (!credential || credential.revoked_at !== null || !credential.live) return { outcome: 'invalid' };
    // Read after the lock (not joined into it), so a rotation that committed while this waited is seen.
    const successor = credential.replaced_by
      ? await tx.query<{ in_grace: boolean }>(
          `select revoked_at is null and created_at > now() - make_interval(secs => $2) as in_grace
             from refresh_credentials where id = $1`,
          [credential.replaced_by, REFRESH_REUSE_GRACE_SECONDS],
        )
      : null;
    const inGrace = successor?.rows[0]?.in_grace === true;
    const sameDevice = credential.device_id !== null && credential.device_id === deviceId;
    if (credential.replaced_by !== null && inGrace && sameDevice) {
      // The same browser again, its first answer lost: a sibling credential, the successor left alone.
      const sibling = await issueRefreshCredential(tx, {
        userId: credential.user_id,
        deviceId: credential.device_id,
        familyId: credential.family_id,
        mfa: credential.mfa,
      });
      return {
        outcome: 'rotated',
        userId: credential.user_id,
        token: sibling,
        mfa: credential.mfa,
        familyId: credential.family_id,
      };
    }
    if (credential.replaced_by !== null) {
      await revokeFamily(tx, credential.family_id);
      return { outcome: 'reused' };
    }
    const next = createOpaqueToken();
    const nextId = randomUUID();
    await tx.query(
      `insert into refresh_credentials (id, token_hash, user_id, family_id, expires_at, device_id, mfa)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5), $6, $7)`,
      [
        nextId,
        hashOpaqueToken(next),
        credential.user_id,
        credential.family_id,
        refreshLifetimeSeconds,
        credential.device_id,
        credential.mfa,
      ],
    );
    const replaced = await tx.query(
      `update refresh_credentials set replaced_by = $2
        where id = $1 and replaced_by is null and revoked_at is null`,
      [credential.id, nextId],
    );
    if (replaced.rowCount !== 1) {
      // Only reachable without the row lock; kept so the rule holds whatever the isolation.
      await revokeFamily(tx, credential.family_id);
      return { outcome: 'reused' };
    }
    return {
      outcome: 'rotated',
      userId: credential.user_id,
      token: next,
      mfa: credential.mfa,
      familyId: credential.family_id,
    };
  });
}

/** Whose family (session, issue 30) a presented credential belongs to, whatever its state; null if unknown. */
export async function refreshFamilyOf(
  db: Queryable,
  token: unknown,
): Promise<{ familyId: string; userId: string } | null> {
  if (!looksLikeOpaqueToken(token)) return null;
  const { rows } = await db.query<{ family_id: string; user_id: string }>(
    'select family_id, user_id from refresh_credentials where token_hash = $1',
    [hashOpaqueToken(token)],
  );
  const family = rows[0];
  return family ? { familyId: family.family_id, userId: family.user_id } : null;
}

/** Every credential of a family (a session, issue 30) revoked; its session row is marked too. */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'update refresh_credentials set revoked_at = now() where family_id = $1 and revoked_at is null',
    [familyId],
  );
  await db.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [familyId]);
}
