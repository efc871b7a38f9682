import { describe, expect, it } from 'vitest';
import {
  directionFor,
  isLanguage,
  languageCodes,
  languageFor,
  languages,
  localeFileFor,
  scriptFor,
} from './languages';

describe('the language registry (docs/decisions/0053)', () => {
  it('has one entry per language, with its names, direction, font script and locale file', () => {
    expect(languages).toEqual([
      {
        code: 'en',
        englishName: 'English',
        nativeName: 'English',
        selectorLabel: 'EN',
        direction: 'ltr',
        script: 'latin',
        localeFile: 'locales/en.json',
      },
      {
        code: 'ar',
        englishName: 'Arabic',
        nativeName: 'العربية',
        selectorLabel: 'AR',
        direction: 'rtl',
        script: 'arabic',
        localeFile: 'locales/ar.json',
      },
      {
        code: 'hi',
        englishName: 'Hindi',
        nativeName: 'हिन्दी',
        selectorLabel: 'Hindi',
        direction: 'ltr',
        script: 'devanagari',
        localeFile: 'locales/hi.json',
      },
      {
        code: 'ur',
        englishName: 'Urdu',
        nativeName: 'اردو',
        selectorLabel: 'Urdu',
        direction: 'rtl',
        script: 'nastaliq',
        localeFile: 'locales/ur.json',
      },
    ]);
  });

  it('derives the codes tuple, direction and script from the entries', () => {
    expect(languageCodes).toEqual(languages.map((language) => language.code));
    expect(new Set(languageCodes).size).toBe(languageCodes.length);
    expect(languageCodes.map(directionFor)).toEqual(['ltr', 'rtl', 'ltr', 'rtl']);
    expect(languageCodes.map(scriptFor)).toEqual(['latin', 'arabic', 'devanagari', 'nastaliq']);
    expect(languageFor('ur').nativeName).toBe('اردو');
    expect(localeFileFor('hi')).toBe('locales/hi.json');
  });

  it('accepts only the registered codes, exactly as written', () => {
    for (const code of languageCodes) expect(isLanguage(code)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('EN')).toBe(false);
    expect(isLanguage('')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(7)).toBe(false);
  });
});
