import { languages } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { fontFacesFor, fontStacksFor } from './fonts';
import { langs } from './language';
import { createTheme } from './theme';
import { lineHeight } from './tokens';

// The theme reads the language registry (docs/decisions/0053): direction and fonts follow each entry.
describe('theme by language registry', () => {
  it('offers exactly the registry languages', () => {
    expect(langs).toEqual(languages.map((language) => language.code));
  });

  it.each(languages.map((language) => [language.code, language] as const))(
    'takes direction from the registry for %s',
    (code, language) => {
      expect(createTheme(code).direction).toBe(language.direction);
      expect(createTheme(code).lang).toBe(code);
    },
  );

  it('chooses the faces by script', () => {
    expect(fontStacksFor('en').body).toBe(
      '"Inter Variable", "Noto Sans Math", "Noto Sans Arabic", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    );
    expect(fontStacksFor('en').mono).toBe(
      '"Noto Sans Mono", "Inter Variable", "Noto Sans Math", "Noto Sans Arabic", "Noto Sans Devanagari", ui-monospace, Menlo, Consolas, monospace',
    );
    expect(fontStacksFor('ur').display).toBe(
      '"Rajdhani", "Inter Variable", "Noto Sans Math", "Noto Nastaliq Urdu", "Noto Sans Arabic", "Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    );
    expect(fontStacksFor('ar').body).toContain('"Noto Sans Arabic"');
    expect(fontStacksFor('ar').body).not.toContain('Nastaliq');
    expect(fontStacksFor('hi').display).toContain('"Noto Sans Devanagari"');
    expect(fontStacksFor('ur').body).toContain('"Noto Nastaliq Urdu"');
    expect(fontFacesFor('en')).toHaveLength(10);
    expect(
      fontFacesFor('ur')
        .map(([font]) => font)
        .slice(4),
    ).toEqual([
      '400 16px "Noto Sans Mono"',
      '400 16px "Noto Sans Math"',
      '400 16px "Noto Nastaliq Urdu"',
      '600 16px "Noto Nastaliq Urdu"',
      '400 16px "Noto Sans Arabic"',
      '600 16px "Noto Sans Arabic"',
      '400 16px "Noto Sans Devanagari"',
      '600 16px "Noto Sans Devanagari"',
    ]);
  });

  it('gives only the Nastaliq script its taller line heights', () => {
    expect(createTheme('ur').lineHeights).toEqual({
      body: lineHeight.nastaliq,
      tight: lineHeight.nastaliqTight,
    });
    for (const code of ['en', 'ar', 'hi'] as const) {
      expect(createTheme(code).lineHeights).toEqual({ body: lineHeight.body, tight: lineHeight.tight });
    }
  });
});
