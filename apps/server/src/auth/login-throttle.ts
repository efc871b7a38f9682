// Login throttling (docs/decisions/0007 and 0045, OWASP "Authentication: account lockout" and "Slow
// Down Online Guessing Attacks with Device Cookies"): failures are rows in the database, so every
// instance counts them and a restart forgets nothing. Counts run over a sliding window of 15 minutes.
// An attempt presenting a valid device cookie for the account (device-cookie.ts: this browser signed
// in with the right password before) is a trusted one; any other attempt is untrusted.
// - A trusted attempt is limited only by that cookie's failures (rows with its `device_nonce`): after
//   5 the cookie waits for the window to pass; other cookies, and untrusted clients, are not affected.
//   So failures from addresses and devices that never signed in never hold up the owner's device.
// Untrusted attempts count only untrusted failures, three ways:
// - per (account, address) pair: after 5 failures that address waits for the window to pass for that
//   account only (a guesser is stopped; the owner elsewhere is not);
// - per address, across accounts: 100 failures (high enough for a shared NAT or campus) stop an
//   address spraying many accounts; the address is the real client behind TRUST_PROXY;
// - per account, across addresses: after 5 failures each further attempt waits a growing delay
//   after the latest failure (1 s, 2 s, 4 s … at most 60 s). A distributed guesser gets about one try
//   a minute; the owner on a new device waits at most that minute (on a known device, not at all).
// An attempt that is too early is answered 429 with Retry-After and is not counted or checked.
// The account is the normalised email, whether or not it exists, so the answers reveal nothing.
// Attempts on one account, trusted or not, are admitted one at a time (claimLoginAttempt): under an
// advisory lock on the account, the check and a provisional failure row are one step, so concurrent
// attempts, on one instance or spread over several, never get more tries than the limits (0026).
import { normalizeEmail } from '@arena/domain';
import type { Database, Queryable } from '../db/database';

export const loginLimits = {
  windowSeconds: 15 * 60,
  perPair: 5,
  perAddress: 100,
  /** Failures of one account (any address) before delays start. */
  accountFreeFailures: 5,
  accountBaseDelaySeconds: 1,
  accountMaxDelaySeconds: 60,
  /** Failures with one device cookie before that cookie waits for the window to pass. */
  perDevice: 5,
} as const;

export interface LoginAttempt {
  emailKey: string;
  ip: string;
  /** The nonce of a valid device cookie for this account (verifyDeviceCookie): a trusted attempt. */
  deviceNonce?: string;
}

export type ThrottleDecision = { throttled: false } | { throttled: true; retryAfterSeconds: number };

export function emailKey(email: string): string {
  return normalizeEmail(email); // one key for `ADMIN@arena.gg.` and `admin@arena.gg` (issue 29)
}

/** The wait after the latest failure once an account has `failures` failures in the window. */
export function accountDelaySeconds(failures: number): number {
  if (failures < loginLimits.accountFreeFailures) return 0;
  const doublings = Math.min(failures - loginLimits.accountFreeFailures, 30);
  return Math.min(loginLimits.accountBaseDelaySeconds * 2 ** doublings, loginLimits.accountMaxDelaySeconds);
}

interface Counts {
  by_pair: number;
  pair_wait: number | null;
  by_address: number;
  address_wait: number | null;
  by_account: number;
  since_account_failure: number | null;
}

export async function checkLoginThrottle(db: Queryable, attempt: LoginAttempt): Promise<ThrottleDecision> {
  if (attempt.deviceNonce !== undefined)
    return checkDeviceThrottle(db, attempt.emailKey, attempt.deviceNonce);
  // Waits are in seconds, computed by the database clock, which every instance shares.
  const { rows } = await db.query<Counts>(
    `select (count(*) filter (where email_key = $1 and ip = $2))::int as by_pair,
            extract(epoch from (min(failed_at) filter (where email_key = $1 and ip = $2))
                               + make_interval(secs => $3) - now())::float8 as pair_wait,
            (count(*) filter (where ip = $2))::int as by_address,
            extract(epoch from (min(failed_at) filter (where ip = $2))
                               + make_interval(secs => $3) - now())::float8 as address_wait,
            (count(*) filter (where email_key = $1))::int as by_account,
            extract(epoch from now() - (max(failed_at) filter (where email_key = $1)))::float8
              as since_account_failure
       from login_failures
      where device_nonce is null and (email_key = $1 or ip = $2)
        and failed_at > now() - make_interval(secs => $3)`,
    [attempt.emailKey, attempt.ip, loginLimits.windowSeconds],
  );
  const counts = rows[0];
  if (!counts) return { throttled: false };
  const waits: number[] = [];
  if (counts.by_pair >= loginLimits.perPair) waits.push(Number(counts.pair_wait ?? 0));
  if (counts.by_address >= loginLimits.perAddress) waits.push(Number(counts.address_wait ?? 0));
  const delay = accountDelaySeconds(counts.by_account);
  const since = Number(counts.since_account_failure ?? Infinity);
  if (delay > 0 && since < delay) waits.push(delay - since);
  if (waits.length === 0) return { throttled: false };
  return throttledFor(Math.max(...waits));
}

