import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LevelBar } from './LevelBar';

const number = new Intl.NumberFormat('en-US');
const formatXp = (current: number, needed: number) =>
  `${number.format(current)} / ${number.format(needed)} XP`;

const meta = {
  title: 'Components/LevelBar',
  component: LevelBar,
  args: {
    level: 37,
    levelLabel: 'Level 37',
    tierLabel: 'Gold',
    tierTone: 'tierGold',
    progressPercentage: 62,
    maxLevelLabel: 'Max level',
    xp: { current: 1250, needed: 2000 },
    formatXp,
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
  args: {
    level: 1,
    levelLabel: 'Level 1',
    tierLabel: 'Rookie',
    tierTone: 'tierRookie',
    progressPercentage: 0,
    xp: { current: 0, needed: 100 },
  },
};

export const Legend: Story = {
  args: {
    level: 97,
    levelLabel: 'Level 97',
    tierLabel: 'Legend',
    tierTone: 'tierLegend',
    progressPercentage: 35,
    xp: { current: 735, needed: 2100 },
  },
};

export const MaxLevel: Story = {
  args: {
    level: 100,
    levelLabel: 'Level 100',
    tierLabel: 'Legend',
    tierTone: 'tierLegend',
    progressPercentage: 0,
    xp: { current: 0, needed: 0 },
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', 'Max level');
    await expect(canvas.getByText('Max level')).toBeVisible();
  },
};

export const MaxLevelCompact: Story = { args: { ...MaxLevel.args, compact: true } };

export const AllTiers: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <LevelBar
        {...args}
        level={12}
        levelLabel="Level 12"
        tierLabel="Bronze"
        tierTone="tierBronze"
        progressPercentage={40}
      />
      <LevelBar
        {...args}
        level={25}
        levelLabel="Level 25"
        tierLabel="Silver"
        tierTone="tierSilver"
        progressPercentage={10}
      />
      <LevelBar
        {...args}
        level={55}
        levelLabel="Level 55"
        tierLabel="Platinum"
        tierTone="tierPlatinum"
        progressPercentage={75}
      />
      <LevelBar
        {...args}
        level={70}
        levelLabel="Level 70"
        tierLabel="Diamond"
        tierTone="tierDiamond"
        progressPercentage={50}
      />
      <LevelBar
        {...args}
        level={88}
        levelLabel="Level 88"
        tierLabel="Master"
        tierTone="tierMaster"
        progressPercentage={90}
      />
    </div>
  ),
};

const arabicNumber = new Intl.NumberFormat('ar-EG');
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    levelLabel: 'المستوى 37',
    tierLabel: 'ذهبي',
    maxLevelLabel: 'الحد الأقصى',
    formatXp: (current: number, needed: number) =>
      `${arabicNumber.format(current)} / ${arabicNumber.format(needed)} نقطة خبرة`,
  },
};

export const RTLCompact: Story = { globals: { locale: 'ar' }, args: { ...RTL.args, compact: true } };

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    levelLabel: 'لیول 37',
    tierLabel: 'گولڈ',
    maxLevelLabel: 'زیادہ سے زیادہ لیول',
    formatXp: (current: number, needed: number) =>
      `${number.format(current)} / ${number.format(needed)} ایکس پی`,
  },
};
