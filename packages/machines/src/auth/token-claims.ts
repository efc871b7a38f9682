// spec §3 Token: a signed token with an expiry claim in seconds; the identity is `sub` (or user_id, or id).
// The client only reads the claims to know who is signed in and when to refresh; the server verifies.
export type TokenClaims = { userId: string; expiresAtMs: number };

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
  } catch {
    return null;
  }
  const id = claims.sub ?? claims.user_id ?? claims.id;
  const exp = claims.exp;
  if ((typeof id !== 'string' && typeof id !== 'number') || typeof exp !== 'number') return null;
  return { userId: String(id), expiresAtMs: exp * 1000 };
}

/** A usable token: readable claims and not yet expired at `nowMs`. */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  const claims = readTokenClaims(token);
  return claims !== null && claims.expiresAtMs > nowMs;
}
