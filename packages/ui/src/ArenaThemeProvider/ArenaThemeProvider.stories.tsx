import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Lang } from '../theme/language';
import { ArenaThemeProvider } from './ArenaThemeProvider';

/** What the theme gives a language: its body font stack, line height and direction, shown in its script. */
function Sample({ sample }: { sample: string }) {
  const theme = useTheme();
  return (
    <figure lang={theme.lang} dir={theme.direction} data-lang={theme.lang} style={{ margin: 0 }}>
      <p style={{ fontFamily: theme.fonts.body, lineHeight: theme.lineHeights.body }}>{sample}</p>
      <figcaption style={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }}>
        {theme.lang} · {theme.direction} · {theme.lineHeights.body}
      </figcaption>
    </figure>
  );
}

const samples: Record<Lang, string> = {
  en: 'Climb the leaderboard, win crystals.',
  ar: 'تسلّق لوحة الصدارة واربح الكريستال.',
  hi: 'लीडरबोर्ड पर चढ़ें, क्रिस्टल जीतें।',
  ur: 'لیڈر بورڈ پر چڑھیں، کرسٹل جیتیں۔',
};

const meta = {
  title: 'Foundations/ArenaThemeProvider',
  component: ArenaThemeProvider,
  args: { lang: 'en', children: <Sample sample={samples.en} /> },
} satisfies Meta<typeof ArenaThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The theme per language: Arabic and Urdu right to left, Urdu in Nastaliq with its taller lines, Hindi in
 * Devanagari; each stack starts with the Latin face so numbers and names in Latin look the same everywhere.
 */
export const FourLanguages: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {(Object.keys(samples) as Lang[]).map((lang) => (
        <ArenaThemeProvider key={lang} lang={lang}>
          <Sample sample={samples[lang]} />
        </ArenaThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const paragraph = (lang: Lang) => canvasElement.querySelector(`[data-lang="${lang}"] p`)!;
    const figure = (lang: Lang) => canvasElement.querySelector(`[data-lang="${lang}"]`)!;
    await expect(figure('en')).toHaveAttribute('dir', 'ltr');
    await expect(figure('ar')).toHaveAttribute('dir', 'rtl');
    await expect(figure('ur')).toHaveAttribute('dir', 'rtl');
    await expect(figure('hi')).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(paragraph('ur')).fontFamily).toMatch(/Nastaliq/);
    await expect(getComputedStyle(paragraph('hi')).fontFamily).toMatch(/Devanagari/);
    await expect(Number.parseFloat(getComputedStyle(paragraph('ur')).lineHeight)).toBeGreaterThan(
      Number.parseFloat(getComputedStyle(paragraph('en')).lineHeight),
    );
  },
};
