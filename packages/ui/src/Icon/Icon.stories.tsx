import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as glyphs from './Icon';
import { ArrowForwardIcon, ChevronForwardIcon, Icon, WarningIcon } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: {
    label: 'Warning',
    children: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor">
        <circle cx="12" cy="12" r="9" />
      </svg>
    ),
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

const named = Object.entries(glyphs).filter(
  (entry): entry is [string, (props: glyphs.GlyphProps) => React.JSX.Element] =>
    entry[0].endsWith('Icon') && typeof entry[1] === 'function',
);

/** Every glyph, each named in words; a glyph without a label is decorative and hidden from assistive tech. */
export const Glyphs: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        gap: 12,
        listStyle: 'none',
        padding: 0,
      }}
    >
      {named.map(([name, Glyph]) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Glyph size="1.5em" />
          <span>{name.replace(/Icon$/, '')}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(named.length);
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

/** With a label the icon is an image with that name. */
export const Labelled: Story = {
  render: () => <WarningIcon label="Warning" size="1.5em" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
};

/** Icons that point mirror in right-to-left text; the others do not. */
export const PointingInRTL: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <p style={{ display: 'flex', gap: 12 }}>
      <ArrowForwardIcon label="التالي" size="1.5em" />
      <ChevronForwardIcon label="المزيد" size="1.5em" />
      <WarningIcon label="تحذير" size="1.5em" />
    </p>
  ),
  play: async ({ canvas }) => {
    const transform = (name: string) => getComputedStyle(canvas.getByRole('img', { name })).transform;
    await expect(transform('التالي')).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(transform('تحذير')).toBe('none');
  },
};
