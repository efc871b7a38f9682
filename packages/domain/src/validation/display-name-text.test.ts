import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages';
import { validateDisplayName } from './display-name';
import { cleanDisplayName, displayNameErrors, normaliseDisplayName } from './display-name-text';
import { validateRegisterForm, validateRegistration } from './register';

const codes = (name: string) => displayNameErrors(normaliseDisplayName(name)).map((error) => error.code);

describe('display name: normalised and refused (issue 9, names people can trust)', () => {
  it('stores NFC, trimmed: a decomposed and a composed name are one name', () => {
    const decomposed = '  Jose\u0301 ';
    const composed = 'Jos\u00e9';
    expect(decomposed.normalize('NFC')).not.toBe(decomposed);
    expect(normaliseDisplayName(decomposed)).toBe(composed);
    expect(normaliseDisplayName(composed)).toBe(composed);
    expect(validateDisplayName(decomposed, 'Old')).toEqual({
      ok: true,
      value: { kind: 'changed', name: composed },
    });
    // The same name in the other form is no change at all.
    expect(validateDisplayName(decomposed, composed)).toEqual({ ok: true, value: { kind: 'unchanged' } });
  });

  it.each([
    ['a Cyrillic А in a Latin name', '\u0410dmin', ['mixedScripts']],
    ['a Greek ο in a Latin name', 'Rοnaldo', ['mixedScripts']],
    ['Cyrillic with Greek', 'Иβан', ['mixedScripts']],
    ['a right-to-left override', 'Ali\u202Eevil', ['directionControls']],
    ['a left-to-right mark', 'Ali\u200E', ['directionControls']],
    ['an isolate', '\u2066Sam\u2069', ['directionControls']],
    ['an Arabic letter mark', 'Sam\u061Cx', ['directionControls']],
    ['zero-width spaces only', '\u200B\u200B', ['invisibleOnly']],
    ['a word joiner and a BOM-less joiner only', '\u2060\u200D', ['invisibleOnly']],
    ['combining marks only', '\u0301\u0308', ['invisibleOnly']],
    ['Hangul fillers only', '\u3164\u3164', ['invisibleOnly']],
    ['a zero-width space inside', 'Ad\u200Bmin', ['invisibleCharacters']],
    ['a newline', 'a\nb', ['controlCharacters']],
    ['a tab', 'a\tb', ['controlCharacters']],
    ['a NUL byte', 'a\u0000b', ['controlCharacters']],
    ['a C1 control', 'a\u0085b', ['controlCharacters']],
    ['a zero-width joiner between Latin letters', 'ad\u200Dmin', ['invisibleJoiners']],
    ['a zero-width non-joiner between Latin letters', 'ad\u200Cmin', ['invisibleJoiners']],
    ['two joiners between Latin letters', 'ad\u200D\u200Cmin', ['invisibleJoiners']],
    ['a joiner at the end of a Latin name', 'admin\u200D', ['invisibleJoiners']],
    ['a joiner at the start of a Latin name', '\u200Dadmin', ['invisibleJoiners']],
    ['a joiner after an accented letter', 'Jose\u0301\u200Dx', ['invisibleJoiners']],
    ['a joiner between Cyrillic letters', 'Иван\u200Dов', ['invisibleJoiners']],
    ['a joiner between Greek letters', 'Νί\u200Dκος', ['invisibleJoiners']],
    ['a joiner between digits', 'Sam 12\u200D3', ['invisibleJoiners']],
    ['a joiner between a letter and a full stop', 'Ali\u200D.', ['invisibleJoiners']],
    ['a joiner between spaces', 'Ali \u200D Khan', ['invisibleJoiners']],
    ['51 characters', 'a'.repeat(51), ['tooLong']],
    ['only spaces', '   ', ['nameRequired']],
  ])('refuses %s', (_case, name, expected) => {
    expect(codes(name)).toEqual(expected);
  });

  it.each([
    ['Latin', 'Admin'],
    ['50 characters', 'a'.repeat(50)],
    ['50 emoji (code points, as the database counts)', '\u{1F600}'.repeat(50)],
    ['Arabic with Latin', 'محمد Ali'],
    ['Devanagari', 'राहुल'],
    ['Devanagari with a zero-width joiner (half form)', 'क्\u200Dष'],
    ['Persian with a zero-width non-joiner', 'می\u200Cخواهم'],
    ['Urdu with a zero-width joiner', 'علی\u200D Khan'],
    ['Devanagari with a zero-width non-joiner', 'क्\u200Cष'],
    ['Latin then Devanagari across a joiner', 'Raj\u200Dकुमार'],
    ['an emoji ZWJ sequence', 'Sam \u{1F468}\u200D\u{1F469}\u200D\u{1F467}'],
    ['an emoji ZWJ sequence after a variation selector', 'Sam \u2764\uFE0F\u200D\u{1F525}'],
    ['Urdu with Urdu digits', 'علی ۱۲۳'],
    ['Han with Latin', '李 Wei'],
    ['Cyrillic alone', 'Иван'],
    ['Greek alone', 'Νίκος'],
    ['an emoji with a variation selector', 'Sam \u2764\uFE0F'],
  ])('accepts %s', (_case, name) => {
    expect(codes(name)).toEqual([]);
  });

  it('reports each refusal with its own message key and English text', () => {
    expect(displayNameErrors('\u0410dmin')).toEqual([
      { code: 'mixedScripts', messageKey: 'validation.displayName.mixedScripts', field: 'name' },
    ]);
    expect(displayNameErrors('a'.repeat(51))).toEqual([
      { code: 'tooLong', messageKey: 'validation.displayName.tooLong', field: 'name', params: { count: 50 } },
    ]);
    expect(formatMessage('validation.displayName.controlCharacters')).toBe(
      'Display name cannot contain line breaks, tabs or control characters',
    );
    expect(formatMessage('validation.displayName.directionControls')).toBe(
      'Display name cannot contain text direction control characters',
    );
    expect(formatMessage('validation.displayName.invisibleOnly')).toBe(
      'Display name must contain visible letters, numbers or symbols',
    );
    expect(formatMessage('validation.displayName.invisibleCharacters')).toBe(
      'Display name cannot contain invisible characters',
    );
    expect(formatMessage('validation.displayName.invisibleJoiners')).toBe(
      'Display name cannot contain invisible joiners between Latin, Cyrillic or Greek letters',
    );
    expect(formatMessage('validation.displayName.mixedScripts')).toBe(
      'Display name cannot mix Latin letters with Cyrillic or Greek letters',
    );
  });

  it('lists several broken rules in order, the first being the answer', () => {
    expect(codes(`\u0410${'b'.repeat(50)}\n`)).toEqual(['tooLong', 'mixedScripts']);
    expect(codes(`A\u202E\u0430\nb`)).toEqual(['controlCharacters', 'directionControls', 'mixedScripts']);
  });
});

