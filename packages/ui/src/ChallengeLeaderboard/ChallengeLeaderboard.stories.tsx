import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
        prize: { crystals: 5000, xp: 500 },
      },
      {
        userId: 'u2',
        rank: 2,
        name: 'Omar Faris',
        score: 1710,
        bonusScore: 0,
        gamesPlayed: 10,
        tier: 'Diamond',
        prize: { crystals: 2500 },
      },
      {
        userId: 'u3',
        rank: 3,
        name: 'Kai Brooks',
        gameName: 'kaib',
        score: 1500,
        bonusScore: 60,
        gamesPlayed: 7,
        prize: { crystals: 1000 },
      },
      { userId: 'u4', rank: 4, name: 'Mei Chen', score: 990, bonusScore: 0, gamesPlayed: 4, prize: null },
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
    // The rank cell's text is the rank alone before any refresh moved a row (the e2e suite reads it).
    await expect(rows[1]!.querySelector('td')).toHaveTextContent(/^1$/);
    await expect(rows[1]).toHaveTextContent('Gold');
    // The prize column (issue 34): what each place wins as the board stands; nothing beyond the prizes.
    // On a phone it sits under the player's name (the column shows from tablet width: TiersTablet).
    await expect(canvas.queryByRole('columnheader', { name: 'Prize' })).toBeNull();
    await expect(rows[1]!.querySelector('th')).toHaveTextContent('5,0005,000 crystals+500 XP');
    await expect(canvas.getAllByText('2,500 crystals')[0]).toBeInTheDocument();
    await expect(rows[4]!.querySelector('th')).not.toHaveTextContent('crystals');
    // Avatars: initials on the player's colour where there is no photo (not one letter for all).
    await expect(rows[1]).toHaveTextContent(/^1LH/);
  },
};

/** Without prizes to show (an XP booster before its prizes are set), the table has four columns. */
export const NoPrizeColumn: Story = {
  args: { rows: meta.args.rows.map((row) => ({ ...row, prize: null })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
    await expect(canvas.queryByRole('columnheader', { name: 'Prize' })).not.toBeInTheDocument();
  },
};

export const NotParticipating: Story = { args: { currentUserId: null } };

/** From tablet width each tier badge shows its name beside its emblem (issue 34). */
export const TiersTablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gold')).toBeVisible();
    await expect(canvas.getByText('Diamond')).toBeVisible();
    // The prize column, what each place wins as the board stands; nothing beyond the prizes.
    const rows = canvas.getAllByRole('row');
    await expect(canvas.getByRole('columnheader', { name: 'Prize' })).toBeVisible();
    await expect(rows[1]!.querySelectorAll('td')[3]).toHaveTextContent('5,0005,000 crystals+500 XP');
    await expect(rows[1]!.querySelectorAll('td')[3]).toBeVisible();
    await expect(rows[4]!.querySelectorAll('td')[3]).toHaveTextContent(/^$/);
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
    const animated = (kind: string) =>
      rows
        .filter((row) =>
          row
            .getAnimations()
            .some((animation) =>
              (animation.effect as KeyframeEffect | null)?.getKeyframes().some((frame) => kind in frame),
            ),
        )
        .map((row) => row.querySelector('bdi')?.textContent);
    // The rows that moved slide (not under reduced motion) and flash briefly (a colour: always).
    await expect(animated('transform')).toEqual(reducedMotion() ? [] : ['Kai Brooks', 'Omar Faris']);
    await expect(animated('backgroundColor')).toEqual(['Kai Brooks', 'Omar Faris']);
    // Rank arrows, said in words: Kai rose one place, Omar fell one; the others did not move.
    await expect(rows[1]!.querySelector('td')).toHaveTextContent('▲1Up 1 place');
    await expect(rows[2]!.querySelector('td')).toHaveTextContent('▼1Down 1 place');
    await expect(rows[0]!.querySelector('[data-rank-move]')).toBeNull();
    await expect(rows[3]!.querySelector('[data-rank-move]')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Rank 2, silver medal' })).toBeVisible();
    await expect(rows[1]).toHaveAttribute('aria-current', 'true');
    // The arrows stay until the next answer moves someone (a refresh with the same places keeps them).
    await userEvent.click(canvas.getByRole('button', { name: 'Next match' }));
    await expect(canvas.getByText('Up 1 place')).toBeInTheDocument();
    await expect(canvas.getByText('Down 1 place')).toBeInTheDocument();
  },
};

