// Token tables for the Introduction docs page (packages/ui/src/Introduction.mdx). Everything is
// read from the live theme object, so the page can never drift from what components use.
import { createTheme, langs, type ArenaTheme, type ColorName, type Lang } from '@arena/ui';
import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import type { CSSProperties, ReactNode } from 'react';

const theme: ArenaTheme = createTheme('en');

const languageNames: Record<Lang, string> = {
  en: 'English',
  ar: 'العربية (Arabic)',
  hi: 'हिन्दी (Hindi)',
  ur: 'اردو (Urdu)',
};

/** Colour groups by name; any colour that matches none lands in "Accent and status", so none is ever left out. */
const colourGroups: ReadonlyArray<
  readonly [title: string, subtitle: string, test: (name: string) => boolean]
> = [
  [
    'Surfaces',
    'page, cards, raised and hovered surfaces, borders',
    (name) => /^(background|surface|border)/.test(name),
  ],
  ['Text', 'text, muted text, and text on accent and tone fills', (name) => /^(text|on[A-Z])/.test(name)],
  ['Tiers', 'spec §3 currentTier.color', (name) => name.startsWith('tier')],
  ['Skill groups', 'spec §2: levels 1–18 in six groups of three', (name) => name.startsWith('skill')],
  ['Prizes', 'spec §9: rank 1, 2, 3', (name) => name.startsWith('prize')],
  ['Sign-in logos', 'owners’ brand colours, logo art only', (name) => name.startsWith('brand')],
  [
    'Overlays',
    'image scrims and the dialog backdrop',
    (name) => name === 'backdrop' || name.startsWith('scrim'),
  ],
];

function groupOf(name: string): string {
  return colourGroups.find(([, , test]) => test(name))?.[0] ?? 'Accent and status';
}

/** Every semantic colour of `theme.colors`, in groups, as Storybook swatches. */
export function ColourTokens() {
  const names = Object.keys(theme.colors) as ColorName[];
  const titles = [
    ...colourGroups.slice(0, 2).map(([title]) => title),
    'Accent and status',
    ...colourGroups.slice(2).map(([title]) => title),
  ];
  const subtitles: Record<string, string> = {
    'Accent and status': 'accent, focus ring, status, currencies',
    ...Object.fromEntries(colourGroups.map(([title, subtitle]) => [title, subtitle])),
  };
  return (
    <ColorPalette>
      {titles.map((title) => {
        const members = names.filter((name) => groupOf(name) === title);
        return (
          <ColorItem
            key={title}
            title={title}
            subtitle={subtitles[title] ?? ''}
            colors={Object.fromEntries(members.map((name) => [name, theme.colors[name]]))}
          />
        );
      })}
    </ColorPalette>
  );
}

const cell: CSSProperties = { verticalAlign: 'middle' };

