import { browserMarkers, createApiClient } from '@arena/api-client';
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

const inBrowser = typeof window !== 'undefined';

/** spec §3: device id cookie, utm_session and referral markers, sent as headers on every call. */
export const markers = inBrowser ? browserMarkers() : undefined;

export const api: ApiClient = createApiClient({
  baseUrl: inBrowser ? window.location.origin : 'http://localhost',
  session: browserSession,
  ...(markers ? { markers } : {}),
});

let deviceReady: Promise<unknown> = Promise.resolve();

/** At start: keep the markers of the landing URL and make sure this browser has a device id. */
export function startMarkers(): void {
  if (!markers) return;
  markers.captureMarkersFromUrl(window.location.href);
  deviceReady = markers.ensureDeviceId(async () => (await api.generateDevice()).data.deviceId);
}

/** Resolves once the device id is known (or its temp- fallback), so login sends X-Device-ID. */
export function whenDeviceReady(): Promise<unknown> {
  return deviceReady;
}
