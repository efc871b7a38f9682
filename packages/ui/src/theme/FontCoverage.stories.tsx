import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ar from '../../../../locales/ar.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import hi from '../../../../locales/hi.json' with { type: 'json' };
import ur from '../../../../locales/ur.json' with { type: 'json' };
import { fontFacesFor } from './fonts';
import { langs, type Lang } from './language';

/**
 * Every glyph the product shows is drawn with a bundled face, never a system fallback
 * (docs/decisions/0054-bundled-fonts-only.md): each story sets every character of one locale file, the
 * symbols the components write themselves and a monospace sample in the theme's body, display and mono
 * stacks, and its play function asks Chromium which fonts it drew each line with.
 */
const meta = {
  title: 'Foundations/Font coverage',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const locales: Record<Lang, unknown> = { en, ar, hi, ur };

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The distinct visible characters of a locale file, in code point order. */
function characters(lang: Lang): string {
  const set = new Set<string>();
  for (const text of strings(locales[lang])) {
    for (const character of text) if (!/[\s\p{Cc}\p{Cf}]/u.test(character)) set.add(character);
  }
  return [...set].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** Characters the components and stories write outside the locale files (amounts, marks, arrows, ranks). */
const symbols = '0123456789 % $ ₹ ✓ × ÷ → ← ↔ ⇄ · • … – — − ≈ ≥ ⋯ ▲ ▼ ⌊ ⌋ « » “ ” ’ © ° § ★';
const monoSample = 'TXN-7F3A9C21 0O1lI {"amount": 250, "status": "paid"} JBSWY3DPEHPK3PXP';

type Stack = readonly ['body' | 'display' | 'mono', number];
/** Two sheets per language, each short enough for one screen. */
const textStacks: readonly Stack[] = [
  ['body', 400],
  ['body', 600],
];
const displayAndMonoStacks: readonly Stack[] = [
  ['display', 700],
  ['mono', 400],
];

function Coverage({ lang, stacks }: { lang: Lang; stacks: readonly Stack[] }) {
  const theme = useTheme();
  const samples = [
    ['locale', characters(lang)],
    ['symbols', symbols],
    ['code', monoSample],
  ] as const;
  return (
    <div
      data-stacks={stacks.length}
      style={{ display: 'grid', gap: theme.space[2], fontSize: theme.fontSizes.sm }}
    >
      {stacks.flatMap(([stack, weight]) =>
        samples.map(([name, text]) => (
          <p
            key={`${stack}-${weight}-${name}`}
            data-sample={`${stack} ${weight} ${name}`}
            style={{
              margin: 0,
              fontFamily: theme.fonts[stack],
              fontWeight: weight,
              lineHeight: theme.lineHeights.body,
              overflowWrap: 'anywhere',
            }}
          >
            {text}
          </p>
        )),
      )}
    </div>
  );
}

/** A code point no font has: what Chromium draws for a character none of a stack's faces has. */
const unassigned = String.fromCodePoint(0x10fffd);

/** The characters of `text` that `font` draws exactly like a character no font has (a missing glyph). */
function missingGlyphs(font: string, text: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 96;
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  const draw = (character: string) => {
    context.clearRect(0, 0, canvas.width, canvas.height);
    context.font = font;
    context.fillText(character, 16, 64);
    return context.getImageData(0, 0, canvas.width, canvas.height).data;
  };
  const reference = draw(unassigned);
  const same = (a: Uint8ClampedArray, b: Uint8ClampedArray) => a.every((value, index) => value === b[index]);
  return [...new Set(text)]
    .filter((character) => character.trim() && same(draw(character), reference))
    .join('');
}

type Probe = (
  elements: readonly Element[],
) => Promise<Array<Array<{ familyName: string; isCustomFont: boolean }>>>;

const play: Story['play'] = async ({ canvasElement }) => {
  const lines = [...canvasElement.querySelectorAll<HTMLElement>('[data-sample]')];
  const sheet = canvasElement.querySelector<HTMLElement>('[data-stacks]')!;
  await expect(lines).toHaveLength(Number(sheet.dataset.stacks) * 3);
  await Promise.all(langs.flatMap(fontFacesFor).map(([font, sample]) => document.fonts.load(font, sample)));
  const fontOf = (line: HTMLElement) => {
    const style = getComputedStyle(line);
    return `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  };
  await Promise.all(lines.map((line) => document.fonts.load(fontOf(line), line.textContent)));
  await document.fonts.ready;
  for (const line of lines) {
    await expect(document.fonts.check(fontOf(line), line.textContent)).toBe(true);
    // Every character has a glyph in the stack (Chromium would otherwise draw a missing-glyph box).
    const style = getComputedStyle(line);
    const missing = missingGlyphs(`${style.fontWeight} 48px ${style.fontFamily}`, line.textContent);
    await expect({ sample: line.dataset.sample, missing }).toEqual({
      sample: line.dataset.sample,
      missing: '',
    });
  }

  // Set by .storybook/platform-fonts.ts in the test run: the fonts Chromium really drew each line with.
  const probe = (globalThis as { arenaPlatformFonts?: Probe }).arenaPlatformFonts;
  if (!probe) return;
  const drawn = await probe(lines);
  lines.forEach((line, index) => {
    const fonts = drawn[index]!;
    const system = fonts.filter((font) => !font.isCustomFont).map((font) => font.familyName);
    expect({ sample: line.dataset.sample, system }).toEqual({ sample: line.dataset.sample, system: [] });
    expect(fonts.length).toBeGreaterThan(0);
  });
};

const story = (lang: Lang, stacks: readonly Stack[]): Story => ({
  globals: { locale: lang },
  render: () => <Coverage lang={lang} stacks={stacks} />,
  play,
});

export const EnglishText = story('en', textStacks);
export const EnglishDisplayAndMono = story('en', displayAndMonoStacks);
export const ArabicText = story('ar', textStacks);
export const ArabicDisplayAndMono = story('ar', displayAndMonoStacks);
export const HindiText = story('hi', textStacks);
export const HindiDisplayAndMono = story('hi', displayAndMonoStacks);
export const UrduText = story('ur', textStacks);
export const UrduDisplayAndMono = story('ur', displayAndMonoStacks);
