import type { ProfileResponse } from '@arena/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage, type FakeApi } from '../../test/render-page';
import ProfilePage from './ProfilePage';

// spec §2 /profile, wired through a fake client (renderPage): the profile load and its failure, the
// identity (generated avatar, tier badge), the photo upload flow (validated with the spec's texts,
// then uploaded and saved, the profile reloaded), resending the verification email, the empty state.
const profile = (
  over: {
    user?: Partial<ProfileResponse['data']['user']>;
    stats?: Partial<ProfileResponse['data']['stats']>;
  } = {},
): ProfileResponse => ({
  data: {
    user: {
      id: 'u7',
      name: 'Lina Haddad',
      email: 'lina@example.com',
      photo: null,
      created_at: '2026-01-15T10:00:00.000Z',
      provider: 'local',
      emailVerified: true,
      earningsPrivate: false,
      affiliateCode: 'LINA7',
      role: 'player',
      levelInfo: {
        currentLevel: 37,
        currentTier: { name: 'Gold', color: '#FFD700', minLevel: 30, maxLevel: 39 },
        experiencePoints: 5000,
        experienceForCurrentLevel: 4800,
        experienceForNextLevel: 5200,
        experienceToNextLevel: 200,
        progressPercentage: 50,
      },
      ...over.user,
    },
    stats: {
      totalChallenges: 12,
      wonChallenges: 8,
      lostChallenges: 4,
      winRate: 66.7,
      totalEarningsUSD: 1380,
      leaderboardPosition: 4,
      ...over.stats,
    },
    remainingDisconnections: 3,
    tier: { name: 'Gold', color: '#FFD700', minLevel: 30, maxLevel: 39 },
  },
});

const noAccounts = () =>
  vi
    .fn()
    .mockResolvedValue({ status: 'success', data: { connectedAccounts: [], remainingDisconnections: 3 } });

function show(api: FakeApi, lang: 'en' | 'ar' = 'en') {
  return renderPage(<ProfilePage />, {
    path: paths.profile.pattern,
    api: { gameAccounts: noAccounts(), ...api },
    lang,
    routes: [paths.challenges.pattern],
  });
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('ProfilePage', () => {
  it('loads the profile once and shows the player: initials on their colour, tier, earnings', async () => {
    const load = vi.fn().mockResolvedValue(profile());
    await show({ profile: load });
    expect(await screen.findByRole('heading', { level: 2, name: 'Lina Haddad' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: locales.en.profile.title })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lina Haddad' })).toHaveTextContent('LH');
    expect(screen.getAllByText('Gold').length).toBeGreaterThan(0);
    expect(screen.getByText('$1,380.00')).toBeTruthy();
    expect(screen.queryByText(locales.en.profile.empty.title)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a new player sees No challenges yet with Browse challenges', async () => {
    await show({
      profile: vi.fn().mockResolvedValue(profile({ stats: { totalChallenges: 0, totalEarningsUSD: 0 } })),
    });
    expect(await screen.findByText('No challenges yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Browse challenges' }));
    expect(await screen.findByText(`route ${paths.challenges.pattern}`)).toBeTruthy();
  });

  it('a chosen photo is uploaded, saved as the profile photo, and the profile and header reload', async () => {
    const load = vi.fn().mockResolvedValue(profile());
    const uploadProfileImage = vi
      .fn()
      .mockResolvedValue({ status: 'success', data: { fileUrl: '/uploads/lina.png' } });
    const updatePhoto = vi.fn().mockResolvedValue({ status: 'success', data: { user: profile().data.user } });
    const page = await show({ profile: load, uploadProfileImage, updatePhoto });
    await screen.findByRole('heading', { level: 2, name: 'Lina Haddad' });
    const file = new File(['png'], 'lina.png', { type: 'image/png' });
    choose(file);
    await waitFor(() => expect(updatePhoto).toHaveBeenCalledWith('/uploads/lina.png'));
    expect(uploadProfileImage).toHaveBeenCalledExactlyOnceWith(file, 'lina.png');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(page.userRefresh).toHaveBeenCalled();
  });

  it('a file of the wrong type gets the spec text and is not sent', async () => {
    const uploadProfileImage = vi.fn();
    await show({ profile: vi.fn().mockResolvedValue(profile()), uploadProfileImage });
    await screen.findByRole('heading', { level: 2, name: 'Lina Haddad' });
    choose(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
    expect(uploadProfileImage).not.toHaveBeenCalled();
  });

  it('an unverified email offers a resend; the server message shows and the button rests', async () => {
    const resendVerification = vi
      .fn()
      .mockResolvedValue({ status: 'success', message: 'Verification email sent. Check your inbox.' });
    await show({
      profile: vi.fn().mockResolvedValue(profile({ user: { emailVerified: false } })),
      resendVerification,
    });
    expect(await screen.findByText(locales.en.profile.verifyReminder)).toBeTruthy();
    const button = screen.getByRole('button', { name: locales.en.profile.resendVerification });
    await userEvent.click(button);
    expect(await screen.findByText('Verification email sent. Check your inbox.')).toBeTruthy();
    expect(button).toBeDisabled();
    expect(resendVerification).toHaveBeenCalledTimes(1);
  });

  it('in Arabic: a failed load offers Try again, and a photo over 5 MB reads in Arabic', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(profile());
    await show({ profile: load }, 'ar');
    const ar = locales.ar;
    expect(await screen.findByText(ar.profile.loadFailed)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ar.profile.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Lina Haddad' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: ar.profile.tab.profile, selected: true })).toBeTruthy();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    choose(big);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ar.validation.photo.fileTooLarge);
    expect(within(alert).queryByText(/Image size/)).toBeNull();
  });
});
