// Access tokens (spec §3 Token): a signed JWT with sub = user id and exp in seconds, short-lived. The
// server is stateless for them; refresh credentials live in the database (ARCHITECTURE.md Scale-out).
// Each token also carries the user's token version (docs/decisions/0007 "Revocation"): the check that
// it is still the current one is session-revocation.ts's, on every request. A token's signature is checked
// once; the verified token is then remembered until its expiry (verifyAccessToken).
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
 * Tokens already verified, per secret, with their expiry (issue 35): a signed-in player's page sends the
 * same token with every call for up to 15 minutes, and checking its signature again each time was the
 * larger part of what a cheap authenticated route cost (docs/benchmarks.md). Only a token that verified is
 * kept, under its exact text; it stops counting at its `exp`. Revocation is not this cache's business
 * (session-revocation.ts checks the version and the session on every request).
 */
const verified = new Map<string, Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>>();
const verifiedPerSecret = 20_000;

/**
 * The claims of a correctly signed, unexpired token that has sub, iat, exp and a token version; null
 * for anything else. A token without exp would never expire, so it is refused rather than trusted.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims | null> {
  let tokens = verified.get(secret);
  const known = tokens?.get(token);
  if (known) {
    if (Date.now() < known.expiresAtMs) return known.claims;
    tokens!.delete(token);
    return null;
  }
  const checked = await checkAccessToken(token, secret);
  if (!checked) return null;
  if (!tokens) {
    tokens = new Map();
    verified.set(secret, tokens);
  }
  if (tokens.size >= verifiedPerSecret) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, checked);
  return checked.claims;
}

async function checkAccessToken(
  token: string,
  secret: string,
): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
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
      claims: {
        userId: payload.sub,
        tokenVersion: version,
        mfa: payload[mfaClaim] === true,
        sessionId: sid ?? null,
      },
      expiresAtMs: payload.exp! * 1000,
    };
  } catch {
    return null;
  }
}
