// POST /api/auth/login (spec §7, §8): every failure looks the same, in body and in time: an unknown
// email or a password-less (third-party) account is checked against a decoy hash.
import { validateLoginForm } from '@arena/domain';
import type { Database } from '../db/database';
import { isBlocked } from './blocked-accounts';
import { claimLoginAttempt, clearLoginFailures, emailKey, sweepLoginFailures } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';
import { findAccountByEmail } from './user-accounts';

export type LoginOutcome =
  | { outcome: 'ok'; userId: string }
  | { outcome: 'invalid' }
  /** The right password of a blocked account (docs/decisions/0020): 403, no session. */
  | { outcome: 'blocked' }
  /** Too early for this account or address (login-throttle.ts): wait this long; the password was not checked. */
  | { outcome: 'throttled'; retryAfterSeconds: number };

/** The body as the route's contract schema delivers it (loginBodySchema: missing fields are empty). */
export async function loginWithPassword(
  db: Database,
  { email, password }: { email: string; password: string },
  ip: string,
): Promise<LoginOutcome> {
  const attempt = { emailKey: emailKey(email), ip };
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
  return { outcome: 'ok', userId: account.id };
}
