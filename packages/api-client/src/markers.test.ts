import { cookies } from '@arena/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserMarkers, cleanMarkerValue, createMarkers, markerCookie, readCookie } from './markers';

// A cookie jar that behaves like document.cookie for name=value pairs and records every write.
function fakeStores() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  const storage = new Map<string, string>();
  const stores = {
    cookies: {
      read: (name: string) => readCookie([...jar].map(([k, v]) => `${k}=${v}`).join('; '), name),
      write: (cookie: string) => {
        writes.push(cookie);
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split('=');
        jar.set(name, value);
      },
    },
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    },
    randomId: () => 'r4nd0m',
  };
  return { stores, jar, writes, storage };
}

describe('marker cookies (spec §3)', () => {
  it('keeps the device id 10 years, Secure and SameSite=Strict, on the whole site', () => {
    expect(markerCookie(cookies.deviceId, 'dev-1')).toBe(
      'device_id=dev-1; Max-Age=315360000; Path=/; Secure; SameSite=Strict',
    );
  });

  it('keeps the UTM session and referral id 30 days', () => {
    expect(markerCookie(cookies.utmSession, 'u-1')).toBe(
      'utm_session=u-1; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
    );
    expect(markerCookie(cookies.referralId, 'AFF 7')).toBe(
      'referral_id=AFF%207; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
    );
  });

  it('reads one cookie by exact name, decoded', () => {
    const header = 'x_device_id=no; device_id=dev%201; referral_id=AFF7';
    expect(readCookie(header, 'device_id')).toBe('dev 1');
    expect(readCookie(header, 'referral_id')).toBe('AFF7');
    expect(readCookie(header, 'utm_session')).toBeNull();
    expect(readCookie('', 'device_id')).toBeNull();
    expect(readCookie('device_id=%E0%A4', 'device_id')).toBe('%E0%A4');
  });
});

