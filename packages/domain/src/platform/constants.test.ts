import { describe, expect, it } from 'vitest';
import { dayMs, hourMs } from '../time/durations';
import { cookies, temporaryDeviceIdPrefix } from './cookies';
import { defaultLanguage, directionOf, isLanguageCode, languageCodes, languages } from './languages';
import {
  defaultRemainingDisconnections,
  hasLeaderboardBadge,
  leaderboardLimits,
  minimumAgeYears,
  parentalConsentUnderYears,
  transactionsPage,
} from './limits';
import { regionMessageKeys, regions } from './regions';
import { passportReviewHours, timersMs, withdrawalProcessingHours } from './timers';

describe('timers (spec §9), in milliseconds', () => {
  it('holds every timer the spec names', () => {
    expect(timersMs).toEqual({
      countdownTick: 60_000,
      joinableCheck: 60_000,
      joinWindow: 86_400_000,
      copyConfirmation: 2_000,
      paymentWaitBeforeCapture: 1_000,
      paymentWaitBeforeClaim: 1_000,
      uploadFlagReset: 3_000,
      passportSuccessCallback: 2_000,
      profileSuccessMessage: 3_000,
      passwordSuccessMessage: 5_000,
      disconnectSuccessMessage: 5_000,
      dialogClose: 2_000,
      reconnectionLock: 604_800_000,
    });
    expect(timersMs.reconnectionLock).toBe(7 * dayMs);
    expect(timersMs.joinWindow).toBe(24 * hourMs);
  });

  it('states withdrawal processing 12-72 h and passport review 24-48 h', () => {
    expect(withdrawalProcessingHours).toEqual({ min: 12, max: 72 });
    expect(passportReviewHours).toEqual({ min: 24, max: 48 });
  });
});

describe('cookies (spec §3, §9)', () => {
  it('keeps device_id 3650 days and the markers 30 days', () => {
    expect(cookies.deviceId).toEqual({ name: 'device_id', maxAgeDays: 3650, maxAgeSeconds: 315_360_000 });
    expect(cookies.utmSession).toEqual({ name: 'utm_session', maxAgeDays: 30, maxAgeSeconds: 2_592_000 });
    expect(cookies.referralId).toEqual({ name: 'referral_id', maxAgeDays: 30, maxAgeSeconds: 2_592_000 });
    expect(temporaryDeviceIdPrefix).toBe('temp-');
  });
});

describe('languages (spec §1)', () => {
  it('offers en (default), ar, hi, ur with ar and ur right-to-left', () => {
    expect(languageCodes).toEqual(['en', 'ar', 'hi', 'ur']);
    expect(defaultLanguage).toBe('en');
    expect(languages.map((l) => [l.code, l.direction, l.selectorLabel])).toEqual([
      ['en', 'ltr', 'EN'],
      ['ar', 'rtl', 'AR'],
      ['hi', 'ltr', 'Hindi'],
      ['ur', 'rtl', 'Urdu'],
    ]);
    expect(languageCodes.map(directionOf)).toEqual(['ltr', 'rtl', 'ltr', 'rtl']);
  });

  it('recognises only the four codes', () => {
    expect(isLanguageCode('ur')).toBe(true);
    expect(isLanguageCode('fr')).toBe(false);
    expect(isLanguageCode('EN')).toBe(false);
  });
});

describe('regions and limits (spec §9)', () => {
  it('lists the three regions with message keys', () => {
    expect(regions).toEqual(['Europe', 'Asia', 'Americas']);
    expect(regionMessageKeys.Americas).toBe('region.americas');
  });

  it('holds the leaderboard, transaction, disconnection and age limits', () => {
    expect(leaderboardLimits).toEqual({
      defaultLimit: 10,
      landingLimit: 5,
      badgeMinPosition: 1,
      badgeMaxPosition: 10,
    });
    expect(transactionsPage).toEqual({ firstPage: 1, pageSize: 20 });
    expect(defaultRemainingDisconnections).toBe(3);
    expect(minimumAgeYears).toBe(13);
    expect(parentalConsentUnderYears).toBe(18);
  });

  it('gives a badge to positions 1-10 only', () => {
    expect([0, 1, 10, 11, null, undefined, 2.5].map(hasLeaderboardBadge)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
