import { describe, expect, it } from 'vitest';
import { languageForCountry } from '../platform/country-language';
import {
  defaultMinimumParticipants,
  isPublicVoidReason,
  isVoidReason,
  providerCheckMaxSpanMs,
  providerCheckSpanMs,
  providerUnreachableTooLong,
  tooFewParticipants,
} from './challenge-void';

const start = Date.parse('2026-11-01T00:00:00.000Z');
const minute = 60_000;

describe('too few participants at the start', () => {
  it('voids below the minimum and runs at it', () => {
    expect(defaultMinimumParticipants).toBe(2);
    expect(tooFewParticipants(0, 2)).toBe(true);
    expect(tooFewParticipants(1, 2)).toBe(true);
    expect(tooFewParticipants(2, 2)).toBe(false);
    expect(tooFewParticipants(3, 2)).toBe(false);
    expect(tooFewParticipants(9, 10)).toBe(true);
    expect(tooFewParticipants(10, 10)).toBe(false);
    expect(tooFewParticipants(0, 1)).toBe(true);
    expect(tooFewParticipants(1, 1)).toBe(false);
  });
});

describe('provider unreachable for more than 25 % of the window', () => {
  const end = start + 72 * 60 * minute; // 72 h: a quarter is 18 h = 64,800,000 ms
  it('ranks at exactly a quarter and voids one millisecond beyond it', () => {
    expect(providerUnreachableTooLong({ unreachableMs: 0, startTime: start, endTime: end })).toBe(false);
    expect(providerUnreachableTooLong({ unreachableMs: 64_799_999, startTime: start, endTime: end })).toBe(
      false,
    );
    expect(providerUnreachableTooLong({ unreachableMs: 64_800_000, startTime: start, endTime: end })).toBe(
      false,
    );
    expect(providerUnreachableTooLong({ unreachableMs: 64_800_001, startTime: start, endTime: end })).toBe(
      true,
    );
  });
  it('reads the window from ISO strings and Dates alike', () => {
    const endIso = new Date(start + 4 * minute).toISOString();
    expect(
      providerUnreachableTooLong({ unreachableMs: minute, startTime: new Date(start), endTime: endIso }),
    ).toBe(false);
    expect(
      providerUnreachableTooLong({ unreachableMs: minute + 1, startTime: new Date(start), endTime: endIso }),
    ).toBe(true);
  });
});

describe('the time one provider check stands for', () => {
  it('runs from the start for the first check', () => {
    expect(providerCheckSpanMs({ startTime: start, previousCheck: null, now: start + 90_000 })).toBe(90_000);
  });
  it('runs from the previous check after that', () => {
    expect(
      providerCheckSpanMs({ startTime: start, previousCheck: start + 10 * minute, now: start + 11 * minute }),
    ).toBe(minute);
  });
  it('is at most five minutes: a longer gap is unknown', () => {
    expect(providerCheckMaxSpanMs).toBe(300_000);
    expect(providerCheckSpanMs({ startTime: start, previousCheck: null, now: start + 5 * minute })).toBe(
      300_000,
    );
    expect(providerCheckSpanMs({ startTime: start, previousCheck: null, now: start + 5 * minute + 1 })).toBe(
      300_000,
    );
  });
  it('never counts before the start nor backwards', () => {
    expect(providerCheckSpanMs({ startTime: start, previousCheck: start - minute, now: start + 1_000 })).toBe(
      1_000,
    );
    expect(providerCheckSpanMs({ startTime: start, previousCheck: start + minute, now: start })).toBe(0);
  });
});

describe('void reasons', () => {
  it('knows the three reasons and shows players the automatic two', () => {
    expect(['too_few_players', 'provider_unreachable', 'operator_cancel'].map(isVoidReason)).toEqual([
      true,
      true,
      true,
    ]);
    expect(isVoidReason('weather')).toBe(false);
    expect(isVoidReason(null)).toBe(false);
    expect(['too_few_players', 'provider_unreachable', 'operator_cancel'].map(isPublicVoidReason)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('the language of a message to a player', () => {
  it("is the country's", () => {
    expect(['SA', 'AE', 'eg', 'IN', 'PK', 'GB', 'US'].map(languageForCountry)).toEqual([
      'ar',
      'ar',
      'ar',
      'hi',
      'ur',
      'en',
      'en',
    ]);
    expect(languageForCountry(null)).toBe('en');
    expect(languageForCountry(undefined)).toBe('en');
  });
});
