// Checking a VAPID Authorization header as a push service does (RFC 8292 §3): `vapid t=<JWT>, k=<key>`,
// the JWT signed with ES256 by the private half of `k` (an uncompressed P-256 point, base64url), its `aud`
// the push service's origin, its `exp` in the future and at most 24 hours away, its `sub` a mailto: or
// https: contact. The sandbox push service (sandbox/sandbox-push-routes.ts) refuses what fails here.
import { createPublicKey, verify } from 'node:crypto';

export type VapidCheck = { ok: true; publicKey: string; subject: string } | { ok: false; problem: string };

const dayS = 24 * 60 * 60;

function json(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The header's parameters (`t`, `k`), or null when it is not a `vapid` authorization. */
function parameters(header: string): { t: string; k: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header.trim());
  if (!match?.[1]) return null;
  const found: Record<string, string> = {};
  for (const part of match[1].split(',')) {
    const [name, ...rest] = part.trim().split('=');
    if (name && rest.length > 0) found[name.trim().toLowerCase()] = rest.join('=').trim();
  }
  return found.t && found.k ? { t: found.t, k: found.k } : null;
}

/** Checks `header` for a push to `audience` (the push service's origin) at `nowS` (seconds). */
export function checkVapidAuthorization(
  header: string | undefined,
  audience: string,
  nowS: number = Math.floor(Date.now() / 1000),
): VapidCheck {
  if (!header) return { ok: false, problem: 'Authorization is required (vapid t=…, k=…)' };
  const found = parameters(header);
  if (!found) return { ok: false, problem: 'Authorization must be "vapid t=<JWT>, k=<public key>"' };
  const key = Buffer.from(found.k, 'base64url');
  if (key.length !== 65 || key[0] !== 4) {
    return { ok: false, problem: 'k must be an uncompressed P-256 public key in base64url' };
  }
  const [head, body, signature, ...extra] = found.t.split('.');
  const header_ = head ? json(head) : null;
  const claims = body ? json(body) : null;
  if (!header_ || !claims || !signature || extra.length > 0) {
    return { ok: false, problem: 't must be a JSON Web Token' };
  }
  if (header_.alg !== 'ES256') return { ok: false, problem: 't must be signed with ES256' };
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: key.subarray(1, 33).toString('base64url'),
      y: key.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) return { ok: false, problem: "t's signature does not verify with k" };
  if (claims.aud !== audience) return { ok: false, problem: `aud must be ${audience}` };
  const exp = claims.exp;
  if (typeof exp !== 'number' || exp <= nowS) return { ok: false, problem: 'exp must be in the future' };
  if (exp > nowS + dayS) return { ok: false, problem: 'exp must be at most 24 hours away' };
  const subject = claims.sub;
  if (typeof subject !== 'string' || !/^(mailto:|https:)/.test(subject)) {
    return { ok: false, problem: 'sub must be a mailto: or https: contact' };
  }
  return { ok: true, publicKey: found.k, subject };
}
