import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Button } from '../Button';
import { ChallengeCard, type ChallengeCardOpenProps } from '../ChallengeCard';
import { ChallengeGrid } from './ChallengeGrid';
import { FeaturedChallenges } from './FeaturedChallenges';

const now = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function card(over: Partial<ChallengeCardOpenProps> & { title: string }): ChallengeCardOpenProps {
  return {
    status: 'upcoming',
    gameId: 'lol',
    type: 'main',
    skillLevel: 4,
    prizes: [{ value: 30000 }, { value: 20000 }],
    registeredPlayers: 12,
    maxPlayers: 50,
    gameLimit: 10,
    entryFee: 5,
    countdown: { now, target: at(2 * 60 + 14) },
    action: { kind: 'join', onJoin: fn() },
    ...over,
  };
}

const biggest = [
  card({ title: 'Valorant Masters', gameId: 'valorant', prizes: [{ value: 60000 }, { value: 40000 }] }),
  card({ title: 'CS2 Clutch Cup', gameId: 'cs2' }),
];
const soonest = [card({ title: 'Daily Dota Dash', gameId: 'dota2', type: 'daily' })];

type Args = { biggest: ChallengeCardOpenProps[]; soonest: ChallengeCardOpenProps[]; action?: boolean };

const meta = {
  title: 'Challenges/ChallengeBrowse',
  render: ({ biggest, soonest, action }) => (
    <FeaturedChallenges
      biggest={biggest.map((entry) => (
        <ChallengeCard key={entry.title} {...entry} />
      ))}
      soonest={soonest.map((entry) => (
        <ChallengeCard key={entry.title} {...entry} />
      ))}
      emptyAction={action ? <Button variant="secondary">Choose a game</Button> : undefined}
    />
  ),
  args: { biggest, soonest },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

/** Featured challenges: the biggest prize pools open now, then the ones starting soon. */
export const Featured: Story = {
  globals: tablet,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Featured challenges' })).toBeVisible();
    const big = canvas.getByRole('list', { name: 'Biggest prize pools open now' });
    await expect(within(big).getAllByRole('article')).toHaveLength(2);
    const soon = canvas.getByRole('list', { name: 'Starting soon' });
    await expect(within(soon).getByText('Daily Dota Dash')).toBeVisible();
  },
};

export const FeaturedRTL: Story = {
  globals: { ...tablet, locale: 'ar' },
  args: {
    biggest: [
      card({
        title: 'بطولة فالورانت الكبرى',
        gameId: 'valorant',
        prizes: [{ value: 60000 }, { value: 40000 }],
      }),
    ],
    soonest: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'تحديات مميزة' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'أكبر مجموع جوائز مفتوح الآن' })).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'تبدأ قريبًا' })).not.toBeInTheDocument();
  },
};

/** Nothing open: the empty state says what to do next. */
export const Empty: Story = {
  args: { biggest: [], soonest: [], action: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No open challenges right now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose a game' })).toBeVisible();
  },
};

export const EmptyRTL: Story = {
  globals: { locale: 'ar' },
  args: { biggest: [], soonest: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد تحديات مفتوحة الآن' })).toBeVisible();
  },
};

/** The grid alone: one column on a phone. */
export const Grid: Story = {
  render: () => (
    <ChallengeGrid aria-label="Challenges">
      {biggest.map((entry) => (
        <ChallengeCard key={entry.title} {...entry} />
      ))}
    </ChallengeGrid>
  ),
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: 'Challenges' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};
