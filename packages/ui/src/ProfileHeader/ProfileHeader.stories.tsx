import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { ShareButton } from '../CopyButton';
import { EditableText } from '../EditableText';
import { LevelBar } from '../LevelBar';
import { ProfileHeader } from './ProfileHeader';

// The header and its level bar say their own words (issue 32) in the story's language.
const levelBar = (
  <LevelBar level={37} tier="Gold" progressPercentage={62} xp={{ current: 1250, needed: 2000 }} />
);

const meta = {
  title: 'Profile/ProfileHeader',
  component: ProfileHeader,
  args: {
    photoSrc: storyPhotos.photo1,
    fallbackPhotoSrc: storyPhotos.logo,
    playerName: 'Layla Haddad',
    email: 'layla@example.com',
    memberSince: 'Member since March 2024',
    leaderboardPosition: 4,
    levelBar,
    onPhotoSelected: fn(),
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OwnProfile: Story = {
  args: {
    name: <EditableText as="h1" value="Layla Haddad" onSave={fn()} />,
  },
};

export const ChoosePhoto: Story = {
  play: async ({ canvasElement, canvas, args }) => {
    await imagesLoaded(canvasElement);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    const file = new File(['png'], 'me.png', { type: 'image/png' });
    await userEvent.upload(input, file);
    await expect(args.onPhotoSelected).toHaveBeenCalledWith(file);
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  args: { photoUploading: true },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading photo');
  },
};

export const PublicProfile: Story = {
  args: {
    onPhotoSelected: undefined,
    email: undefined,
    leaderboardPosition: 1,
    actions: <ShareButton label="Share" copiedLabel="Copied" onShare={fn()} />,
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Change photo' })).not.toBeInTheDocument();
    await expect(canvas.getByText('#1 on the leaderboard')).toBeVisible();
  },
};

export const NoBadgeOutsideTopTen: Story = {
  args: { leaderboardPosition: 11, photoSrc: null },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.queryByText(/on the leaderboard/)).not.toBeInTheDocument();
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    playerName: 'ليلى حداد',
    memberSince: 'عضو منذ مارس 2024',
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('المركز 4 في لوحة الصدارة')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تغيير الصورة' })).toBeEnabled();
    await expect(canvas.getByRole('progressbar', { name: 'المستوى 37, ذهبي' })).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    playerName: 'لیلیٰ حداد',
    memberSince: 'مارچ 2024 سے رکن',
    levelBar: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('لیڈر بورڈ پر #4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تصویر تبدیل کریں' })).toBeEnabled();
  },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: { playerName: 'लैला हद्दाद', memberSince: 'मार्च 2024 से सदस्य' },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    await expect(canvas.getByText('लीडरबोर्ड पर #4')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'फ़ोटो बदलें' })).toBeEnabled();
    await expect(canvas.getByRole('progressbar', { name: 'लेवल 37, स्वर्ण' })).toBeVisible();
  },
};

/** No photo: generated initials on the player's colour; the tier badge says the tier in words. */
export const TierAndGeneratedAvatar: Story = {
  args: {
    photoSrc: null,
    fallbackPhotoSrc: undefined,
    playerId: 'u-101',
    tier: 'Gold',
    levelBar: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Layla Haddad' })).toHaveTextContent('LH');
    await expect(canvas.getByText('Gold')).toBeVisible();
    // The component's own words: 'Change photo' from the locale.
    await expect(canvas.getByRole('button', { name: 'Change photo' })).toBeEnabled();
  },
};

export const TierAndGeneratedAvatarRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    photoSrc: null,
    fallbackPhotoSrc: undefined,
    playerId: 'u-101',
    playerName: 'ليلى حداد',
    memberSince: 'عضو منذ مارس 2024',
    email: undefined,
    tier: 'Gold',
    photoUploading: true,
    levelBar: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ليلى حداد' })).toHaveTextContent('لح');
    await expect(canvas.getByText('ذهبي')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تغيير الصورة' })).toBeDisabled();
  },
};
