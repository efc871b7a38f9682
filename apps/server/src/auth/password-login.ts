// POST /api/auth/login (spec §7, §8): every failure looks the same, in body and in time: an unknown
// email or a password-less (third-party) account is checked against a decoy hash.
import { validateLoginForm } from '@arena/domain';
import type { Queryable } from '../db/database';
import { clearLoginFailures, emailKey, isLoginThrottled, recordLoginFailure } from './login-throttle';
import { decoyPasswordHash, verifyPassword } from './password';
import { findAccountByEmail } from './user-accounts';

export type LoginOutcome =
  { outcome: 'ok'; userId: string } | { outcome: 'invalid' } | { outcome: 'throttled' };

export async function loginWithPassword(db: Queryable, body: unknown, ip: string): Promise<LoginOutcome> {
  const source = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const email = typeof source.email === 'string' ? source.email : '';
  const password = typeof source.password === 'string' ? source.password : '';
  const attempt = { emailKey: emailKey(email), ip };
  if (await isLoginThrottled(db, attempt)) return { outcome: 'throttled' };

  const form = validateLoginForm({ email, password });
  const account = form.ok && password.length <= 1024 ? await findAccountByEmail(db, email) : undefined;
  const hash = account?.password_hash ?? (await decoyPasswordHash());
  const matches = await verifyPassword(hash, password.slice(0, 1024));
  if (!account?.password_hash || !matches) {
    await recordLoginFailure(db, attempt);
    return { outcome: 'invalid' };
  }
  await clearLoginFailures(db, attempt.emailKey);
  return { outcome: 'ok', userId: account.id };
}
