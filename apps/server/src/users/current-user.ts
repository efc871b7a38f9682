// The signed-in user's row. A valid token whose account no longer exists is treated like an
// invalid token: 401, so the client logs out (spec §4).
import type { Queryable } from '../db/database';
import { unauthorized } from '../http/http-error';
import { findUserById, type UserRow } from './user-repository';

export async function loadCurrentUser(db: Queryable, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}
