import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChallengeCard } from './ChallengeCard';
import type { ChallengeCardFinishedProps, ChallengeCardOpenProps, ChallengeCardProps } from './ChallengeCard';

// The card's props are a union by status, so stories pass them whole as `card`. The card takes data only
// (issue 32): every word comes from the locale files in the toolbar's language.
type Args = { card: ChallengeCardProps };

// A fixed clock: no real time reaches the screenshots.
const now = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const open: ChallengeCardOpenProps = {
  status: 'upcoming',
  gameId: 'lol',
  title: 'Weekend Premium Cup',
  type: 'main',
  skillLevel: 4,
  prizes: [{ value: 5000 }, { value: 5000 }, { value: 5000 }],
  registeredPlayers: 12,
  maxPlayers: 50,
  gameLimit: 10,
  entryFee: 1,
  countdown: { now, target: at(2 * 24 * 60 + 5 * 60 + 7) },
  action: { kind: 'join', onJoin: fn() },
};

const registered = { kind: 'registered', onViewDetails: fn() } as const;
const current = { status: 'current', countdown: { now, target: at(5 * 60) } } as const;

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
    // The prize pool is the headline, the winner takes the largest prize.
    await expect(canvas.getByText('$150.00')).toBeVisible();
    await expect(canvas.getByText('$50.00')).toBeVisible();
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.getByText('Bracket 2 · skill 4–6')).toBeVisible();
    await expect(canvas.getByText('12 / 50')).toBeVisible();
    await expect(canvas.getByText('10 games')).toBeVisible();
    await expect(canvas.getByText('1 GCoin')).toBeInTheDocument();
  },
};

/** Active and ending within the hour: the chip counts hours and minutes. */
export const ActiveEndsSoon: Story = {
  args: { card: { ...open, status: 'current', type: 'daily', countdown: { now, target: at(2 * 60 + 14) } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Ends in2h 14m');
    await expect(canvas.getByText('Daily')).toBeVisible();
  },
};

/** A free challenge: no entry fee, a small pool. */
export const Free: Story = {
  args: {
    card: {
      ...open,
      gameId: 'valorant',
      type: 'free',
      prizes: [{ value: 600 }, { value: 400 }],
      entryFee: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$10.00')).toBeVisible();
    await expect(canvas.getByText('0 GCoins')).toBeInTheDocument();
  },
};

export const Join: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    if (open.action.kind === 'join') await expect(open.action.onJoin).toHaveBeenCalled();
  },
};

export const Registered: Story = {
  args: { card: { ...open, ...current, gameId: 'cs2', skillLevel: 1, action: registered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are registered');
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(registered.onViewDetails).toHaveBeenCalled();
  },
};

export const Full: Story = {
  args: {
    card: { ...open, gameId: 'valorant', skillLevel: 18, registeredPlayers: 50, action: { kind: 'full' } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Challenge Full' })).toBeDisabled();
    await expect(canvas.getByText('50 / 50')).toBeVisible();
  },
};

/** Current and past its 24 h join window: the button says registration is closed. */
export const Closed: Story = {
  args: { card: { ...open, ...current, action: { kind: 'closed' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Registration closed' })).toBeDisabled();
  },
};

export const XpOnlyUnlimited: Story = {
  args: {
    card: {
      ...open,
      gameId: 'brawlstars',
      type: 'booster',
      skillLevel: 8,
      prizes: [],
      gameLimit: 0,
      entryFee: 0,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XP Only')).toBeVisible();
    await expect(canvas.getByText('Unlimited')).toBeVisible();
    await expect(canvas.queryByText('Winner takes')).not.toBeInTheDocument();
  },
};

const finished: ChallengeCardFinishedProps = {
  status: 'finished',
  gameId: 'dota2',
  title: 'Daily Dota Dash',
  type: 'daily',
  skillLevel: 12,
  winners: [
    { id: 'w3', name: 'Kai Brooks', rank: 3, prize: '$20.00' },
    { id: 'w1', name: 'Lina Haddad', rank: 1, prize: '$50.00' },
    { id: 'w2', name: 'Omar Faris', rank: 2, prize: '$30.00' },
    { id: 'w4', name: 'Mei Chen', rank: 4 },
    { id: 'w5', name: 'Ravi Patel', rank: 5 },
    { id: 'w6', name: 'Sixth Player', rank: 6 },
  ],
  onViewDetails: fn(),
};

export const Finished: Story = {
  args: { card: finished },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Finished')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Winners' })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Lina Haddad');
    await expect(canvas.queryByText('Sixth Player')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'View details' }));
    await expect(finished.onViewDetails).toHaveBeenCalled();
  },
};

