import { createApiClient } from '@arena/api-client';
import type { ApiClient, ClientSession } from '@arena/api-client';
import { readStoredToken, writeStoredToken } from './token-storage';

// One API client for the page. The session object reads the token from storage on every call, so a
// token adopted by the auth machine is used at once; an unrecoverable 401 is reported to listeners.
const expiryListeners = new Set<() => void>();

export const browserSession: ClientSession = {
  getToken: readStoredToken,
  setToken: writeStoredToken,
  onSessionExpired: () => {
    for (const listener of expiryListeners) listener();
  },
};

export function onSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
}

export const api: ApiClient = createApiClient({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  session: browserSession,
});
