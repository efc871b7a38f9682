// TOTP (RFC 6238) for operators' second factor, through the maintained `otpauth` library: SHA-1, six
// digits, 30-second steps, as every authenticator app expects. A code is accepted for its step and one
// step either side (clock drift), and at most once: the caller keeps the last accepted step and a code
// of that step or an earlier one is refused (RFC 6238 §5.2).
import { Secret, TOTP } from 'otpauth';

const issuer = 'Arena';
const period = 30;

/** A fresh 160-bit secret, base32 as authenticators take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label = ''): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secret), digits: 6, period });
}

/** The otpauth:// URL a QR code carries: the account's e-mail as the label. */
export function totpUrl(secret: string, accountLabel: string): string {
  return totp(secret, accountLabel).toString();
}

/** The current code (tests and the README's scripts compute codes this way). */
export function totpCode(secret: string, timestamp = Date.now()): string {
  return totp(secret).generate({ timestamp });
}

/**
 * The time step of a valid code newer than `lastStep`, or null: a wrong code, one outside the window,
 * or a replay of an accepted one. Spaces in the code are ignored.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastStep: number,
  timestamp = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period, timestamp }) + delta;
  return step > lastStep ? step : null;
}
