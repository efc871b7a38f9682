import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { TopPlayersSection } from './TopPlayersSection';

const players = [
  { id: 'u-301', rank: 1, name: 'Layla Haddad', photo: storyPhotos.photo1 },
  { id: 'u-118', rank: 2, name: 'NightOwl', photo: storyPhotos.photo2 },
  { id: 'u-452', rank: 3, name: 'Kenji Sato', photo: null },
  { id: 'u-027', rank: 4, name: 'Amara Okafor', photo: storyPhotos.photo2 },
  { id: 'u-990', rank: 5, name: 'Diego Ramos', photo: null },
];

const meta = {
  title: 'Landing/TopPlayersSection',
  component: TopPlayersSection,
  args: {
    entries: players,
    hrefFor: (id: string) => `/public-profile/${id}`,
    communityUrl: 'https://discord.example/arena',
    challengesHref: '/challenges',
    fallbackPhotoSrc: storyPhotos.logo,
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof TopPlayersSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Podium: Story = {
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Top players' }).children).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: /Join our community/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const Loading: Story = {
  args: { entries: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading leaderboard');
  },
};

/** Nobody ranked yet: a designed empty state whose next step is the challenges. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No champions yet');
    await expect(canvas.getByRole('link', { name: 'See challenges' })).toHaveAttribute('href', '/challenges');
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    entries: [
      { id: 'u-301', rank: 1, name: 'ليلى حداد', photo: storyPhotos.photo1 },
      { id: 'u-118', rank: 2, name: 'بومة الليل', photo: storyPhotos.photo2 },
      { id: 'u-452', rank: 3, name: 'Kenji Sato', photo: null },
    ],
  },
};

export const EmptyArabic: Story = { globals: { locale: 'ar' }, args: { entries: [] } };
