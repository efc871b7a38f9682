import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChallengeCard } from './ChallengeCard';
import type { ChallengeCardOpenProps, ChallengeCardProps } from './ChallengeCard';

// The card's props are a union by status, so stories pass them whole as `card`.
type Args = { card: ChallengeCardProps };

// A fixed clock: no real time reaches the screenshots.
const now = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const open: ChallengeCardOpenProps = {
  status: 'upcoming',
  gameId: 'lol',
  title: 'Weekend Premium Cup',
  typeLabel: 'Premium',
  skillLevel: 4,
  skillLabel: 'Skill 4+',
  prizePool: { label: 'Prize pool', value: '$150.00' },
  winnerPrize: { label: 'Winner takes', value: '$50.00' },
  players: { label: 'Players', value: '12 / 50' },
  gameLimit: { label: 'Games per player', value: '10' },
  entryFee: { label: 'Entry fee', amount: 1, amountLabel: '1 GCoin' },
  countdown: {
    now,
    target: at(2 * 24 * 60 + 5 * 60 + 7),
    label: 'Starts in',
    units: { days: 'd', hours: 'h', minutes: 'm' },
    endedLabel: 'Ended',
  },
  action: { kind: 'join', label: 'Join', onJoin: fn() },
};

const meta = {
  title: 'Challenges/ChallengeCard',
  render: ({ card }) => <ChallengeCard {...card} />,
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.row === true ? undefined : 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { card: open },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Starts in2d 5h');
    // The prize pool is the headline.
    await expect(canvas.getByText('$150.00')).toBeVisible();
  },
};

/** Active and ending within the hour: the chip counts hours and minutes. */
export const ActiveEndsSoon: Story = {
  args: {
    card: {
      ...open,
      status: 'current',
      typeLabel: 'Daily',
      countdown: { ...open.countdown, label: 'Ends in', target: at(2 * 60 + 14) },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in2h 14m');
  },
};

/** A free challenge: no entry fee, a small pool. */
export const Free: Story = {
  args: {
    card: {
      ...open,
      gameId: 'valorant',
      typeLabel: 'Free',
      prizePool: { label: 'Prize pool', value: '$10.00' },
      winnerPrize: undefined,
      entryFee: { label: 'Entry fee', amount: 0, amountLabel: '0 GCoins' },
    },
  },
};

export const Join: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    if (open.action.kind === 'join') await expect(open.action.onJoin).toHaveBeenCalled();
  },
};

