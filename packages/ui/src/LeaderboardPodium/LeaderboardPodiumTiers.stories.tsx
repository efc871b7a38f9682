import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { LeaderboardPodium } from './LeaderboardPodium';

// Tiers as badges (issue 34): each player on the podium with their tier's emblem, name and colour, the
// same TierBadge as the challenge leaderboard's and the profile's.
const players = [
  { id: 'u-301', rank: 1, name: 'Layla Haddad', photo: storyPhotos.photo1, tier: 'Legend' },
  { id: 'u-118', rank: 2, name: 'NightOwl', photo: storyPhotos.photo2, tier: 'Master' },
  { id: 'u-452', rank: 3, name: 'Kenji Sato', photo: null, tier: 'Diamond' },
  { id: 'u-027', rank: 4, name: 'Amara Okafor', photo: storyPhotos.photo2, tier: 'Gold' },
  { id: 'u-990', rank: 5, name: 'Diego Ramos', photo: null },
];

const meta = {
  title: 'Landing/LeaderboardPodium (tiers)',
  component: LeaderboardPodium,
  args: {
    label: 'Top players',
    entries: players,
    hrefFor: (id: string) => `/public-profile/${id}`,
    fallbackPhotoSrc: storyPhotos.logo,
  },
} satisfies Meta<typeof LeaderboardPodium>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTiers: Story = {
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    // The tier is in words inside each player's link; a player without one shows none.
    await expect(canvas.getByRole('link', { name: /^Rank 1, Layla Haddad/ })).toHaveTextContent('Legend');
    await expect(canvas.getByRole('link', { name: /^Rank 4, Amara Okafor/ })).toHaveTextContent('Gold');
    await expect(canvas.getByRole('link', { name: /^Rank 5, Diego Ramos/ })).not.toHaveTextContent(
      /Rookie|Bronze|Silver|Gold|Platinum|Diamond|Master|Legend/,
    );
  },
};

/** From tablet width the names show beside the emblems. */
export const WithTiersTablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('Legend')).toBeVisible();
    await expect(canvas.getByText('Master')).toBeVisible();
  },
};

export const WithTiersRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'أفضل اللاعبين',
    entries: players.map((player) => (player.id === 'u-301' ? { ...player, name: 'ليلى حداد' } : player)),
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('link', { name: /ليلى حداد/ })).toHaveTextContent('أسطورة');
  },
};
