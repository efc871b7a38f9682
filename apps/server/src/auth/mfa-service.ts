// Operators' second factor (issue 29, docs/decisions/0046-operator-second-factor.md): enrolment, codes
// (TOTP or one-use recovery codes) and the short-lived challenge between a password login and its code.
// Every check runs in one transaction under a lock on the account's TOTP row, so two requests with one
// code cannot both pass (the last accepted step only moves forward; a recovery code is used once).
import { createHash, randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import type { Database, Queryable } from '../db/database';
import { httpError } from '../http/http-error';
import { createOpaqueToken, hashOpaqueToken, looksLikeOpaqueToken } from './opaque-token';
import { acceptedTotpStep, newTotpSecret, totpUrl } from './totp';

export const mfaChallengeSeconds = 5 * 60;
export const mfaChallengeAttempts = 5;
const recoveryCodeCount = 10;
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

interface TotpRow {
  secret: string;
  confirmed_at: Date | null;
  last_step: string | number;
}

async function totpRow(db: Queryable, userId: string, lock = false): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    `select secret, confirmed_at, last_step from user_totp where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  return rows[0];
}

export async function isMfaEnrolled(db: Queryable, userId: string): Promise<boolean> {
  return (await totpRow(db, userId))?.confirmed_at != null;
}

/** An operator (admin or support) with TOTP on: their password login asks for a code. */
export async function needsSecondFactor(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ yes: boolean }>(
    `select true as yes from users u join user_totp t on t.user_id = u.id
      where u.id = $1 and u.role in ('admin', 'support') and t.confirmed_at is not null`,
    [userId],
  );
  return rows.length > 0;
}

export async function mfaStatus(db: Queryable, userId: string, sessionMfa: boolean) {
  const { rows } = await db.query<{ left: number }>(
    'select count(*)::int as left from user_recovery_codes where user_id = $1 and used_at is null',
    [userId],
  );
  return {
    enrolled: await isMfaEnrolled(db, userId),
    verified: sessionMfa,
    recoveryCodesLeft: rows[0]?.left ?? 0,
  };
}

/** A new secret to scan; replaces an unconfirmed one. Refused once TOTP is on (409). */
export async function startEnrolment(db: Database, userId: string) {
  return db.transaction(async (tx) => {
    const current = await totpRow(tx, userId, true);
    if (current?.confirmed_at) throw httpError(409, 'auth.mfa.alreadyEnrolled');
    const { rows } = await tx.query<{ email: string }>('select email from users where id = $1', [userId]);
    const secret = newTotpSecret();
    await tx.query(
      `insert into user_totp (user_id, secret) values ($1, $2)
       on conflict (user_id) do update set secret = excluded.secret, last_step = 0, created_at = now()`,
      [userId, secret],
    );
    const otpauthUrl = totpUrl(secret, rows[0]?.email ?? '');
    const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
    return { secret, otpauthUrl, qrCode };
  });
}

const hashRecoveryCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => recoveryAlphabet[byte % recoveryAlphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** The first code turns TOTP on; answers the recovery codes, shown once. */
export async function confirmEnrolment(db: Database, userId: string, code: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await totpRow(tx, userId, true);
    if (!row) throw httpError(409, 'auth.mfa.notEnrolled');
    if (row.confirmed_at) throw httpError(409, 'auth.mfa.alreadyEnrolled');
    const step = acceptedTotpStep(row.secret, code, Number(row.last_step));
    if (step === null) throw httpError(400, 'auth.mfa.invalidCode');
    await tx.query('update user_totp set confirmed_at = now(), last_step = $2 where user_id = $1', [
      userId,
      step,
    ]);
    await tx.query('delete from user_recovery_codes where user_id = $1', [userId]);
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    for (const recovery of codes) {
      await tx.query('insert into user_recovery_codes (user_id, code_hash) values ($1, $2)', [
        userId,
        hashRecoveryCode(recovery),
      ]);
    }
    return codes;
  });
}

/** A TOTP code newer than the last accepted one, or an unused recovery code; false otherwise. */
async function acceptCode(tx: Queryable, userId: string, code: string): Promise<boolean> {
  const row = await totpRow(tx, userId, true);
  if (!row?.confirmed_at) return false;
  const step = acceptedTotpStep(row.secret, code, Number(row.last_step));
  if (step !== null) {
    await tx.query('update user_totp set last_step = $2 where user_id = $1', [userId, step]);
    return true;
  }
  const used = await tx.query(
    `update user_recovery_codes set used_at = now()
      where user_id = $1 and code_hash = $2 and used_at is null`,
    [userId, hashRecoveryCode(code)],
  );
  return used.rowCount === 1;
}

/** After the right password of an enrolled operator: the token the code step presents. */
export async function createMfaChallenge(
  db: Queryable,
  userId: string,
  deviceId: string | null,
): Promise<string> {
  const token = createOpaqueToken();
  await db.query('delete from mfa_challenges where expires_at < now()');
  await db.query(
    `insert into mfa_challenges (token_hash, user_id, device_id, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [hashOpaqueToken(token), userId, deviceId, mfaChallengeSeconds],
  );
  return token;
}

export type SecondFactorOutcome = { userId: string; deviceId: string | null };

/**
 * The code step of a login: the challenge must be live and have attempts left; a wrong code uses one
 * (the fifth ends the challenge), the right one ends it. Errors: 401 challengeExpired | invalidCode.
 */
export async function verifyMfaChallenge(
  db: Database,
  token: string,
  code: string,
): Promise<SecondFactorOutcome> {
  if (!looksLikeOpaqueToken(token)) throw httpError(401, 'auth.mfa.challengeExpired');
  const result = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      device_id: string | null;
      attempts: number;
      live: boolean;
    }>(
      `select user_id, device_id, attempts, expires_at > now() as live from mfa_challenges
        where token_hash = $1 for update`,
      [hashOpaqueToken(token)],
    );
    const challenge = rows[0];
    if (!challenge || !challenge.live || challenge.attempts >= mfaChallengeAttempts)
      return 'expired' as const;
    if (await acceptCode(tx, challenge.user_id, code)) {
      await tx.query('delete from mfa_challenges where token_hash = $1', [hashOpaqueToken(token)]);
      return { userId: challenge.user_id, deviceId: challenge.device_id };
    }
    await tx.query('update mfa_challenges set attempts = attempts + 1 where token_hash = $1', [
      hashOpaqueToken(token),
    ]);
    return 'invalid' as const;
  });
  if (result === 'expired') throw httpError(401, 'auth.mfa.challengeExpired');
  if (result === 'invalid') throw httpError(401, 'auth.mfa.invalidCode');
  return result;
}

/** A signed-in account gives a code (a third-party sign-in, or a session from before enrolment). */
export async function verifySessionCode(db: Database, userId: string, code: string): Promise<void> {
  const accepted = await db.transaction(async (tx) => {
    if (!(await isMfaEnrolled(tx, userId))) throw httpError(409, 'auth.mfa.notEnrolled');
    return acceptCode(tx, userId, code);
  });
  // 400, not 401: the session itself is fine (a 401 would make the client refresh and retry the code).
  if (!accepted) throw httpError(400, 'auth.mfa.invalidCode');
}
