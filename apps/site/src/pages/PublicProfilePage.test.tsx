import type { PublicProfileResponse } from '@arena/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../app/paths';
import { locales, renderPage } from '../test/render-page';
import PublicProfilePage, { loader } from './PublicProfilePage';

// spec §2 /public-profile/:userId: a missing id says 'User ID is required' (the route reaches the page);
// the earnings come as the spec's totalEarningsUSD (dollars, decision 0022) and show as USD.
const profile = (over: Partial<PublicProfileResponse['data']> = {}): PublicProfileResponse =>
  ({
    data: {
      id: 'u7',
      name: 'Lina',
      photo: null,
      memberSince: '2026-01-01T00:00:00.000Z',
      leaderboardPosition: 3,
      wins: 2,
      losses: 1,
      totalChallenges: 3,
      winRate: 66.7,
      levelInfo: {
        currentLevel: 5,
        currentTier: { name: 'Bronze', color: '#CD7F32', minLevel: 1, maxLevel: 9 },
        experiencePoints: 500,
        experienceForCurrentLevel: 400,
        experienceForNextLevel: 500,
        experienceToNextLevel: 0,
        progressPercentage: 100,
      },
      earningsPrivate: false,
      totalEarningsUSD: 1380.5,
      ...over,
    },
  }) as PublicProfileResponse;

describe('PublicProfilePage', () => {
  it.each(['/public-profile/', '/public-profile'])('%s says User ID is required', async (url) => {
    const publicProfile = vi.fn();
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url,
      api: { publicProfile },
    });
    expect(await screen.findByText('User ID is required')).toBeTruthy();
    expect(publicProfile).not.toHaveBeenCalled();
  });

  it('asks for the id in the URL and shows totalEarningsUSD as dollars', async () => {
    const publicProfile = vi.fn().mockResolvedValue(profile());
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url: '/public-profile/u7',
      api: { publicProfile },
    });
    expect(await screen.findByText('$1,380.50')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Lina' })).toBeTruthy();
    expect(publicProfile).toHaveBeenCalledExactlyOnceWith('u7');
  });

  it('speaks Arabic to an Arabic reader, and keeps private earnings private', async () => {
    const hidden = profile({ earningsPrivate: true });
    delete hidden.data.totalEarningsUSD;
    const publicProfile = vi.fn().mockResolvedValue(hidden);
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url: '/public-profile/u7',
      api: { publicProfile },
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'Lina' })).toBeTruthy();
    expect(screen.queryByText(/\$1,380/)).toBeNull();
    expect(screen.getByText(locales.ar.publicProfile.private)).toBeTruthy();
  });

  it('without a photo shows initials and the tier badge in words; the share copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url: '/public-profile/u7',
      api: { publicProfile: vi.fn().mockResolvedValue(profile({ name: 'Lina Haddad' })) },
    });
    expect(await screen.findByRole('img', { name: 'Lina Haddad' })).toHaveTextContent('LH');
    expect(screen.getAllByText('Bronze').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Share profile' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');
  });

  it('in Arabic: no challenges yet leads to the challenges, and a failed share reads in Arabic', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url: '/public-profile/u7',
      api: {
        publicProfile: vi
          .fn()
          .mockResolvedValue(profile({ wins: 0, losses: 0, totalChallenges: 0, winRate: 0 })),
      },
      lang: 'ar',
    });
    expect(await screen.findByText(locales.ar.profile.empty.title)).toBeTruthy();
    expect(screen.getByRole('link', { name: locales.ar.profile.empty.action })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await userEvent.click(screen.getByRole('button', { name: locales.ar.publicProfile.share }));
    expect(await screen.findByRole('alert')).toHaveTextContent(locales.ar.errors.referral.shareFailed);
  });

  it('a signed-in reader (the owner too) is not invited to create an account (issue 34)', async () => {
    await renderPage(<PublicProfilePage />, {
      loader: loader,
      path: paths.publicProfile.pattern,
      url: '/public-profile/u7',
      api: { publicProfile: vi.fn().mockResolvedValue(profile()) },
      user: { id: 'u7', name: 'Lina' } as never,
    });
    expect(await screen.findByRole('heading', { name: 'Lina' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull();
  });
});
