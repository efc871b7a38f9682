import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LevelBar } from './LevelBar';

// The bar says its own words (issue 32): the level, the tier's name and the XP come from the locale files in
// the story's language; the stories give it only numbers and a tier.
const meta = {
  title: 'Components/LevelBar',
  component: LevelBar,
  args: {
    level: 37,
    tier: 'Gold',
    progressPercentage: 62,
    xp: { current: 1250, needed: 2000 },
    compact: false,
  },
} satisfies Meta<typeof LevelBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Level 37, Gold' });
    await expect(bar).toHaveAttribute('aria-valuenow', '62');
    await expect(bar).toHaveAttribute('aria-valuetext', '1,250 / 2,000 XP');
    await expect(canvas.getByText('1,250 / 2,000 XP')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('1,250 / 2,000 XP')).not.toBeInTheDocument();
  },
};

export const Rookie: Story = {
  args: { level: 1, tier: 'Rookie', progressPercentage: 0, xp: { current: 0, needed: 100 } },
};

export const Legend: Story = {
  args: { level: 97, tier: 'Legend', progressPercentage: 35, xp: { current: 735, needed: 2100 } },
};

export const MaxLevel: Story = {
  args: { level: 100, tier: 'Legend', progressPercentage: 0, xp: { current: 0, needed: 0 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Level 100, Legend' });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Max Level');
    await expect(canvas.getByText('Max Level')).toBeVisible();
  },
};

export const MaxLevelCompact: Story = { args: { ...MaxLevel.args, compact: true } };

export const AllTiers: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LevelBar {...args} level={12} tier="Bronze" progressPercentage={40} />
      <LevelBar {...args} level={25} tier="Silver" progressPercentage={10} />
      <LevelBar {...args} level={55} tier="Platinum" progressPercentage={75} />
      <LevelBar {...args} level={70} tier="Diamond" progressPercentage={50} />
      <LevelBar {...args} level={88} tier="Master" progressPercentage={90} />
    </div>
  ),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'المستوى 37, ذهبي' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1,250 / 2,000 نقطة خبرة');
  },
};

export const RTLCompact: Story = { globals: { locale: 'ar' }, args: { compact: true } };

export const MaxLevelRTL: Story = {
  globals: { locale: 'ar' },
  args: MaxLevel.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('المستوى الأقصى')).toBeVisible();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'लेवल 37, स्वर्ण' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'لیول 37, سونا' })).toBeVisible();
  },
};