describe('markers from the landing URL (spec §3 Session markers)', () => {
  it('stores utm_session in a cookie and in localStorage, and affiliate as the referral_id cookie', () => {
    const { stores, writes, storage } = fakeStores();
    const markers = createMarkers(stores);
    expect(markers.captureMarkersFromUrl('https://arena.example/?utm_session=s-9&affiliate=LINA42')).toEqual({
      utmSession: 's-9',
      affiliateCode: 'LINA42',
    });
    expect(writes).toEqual([
      'utm_session=s-9; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
      'referral_id=LINA42; Max-Age=2592000; Path=/; Secure; SameSite=Lax',
    ]);
    expect(storage.get('utm_session')).toBe('s-9');
    expect(markers.getUtmSession()).toBe('s-9');
    expect(markers.getAffiliateCode()).toBe('LINA42');
  });

  it('changes nothing when the parameters are absent or empty, and accepts a relative URL', () => {
    const { stores, writes } = fakeStores();
    const markers = createMarkers(stores);
    expect(markers.captureMarkersFromUrl('/challenges?utm_session=&affiliate=%20')).toEqual({
      utmSession: null,
      affiliateCode: null,
    });
    expect(writes).toEqual([]);
    expect(markers.getUtmSession()).toBeNull();
    expect(markers.getAffiliateCode()).toBeNull();
  });

  it('ignores values that cannot travel as a header or that the server would drop', () => {
    const { stores, writes } = fakeStores();
    const markers = createMarkers(stores);
    const arabic = encodeURIComponent('مرحبا');
    expect(markers.captureMarkersFromUrl(`/?utm_session=a%20b&affiliate=${arabic}`)).toEqual({
      utmSession: null,
      affiliateCode: null,
    });
    expect(writes).toEqual([]);
    expect(cleanMarkerValue(' abc-1.2:3_x ')).toBe('abc-1.2:3_x');
    expect(cleanMarkerValue('x'.repeat(129))).toBeNull();
    expect(cleanMarkerValue('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('does not send a stored cookie of the wrong shape', () => {
    const { stores, jar } = fakeStores();
    jar.set('referral_id', encodeURIComponent('كود'));
    expect(createMarkers(stores).getAffiliateCode()).toBeNull();
  });

  it('falls back to localStorage for the UTM session when its cookie is gone', () => {
    const { stores, storage } = fakeStores();
    storage.set('utm_session', 'kept');
    expect(createMarkers(stores).getUtmSession()).toBe('kept');
  });

  it('still sets the cookie when localStorage throws', () => {
    const { stores, writes } = fakeStores();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const markers = createMarkers({ ...stores, storage: throwing });
    markers.captureMarkersFromUrl('/?utm_session=s-1');
    expect(writes).toHaveLength(1);
    expect(markers.getUtmSession()).toBe('s-1');
  });
});

describe('device id (spec §3 Device id, §4 failure)', () => {
  it('uses the stored cookie without asking the server', async () => {
    const { stores, jar } = fakeStores();
    jar.set('device_id', 'dev-stored');
    let asked = 0;
    const markers = createMarkers(stores);
    await expect(
      markers.ensureDeviceId(async () => {
        asked += 1;
        return 'dev-new';
      }),
    ).resolves.toBe('dev-stored');
    expect(asked).toBe(0);
    expect(markers.getDeviceId()).toBe('dev-stored');
  });

  it('asks the server once when absent, stores it for 10 years and reports it', async () => {
    const { stores, writes } = fakeStores();
    let asked = 0;
    const markers = createMarkers(stores);
    expect(markers.getDeviceId()).toBeNull();
    const generate = async () => {
      asked += 1;
      return 'dev-new';
    };
    const [first, second] = await Promise.all([
      markers.ensureDeviceId(generate),
      markers.ensureDeviceId(generate),
    ]);
    expect([first, second]).toEqual(['dev-new', 'dev-new']);
    expect(asked).toBe(1);
    expect(writes).toEqual(['device_id=dev-new; Max-Age=315360000; Path=/; Secure; SameSite=Strict']);
    expect(markers.getDeviceId()).toBe('dev-new');
  });

  it('uses a temp- id on failure without storing it, and asks again next time', async () => {
    const { stores, writes } = fakeStores();
    const markers = createMarkers(stores);
    await expect(
      markers.ensureDeviceId(async () => {
        throw new Error('offline');
      }),
    ).resolves.toBe('temp-r4nd0m');
    expect(markers.getDeviceId()).toBe('temp-r4nd0m');
    expect(writes).toEqual([]);
    await expect(markers.ensureDeviceId(async () => 'dev-later')).resolves.toBe('dev-later');
    expect(markers.getDeviceId()).toBe('dev-later');
  });

  it('treats an empty answer as a failure', async () => {
    const { stores, writes } = fakeStores();
    await expect(createMarkers(stores).ensureDeviceId(async () => '  ')).resolves.toBe('temp-r4nd0m');
    expect(writes).toEqual([]);
  });

  it('never takes a temp- id from the cookie as permanent', async () => {
    const { stores, jar } = fakeStores();
    jar.set('device_id', 'temp-old');
    const markers = createMarkers(stores);
    expect(markers.getDeviceId()).toBeNull();
    await expect(markers.ensureDeviceId(async () => 'dev-real')).resolves.toBe('dev-real');
  });

  it('uses crypto.randomUUID by default for the temporary id', async () => {
    const { stores } = fakeStores();
    const id = await createMarkers({ cookies: stores.cookies }).ensureDeviceId(async () => {
      throw new Error('offline');
    });
    expect(id).toMatch(/^temp-[0-9a-f-]{36}$/);
  });
});

describe('browserMarkers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes the exact cookie strings to document.cookie and the UTM session to localStorage', () => {
    const written: string[] = [];
    const stored = new Map<string, string>();
    vi.stubGlobal('document', {
      get cookie() {
        return 'device_id=dev-b; referral_id=AFF1';
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    });
    const markers = browserMarkers();
    expect(markers.getDeviceId()).toBe('dev-b');
    expect(markers.getAffiliateCode()).toBe('AFF1');
    markers.captureMarkersFromUrl('https://arena.example/?utm_session=s-2');
    expect(written).toEqual(['utm_session=s-2; Max-Age=2592000; Path=/; Secure; SameSite=Lax']);
    expect(stored.get('utm_session')).toBe('s-2');
  });
});
