import { afterEach, describe, expect, it } from 'vitest';
import ar from '../../../../locales/ar.json';
import en from '../../../../locales/en.json';
import hi from '../../../../locales/hi.json';
import ur from '../../../../locales/ur.json';
import { changeLanguage, initI18n } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
}

afterEach(() => localStorage.clear());

// Plural forms differ by language (Arabic has six, English two), so keys compare without their suffix.
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (locale: unknown) =>
  [...new Set(keysOf(locale).map((key) => key.replace(pluralSuffix, '')))].sort();

describe('locales', () => {
  const english = keysOf(en).sort();

  it('have the same keys in en, ar, hi and ur (plural forms aside), none empty', () => {
    for (const locale of [ar, hi, ur]) {
      expect(baseKeys(locale)).toEqual(baseKeys(en));
    }
    for (const locale of [en, ar, hi, ur]) {
      const lookup = (key: string) =>
        key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale);
      for (const key of english) expect(String(lookup(key)).trim(), key).not.toBe('');
    }
  });

  it('keep every interpolation placeholder of the English text', () => {
    const lookup = (locale: unknown, key: string) =>
      String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale));
    // Each locale's keys by their base (plural suffix removed), read once: the locales hold thousands of keys.
    const formsByBase = new Map(
      [ar, hi, ur].map((locale) => {
        const forms = new Map<string, string[]>();
        for (const own of keysOf(locale)) {
          const base = own.replace(pluralSuffix, '');
          forms.set(base, [...(forms.get(base) ?? []), own]);
        }
        return [locale, forms] as const;
      }),
    );
    for (const key of english) {
      const expected = placeholders(lookup(en, key));
      const base = key.replace(pluralSuffix, '');
      for (const locale of [ar, hi, ur]) {
        // Each plural form of the key keeps the placeholders of the English text.
        for (const own of formsByBase.get(locale)?.get(base) ?? []) {
          // Singular and dual forms may spell the number out ('مباراة واحدة', 'مباراتان').
          const spelled = /_(zero|one|two)$/.test(own);
          const withoutCount = (names: string[]) =>
            spelled ? names.filter((name) => name !== 'count') : names;
          expect(withoutCount(placeholders(lookup(locale, own))), own).toEqual(withoutCount(expected));
        }
      }
    }
  });
});

describe('i18n', () => {
  it('shows the key itself for a missing text (spec §1) instead of falling back to English', async () => {
    const i18n = await initI18n('ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });

  it('sets <html lang dir> and stores the choice when the language changes', async () => {
    const i18n = await initI18n('en');
    expect(document.documentElement.dir).toBe('ltr');
    await changeLanguage(i18n, 'ur');
    expect(document.documentElement.lang).toBe('ur');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('language')).toBe('ur');
    expect(i18n.t('nav.wallet')).toBe('والیٹ');
  });
});
