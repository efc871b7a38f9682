// Access tokens (spec §3 Token): a signed JWT with sub = user id and exp in seconds, short-lived. The
// server is stateless for them; refresh credentials live in the database (ARCHITECTURE.md Scale-out).
import { SignJWT, jwtVerify } from 'jose';

export const accessTokenLifetimeSeconds = 15 * 60;
const issuer = 'arena';
const algorithm = 'HS256';

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  userId: string,
  secret: string,
  options: { lifetimeSeconds?: number; nowSeconds?: number } = {},
): Promise<string> {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? accessTokenLifetimeSeconds))
    .sign(key(secret));
}

/** The user id of a valid token, or null for anything else (bad signature, expired, malformed). */
export async function verifyAccessToken(token: string, secret: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { issuer, algorithms: [algorithm] });
    return typeof payload.sub === 'string' && payload.sub.length > 0 ? payload.sub : null;
  } catch {
    return null;
  }
}
