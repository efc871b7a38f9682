import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

describe('relativeTime', () => {
  const now = Date.parse('2026-11-27T12:00:00.000Z');

  it('says a moment in its largest whole unit, past or future', () => {
    expect(relativeTime(now - 3 * 60_000, now, 'en')).toBe('3 minutes ago');
    expect(relativeTime(now + 60_000, now, 'en')).toBe('in 1 minute');
    expect(relativeTime(now + 20_000, now, 'en')).toBe('in 20 seconds');
    expect(relativeTime(now - 2 * 3_600_000, now, 'en')).toBe('2 hours ago');
    expect(relativeTime(now - 86_400_000, now, 'en')).toBe('yesterday');
    expect(relativeTime(now - 4 * 86_400_000, now, 'en')).toBe('4 days ago');
  });

  it('speaks the reader’s language', () => {
    expect(relativeTime(now - 86_400_000, now, 'ar')).toBe('أمس');
    expect(relativeTime(now - 3 * 3_600_000, now, 'hi')).toBe('3 घंटे पहले');
  });
});
