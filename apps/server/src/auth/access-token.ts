// Access tokens (spec §3 Token): a signed JWT with sub = user id and exp in seconds, short-lived. The
// server is stateless for them; refresh credentials live in the database (ARCHITECTURE.md Scale-out).
// Each token also carries the user's token version (docs/decisions/0007 "Revocation"): the check that
// it is still the current one is session-revocation.ts's, on every request.
import { SignJWT, jwtVerify } from 'jose';

export const accessTokenLifetimeSeconds = 15 * 60;
const issuer = 'arena';
const algorithm = 'HS256';
/** The claim naming the users.token_version the token was signed at. */
export const tokenVersionClaim = 'token_version';
/** Present (true) when the session passed an operator's second factor (issue 29, mfa-service.ts). */
export const mfaClaim = 'mfa';
/** The session (refresh-credential family, issue 30) the token belongs to; revoking it ends the token. */
export const sessionClaim = 'sid';

export interface AccessTokenClaims {
  userId: string;
  tokenVersion: number;
  mfa: boolean;
  /** The session id (`sid`), null for a token signed without one (fixtures, tokens from before issue 30). */
  sessionId: string | null;
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/**
 * Signs a token for a user at a token version. Routes sign through `issueAccessToken`, which reads the
 * current version; version 0 (the default) is every account's version until its first revocation.
 */
export async function signAccessToken(
  userId: string,
  secret: string,
  options: {
    lifetimeSeconds?: number;
    nowSeconds?: number;
    tokenVersion?: number;
    mfa?: boolean;
    sessionId?: string;
  } = {},
): Promise<string> {
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  return new SignJWT({
    [tokenVersionClaim]: options.tokenVersion ?? 0,
    ...(options.mfa ? { [mfaClaim]: true } : {}),
    ...(options.sessionId ? { [sessionClaim]: options.sessionId } : {}),
  })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + (options.lifetimeSeconds ?? accessTokenLifetimeSeconds))
    .sign(key(secret));
}

/**
 * The claims of a correctly signed, unexpired token that has sub, iat, exp and a token version; null
 * for anything else. A token without exp would never expire, so it is refused rather than trusted.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer,
      algorithms: [algorithm],
      requiredClaims: ['sub', 'iat', 'exp', tokenVersionClaim],
    });
    const version = payload[tokenVersionClaim];
    if (typeof payload.sub !== 'string' || payload.sub.length === 0) return null;
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) return null;
    const sid = payload[sessionClaim];
    if (sid !== undefined && typeof sid !== 'string') return null;
    return {
      userId: payload.sub,
      tokenVersion: version,
      mfa: payload[mfaClaim] === true,
      sessionId: sid ?? null,
    };
  } catch {
    return null;
  }
}
