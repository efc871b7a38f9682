import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { Button } from '../Button';
import { LeaderboardPodium, type LeaderboardPodiumProps } from './LeaderboardPodium';

const players = [
  { id: 'u-301', rank: 1, name: 'Layla Haddad', photo: storyPhotos.photo1 },
  { id: 'u-118', rank: 2, name: 'NightOwl', photo: storyPhotos.photo2 },
  { id: 'u-452', rank: 3, name: 'Kenji Sato', photo: null },
  { id: 'u-027', rank: 4, name: 'Amara Okafor', photo: storyPhotos.photo2 },
  { id: 'u-990', rank: 5, name: 'Diego Ramos', photo: null },
];

const meta = {
  title: 'Landing/LeaderboardPodium',
  component: LeaderboardPodium,
  args: {
    label: 'Top players',
    entries: players,
    hrefFor: (id: string) => `/public-profile/${id}`,
    fallbackPhotoSrc: storyPhotos.logo,
    loading: false,
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof LeaderboardPodium>;

export default meta;
type Story = StoryObj<typeof meta>;

const centreOf = (root: HTMLElement, rank: number) => {
  const item = root.querySelector(`[data-rank="${rank}"]`);
  if (!item) throw new Error(`no rank ${rank}`);
  const box = item.getBoundingClientRect();
  return box.left + box.width / 2;
};

export const Playground: Story = {
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    const link = canvas.getByRole('link', { name: 'Rank 1, Layla Haddad (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', '/public-profile/u-301');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Left to right on screen: 4, 2, 1, 3, 5.
    const xs = [4, 2, 1, 3, 5].map((rank) => centreOf(canvasElement, rank));
    await expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leaderboard');
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const ThreePlayers: Story = { args: { entries: players.slice(0, 3) } };

const nameOf = (root: HTMLElement, rank: number) => {
  const name = root.querySelector<HTMLElement>(`[data-rank="${rank}"] span[dir="auto"]`);
  if (!name) throw new Error(`no name for rank ${rank}`);
  return name;
};

/**
 * At 360 px a long name wraps onto two lines inside its column and ends there in an ellipsis; the page
 * never scrolls sideways.
 */
export const LongNames: Story = {
  args: {
    entries: players.map((player) => ({ ...player, name: `${player.name} the Unstoppable Champion` })),
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    const name = nameOf(canvasElement, 1);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    await expect(getComputedStyle(name).webkitLineClamp).toBe('2');
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name).toHaveAttribute('title', 'Layla Haddad the Unstoppable Champion');
    // The full name is still the link's name for a screen reader.
    await expect(
      canvas.getByRole('link', { name: /Rank 1, Layla Haddad the Unstoppable Champion/ }),
    ).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * Long Arabic names on an Arabic page: each name runs right to left, so its ellipsis falls on the left
 * (its logical end); a Latin name among them still ends on the right.
 */
export const LongNamesRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'أفضل اللاعبين',
    entries: [
      { id: 'u-301', rank: 1, name: 'ليلى حداد بطلة الساحة التي لا تُهزم أبدًا', photo: storyPhotos.photo1 },
      { id: 'u-118', rank: 2, name: 'بومة الليل الساهرة حتى الفجر', photo: storyPhotos.photo2 },
      { id: 'u-452', rank: 3, name: 'Kenji Sato the Unstoppable Champion', photo: null },
      { id: 'u-027', rank: 4, name: 'أمارا أوكافور من فريق النجوم', photo: storyPhotos.photo2 },
      { id: 'u-990', rank: 5, name: 'دييغو راموس القناص الأسطوري', photo: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    const arabic = nameOf(canvasElement, 1);
    await expect(arabic.scrollHeight).toBeGreaterThan(arabic.clientHeight);
    await expect(getComputedStyle(arabic).direction).toBe('rtl');
    await expect(getComputedStyle(arabic).unicodeBidi).toBe('plaintext');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'أفضل اللاعبين',
    entries: [
      { id: 'u-301', rank: 1, name: 'ليلى حداد', photo: storyPhotos.photo1 },
      { id: 'u-118', rank: 2, name: 'بومة الليل', photo: storyPhotos.photo2 },
      { id: 'u-452', rank: 3, name: 'كينجي ساتو', photo: null },
      { id: 'u-027', rank: 4, name: 'أمارا أوكافور', photo: storyPhotos.photo2 },
      { id: 'u-990', rank: 5, name: 'دييغو راموس', photo: null },
    ],
  },
  play: async ({ canvasElement }) => {
    await imagesLoaded(canvasElement);
    // Right to left on screen: 4, 2, 1, 3, 5 (the sides swap, rank 1 stays in the centre).
    const xs = [4, 2, 1, 3, 5].map((rank) => centreOf(canvasElement, rank));
    await expect([...xs].sort((a, b) => b - a)).toEqual(xs);
  },
};

/** Stands in for the landing page's live reload: the button brings the leaderboard after a finish. */
function LivePodium({ nextLabel, ...props }: LeaderboardPodiumProps & { nextLabel: string }) {
  const [entries, setEntries] = useState(props.entries);
  // NightOwl wins a challenge and passes Layla: ranks 1 and 2 swap.
  const next = () =>
    setEntries((shown) =>
      shown.map((entry) => (entry.rank <= 2 ? { ...entry, rank: 3 - entry.rank } : entry)),
    );
  return (
    <div>
      <div style={{ textAlign: 'center', marginBlockEnd: 12 }}>
        <Button onClick={next}>{nextLabel}</Button>
      </div>
      <LeaderboardPodium {...props} entries={entries} />
    </div>
  );
}

/**
 * A live refresh (decision 0033): the two players who swapped steps slide to their new places (FLIP,
 * 300 ms); the others stay still; under prefers-reduced-motion: reduce they take their places at once.
 */
export const LiveRankChange: Story = {
  render: (args) => <LivePodium {...args} nextLabel="Next result" />,
  play: async ({ canvas, canvasElement }) => {
    await imagesLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next result' }));
    const first = canvasElement.querySelector('[data-rank="1"] [title]');
    await expect(first).toHaveAttribute('title', 'NightOwl');
    const moving = [...canvasElement.querySelectorAll('li')]
      .filter((item) => item.getAnimations().length > 0)
      .map((item) => item.querySelector('[title]')?.getAttribute('title'));
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    await expect(moving.sort()).toEqual(still ? [] : ['Layla Haddad', 'NightOwl']);
  },
};

/** The podium's own words (rank, new tab, loading) in Hindi and Urdu (issue 32). */
export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { label: 'शीर्ष खिलाड़ी' },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('link', { name: /Layla Haddad/ })).toHaveAttribute('target', '_blank');
  },
};

export const UrduLoading: Story = {
  globals: { locale: 'ur' },
  args: { label: 'بہترین کھلاڑی', loading: true },
};