export const LiveRankChangeRTL: Story = {
  ...LiveRankChange,
  globals: { locale: 'ar' },
  render: (args) => <LiveLeaderboard {...args} nextLabel="المباراة التالية" />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'المباراة التالية' }));
    await expect(names(canvas)).toEqual(['Lina Haddad', 'Kai Brooks', 'Omar Faris', 'Mei Chen']);
    await expect(canvas.getByText('صعد مركزًا واحدًا')).toBeInTheDocument();
    await expect(canvas.getByText('نزل مركزًا واحدًا')).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'لوحة الصدارة' })).toBeVisible();
  },
};

/** A board of 30 where the reader is 25th: the top and a long scroll before their own row. */
const crowd: ChallengeLeaderboardProps['rows'] = Array.from({ length: 30 }, (_, index) => ({
  userId: `p${index + 1}`,
  rank: index + 1,
  name: index === 24 ? 'Kai Brooks' : `Player ${index + 1}`,
  score: 3000 - index * 90,
  bonusScore: 0,
  gamesPlayed: 5,
  prize: index < 3 ? { crystals: [5000, 2500, 1000][index]! } : null,
}));

/** The board in a short scrolling box, as a phone shows a long board under the challenge's details. */
function Scrolling(props: ChallengeLeaderboardProps & { label: string }) {
  const { label, ...board } = props;
  return (
    // A scrolling region is reachable by keyboard (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div tabIndex={0} role="region" aria-label={label} style={{ blockSize: 320, overflowY: 'auto' }}>
      <ChallengeLeaderboard {...board} />
    </div>
  );
}

const pinned = (root: HTMLElement) => root.querySelector('[data-pinned-row]');

/**
 * The reader's own row out of sight (issue 34): a copy of it stays pinned at the bottom of the screen;
 * scrolled into view, the copy goes.
 */
export const PinnedOwnRow: Story = {
  args: { rows: crowd, currentUserId: 'p25' },
  render: (args) => <Scrolling {...args} label="Standings" />,
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(pinned(canvasElement)).not.toBeNull());
    const copy = pinned(canvasElement)!;
    await expect(copy).toHaveAttribute('aria-hidden', 'true');
    await expect(copy).toHaveTextContent('Kai Brooks');
    await expect(copy).toHaveTextContent('25');
    // In sight at the bottom of the scrolling box.
    const box = canvas.getByRole('region', { name: 'Standings' }).getBoundingClientRect();
    const at = copy.getBoundingClientRect();
    await expect(Math.round(at.bottom)).toBeLessThanOrEqual(Math.round(box.bottom));
    await expect(at.top).toBeGreaterThan(box.top);
    // The real row, scrolled into view: the copy goes.
    const own = canvas.getAllByRole('row').find((row) => row.getAttribute('aria-current') === 'true')!;
    own.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(pinned(canvasElement)).toBeNull());
  },
};

export const PinnedOwnRowRTL: Story = {
  ...PinnedOwnRow,
  globals: { locale: 'ar' },
  render: (args) => <Scrolling {...args} label="الترتيب" />,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(pinned(canvasElement)).not.toBeNull());
    await expect(pinned(canvasElement)).toHaveTextContent('Kai Brooks');
  },
};

/** The reader far down a large board: the top, a gap, then their own row (the server adds it). */
export const OwnRowAfterGap: Story = {
  args: {
    currentUserId: 'p42',
    rows: [...crowd.slice(0, 5), { ...crowd[24]!, userId: 'p42', rank: 42, score: 120 }],
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(6);
    await expect(rows[5]).toHaveAttribute('aria-current', 'true');
    await expect(rows[5]!.querySelector('td')).toHaveTextContent(/^42$/);
    // The gap is drawn but not read out (aria-hidden): six rows for assistive technology, one mark.
    await expect(canvas.getByText('⋯')).toBeVisible();
  },
};

/** A phone (360 px): the board fits without scrolling sideways, prizes under the names. */
export const Phone: Story = {
  globals: { viewport: { value: 'arenaMobile', isRotated: false } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.parentElement!.clientWidth);
    const first = canvas.getAllByRole('row')[1]!.querySelector('th')!;
    await expect(within(first).getAllByText('5,000')[0]).toBeVisible();
  },
};

export const PhoneRTL: Story = { ...Phone, globals: { ...Phone.globals, locale: 'ar' } };