const voided: ChallengeCardFinishedProps = {
  ...finished,
  gameId: 'valorant',
  title: 'Valorant Night Cup',
  type: 'main',
  skillLevel: 6,
  winners: [],
  voided: { reason: 'too_few_players', entryFee: 1 },
};

/** Voided by the lifecycle (decision 0029): why and the refund instead of winners, the chip says so. */
export const Voided: Story = {
  args: { card: voided },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voided: too few players')).toBeVisible();
    await expect(canvas.getByText('Entry fees refunded')).toBeVisible();
    await expect(canvas.getByText('Voided')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** Voided and free to enter: nothing to refund. */
export const VoidedFree: Story = {
  args: { card: { ...voided, voided: { reason: 'provider_unreachable', entryFee: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voided: match data unavailable')).toBeVisible();
    await expect(canvas.getByText('Free to enter: nothing to refund')).toBeVisible();
  },
};

const arabic: ChallengeCardOpenProps = { ...open, title: 'كأس نهاية الأسبوع المميز' };

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { card: arabic },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('يبدأ خلال2ي 5س');
    await expect(canvas.getByRole('button', { name: 'انضم' })).toBeEnabled();
  },
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
  type: 'daily',
  skillLevel: 1,
  prizes: [{ value: 1000 }, { value: 0 }],
  gameLimit: 3,
};

/** The shorter card has no "Winner takes" line; both buttons sit on the same line. */
async function sameHeights(
  canvas: { getAllByRole: (role: string, options?: object) => HTMLElement[] },
  join: string,
) {
  const [first, second] = canvas.getAllByRole('article');
  await expect(first!.getBoundingClientRect().height).toBe(second!.getBoundingClientRect().height);
  const [a, b] = canvas.getAllByRole('button', { name: join });
  await expect(a!.getBoundingClientRect().bottom).toBe(b!.getBoundingClientRect().bottom);
}

export const EqualHeights: Story = {
  globals: tablet,
  parameters: { row: true },
  render: () => <Row cards={[open, { ...short, prizes: [] }]} />,
  play: async ({ canvas }) => sameHeights(canvas, 'Join'),
};

export const EqualHeightsRTL: Story = {
  globals: { ...tablet, locale: 'ar' },
  parameters: { row: true },
  render: () => <Row cards={[arabic, { ...short, title: 'تحدي يومي', prizes: [] }]} />,
  play: async ({ canvas }) => sameHeights(canvas, 'انضم'),
};

/** Registered: the bracket the challenge admits and, outlined, the bracket the player entered with. */
export const EnteredBracket: Story = {
  args: { card: { ...open, ...current, skillLevel: 5, entryBracket: 2, action: registered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bracket 2 · skill 4–6')).toBeVisible();
    await expect(canvas.getByText('Your bracket 2 · skill 4–6')).toHaveAttribute('data-bracket', '2');
  },
};

export const EnteredBracketRTL: Story = {
  globals: { locale: 'ar' },
  args: { card: { ...arabic, ...current, skillLevel: 5, entryBracket: 2, action: registered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الفئة 2 · المهارة 4–6')).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('ينتهي خلال5س 0د');
  },
};

export const RegisteredRTL: Story = {
  globals: { locale: 'ar' },
  args: { card: { ...arabic, ...current, action: registered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('أنت مسجّل');
  },
};

export const FullRTL: Story = {
  globals: { locale: 'ar' },
  args: { card: { ...arabic, type: 'booster', registeredPlayers: 50, action: { kind: 'full' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'التحدي مكتمل' })).toBeDisabled();
  },
};

export const FinishedRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    card: {
      ...finished,
      title: 'تحدي دوتا اليومي',
      winners: [
        { id: 'w1', name: 'ليلى حداد', rank: 1, prize: '$50.00' },
        { id: 'w2', name: 'Omar Faris', rank: 2, prize: '$30.00' },
      ],
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
      ...voided,
      title: 'كأس فالورانت الليلي',
      voided: { reason: 'provider_unreachable', entryFee: 1 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('رُدّت رسوم الدخول')).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

/** Hindi and Urdu say the card's words from their own locale files. */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { card: { ...open, ...current, action: registered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('आप पंजीकृत हैं');
    await expect(canvas.getByRole('button', { name: 'विवरण देखें' })).toBeEnabled();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { card: { ...open, action: { kind: 'full' } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'چیلنج بھر چکا ہے' })).toBeDisabled();
    await expect(canvas.getByText('بریکٹ 2 · مہارت 4–6')).toBeVisible();
  },
};
