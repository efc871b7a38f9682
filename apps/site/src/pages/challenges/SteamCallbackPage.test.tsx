import { ApiError } from '@arena/api-client';
import { steamCallbackErrors } from '@arena/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { rememberLinkReturn } from './link-return';
import SteamCallbackPage from './SteamCallbackPage';

// spec §2 the Steam return page: binds the id (with the start token, decision 0015), then the linked
// game's challenges; a malformed id is explained and never sent; a refusal in the reader's language.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u1', name: 'Sam' } as never;
const routes = ['/challenges/:gameId', '/challenges'];
beforeEach(() => sessionStorage.clear());

describe('SteamCallbackPage', () => {
  it('binds the id and token, then goes to the remembered game’s challenges', async () => {
    rememberLinkReturn('dota2');
    const steamBind = vi.fn().mockResolvedValue({ data: {} });
    const page = await renderPage(<SteamCallbackPage />, {
      path: paths.steamCallback.pattern,
      url: '/steam-callback?id=76561198000000001&token=t1',
      api: { steamBind },
      user,
      routes,
    });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/challenges/dota2'));
    expect(steamBind).toHaveBeenCalledExactlyOnceWith({ steamId: '76561198000000001', token: 't1' });
  });

  it('a malformed id is explained and never sent', async () => {
    const steamBind = vi.fn();
    await renderPage(<SteamCallbackPage />, {
      path: paths.steamCallback.pattern,
      url: '/steam-callback?id=12345',
      api: { steamBind },
      user,
      routes,
    });
    expect(await screen.findByText(en.challenges.steam.invalidIdBody)).toBeTruthy();
    expect(steamBind).not.toHaveBeenCalled();
  });

  it('a sign-in that never started here says so', async () => {
    await renderPage(<SteamCallbackPage />, {
      path: paths.steamCallback.pattern,
      url: `/steam-callback?error=${steamCallbackErrors.notStarted}`,
      user,
      routes,
    });
    expect(await screen.findByText(en.challenges.steam.notStartedBody)).toBeTruthy();
  });

  it('in Arabic: a refused bind shows the failure in Arabic with the way back', async () => {
    const steamBind = vi.fn().mockRejectedValue(new ApiError('network', {}));
    await renderPage(<SteamCallbackPage />, {
      path: paths.steamCallback.pattern,
      url: '/steam-callback?id=76561198000000001',
      api: { steamBind },
      user,
      routes,
      lang: 'ar',
    });
    expect(await screen.findByRole('heading', { name: ar.challenges.steam.failedTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.challenges.rso.back }).getAttribute('href')).toBe(
      '/challenges',
    );
  });
});