function Table({ head, children }: { head: readonly string[]; children: ReactNode }) {
  return (
    <table style={{ inlineSize: '100%' }}>
      <thead>
        <tr>
          {head.map((title) => (
            <th key={title} style={{ textAlign: 'start' }}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** `1.375rem` → `1.375rem (22 px)`, against the browser's 16 px root size. */
function withPixels(size: string): string {
  return size.endsWith('rem') ? `${size} (${parseFloat(size) * 16} px)` : size;
}

/** Each step of `theme.fontSizes`, set in the body and the display face. */
export function TypeScale() {
  return (
    <Table head={['Token', 'Size', 'Body (Inter)', 'Display (Rajdhani)']}>
      {Object.entries(theme.fontSizes).map(([name, size]) => (
        <tr key={name}>
          <td style={cell}>
            <code>fontSizes.{name}</code>
          </td>
          <td style={cell}>{withPixels(size)}</td>
          <td
            style={{
              ...cell,
              fontFamily: theme.fonts.body,
              fontSize: size,
              lineHeight: theme.lineHeights.tight,
            }}
          >
            Weekend Cup
          </td>
          <td
            style={{
              ...cell,
              fontFamily: theme.fonts.display,
              fontSize: size,
              fontWeight: theme.fontWeights.bold,
              lineHeight: theme.lineHeights.tight,
            }}
          >
            $1,250 · 02:45
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** `theme.fontWeights`: only weights whose font files are bundled. */
export function FontWeights() {
  return (
    <Table head={['Token', 'Weight', 'Sample']}>
      {Object.entries(theme.fontWeights).map(([name, weight]) => (
        <tr key={name}>
          <td style={cell}>
            <code>fontWeights.{name}</code>
          </td>
          <td style={cell}>{weight}</td>
          <td style={{ ...cell, fontFamily: theme.fonts.body, fontWeight: weight }}>Join the challenge</td>
        </tr>
      ))}
    </Table>
  );
}

const samples: Record<Lang, string> = {
  en: 'Join the challenge',
  ar: 'انضم إلى التحدي',
  hi: 'चुनौती में शामिल हों',
  ur: 'چیلنج میں شامل ہوں',
};

/** What changes per language: the theme of each is built here with `createTheme(lang)`. */
export function LanguageThemes() {
  return (
    <Table head={['Language', 'Direction', 'Line height (body / tight)', 'Font stacks', 'Sample']}>
      {langs.map((lang) => {
        const t = createTheme(lang);
        return (
          <tr key={lang}>
            <td style={cell}>
              <code>{lang}</code>{' '}
              <span lang={lang} style={{ fontFamily: t.fonts.body }}>
                {languageNames[lang]}
              </span>
            </td>
            <td style={cell}>
              <code>{t.direction}</code>
            </td>
            <td style={cell}>
              {t.lineHeights.body} / {t.lineHeights.tight}
            </td>
            <td style={{ ...cell, fontSize: '12px' }}>
              body: <code>{t.fonts.body}</code>
              <br />
              display: <code>{t.fonts.display}</code>
            </td>
            <td
              lang={lang}
              dir={t.direction}
              style={{
                ...cell,
                fontFamily: t.fonts.body,
                lineHeight: t.lineHeights.body,
                fontSize: theme.fontSizes.lg,
              }}
            >
              {samples[lang]}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const bar = (inlineSize: string): CSSProperties => ({
  display: 'block',
  inlineSize,
  blockSize: '12px',
  background: theme.colors.accent,
  borderRadius: '2px',
});

/** `theme.space`: the 4 px grid. */
export function SpacingScale() {
  return (
    <Table head={['Token', 'Value', '']}>
      {Object.entries(theme.space)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <code>space[{name}]</code>
            </td>
            <td style={cell}>{value}</td>
            <td style={cell}>
              <span style={bar(value)} />
            </td>
          </tr>
        ))}
    </Table>
  );
}

/** `theme.radii`, each on a raised surface with the border colour. */
export function Radii() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: theme.space[4] }}>
      {Object.entries(theme.radii).map(([name, value]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            style={{
              inlineSize: '96px',
              blockSize: '64px',
              background: theme.colors.surfaceRaised,
              border: `${theme.borderWidths.accent} solid ${theme.colors.accent}`,
              borderRadius: value,
            }}
          />
          <figcaption style={{ fontSize: '12px', marginBlockStart: theme.space[1] }}>
            <code>radii.{name}</code> {value}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The smaller scales: borders, motion, sizes and breakpoints. */
export function OtherTokens() {
  const rows: Array<readonly [string, string]> = [
    ...Object.entries(theme.borderWidths).map(([name, value]) => [`borderWidths.${name}`, value] as const),
    ...Object.entries(theme.durations).map(([name, value]) => [`durations.${name}`, value] as const),
    ['touchTarget', theme.touchTarget],
    ...Object.entries(theme.sizes.avatar).map(([name, value]) => [`sizes.avatar.${name}`, value] as const),
    ...Object.entries(theme.media).map(([name, value]) => [`media.${name}`, value] as const),
  ];
  return (
    <Table head={['Token', 'Value']}>
      {rows.map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>{name}</code>
          </td>
          <td style={cell}>
            <code>{value}</code>
          </td>
        </tr>
      ))}
    </Table>
  );
}
