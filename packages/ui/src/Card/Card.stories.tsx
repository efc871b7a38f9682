import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';
import art from './story-art.svg';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <>
        <h3 style={{ margin: 0 }}>Weekend Showdown</h3>
        <p style={{ margin: 0 }}>Prize pool 250 USD · 128 players registered</p>
      </>
    ),
  },
  argTypes: {
    accent: {
      control: 'select',
      options: [
        undefined,
        'accent',
        'skill1',
        'skill2',
        'skill3',
        'skill4',
        'skill5',
        'skill6',
        'tierGold',
        'tierLegend',
      ],
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { elevation: 'surface' } };

export const Raised: Story = { args: { elevation: 'raised' } };

export const WithImage: Story = {
  args: {
    as: 'article',
    image: { src: art, alt: '' },
    imageOverlay: <Badge tone="accent">Live</Badge>,
    children: (
      <>
        <h3 style={{ margin: 0 }}>Weekend Showdown</h3>
        <p style={{ margin: 0 }}>Prize pool 250 USD · Entry 1 GCoin</p>
        <Button fullWidth>Join challenge</Button>
      </>
    ),
  },
};

export const SkillBorders: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['skill1', 'skill2', 'skill3', 'skill4', 'skill5', 'skill6'] as const).map((skill, group) => (
        <Card key={skill} accent={skill}>
          <p style={{ margin: 0 }}>
            Skill levels {group * 3 + 1}–{group * 3 + 3}
          </p>
        </Card>
      ))}
    </div>
  ),
};

export const TierBorder: Story = {
  args: {
    accent: 'tierGold',
    children: (
      <>
        <Badge tone="tierGold">Gold</Badge>
        <p style={{ margin: 0 }}>Level 42 · 1,340 XP to Platinum</p>
      </>
    ),
  },
};

export const LongText: Story = {
  args: {
    image: { src: art, alt: 'A mountain range at dusk under a golden sun' },
    imageOverlay: <Badge tone="prizeGold">Winner takes all</Badge>,
    children: (
      <>
        <h3 style={{ margin: 0, overflowWrap: 'anywhere' }}>
          The Grand Intercontinental Midsummer Championship of Champions, Season Twelve
        </h3>
        <p style={{ margin: 0 }}>
          Compete in as many games as you like before the window closes; your three best scores count towards
          the leaderboard, and ties go to whoever played fewer games.
        </p>
      </>
    ),
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    accent: 'skill3',
    image: { src: art, alt: '' },
    imageOverlay: <Badge tone="accent">مباشر</Badge>,
    children: (
      <>
        <h3 style={{ margin: 0 }}>مواجهة نهاية الأسبوع</h3>
        <p style={{ margin: 0 }}>مجموع الجوائز 250 دولارًا · 128 لاعبًا مسجلًا</p>
        <Button fullWidth>انضم إلى التحدي</Button>
      </>
    ),
  },
};
