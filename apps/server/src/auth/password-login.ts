// POST /api/auth/login (spec §7, §8): every failure looks the same, in body and in time: an unknown
// email or a password-less (third-party) account is checked against a decoy hash. A valid device cookie
// for the account (device-cookie.ts) makes the attempt a trusted one for the throttle and changes
// nothing else: the password is checked the same way, and a right one earns a fresh device cookie.
import { validateLoginForm } from '@arena/domain';
import type { Database } from '../db/database';
import { isBlocked } from './blocked-accounts';
import { issueDeviceCookie, verifyDeviceCookie } from './device-cookie';
import { claimLoginAttempt, clearLoginFailures, emailKey, sweepLoginFailures } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';
import { findAccountByEmail } from './user-accounts';

export type LoginOutcome =
  /** deviceCookie: a fresh device cookie value, when the caller passed `device` (the route does). */
  | { outcome: 'ok'; userId: string; deviceCookie?: string }
  | { outcome: 'invalid' }
  /** The right password of a blocked account (docs/decisions/0020): 403, no session. */
  | { outcome: 'blocked' }
  /** Too early for this account or address (login-throttle.ts): wait this long; the password was not checked. */
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** The presented device cookie (if any) and the secret that signs device cookies (JWT_SECRET). */
export interface LoginDevice {
  cookie: string | undefined;
  secret: string;
}

/** The body as the route's contract schema delivers it (loginBodySchema: missing fields are empty). */
export async function loginWithPassword(
  db: Database,
  { email, password }: { email: string; password: string },
  ip: string,
  device?: LoginDevice,
): Promise<LoginOutcome> {
  const key = emailKey(email);
  const deviceNonce = device && verifyDeviceCookie(device.secret, key, device.cookie);
  const attempt = { emailKey: key, ip, ...(deviceNonce ? { deviceNonce } : {}) };
  // Counted as a failure from here on (on every instance) unless the password turns out right.
  const throttle = await claimLoginAttempt(db, attempt);
  if (throttle.throttled) return { outcome: 'throttled', retryAfterSeconds: throttle.retryAfterSeconds };

  const form = validateLoginForm({ email, password });
  const account = form.ok && password.length <= 1024 ? await findAccountByEmail(db, email) : undefined;
  const hash = account?.password_hash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(hash, password.slice(0, 1024));
  if (!account?.password_hash || !matches) {
    await sweepLoginFailures(db, attempt); // the failure itself was recorded by the claim
    return { outcome: 'invalid' };
  }
  await clearLoginFailures(db, attempt);
  // Told only to whoever knows the password, so it reveals nothing about the address.
  if (await isBlocked(db, account.id)) return { outcome: 'blocked' };
  if (!device) return { outcome: 'ok', userId: account.id };
  return { outcome: 'ok', userId: account.id, deviceCookie: issueDeviceCookie(device.secret, key) };
}
