import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ChallengeCard } from './ChallengeCard';
import type { ChallengeCardOpenProps } from './ChallengeCard';

// Bracket-aware joining (issue 34, decision 0028): a signed-in player whose bracket is not the one the
// challenge admits sees Join disabled on the card, with the reason under it, before any confirmation. The
// card is given the two brackets; it says the reason itself (issue 32).

type Args = { card: ChallengeCardOpenProps };

// A fixed clock: no real time reaches the screenshots.
const now = new Date('2026-03-01T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

const blocked: ChallengeCardOpenProps = {
  status: 'upcoming',
  gameId: 'lol',
  title: 'Daily Grind',
  type: 'daily',
  skillLevel: 5,
  prizes: [{ value: 2000 }, { value: 1000 }],
  registeredPlayers: 8,
  maxPlayers: 100,
  gameLimit: 0,
  entryFee: 1,
  countdown: { now, target: at(5 * 60 + 20) },
  action: { kind: 'join', onJoin: fn(), blocked: { challengeBracket: 2, playerBracket: 1 } },
};

const meta = {
  title: 'Challenges/ChallengeCard (other bracket)',
  render: ({ card }) => <ChallengeCard {...card} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { card: blocked },
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Join is disabled and says why; the reason is the button's description for screen readers. */
export const OtherBracket: Story = {
  play: async ({ canvas }) => {
    const join = canvas.getByRole('button', { name: 'Join' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription('For bracket 2 — you are in bracket 1');
    await expect(canvas.getByText('For bracket 2 — you are in bracket 1')).toBeVisible();
  },
};

export const OtherBracketRTL: Story = {
  globals: { locale: 'ar' },
  args: { card: { ...blocked, title: 'التحدي اليومي' } },
  play: async ({ canvas }) => {
    const join = canvas.getByRole('button', { name: 'انضم' });
    await expect(join).toBeDisabled();
    await expect(join).toHaveAccessibleDescription('للفئة 2 — أنت في الفئة 1');
  },
};

/** The player's own bracket: Join is on, and nothing is said. */
export const OwnBracket: Story = {
  args: { card: { ...blocked, skillLevel: 2, action: { kind: 'join', onJoin: fn() } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeEnabled();
    await expect(canvas.getByText('Bracket 1 · skill 1–3')).toBeVisible();
    await expect(canvas.queryByText(/you are in bracket/)).not.toBeInTheDocument();
  },
};
