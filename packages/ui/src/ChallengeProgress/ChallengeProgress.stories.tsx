import { challengeProgress, winningRanks, type StandingEntry } from '@arena/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChallengeProgress } from './ChallengeProgress';

// The progress is the domain's (challengeProgress) on a leaderboard of ten: 1,000 points down to 100.
const standings: StandingEntry[] = Array.from({ length: 10 }, (_, index) => ({
  userId: `u${index + 1}`,
  rank: index + 1,
  total: 1_000 - index * 100,
  gamesPlayed: 4,
}));
const winning = winningRanks({
  prizes: [{ value: 10_000 }, { value: 5_000 }, { value: 2_500 }],
  type: 'main',
});
const progressOf = (userId: string, gameLimit = 10, rows = standings) =>
  challengeProgress({ standings: rows, userId, gameLimit, winningRanks: winning })!;

const meta = {
  title: 'Challenges/ChallengeProgress',
  component: ChallengeProgress,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: progressOf('u6'),
} satisfies Meta<typeof ChallengeProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sixth of ten: 4 of 10 games, 500 points, 101 to pass 5th, 301 to reach the prize places (3rd). */
export const Chasing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your progress' })).toBeVisible();
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(figure('Rank')).toHaveTextContent(/^6$/);
    await expect(figure('Points')).toHaveTextContent(/^500$/);
    await expect(figure('To pass rank 5')).toHaveTextContent(/^101 points$/);
    await expect(figure('To reach the prize places (rank 3)')).toHaveTextContent(/^301 points$/);
    await expect(canvas.getByRole('progressbar', { name: 'Games counted' })).toHaveAttribute(
      'aria-valuetext',
      '4 of 10',
    );
  },
};

export const ChasingRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'تقدّمك' })).toBeVisible();
    const figure = (label: string) => canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
    await expect(figure('لتجاوز المركز 5')).toHaveTextContent(/^101 نقطة$/);
    await expect(figure('للوصول إلى مراكز الجوائز (المركز 3)')).toHaveTextContent(/^301 نقطة$/);
    await expect(canvas.getByRole('progressbar', { name: 'المباريات المحتسبة' })).toHaveAttribute(
      'aria-valuetext',
      '4 من 10',
    );
  },
};

/** Leading, with every game counted: in the prize places, the score is final. */
export const Leading: Story = {
  args: progressOf('u1', 4),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You lead the challenge.')).toBeVisible();
    await expect(canvas.getByText('You are in the prize places.')).toBeVisible();
    await expect(canvas.getByText('Your game limit is reached: your score is final.')).toBeVisible();
    await expect(canvas.queryByText(/To pass/)).not.toBeInTheDocument();
  },
};

export const LeadingRTL: Story = {
  globals: { locale: 'ar' },
  args: progressOf('u1', 4),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أنت في صدارة التحدي.')).toBeVisible();
    await expect(canvas.getByText('أنت ضمن مراكز الجوائز.')).toBeVisible();
  },
};

/** In a prize place before any counted game, no game limit: play one to qualify. */
export const NoGameYet: Story = {
  args: progressOf('b', 0, [
    { userId: 'a', rank: 1, total: 30, gamesPlayed: 1 },
    { userId: 'b', rank: 2, total: 0, gamesPlayed: 0 },
  ]),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Games counted')).toBeVisible();
    await expect(canvas.getByText('0 · no limit')).toBeVisible();
    await expect(canvas.getByText('To pass rank 1')).toBeVisible();
    await expect(canvas.getByText('31 points')).toBeVisible();
    await expect(canvas.getByText('You hold a prize place: play one counted game to qualify.')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
