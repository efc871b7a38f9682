// SQL for the users table (migration 0002), for the profile and public routes. Ids come from the
// access token, never from a request body; ids from a URL are checked with isUserId first, because
// PostgreSQL rejects a malformed uuid with an error rather than finding nothing.
import type { Queryable } from '../db/database';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  photo: string | null;
  provider: 'local' | 'google' | 'discord';
  password_hash: string | null;
  earnings_private: boolean;
  affiliate_code: string;
  role: 'player' | 'support' | 'admin';
  email_verified_at: Date | string | null;
  /** bigint: a string from `pg`, a number or BigInt from PGlite; see toSafeInteger. */
  xp_total: unknown;
  created_at: Date | string;
}

const userColumns = `id, email, name, photo, provider, password_hash, earnings_private, affiliate_code, role,
  email_verified_at, xp_total, created_at`;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUserId(value: string): boolean {
  return uuidPattern.test(value);
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  if (!isUserId(id)) return null;
  // A deleted account (issue 30) is nobody: no profile, no public page, no session.
  const { rows } = await db.query<UserRow>(
    `select ${userColumns} from users where id = $1 and deleted_at is null`,
    [id],
  );
  return rows[0] ?? null;
}

/** The changed row, or null when the user no longer exists. */
async function updateUser(
  db: Queryable,
  id: string,
  assignment: string,
  value: unknown,
): Promise<UserRow | null> {
  if (!isUserId(id)) return null;
  const { rows } = await db.query<UserRow>(
    `update users set ${assignment} = $2 where id = $1 returning ${userColumns}`,
    [id, value],
  );
  return rows[0] ?? null;
}

export const updateUserName = (db: Queryable, id: string, name: string) => updateUser(db, id, 'name', name);
export const updateUserPhoto = (db: Queryable, id: string, photo: string) =>
  updateUser(db, id, 'photo', photo);
export const updateEarningsPrivacy = (db: Queryable, id: string, earningsPrivate: boolean) =>
  updateUser(db, id, 'earnings_private', earningsPrivate);
export const updatePasswordHash = (db: Queryable, id: string, passwordHash: string) =>
  updateUser(db, id, 'password_hash', passwordHash);
