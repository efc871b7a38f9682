import { ApiError } from '@arena/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { polyfillDialog } from './challenge-fixtures';
import RsoLoginPage from './RsoLoginPage';

// spec §2 /rso-login/:game: exchanges Riot's code and state (Valorant asks the region first), then the
// game's challenges; a refusal shows the error dialog with the way back, in the reader's language.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u1', name: 'Sam' } as never;
beforeAll(polyfillDialog);
const routes = ['/challenges/:gameId', '/challenges'];

describe('RsoLoginPage', () => {
  it('League of Legends: sends the code and state, then opens the game’s challenges', async () => {
    const rsoExchange = vi.fn().mockResolvedValue({ data: {} });
    const page = await renderPage(<RsoLoginPage />, {
      path: paths.rsoLogin.pattern,
      url: '/rso-login/lol?code=code-lol-1&state=s1',
      api: { rsoExchange },
      user,
      routes,
    });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/challenges/lol'));
    expect(rsoExchange).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ code: 'code-lol-1', state: 's1', game: 'lol' }),
    );
  });

  it('Valorant: the region comes first and goes along', async () => {
    const rsoExchange = vi.fn().mockResolvedValue({ data: {} });
    const page = await renderPage(<RsoLoginPage />, {
      path: paths.rsoLogin.pattern,
      url: '/rso-login/valorant?code=code-val-1&state=s2',
      api: { rsoExchange },
      user,
      routes,
    });
    const dialog = await waitFor(() => document.querySelector('dialog[open]') as HTMLElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: new RegExp(en.region.asia ?? 'Asia') }));
    await userEvent.click(within(dialog).getByRole('button', { name: en.challenges.region.confirm }));
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/challenges/valorant'));
    expect(rsoExchange).toHaveBeenCalledWith(expect.objectContaining({ code: 'code-val-1', region: 'asia' }));
  });

  it('in Arabic: a refused code shows the failure dialog with the way back', async () => {
    const rsoExchange = vi.fn().mockRejectedValue(new ApiError('network', {}));
    await renderPage(<RsoLoginPage />, {
      path: paths.rsoLogin.pattern,
      url: '/rso-login/lol?code=code-ar-1&state=s3',
      api: { rsoExchange },
      user,
      routes,
      lang: 'ar',
    });
    expect(await screen.findByText(ar.challenges.rso.failedTitle)).toBeTruthy();
    expect(screen.getByRole('button', { name: ar.challenges.rso.back })).toBeTruthy();
  });
});
