import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { ShareButton } from '../CopyButton';
import { EditableText } from '../EditableText';
import { LevelBar } from '../LevelBar';
import { ProfileHeader } from './ProfileHeader';

const levelBar = (
  <LevelBar
    level={37}
    levelLabel="Level 37"
    tierLabel="Gold"
    tierTone="tierGold"
    progressPercentage={62}
    maxLevelLabel="Max level"
    xp={{ current: 1250, needed: 2000 }}
    formatXp={(current, needed) =>
      `${current.toLocaleString('en-US')} / ${needed.toLocaleString('en-US')} XP`
    }
  />
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
    leaderboardLabel: (position: number) => `#${position} on the leaderboard`,
    levelBar,
    onPhotoSelected: fn(),
    changePhotoLabel: 'Change photo',
  },
  play: async ({ canvasElement }) => imagesLoaded(canvasElement),
} satisfies Meta<typeof ProfileHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const OwnProfile: Story = {
  args: {
    name: (
      <EditableText
        as="h1"
        value="Layla Haddad"
        labels={{ field: 'Display name', edit: 'Edit display name', save: 'Save', cancel: 'Cancel' }}
        onSave={fn()}
      />
    ),
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
  args: { photoUploading: true, photoUploadingLabel: 'Uploading photo' },
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
    leaderboardLabel: (position: number) => `المركز ${position} في المتصدرين`,
    changePhotoLabel: 'تغيير الصورة',
    levelBar: (
      <LevelBar
        level={37}
        levelLabel="المستوى 37"
        tierLabel="ذهبي"
        tierTone="tierGold"
        progressPercentage={62}
        maxLevelLabel="الحد الأقصى"
        xp={{ current: 1250, needed: 2000 }}
        formatXp={(current, needed) => `${current} / ${needed} نقطة خبرة`}
      />
    ),
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    playerName: 'لیلیٰ حداد',
    memberSince: 'مارچ 2024 سے رکن',
    leaderboardLabel: (position: number) => `لیڈر بورڈ پر نمبر ${position}`,
    changePhotoLabel: 'تصویر تبدیل کریں',
    levelBar: undefined,
  },
};

/** No photo: generated initials on the player's colour; the tier badge says the tier in words. */
export const TierAndGeneratedAvatar: Story = {
  args: {
    photoSrc: null,
    fallbackPhotoSrc: undefined,
    playerId: 'u-101',
    tier: 'Gold',
    changePhotoLabel: undefined,
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
    leaderboardLabel: (position: number) => `المركز ${position} في المتصدرين`,
    changePhotoLabel: undefined,
    photoUploading: true,
    levelBar: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'ليلى حداد' })).toHaveTextContent('لح');
    await expect(canvas.getByText('ذهبي')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تغيير الصورة' })).toBeDisabled();
  },
};
