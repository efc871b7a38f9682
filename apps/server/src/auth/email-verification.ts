// Email verification (docs/decisions/0007): a single-purpose link valid for 24 hours. Opening it
// again is harmless (idempotent); the token is stored hashed like every other secret.
import type { Queryable } from '../db/database';
import { httpError, unauthorized } from '../http/http-error';
import type { MailProvider } from '../mail/mail-provider';
import { userMailLanguage } from '../mail/mail-language';
import { verificationMail } from '../mail/verification-mail';
import { createOpaqueToken, hashOpaqueToken, looksLikeOpaqueToken } from './opaque-token';
import { findAccountById } from './user-accounts';

export const verificationLifetimeSeconds = 24 * 60 * 60;
const resendIntervalSeconds = 60;

export interface VerificationDeps {
  database: Queryable;
  mail: MailProvider;
  publicUrl: string;
}

export async function sendVerificationEmail(
  deps: VerificationDeps,
  user: { id: string; email: string; name: string },
): Promise<void> {
  const token = createOpaqueToken();
  await deps.database.query(
    `insert into email_verification_tokens (token_hash, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))`,
    [hashOpaqueToken(token), user.id, verificationLifetimeSeconds],
  );
  const link = `${deps.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  // In the player's language (issue 31): the page's at registration, else the one they chose since.
  const language = await userMailLanguage(deps.database, user.id);
  await deps.mail.sendMail(verificationMail({ to: user.email, name: user.name, language, link }));
}

/** Marks the address verified; false for an unknown or expired token. */
export async function verifyEmailToken(database: Queryable, token: unknown): Promise<boolean> {
  if (!looksLikeOpaqueToken(token)) return false;
  const { rows } = await database.query<{ user_id: string }>(
    `update email_verification_tokens set used_at = coalesce(used_at, now())
      where token_hash = $1 and expires_at > now()
      returning user_id`,
    [hashOpaqueToken(token)],
  );
  const userId = rows[0]?.user_id;
  if (!userId) return false;
  await database.query(
    'update users set email_verified_at = coalesce(email_verified_at, now()) where id = $1',
    [userId],
  );
  return true;
}

/** POST /api/auth/verification/resend for the signed-in user. */
export async function resendVerificationEmail(deps: VerificationDeps, userId: string): Promise<void> {
  const account = await findAccountById(deps.database, userId);
  if (!account) throw unauthorized();
  if (account.email_verified_at) throw httpError(409, 'auth.alreadyVerified');
  const { rowCount } = await deps.database.query(
    `select 1 from email_verification_tokens
      where user_id = $1 and created_at > now() - make_interval(secs => $2)`,
    [userId, resendIntervalSeconds],
  );
  if (rowCount > 0) throw httpError(429, 'auth.verificationTooSoon');
  await sendVerificationEmail(deps, account);
}
