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
    typeLabel: 'Premium',
    skillLevel: 4,
    skillLabel: 'Skill 4+',
    prizePool: { label: 'Prize pool', value: '$500.00' },
    players: { label: 'Players', value: '12 / 50' },
    gameLimit: { label: 'Games per player', value: '10' },
    entryFee: { label: 'Entry fee', amount: 5, amountLabel: '5 GCoins' },
    countdown: {
      now,
      target: at(2 * 60 + 14),
      label: 'Starts in',
      units: { days: 'd', hours: 'h', minutes: 'm' },
      endedLabel: 'Ended',
    },
    action: { kind: 'join', label: 'Join', onJoin: fn() },
    ...over,
  };
}

const biggest = [
  card({
    title: 'Valorant Masters',
    gameId: 'valorant',
    prizePool: { label: 'Prize pool', value: '$1,000.00' },
  }),
  card({ title: 'CS2 Clutch Cup', gameId: 'cs2', prizePool: { label: 'Prize pool', value: '$500.00' } }),
];
const soonest = [card({ title: 'Daily Dota Dash', gameId: 'dota2', typeLabel: 'Daily' })];

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
        typeLabel: 'مميز',
        skillLabel: 'مهارة 4+',
        prizePool: { label: 'مجموع الجوائز', value: '1,000.00 $' },
        players: { label: 'اللاعبون', value: '12 / 50' },
        gameLimit: { label: 'مباريات لكل لاعب', value: '10' },
        entryFee: { label: 'رسوم الدخول', amount: 5, amountLabel: '5 جي كوين' },
        countdown: {
          now,
          target: at(2 * 60 + 14),
          label: 'يبدأ خلال',
          units: { days: 'ي', hours: 'س', minutes: 'د' },
          endedLabel: 'انتهى',
        },
        action: { kind: 'join', label: 'انضم', onJoin: fn() },
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
