import { describe, expect, it } from 'vitest';
import { offlineLanguage } from './offline-language';

describe('offlineLanguage: the offline page in the reader language', () => {
  it("takes the reader's stored choice (the language cookie) first", () => {
    expect(offlineLanguage('ar', ['en-US', 'en'])).toBe('ar');
    expect(offlineLanguage('ur', [])).toBe('ur');
  });

  it("else the first of the browser's languages Arena has, by its primary tag", () => {
    expect(offlineLanguage(undefined, ['ar-EG', 'en'])).toBe('ar');
    expect(offlineLanguage(null, ['fr-FR', 'HI-in', 'en'])).toBe('hi');
    expect(offlineLanguage('fr', ['de', 'ur-PK'])).toBe('ur');
  });

  it('else English', () => {
    expect(offlineLanguage(undefined, [])).toBe('en');
    expect(offlineLanguage('', ['fr', 'de-DE'])).toBe('en');
  });
});
