import { afterEach, describe, expect, it } from 'vitest';
import { directionOf, isLanguage, languageStorageKey, readStoredLanguage, storeLanguage } from './languages';

afterEach(() => localStorage.clear());

describe('languages (spec §1)', () => {
  it('writes Arabic and Urdu right to left, English and Hindi left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('ur')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('hi')).toBe('ltr');
  });

  it('defaults to English and keeps a stored choice', () => {
    expect(readStoredLanguage()).toBe('en');
    storeLanguage('ur');
    expect(localStorage.getItem(languageStorageKey)).toBe('ur');
    expect(readStoredLanguage()).toBe('ur');
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem(languageStorageKey, 'fr');
    expect(readStoredLanguage()).toBe('en');
    expect(isLanguage('fr')).toBe(false);
  });
});
