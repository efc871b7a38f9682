// What the client needs from the app to authenticate calls (spec §3 Token, Device id, Session markers).
// The site backs these with localStorage and cookies; tests back them with plain objects.
export type ClientSession = {
  getToken(): string | null;
  setToken(token: string | null): void;
  /** Called when a 401 survives one refresh: the app logs the user out (spec §4 Auth). */
  onSessionExpired(): void;
};

export type ClientMarkers = {
  getDeviceId(): string | null;
  getUtmSession(): string | null;
  getAffiliateCode(): string | null;
};

/** In-memory session for tests and server-side callers. */
export function memorySession(initial: string | null = null): ClientSession & { expired: number } {
  let token = initial;
  const session = {
    expired: 0,
    getToken: () => token,
    setToken: (next: string | null) => {
      token = next;
    },
    onSessionExpired: () => {
      token = null;
      session.expired += 1;
    },
  };
  return session;
}
