import { cookies, temporaryDeviceIdPrefix } from '@arena/domain';
import type { CookieRule } from '@arena/domain';
import type { ClientMarkers } from './session';

// spec §3 Device id and Session markers, spec §4 Device id failure. Written against two small stores so
// that it runs in tests without a browser; `browserMarkers()` backs them with document.cookie and
// localStorage.

/** Reads cookies by name and writes one `name=value; attributes` string, like `document.cookie`. */
export type CookieStore = {
  read(name: string): string | null;
  write(cookie: string): void;
};

/** The part of `Storage` the markers use. */
export type ValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export type MarkerStores = {
  cookies: CookieStore;
  /** localStorage: the UTM session is kept there as well as in its cookie (spec §3). */
  storage?: ValueStore | undefined;
  /** Random part of a temporary device id; `crypto.randomUUID` by default. */
  randomId?: () => string;
};

/** The query parameters that carry markers (spec §3). */
export const markerQueryParameters = { utmSession: 'utm_session', affiliate: 'affiliate' } as const;

/** localStorage key of the UTM session (spec §3: cookie and local storage). */
export const utmSessionStorageKey = 'utm_session';

export type CapturedMarkers = { utmSession: string | null; affiliateCode: string | null };

export type BrowserMarkers = ClientMarkers & {
  /** Stores `utm_session` and `affiliate` from a landing URL; absent or empty parameters change nothing. */
  captureMarkersFromUrl(url: string | URL): CapturedMarkers;
  /**
   * The device id from its cookie, or a new one from `generate` (POST /api/devices/generate), stored for
   * 10 years. If generating fails, a `temp-` id is used for this page only and never stored, so the next
   * page load asks again. Concurrent callers share one request.
   */
  ensureDeviceId(generate: () => Promise<string>): Promise<string>;
};

/** Which cookies are Secure and SameSite=Strict: the device id (spec §3); the others follow the links. */
const sameSiteOf: Record<string, 'Strict' | 'Lax'> = {
  [cookies.deviceId.name]: 'Strict',
  [cookies.utmSession.name]: 'Lax',
  [cookies.referralId.name]: 'Lax',
};

/** A cookie string for `document.cookie`: `device_id=…; Max-Age=315360000; Path=/; Secure; SameSite=Strict`. */
export function markerCookie(rule: CookieRule, value: string): string {
  const sameSite = sameSiteOf[rule.name] ?? 'Lax';
  return `${rule.name}=${encodeURIComponent(value)}; Max-Age=${rule.maxAgeSeconds}; Path=/; Secure; SameSite=${sameSite}`;
}

/** Reads one cookie out of a `document.cookie` string. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

// Markers travel as request headers, which only carry Latin-1: an odd value (an Arabic affiliate code in
// a shared link) would make every call fail. The server keeps only this shape anyway.
const markerShape = /^[\w.:-]{1,128}$/;

/** A marker value as the server accepts it (short and printable), trimmed; anything else is null. */
export function cleanMarkerValue(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && markerShape.test(trimmed) ? trimmed : null;
}

function defaultRandomId(): string {
  return globalThis.crypto.randomUUID();
}

export function createMarkers(stores: MarkerStores): BrowserMarkers {
  const randomId = stores.randomId ?? defaultRandomId;
  let temporaryDeviceId: string | null = null;
  let pending: Promise<string> | null = null;

  const storedDeviceId = () => {
    const stored = cleanMarkerValue(stores.cookies.read(cookies.deviceId.name));
    // A temp- id is never a permanent one, even if something else stored it.
    return stored && !stored.startsWith(temporaryDeviceIdPrefix) ? stored : null;
  };

  const safeStorage = {
    get(key: string): string | null {
      try {
        return stores.storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        stores.storage?.setItem(key, value);
      } catch {
        // Storage can be unavailable (private mode); the cookie still holds the marker.
      }
    },
  };

  return {
    getDeviceId: () => storedDeviceId() ?? temporaryDeviceId,
    getUtmSession: () =>
      cleanMarkerValue(stores.cookies.read(cookies.utmSession.name)) ??
      cleanMarkerValue(safeStorage.get(utmSessionStorageKey)),
    getAffiliateCode: () => cleanMarkerValue(stores.cookies.read(cookies.referralId.name)),

    captureMarkersFromUrl(url) {
      const query = new URL(url, 'http://localhost').searchParams;
      const utmSession = cleanMarkerValue(query.get(markerQueryParameters.utmSession));
      const affiliateCode = cleanMarkerValue(query.get(markerQueryParameters.affiliate));
      if (utmSession) {
        stores.cookies.write(markerCookie(cookies.utmSession, utmSession));
        safeStorage.set(utmSessionStorageKey, utmSession);
      }
      if (affiliateCode) stores.cookies.write(markerCookie(cookies.referralId, affiliateCode));
      return { utmSession, affiliateCode };
    },

    ensureDeviceId(generate) {
      const stored = storedDeviceId();
      if (stored) return Promise.resolve(stored);
      pending ??= generate()
        .then((generated) => {
          const id = cleanMarkerValue(generated);
          if (!id) throw new Error('empty device id');
          stores.cookies.write(markerCookie(cookies.deviceId, id));
          temporaryDeviceId = null;
          return id;
        })
        .catch(() => {
          // spec §4: a temporary random id prefixed temp-, kept in memory only.
          temporaryDeviceId ??= `${temporaryDeviceIdPrefix}${randomId()}`;
          return temporaryDeviceId;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  };
}

/** Markers backed by `document.cookie` and `localStorage` (browser only). */
export function browserMarkers(): BrowserMarkers {
  let storage: ValueStore | undefined;
  try {
    storage = globalThis.localStorage;
  } catch {
    storage = undefined;
  }
  return createMarkers({
    cookies: {
      read: (name) => readCookie(document.cookie, name),
      write: (cookie) => {
        document.cookie = cookie;
      },
    },
    storage,
  });
}
