import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ChallengeLeaderboard, type ChallengeLeaderboardProps } from './ChallengeLeaderboard';

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
        tier: 'Gold',
      },
      {
        userId: 'u2',
        rank: 2,
        name: 'Omar Faris',
        score: 1710,
        bonusScore: 0,
        gamesPlayed: 10,
        tier: 'Diamond',
      },
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
    // Top three: medals named in words, not colour alone; the tier badge where known.
    await expect(canvas.getByRole('img', { name: 'Rank 1, gold medal' })).toHaveTextContent('1');
    await expect(canvas.getByRole('img', { name: 'Rank 2, silver medal' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rank 3, bronze medal' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /Rank 4/ })).not.toBeInTheDocument();
    // Tiers as badges (issue 34): the emblem, and the name in words (for screen readers on a phone,
    // beside the emblem from tablet width), only where the data has a tier.
    await expect(rows[1]).toHaveTextContent('Gold');
    await expect(rows[2]).toHaveTextContent('Diamond');
    await expect(rows[4]).not.toHaveTextContent(/Rookie|Bronze|Silver|Gold|Platinum|Diamond|Master|Legend/);
    // The rank cell's text is the rank alone (the e2e suite reads it).
    await expect(rows[1]!.querySelector('td')).toHaveTextContent(/^1$/);
    await expect(rows[1]).toHaveTextContent('Gold');
  },
};

export const NotParticipating: Story = { args: { currentUserId: null } };

/** From tablet width each tier badge shows its name beside its emblem (issue 34). */
export const TiersTablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByText('Diamond')).toBeVisible();
  },
};

/** Under a visible 'Leaderboard' heading: the caption still names the table, for screen readers only. */
export const CaptionHidden: Story = {
  args: { captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Leaderboard' })).toBeVisible();
    await expect(canvas.getByText('Leaderboard').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** No scores yet: the designed empty state with the caller's next step. */
export const Empty: Story = {
  args: { rows: [], emptyAction: <Button>Join</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No scores yet' })).toBeVisible();
    await expect(canvas.getByText('Matches count from the moment you join.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Join' })).toBeVisible();
  },
};

export const EmptyRTL: Story = {
  globals: { locale: 'ar' },
  args: { rows: [], emptyAction: <Button>انضم</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لا توجد نتائج بعد' })).toBeVisible();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    currentUserId: 'u1',
    rows: [
      {
        userId: 'u1',
        rank: 1,
        name: 'ليلى حداد',
        gameName: 'Lina#EUW',
        score: 1840,
        bonusScore: 120,
        gamesPlayed: 9,
        tier: 'Gold',
      },
      {
        userId: 'u2',
        rank: 2,
        name: 'Omar Faris',
        score: 1710,
        bonusScore: 0,
        gamesPlayed: 10,
        tier: 'Diamond',
      },
      { userId: 'u3', rank: 3, name: 'كاي بروكس', score: 1500, bonusScore: 60, gamesPlayed: 7 },
      { userId: 'u4', rank: 4, name: 'مي تشن', score: 990, bonusScore: 0, gamesPlayed: 4 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'لوحة الصدارة' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'المركز 1، ميدالية ذهبية' })).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('ذهبي');
  },
};

/** The rows after Kai's next counted match: Kai rises above Omar (a live refresh, decision 0033). */
function afterNextMatch(rows: ChallengeLeaderboardProps['rows']): ChallengeLeaderboardProps['rows'] {
  return rows
    .map((row) => (row.userId === 'u3' ? { ...row, score: 1800, gamesPlayed: row.gamesPlayed + 1 } : row))
    .sort((a, b) => b.score + b.bonusScore - (a.score + a.bonusScore))
    .map((row, index) => ({ ...row, rank: index + 1 }));
}

/** Stands in for the challenge page's live reload: the button brings the next leaderboard. */
function LiveLeaderboard({ nextLabel, ...props }: ChallengeLeaderboardProps & { nextLabel: string }) {
  const [rows, setRows] = useState(props.rows);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <Button onClick={() => setRows(afterNextMatch)}>{nextLabel}</Button>
      <ChallengeLeaderboard {...props} rows={rows} />
    </div>
  );
}

const names = (canvas: { getAllByRole: (role: 'row') => HTMLElement[] }) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('bdi')?.textContent);
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A live refresh changes two ranks: Kai's and Omar's rows slide to their new places (FLIP, 300 ms);
 * the others stay still. Under prefers-reduced-motion: reduce the rows take their places at once.
 */
export const LiveRankChange: Story = {
  render: (args) => <LiveLeaderboard {...args} nextLabel="Next match" />,
  play: async ({ canvas }) => {
    await expect(names(canvas)).toEqual(['Lina Haddad', 'Omar Faris', 'Kai Brooks', 'Mei Chen']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next match' }));
    await expect(names(canvas)).toEqual(['Lina Haddad', 'Kai Brooks', 'Omar Faris', 'Mei Chen']);
    const rows = canvas.getAllByRole('row').slice(1);
    const moving = rows
      .filter((row) => row.getAnimations().length > 0)
      .map((row) => row.querySelector('bdi')?.textContent);
    await expect(moving).toEqual(reducedMotion() ? [] : ['Kai Brooks', 'Omar Faris']);
    await expect(canvas.getByRole('img', { name: 'Rank 2, silver medal' })).toBeVisible();
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
  },
};

export const LiveRankChangeRTL: Story = {
  ...LiveRankChange,
  globals: { locale: 'ar' },
  render: (args) => <LiveLeaderboard {...args} nextLabel="المباراة التالية" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'المباراة التالية' }));
    await expect(names(canvas)).toEqual(['Lina Haddad', 'Kai Brooks', 'Omar Faris', 'Mei Chen']);
    await expect(canvas.getByRole('table', { name: 'لوحة الصدارة' })).toBeVisible();
  },
};
