// spec §3 Token: kept in local storage. The language lives under its own key so logout keeps it.
export const tokenStorageKey = 'token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

/**
 * A cookie that says only "this browser holds a token" (never the token): the server then answers the
 * single-page shell instead of a visitor's server-rendered page (docs/decisions/0031). The name is the
 * server's `signedInCookieName`.
 */
export const signedInCookieName = 'arena_signed_in';

export function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(tokenStorageKey, token);
    else localStorage.removeItem(tokenStorageKey);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts for this page only.
  }
  writeSignedInCookie(token !== null && token !== '');
}

/**
 * Kept as long as browsers allow (400 days) and rewritten on every visit, so a player whose browser was
 * closed is not sent to /join by the server's guard (they would be sent straight back, one hop more).
 */
const signedInCookieMaxAge = 400 * 24 * 60 * 60;

export function writeSignedInCookie(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = signedIn
    ? `${signedInCookieName}=1; Path=/; Max-Age=${signedInCookieMaxAge}; SameSite=Lax`
    : `${signedInCookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
}
