// The signed-in player's own profile (spec §2 Profile, §5, §6). Every function takes the user id
// from the access token; nothing here reads an id from a request body.
import { usdFromCents, type ChangePasswordRequest, type ProfileResponse, type User } from '@arena/contract';
import {
  normaliseDisplayName,
  validateDisplayName,
  validatePasswordChange,
  type DomainError,
} from '@arena/domain';
import { hashPassword, verifyPassword } from '../auth/password';
import { revokeAllSessions } from '../auth/session-revocation';
import { beginSession, type SignInClient } from '../auth/sign-in-sessions';
import type { Database } from '../db/database';
import type { HttpError } from '../http/http-error';
import { httpError, unauthorized } from '../http/http-error';
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

export async function readProfile(db: Database, userId: string): Promise<ProfileResponse['data']> {
  const user = toUserView(await loadCurrentUser(db, userId));
  const stats = await readPlayerStats(db, userId);
  return {
    user,
    stats: {
      totalChallenges: stats.totalChallenges,
      wonChallenges: stats.wonChallenges,
      lostChallenges: stats.lostChallenges,
      // spec §3 names totalEarningsUSD: the cents become dollars at the edge (decision 0022).
      totalEarningsUSD: usdFromCents(stats.totalEarningsUsdCents),
      winRate: winRatePercent(stats),
      leaderboardPosition: await readLeaderboardPosition(db, userId),
    },
    remainingDisconnections: await remainingDisconnections(db, userId),
    tier: user.levelInfo.currentTier,
  };
}

/**
 * spec §5 Display name: NFC, trimmed, 1-50 characters, and the domain's rules for names people can
 * trust (no controls, direction or invisible characters, no look-alike script mix). An unchanged
 * name is a successful no-op.
 */
export async function changeDisplayName(db: Database, userId: string, requested: string): Promise<User> {
  const current = await loadCurrentUser(db, userId);
  if (normaliseDisplayName(requested) === '') {
    throw httpError(400, 'validation.name.required');
  }
  const edit = validateDisplayName(requested, current.name);
  if (!edit.ok) throw firstError(edit.errors);
  if (edit.value.kind === 'unchanged') return toUserView(current);
  return toUserView(mustExist(await updateUserName(db, userId, edit.value.name)));
}

/**
 * spec §5 Password change, local accounts only (spec §6); the first failed rule is the answer. Every
 * session ends (access tokens and refresh credentials, docs/decisions/0007 "Revocation"); the browser
 * that made the change gets a new refresh credential and access token, so only it stays signed in.
 */
export async function changePassword(
  db: Database,
  session: { userId: string; jwtSecret: string; client: SignInClient },
  input: ChangePasswordRequest,
): Promise<{ refreshToken: string; accessToken: string }> {
  const { userId } = session;
  const user = await loadCurrentUser(db, userId);
  if (user.provider !== 'local' || !user.password_hash) {
    throw httpError(403, 'profile.passwordLocalOnly');
  }
  const checked = validatePasswordChange(input);
  if (!checked.ok) throw firstError(checked.errors);
  if (!(await verifyPassword(user.password_hash, input.currentPassword))) {
    throw httpError(400, 'profile.currentPasswordIncorrect');
  }
  const passwordHash = await hashPassword(input.newPassword);
  // One transaction: the new password and the end of every other session happen together.
  return db.transaction(async (tx) => {
    mustExist(await updatePasswordHash(tx, userId, passwordHash));
    await revokeAllSessions(tx, userId);
    // A new session (issue 30) for this browser; no new-device mail: the password was just proven here.
    const { jwtSecret, client } = session;
    const started = await beginSession(tx, { userId, method: 'password_change', client, jwtSecret });
    return { refreshToken: started.refreshToken, accessToken: started.accessToken };
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
  if (!ours) throw httpError(400, 'profile.photoNotUploaded');
  return toUserView(mustExist(await updateUserPhoto(db, userId, photoUrl)));
}

function firstError(errors: readonly DomainError[]): HttpError {
  const error = errors[0];
  return error ? httpError(400, error.messageKey, error.params) : httpError(400, 'request.invalidRequest');
}

/** The user was there a moment ago; a row gone since is a lost session like any other. */
function mustExist(row: UserRow | null): UserRow {
  if (!row) throw unauthorized();
  return row;
}
