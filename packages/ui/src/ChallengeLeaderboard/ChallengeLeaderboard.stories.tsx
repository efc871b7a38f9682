import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ChallengeLeaderboard } from './ChallengeLeaderboard';

const meta = {
  title: 'Challenges/ChallengeLeaderboard',
  component: ChallengeLeaderboard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    caption: 'Leaderboard',
    columns: { rank: 'Rank', player: 'Player', score: 'Score', games: 'Games' },
    bonusLabel: (bonus: number) => `+${bonus} bonus`,
    youLabel: 'You',
    emptyTitle: 'No players yet',
    emptyBody: 'Join the challenge to be the first on the leaderboard.',
    currentUserId: 'u3',
    rows: [
      {
        userId: 'u1',
        rank: 1,
        name: 'Lina Haddad',
        gameName: 'Lina#EUW',
        score: 1840,
        bonusScore: 120,
        gamesPlayed: 9,
      },
      { userId: 'u2', rank: 2, name: 'Omar Faris', score: 1710, bonusScore: 0, gamesPlayed: 10 },
      {
        userId: 'u3',
        rank: 3,
        name: 'Kai Brooks',
        gameName: 'kaib',
        score: 1500,
        bonusScore: 60,
        gamesPlayed: 7,
      },
      { userId: 'u4', rank: 4, name: 'Mei Chen', score: 990, bonusScore: 0, gamesPlayed: 4 },
    ],
  },
} satisfies Meta<typeof ChallengeLeaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(5);
    await expect(rows[3]).toHaveAttribute('aria-current', 'true');
    await expect(rows[1]).toHaveTextContent('1,960');
  },
};

export const NotParticipating: Story = { args: { currentUserId: null } };

/** Under a visible 'Leaderboard' heading: the caption still names the table, for screen readers only. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByText('Leaderboard').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No players yet' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'لوحة الصدارة',
    columns: { rank: 'المركز', player: 'اللاعب', score: 'النقاط', games: 'المباريات' },
    bonusLabel: (bonus: number) => `+${bonus} مكافأة`,
    youLabel: 'أنت',
    currentUserId: 'u1',
  },
};