describe('display name in the forms that use it', () => {
  const registration = {
    name: 'Ali',
    email: 'ali@example.com',
    password: 'long enough',
    country: 'PK',
    dob: '1990-01-01',
  };
  const today = new Date('2026-01-01T00:00:00Z');

  it('refuses the same names at registration, client and server side', () => {
    for (const [name, code] of [
      ['\u0410dmin', 'mixedScripts'],
      ['Ali\u202Eevil', 'directionControls'],
      ['\u200B\u200B', 'invisibleOnly'],
      ['a\nb', 'controlCharacters'],
      ['a'.repeat(51), 'tooLong'],
      ['ad\u200Dmin', 'invisibleJoiners'],
    ] as const) {
      for (const result of [
        validateRegistration({ ...registration, name }, today),
        validateRegisterForm({ ...registration, name }),
      ]) {
        expect(result.ok, name).toBe(false);
        expect(result.ok ? [] : result.errors.map((error) => error.code), name).toEqual([code]);
      }
    }
  });

  it('registers the NFC form of the name', () => {
    const result = validateRegistration({ ...registration, name: ' Jose\u0301 ' }, today);
    expect(result.ok && result.value.name).toBe('Jos\u00e9');
    expect(validateRegistration({ ...registration, name: 'a'.repeat(50) }, today).ok).toBe(true);
  });

  it('refuses the same names in the profile editor', () => {
    expect(validateDisplayName('Ali\u202Eevil', 'Ali')).toEqual({
      ok: false,
      errors: [
        { code: 'directionControls', messageKey: 'validation.displayName.directionControls', field: 'name' },
      ],
    });
    expect(validateDisplayName('ad\u200Dmin', 'Ali')).toEqual({
      ok: false,
      errors: [
        { code: 'invisibleJoiners', messageKey: 'validation.displayName.invisibleJoiners', field: 'name' },
      ],
    });
    expect(validateDisplayName('محمد Ali', 'Ali')).toEqual({
      ok: true,
      value: { kind: 'changed', name: 'محمد Ali' },
    });
  });
});

describe('names from Google and Discord are cleaned, not refused', () => {
  it.each([
    ['a clean name', 'Ali Khan', 'ali@example.com', 'Ali Khan'],
    ['controls and direction marks removed', ' Ali\u202E\nKhan\u200B ', 'ali@example.com', 'AliKhan'],
    ['cut to 50 characters', `${'a'.repeat(49)} bcd`, 'x@example.com', 'a'.repeat(49)],
    ['nothing visible: the email local part', '\u200B\u200B', 'ali.khan@example.com', 'ali.khan'],
    ['a look-alike: the email local part', '\u0410dmin', 'someone@example.com', 'someone'],
    ['needless joiners removed', '\u200DAd\u200Dmin\u200C', 'x@example.com', 'Admin'],
    ['a needed joiner kept', 'क्\u200Dष', 'x@example.com', 'क्\u200Dष'],
    [
      'a joiner left at the end by the cut removed',
      `${'a'.repeat(50)}\u200Dक`,
      'x@example.com',
      'a'.repeat(50),
    ],
    ['empty: the email local part', '', 'rahul@example.com', 'rahul'],
    ['decomposed: composed', 'Jose\u0301', 'x@example.com', 'Jos\u00e9'],
    ['neither usable: Player', '\u200B', '\u200B@example.com', 'Player'],
  ])('%s', (_case, raw, email, expected) => {
    expect(cleanDisplayName(raw, email.split('@')[0] ?? '')).toBe(expected);
  });
});