/** A trusted attempt: only the failures of this device cookie count (OWASP's per-device lockout). */
async function checkDeviceThrottle(db: Queryable, key: string, nonce: string): Promise<ThrottleDecision> {
  const { rows } = await db.query<{ by_device: number; device_wait: number | null }>(
    `select count(*)::int as by_device,
            extract(epoch from min(failed_at) + make_interval(secs => $3) - now())::float8 as device_wait
       from login_failures
      where email_key = $1 and device_nonce = $2 and failed_at > now() - make_interval(secs => $3)`,
    [key, nonce, loginLimits.windowSeconds],
  );
  const counts = rows[0];
  if (!counts || counts.by_device < loginLimits.perDevice) return { throttled: false };
  return throttledFor(Number(counts.device_wait ?? 0));
}

function throttledFor(seconds: number): ThrottleDecision {
  return { throttled: true, retryAfterSeconds: Math.max(1, Math.ceil(seconds)) };
}

const insertFailure = 'insert into login_failures (email_key, ip, device_nonce) values ($1, $2, $3)';

/**
 * Checks the throttle and, when the attempt may go ahead, records it at once as a failure, both under
 * a transaction-scoped advisory lock on the account: the next attempt, on any instance, counts this one
 * before it is decided. A successful login then clears it (clearLoginFailures); a failed one keeps it
 * (sweepLoginFailures drops the rows past the window).
 */
export async function claimLoginAttempt(db: Database, attempt: LoginAttempt): Promise<ThrottleDecision> {
  return db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('arena.login.' || $1::text))`, [attempt.emailKey]);
    const decision = await checkLoginThrottle(tx, attempt);
    if (!decision.throttled) {
      await tx.query(insertFailure, [attempt.emailKey, attempt.ip, attempt.deviceNonce ?? null]);
    }
    return decision;
  });
}

/** Drops this account's and address's failures that are past the window. */
export async function sweepLoginFailures(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.query(
    `delete from login_failures
      where (email_key = $1 or ip = $2) and failed_at < now() - make_interval(secs => $3)`,
    [attempt.emailKey, attempt.ip, loginLimits.windowSeconds],
  );
}

export async function recordLoginFailure(db: Queryable, attempt: LoginAttempt): Promise<void> {
  await db.query(insertFailure, [attempt.emailKey, attempt.ip, attempt.deviceNonce ?? null]);
  // Rows past the window count for nothing: drop this account's and address's old ones as we go.
  await db.query(
    `delete from login_failures
      where (email_key = $1 or ip = $2) and failed_at < now() - make_interval(secs => $3)`,
    [attempt.emailKey, attempt.ip, loginLimits.windowSeconds],
  );
}

/**
 * After a successful login, the failures of this account from this address (untrusted) or with this
 * device cookie (trusted) no longer count. Other addresses' failures keep counting towards the
 * account's delay: the owner signing in does not give a guesser elsewhere fresh tries.
 */
export async function clearLoginFailures(db: Queryable, attempt: LoginAttempt): Promise<void> {
  if (attempt.deviceNonce !== undefined) {
    await db.query('delete from login_failures where email_key = $1 and device_nonce = $2', [
      attempt.emailKey,
      attempt.deviceNonce,
    ]);
    return;
  }
  await db.query('delete from login_failures where email_key = $1 and ip = $2 and device_nonce is null', [
    attempt.emailKey,
    attempt.ip,
  ]);
}
