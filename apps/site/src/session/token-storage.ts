// spec §3 Token: kept in local storage. The language lives under its own key so logout keeps it.
export const tokenStorageKey = 'token';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey);
  } catch {
    return null;
  }
}

export function writeStoredToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(tokenStorageKey, token);
    else localStorage.removeItem(tokenStorageKey);
  } catch {
    // Storage can be unavailable (private mode quotas); the session then lasts for this page only.
  }
}
