import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../test/render-page';
import { player } from './test-player';
import { Layout } from './Layout';
import { sandboxLoader } from './useSandboxStatus';

// Every page's frame: the skip link, the header fed by the session, current user and wallet, the footer with
// its subscribe form (the subscribe machine), and the sandbox strip when GET /api/health says so (issue 9).
const { en, ar } = locales;
const health = (sandbox: boolean) => vi.fn().mockResolvedValue({ status: 'ok', sandbox });

describe('Layout', () => {
  it('a visitor sees Join now, the skip link to the content and the footer; no sandbox strip', async () => {
    const api = { health: health(false) };
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/',
      user: null,
      api,
    });
    expect(screen.getByRole('link', { name: en.nav.joinNow }).getAttribute('href')).toBe('/join');
    expect(screen.getByRole('link', { name: en.nav.skipToContent }).getAttribute('href')).toBe('#main');
    expect(screen.getByRole('main').id).toBe('main');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: en.footer.privacy }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(
      within(footer).getByText(en.footer.copyright.replace('{{year}}', String(new Date().getFullYear()))),
    ).toBeTruthy();
    expect(api.health).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(en.sandbox.label)).toBeNull();
  });

  it('a player sees the balance from the wallet and their name on the account menu', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/',
      user: player(),
      wallet: { gCoinsAvailable: 4200, crystalsAvailable: 18475, referralRewardClaimed: true },
      api: { health: health(false) },
    });
    expect(screen.getByRole('link', { name: 'Wallet: 4,200 GCoins, 18,475 crystals' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Account menu for Layla Header' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: en.nav.joinNow })).toBeNull();
  });

  it('shows the sandbox strip when the server runs a sandbox', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/',
      user: null,
      api: { health: health(true) },
    });
    expect(await screen.findByText(en.sandbox.label)).toBeTruthy();
  });

  it('the footer thanks a valid address and clears the field; a bad one is refused', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/',
      user: null,
      api: { health: health(false) },
    });
    const field = screen.getByRole('textbox', { name: en.footer.subscribeLabel });
    await userEvent.type(field, 'layla@');
    await userEvent.click(screen.getByRole('button', { name: en.footer.subscribeButton }));
    expect(await screen.findByText(en.validation.subscribe.invalidEmail)).toBeTruthy();
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: en.footer.subscribeButton }));
    expect(await screen.findByText(en.footer.subscribeSuccess)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(en.validation.subscribe.invalidEmail)).toBeNull();
  });

  it('speaks Arabic: the player frame, and a refused address in Arabic', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/',
      user: player(),
      wallet: { gCoinsAvailable: 4200, crystalsAvailable: 35, referralRewardClaimed: true },
      api: { health: health(true) },
      lang: 'ar',
    });
    expect(screen.getByRole('link', { name: 'المحفظة: 4,200 GCoins و35 كريستالة' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'قائمة حساب Layla Header' })).toBeTruthy();
    expect(screen.getByRole('link', { name: ar.nav.skipToContent })).toBeTruthy();
    expect(await screen.findByText(ar.sandbox.label)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: ar.footer.subscribeButton }));
    expect(await screen.findByText(ar.validation.subscribe.invalidEmail)).toBeTruthy();
  });
});
