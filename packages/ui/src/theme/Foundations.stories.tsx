import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColorName } from './theme';

/** A review sheet for the semantic colours and the type in each language; not a component. */
const meta = {
  title: 'Foundations/Theme',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const groups: ReadonlyArray<readonly [string, readonly ColorName[]]> = [
  ['Surfaces', ['background', 'surface', 'surfaceRaised', 'surfaceHover', 'border']],
  ['Text and accent', ['text', 'textMuted', 'accent', 'accentHover', 'focusRing']],
  ['Status and currencies', ['success', 'warning', 'danger', 'gcoin', 'crystal']],
  [
    'Tiers',
    [
      'tierRookie',
      'tierBronze',
      'tierSilver',
      'tierGold',
      'tierPlatinum',
      'tierDiamond',
      'tierMaster',
      'tierLegend',
    ],
  ],
  ['Skill groups', ['skill1', 'skill2', 'skill3', 'skill4', 'skill5', 'skill6']],
  ['Prizes', ['prizeGold', 'prizeSilver', 'prizeBronze']],
];

function ColourSheet() {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gap: theme.space[4] }}>
      {groups.map(([title, names]) => (
        <section key={title}>
          <h2 style={{ margin: 0, marginBlockEnd: theme.space[2], fontSize: theme.fontSizes.lg }}>{title}</h2>
          <ul
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: theme.space[2],
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {names.map((name) => (
              <li key={name} style={{ display: 'flex', alignItems: 'center', gap: theme.space[2] }}>
                <span
                  aria-hidden="true"
                  style={{
                    inlineSize: theme.space[6],
                    blockSize: theme.space[6],
                    flexShrink: 0,
                    borderRadius: theme.radii.sm,
                    border: `${theme.borderWidths.hairline} solid ${theme.colors.border}`,
                    background: theme.colors[name],
                  }}
                />
                <span style={{ fontSize: theme.fontSizes.sm }}>
                  {name}
                  <br />
                  <code style={{ color: theme.colors.textMuted }}>{theme.colors[name]}</code>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export const Colours: Story = { render: () => <ColourSheet /> };

function TypeSample({ heading, body, figures }: { heading: string; body: string; figures: string }) {
  const theme = useTheme();
  return (
    <div style={{ display: 'grid', gap: theme.space[2] }}>
      <h1 style={{ margin: 0, fontSize: theme.fontSizes.display }}>{heading}</h1>
      <p style={{ margin: 0 }}>{body}</p>
      <p
        style={{
          margin: 0,
          fontFamily: theme.fonts.display,
          fontSize: theme.fontSizes.xxl,
          fontWeight: theme.fontWeights.bold,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {figures}
      </p>
    </div>
  );
}

export const TypeEnglish: Story = {
  render: () => (
    <TypeSample
      heading="Weekend Showdown"
      body="Play as many games as you like before the window closes; your best scores count."
      figures="1,250 · 02:45"
    />
  ),
};

export const TypeArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <TypeSample
      heading="مواجهة نهاية الأسبوع"
      body="العب ما شئت من المباريات قبل إغلاق النافذة؛ تُحتسب أفضل نتائجك."
      figures="1,250 · 02:45"
    />
  ),
};

export const TypeHindi: Story = {
  globals: { locale: 'hi' },
  render: () => (
    <TypeSample
      heading="सप्ताहांत मुकाबला"
      body="खिड़की बंद होने से पहले जितने चाहें उतने गेम खेलें; आपके सर्वश्रेष्ठ स्कोर गिने जाते हैं।"
      figures="1,250 · 02:45"
    />
  ),
};

export const TypeUrdu: Story = {
  globals: { locale: 'ur' },
  render: () => (
    <TypeSample
      heading="ویک اینڈ مقابلہ"
      body="کھڑکی بند ہونے سے پہلے جتنے چاہیں گیم کھیلیں؛ آپ کے بہترین اسکور شمار ہوتے ہیں۔"
      figures="1,250 · 02:45"
    />
  ),
};
