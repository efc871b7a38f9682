import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, type BadgeTone } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Live' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { tone: 'accent' } };

const row = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;

const show = (tones: ReadonlyArray<[BadgeTone, string]>) => () => (
  <div style={row}>
    {tones.map(([tone, text]) => (
      <Badge key={tone} tone={tone}>
        {text}
      </Badge>
    ))}
  </div>
);

export const Status: Story = {
  render: show([
    ['neutral', 'Upcoming'],
    ['accent', 'Live'],
    ['success', 'Won'],
    ['warning', 'Pending review'],
    ['danger', 'Rejected'],
  ]),
};

export const Tiers: Story = {
  render: show([
    ['tierRookie', 'Rookie'],
    ['tierBronze', 'Bronze'],
    ['tierSilver', 'Silver'],
    ['tierGold', 'Gold'],
    ['tierPlatinum', 'Platinum'],
    ['tierDiamond', 'Diamond'],
    ['tierMaster', 'Master'],
    ['tierLegend', 'Legend'],
  ]),
};

export const SkillGroups: Story = {
  render: show([
    ['skill1', 'Skill 1–3'],
    ['skill2', 'Skill 4–6'],
    ['skill3', 'Skill 7–9'],
    ['skill4', 'Skill 10–12'],
    ['skill5', 'Skill 13–15'],
    ['skill6', 'Skill 16–18'],
  ]),
};

export const PrizeRanks: Story = {
  render: show([
    ['prizeGold', '#1'],
    ['prizeSilver', '#2'],
    ['prizeBronze', '#3'],
  ]),
};

export const Currencies: Story = {
  render: show([
    ['gcoin', '1,250 GCoins'],
    ['crystal', '8,400 crystals'],
  ]),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  render: show([
    ['accent', 'مباشر'],
    ['tierGold', 'ذهبي'],
    ['prizeGold', '#1'],
    ['danger', 'مرفوض'],
  ]),
};
