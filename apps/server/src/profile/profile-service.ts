// The signed-in player's own profile (spec §2 Profile, §5, §6). Every function takes the user id
// from the access token; nothing here reads an id from a request body.
import type { ChangePasswordRequest, ProfileResponse, User } from '@arena/contract';
import { formatMessage, validateDisplayName, validatePasswordChange, type DomainError } from '@arena/domain';
import { hashPassword, verifyPassword } from '../auth/password';
import { replaceAllRefreshCredentials } from '../auth/refresh-credentials';
import type { Database } from '../db/database';
import { HttpError, unauthorized } from '../http/http-error';
import { readLeaderboardPosition } from '../public/leaderboard-repository';
import type { ObjectStorage } from '../storage/object-storage';
import { profilePhotoKeyInUrl, profilePhotoOwner } from '../storage/public-objects';
import { loadCurrentUser } from '../users/current-user';
import { readPlayerStats, winRatePercent } from '../users/player-stats-repository';
import {
  updateEarningsPrivacy,
  updatePasswordHash,
  updateUserName,
  updateUserPhoto,
  type UserRow,
} from '../users/user-repository';
import { toUserView } from '../users/user-view';
import { remainingDisconnections } from './disconnections';
import { profileMessages } from './profile-messages';

export async function readProfile(db: Database, userId: string): Promise<ProfileResponse['data']> {
  const user = toUserView(await loadCurrentUser(db, userId));
  const stats = await readPlayerStats(db, userId);
  return {
    user,
    stats: {
      ...stats,
      winRate: winRatePercent(stats),
      leaderboardPosition: await readLeaderboardPosition(db, userId),
    },
    remainingDisconnections: await remainingDisconnections(db, userId),
    tier: user.levelInfo.currentTier,
  };
}

/** spec §5 Display name: trimmed, 1-50 characters. An unchanged name is a successful no-op. */
export async function changeDisplayName(db: Database, userId: string, requested: string): Promise<User> {
  const current = await loadCurrentUser(db, userId);
  if (requested.trim() === '') throw new HttpError(400, formatMessage('validation.name.required'));
  const edit = validateDisplayName(requested, current.name);
  if (!edit.ok) throw firstError(edit.errors);
  if (edit.value.kind === 'unchanged') return toUserView(current);
  return toUserView(mustExist(await updateUserName(db, userId, edit.value.name)));
}

/** spec §5 Password change, local accounts only (spec §6); the first failed rule is the answer. */
/** Changes the password and returns a fresh refresh credential for this browser (others are signed out). */
export async function changePassword(
  db: Database,
  userId: string,
  input: ChangePasswordRequest,
  deviceId: string | null = null,
): Promise<string> {
  const user = await loadCurrentUser(db, userId);
  if (user.provider !== 'local' || !user.password_hash) {
    throw new HttpError(403, profileMessages.passwordLocalOnly);
  }
  const checked = validatePasswordChange(input);
  if (!checked.ok) throw firstError(checked.errors);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw new HttpError(400, profileMessages.currentPasswordIncorrect);
  }
  const passwordHash = await hashPassword(input.newPassword);
  // One transaction: the new password and the end of every other session happen together.
  return db.transaction(async (tx) => {
    mustExist(await updatePasswordHash(tx, userId, passwordHash));
    return replaceAllRefreshCredentials(tx, { userId, deviceId });
  });
}

export async function setEarningsPrivacy(
  db: Database,
  userId: string,
  earningsPrivate: boolean,
): Promise<User> {
  await loadCurrentUser(db, userId);
  return toUserView(mustExist(await updateEarningsPrivacy(db, userId, earningsPrivate)));
}

/**
 * Only a photo this server stored for this very user is accepted: the URL must be exactly the
 * public URL of one of their profile-photo keys, and the object must exist. Anything else (another
 * player's photo, an outside URL, a javascript: URL) is refused.
 */
export async function setProfilePhoto(
  db: Database,
  storage: ObjectStorage,
  userId: string,
  photoUrl: string,
): Promise<User> {
  await loadCurrentUser(db, userId);
  const key = profilePhotoKeyInUrl(photoUrl);
  const ours =
    key !== null &&
    profilePhotoOwner(key) === userId &&
    storage.publicUrl(key) === photoUrl &&
    (await storage.exists(key));
  if (!ours) throw new HttpError(400, profileMessages.photoNotUploaded);
  return toUserView(mustExist(await updateUserPhoto(db, userId, photoUrl)));
}

function firstError(errors: readonly DomainError[]): HttpError {
  const error = errors[0];
  return new HttpError(400, error ? formatMessage(error.messageKey, error.params) : 'Invalid request');
}

/** The user was there a moment ago; a row gone since is a lost session like any other. */
function mustExist(row: UserRow | null): UserRow {
  if (!row) throw unauthorized();
  return row;
}
