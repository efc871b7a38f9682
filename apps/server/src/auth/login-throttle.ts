// Login rate limits (docs/decisions/0007): failures are rows in the database, counted per account
// (normalised email, whether or not it exists) and per client address over a sliding window, so the
// limit holds across instances and restarts. A successful login clears the account's failures.
import type { Queryable } from '../db/database';

export const loginLimits = { windowSeconds: 15 * 60, perAccount: 5, perAddress: 20 } as const;

export interface LoginAttempt {
  emailKey: string;
  ip: string;
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

export async function isLoginThrottled(db: Queryable, attempt: LoginAttempt): Promise<boolean> {
  const { rows } = await db.query<{ by_account: number; by_address: number }>(
    `select (count(*) filter (where email_key = $1))::int as by_account,
            (count(*) filter (where ip = $2))::int as by_address
       from login_failures
      where (email_key = $1 or ip = $2) and failed_at > now() - make_interval(secs => $3)`,
    [attempt.emailKey, attempt.ip, loginLimits.windowSeconds],
  );
  const counts = rows[0] ?? { by_account: 0, by_address: 0 };
  return counts.by_account >= loginLimits.perAccount || counts.by_address >= loginLimits.perAddress;
}

export async function recordLoginFailure(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.query('insert into login_failures (email_key, ip) values ($1, $2)', [
    attempt.emailKey,
    attempt.ip,
  ]);
  // Rows past the window count for nothing: drop this account's and address's old ones as we go.
  await db.query(
    `delete from login_failures
      where (email_key = $1 or ip = $2) and failed_at < now() - make_interval(secs => $3)`,
    [attempt.emailKey, attempt.ip, loginLimits.windowSeconds],
  );
}

export async function clearLoginFailures(db: Queryable, key: string): Promise<void> {
  await db.query('delete from login_failures where email_key = $1', [key]);
}
