import { browserMarkers, createLazyApiClient } from '@arena/api-client';
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

const clientOptions = {
  baseUrl: inBrowser ? window.location.origin : 'http://localhost',
  session: browserSession,
  ...(markers ? { markers } : {}),
};

/**
 * The client (ky and every zod schema of the contract) loads on the first call, not with the page: a
 * visitor's server-rendered page shows its data without it (docs/decisions/0031).
 */
export const api: ApiClient = createLazyApiClient(
  async () => (await import('@arena/api-client/client')).createApiClient(clientOptions),
  clientOptions,
);

let deviceReady: Promise<unknown> = Promise.resolve();

/**
 * At start: keep the markers of the landing URL and make sure this browser has a device id. A browser
 * without one asks for it once the page has loaded and the main thread is idle, so the API client's
 * download never competes with the first paint; login waits for it (`whenDeviceReady`).
 */
export function startMarkers(): void {
  if (!markers) return;
  const stores = markers;
  stores.captureMarkersFromUrl(window.location.href);
  let ask: () => void = () => {};
  deviceReady = new Promise((resolve) => {
    ask = () => resolve(stores.ensureDeviceId(async () => (await api.generateDevice()).data.deviceId));
  });
  afterLoad(ask);
}

function afterLoad(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 3_000 })
      : setTimeout(run, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Resolves once the device id is known (or its temp- fallback), so login sends X-Device-ID. */
export function whenDeviceReady(): Promise<unknown> {
  return deviceReady;
}
