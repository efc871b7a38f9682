import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar.json' with { type: 'json' };
import en from '../../../locales/en.json' with { type: 'json' };
import hi from '../../../locales/hi.json' with { type: 'json' };
import ur from '../../../locales/ur.json' with { type: 'json' };
import { englishMessages, messageKeys } from './messages';

// Every domain message is in every locale: English word for word, the others translated with the
// same placeholders. The JSON files are nested; a key 'a.b.c' is read as json.a.b.c.
function lookup(json: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => {
    return node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }, json);
}

function placeholders(text: string): string[] {
  return (text.match(/\{\{\w+\}\}/g) ?? []).sort();
}

describe('locales hold every domain message', () => {
  it('has the exact English text in en.json', () => {
    for (const key of messageKeys) expect(lookup(en, key), key).toBe(englishMessages[key]);
  });

  it.each([
    ['ar', ar],
    ['hi', hi],
    ['ur', ur],
  ])('has a translation with the same placeholders in %s.json', (_language, json) => {
    for (const key of messageKeys) {
      const text = lookup(json, key);
      expect(typeof text, key).toBe('string');
      expect((text as string).trim(), key).not.toBe('');
      expect(placeholders(text as string), key).toEqual(placeholders(englishMessages[key]));
    }
  });

  it('translates rather than copies the English', () => {
    const copied = (json: unknown) =>
      messageKeys.filter((key) => !key.endsWith('.counter') && lookup(json, key) === englishMessages[key]);
    expect(copied(ar)).toEqual([]);
    expect(copied(hi)).toEqual([]);
    expect(copied(ur)).toEqual([]);
  });
});
