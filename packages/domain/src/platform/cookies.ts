import { dayMs } from '../time/durations';

export interface CookieRule {
  readonly name: string;
  readonly maxAgeDays: number;
  /** For a Set-Cookie Max-Age attribute. */
  readonly maxAgeSeconds: number;
}

function cookie(name: string, maxAgeDays: number): CookieRule {
  return { name, maxAgeDays, maxAgeSeconds: (maxAgeDays * dayMs) / 1000 };
}

/** spec §3 and §9 Cookies: device id for 10 years, UTM session and referral markers for 30 days. */
export const cookies = {
  deviceId: cookie('device_id', 3650),
  utmSession: cookie('utm_session', 30),
  referralId: cookie('referral_id', 30),
} as const;

/** spec §4: when the device id cannot be obtained, a random id with this prefix is used. */
export const temporaryDeviceIdPrefix = 'temp-';