export const Registered: Story = {
  args: {
    card: {
      ...open,
      gameId: 'cs2',
      status: 'current',
      skillLevel: 1,
      skillLabel: 'Skill 1+',
      countdown: { ...open.countdown, label: 'Ends in', target: at(5 * 60) },
      action: {
        kind: 'registered',
        notice: 'You are registered',
        detailsLabel: 'View details',
        onViewDetails: fn(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are registered');
    await expect(canvas.getByRole('button', { name: 'View details' })).toBeEnabled();
  },
};

export const Full: Story = {
  args: {
    card: {
      ...open,
      gameId: 'valorant',
      skillLevel: 18,
      skillLabel: 'Skill 16+',
      players: { label: 'Players', value: '50 / 50' },
      action: { kind: 'full', label: 'Challenge Full' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Challenge Full' })).toBeDisabled();
  },
};

export const XpOnlyUnlimited: Story = {
  args: {
    card: {
      ...open,
      gameId: 'brawlstars',
      typeLabel: 'Booster',
      skillLevel: 8,
      skillLabel: 'Skill 7+',
      prizePool: { label: 'Prize pool', value: 'XP Only' },
      winnerPrize: undefined,
      gameLimit: { label: 'Games per player', value: 'Unlimited' },
      entryFee: { label: 'Entry fee', amount: 0, amountLabel: '0 GCoins' },
    },
  },
};

export const Finished: Story = {
  args: {
    card: {
      status: 'finished',
      gameId: 'dota2',
      title: 'Daily Dota Dash',
      typeLabel: 'Daily',
      skillLevel: 12,
      skillLabel: 'Skill 10+',
      winnersHeading: 'Winners',
      rankLabel: (rank: number) => `Rank ${rank}`,
      winners: [
        { id: 'w3', name: 'Kai Brooks', rank: 3, prize: '$20.00' },
        { id: 'w1', name: 'Lina Haddad', rank: 1, prize: '$50.00' },
        { id: 'w2', name: 'Omar Faris', rank: 2, prize: '$30.00' },
        { id: 'w4', name: 'Mei Chen', rank: 4 },
        { id: 'w5', name: 'Ravi Patel', rank: 5 },
        { id: 'w6', name: 'Sixth Player', rank: 6 },
      ],
      detailsLabel: 'View details',
      onViewDetails: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Lina Haddad');
    await expect(canvas.queryByText('Sixth Player')).not.toBeInTheDocument();
  },
};

/** Voided by the lifecycle (decision 0029): why and the refund instead of winners, the chip says so. */
export const Voided: Story = {
  args: {
    card: {
      status: 'finished',
      gameId: 'valorant',
      title: 'Valorant Night Cup',
      typeLabel: 'Premium',
      skillLevel: 6,
      skillLabel: 'Skill 4+',
      winnersHeading: 'Winners',
      rankLabel: (rank: number) => `Rank ${rank}`,
      winners: [],
      detailsLabel: 'View details',
      onViewDetails: fn(),
      voided: { title: 'Voided: too few players', refund: 'Entry fees refunded' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voided: too few players')).toBeVisible();
    await expect(canvas.getByText('Entry fees refunded')).toBeVisible();
    await expect(canvas.getByText('Voided')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

const arabic: ChallengeCardOpenProps = {
  ...open,
  title: 'كأس نهاية الأسبوع المميز',
  typeLabel: 'مميز',
  skillLabel: 'مهارة 4+',
  prizePool: { label: 'مجموع الجوائز', value: '150.00 $' },
  winnerPrize: { label: 'الفائز يحصل على', value: '50.00 $' },
  players: { label: 'اللاعبون', value: '12 / 50' },
  gameLimit: { label: 'مباريات لكل لاعب', value: 'غير محدود' },
  entryFee: { label: 'رسوم الدخول', amount: 1, amountLabel: '1 جي كوين' },
  countdown: {
    ...open.countdown,
    label: 'يبدأ خلال',
    units: { days: 'ي', hours: 'س', minutes: 'د' },
    endedLabel: 'انتهى',
  },
  action: { kind: 'join', label: 'انضم', onJoin: fn() },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { card: arabic },
};

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

/** Cards in a row have equal heights: the shorter card's button lines up with the longer one's. */
function Row({ cards }: { cards: readonly ChallengeCardProps[] }) {
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 16,
      }}
    >
      {cards.map((card) => (
        <li key={card.title}>
          <ChallengeCard {...card} />
        </li>
      ))}
    </ul>
  );
}

const short: ChallengeCardOpenProps = {
  ...open,
  gameId: 'cs2',
  title: 'Daily Clutch',
  typeLabel: 'Daily',
  skillLevel: 1,
  skillLabel: 'Skill 1+',
  winnerPrize: undefined,
  gameLimit: { label: 'Games per player', value: '3' },
};

export const EqualHeights: Story = {
  globals: tablet,
  parameters: { row: true },
  render: () => <Row cards={[open, short]} />,
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().height).toBe(second!.getBoundingClientRect().height);
    const [a, b] = canvas.getAllByRole('button', { name: 'Join' });
    await expect(a!.getBoundingClientRect().bottom).toBe(b!.getBoundingClientRect().bottom);
  },
};

export const EqualHeightsRTL: Story = {
  globals: { ...tablet, locale: 'ar' },
  parameters: { row: true },
  render: () => (
    <Row
      cards={[
        arabic,
        {
          ...arabic,
          gameId: 'cs2',
          title: 'تحدي يومي',
          typeLabel: 'يومي',
          skillLevel: 1,
          skillLabel: 'مهارة 1+',
          winnerPrize: undefined,
          gameLimit: { label: 'مباريات لكل لاعب', value: '3' },
        },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first!.getBoundingClientRect().height).toBe(second!.getBoundingClientRect().height);
    const [a, b] = canvas.getAllByRole('button', { name: 'انضم' });
    await expect(a!.getBoundingClientRect().bottom).toBe(b!.getBoundingClientRect().bottom);
  },
};

/** Registered: the bracket the challenge admits and, outlined, the bracket the player entered with. */
export const EnteredBracket: Story = {
  args: {
    card: {
      ...open,
      status: 'current',
      skillLevel: 5,
      skillLabel: 'Bracket 2 · levels 4–6',
      entryBracket: { bracket: 2, label: 'Your bracket 2 · levels 4–6' },
      countdown: { ...open.countdown, label: 'Ends in', target: at(5 * 60) },
      action: {
        kind: 'registered',
        notice: 'You are registered',
        detailsLabel: 'View details',
        onViewDetails: fn(),
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bracket 2 · levels 4–6')).toBeVisible();
    await expect(canvas.getByText('Your bracket 2 · levels 4–6')).toHaveAttribute('data-bracket', '2');
  },
};

export const EnteredBracketRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      ...arabic,
      status: 'current',
      skillLevel: 5,
      skillLabel: 'الفئة 2 · المستويات 4–6',
      entryBracket: { bracket: 2, label: 'فئتك 2 · المستويات 4–6' },
      countdown: { ...arabic.countdown, label: 'ينتهي خلال', target: at(5 * 60) },
      action: { kind: 'registered', notice: 'أنت مسجل', detailsLabel: 'عرض التفاصيل', onViewDetails: fn() },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فئتك 2 · المستويات 4–6')).toBeVisible();
  },
};

export const RegisteredRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      ...arabic,
      status: 'current',
      countdown: { ...arabic.countdown, label: 'ينتهي خلال', target: at(5 * 60) },
      action: { kind: 'registered', notice: 'أنت مسجل', detailsLabel: 'عرض التفاصيل', onViewDetails: fn() },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('أنت مسجل');
  },
};

export const FullRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      ...arabic,
      typeLabel: 'معزز',
      players: { label: 'اللاعبون', value: '50 / 50' },
      action: { kind: 'full', label: 'التحدي ممتلئ' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'التحدي ممتلئ' })).toBeDisabled();
  },
};

export const FinishedRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      status: 'finished',
      gameId: 'dota2',
      title: 'تحدي دوتا اليومي',
      typeLabel: 'يومي',
      skillLevel: 12,
      skillLabel: 'مهارة 10+',
      winnersHeading: 'الفائزون',
      rankLabel: (rank: number) => `المركز ${rank}`,
      winners: [
        { id: 'w1', name: 'ليلى حداد', rank: 1, prize: '50.00 $' },
        { id: 'w2', name: 'Omar Faris', rank: 2, prize: '30.00 $' },
      ],
      detailsLabel: 'عرض التفاصيل',
      onViewDetails: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

export const VoidedRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      status: 'finished',
      gameId: 'valorant',
      title: 'كأس فالورانت الليلي',
      typeLabel: 'مميز',
      skillLevel: 6,
      skillLabel: 'مهارة 4+',
      winnersHeading: 'الفائزون',
      rankLabel: (rank: number) => `المركز ${rank}`,
      winners: [],
      detailsLabel: 'عرض التفاصيل',
      onViewDetails: fn(),
      voided: { title: 'أُلغي: بيانات المباريات غير متاحة', refund: 'رُدّت رسوم الدخول' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أُلغي: بيانات المباريات غير متاحة')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
