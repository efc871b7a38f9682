import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../test/render-page';
import { Layout } from './Layout';
import { player } from './test-player';
import { sandboxLoader } from './useSandboxStatus';

// Issue 34: the operator console has its own compact frame. Under /admin the layout shows the console's
// bar (the mark, the language, the account menu) instead of the player header, and no footer: no gift,
// balances, level, bell or newsletter form. Everywhere else the player frame stays.
const { en, ar } = locales;
const api = () => ({ health: vi.fn().mockResolvedValue({ status: 'ok', sandbox: false }) });
const wallet = { gCoinsAvailable: 4200, crystalsAvailable: 18475, referralRewardClaimed: true };

describe('the console frame', () => {
  it('an operator under /admin: the console bar, no balances, gift or footer; the account menu logs out', async () => {
    const view = await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/admin/*',
      url: '/admin/payouts',
      user: player('admin'),
      wallet,
      api: api(),
      routes: ['/join'],
    });
    // The console's bar is its own chunk (Layout loads it lazily): wait for it before looking at what is absent.
    expect((await screen.findByRole('link', { name: en.nav.homeLink })).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: /^Wallet:/ })).toBeNull();
    expect(screen.queryByRole('button', { name: en.referral.offer.giftButton })).toBeNull();
    expect(screen.queryByRole('link', { name: en.notifications.inbox.title })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('textbox', { name: en.footer.subscribeLabel })).toBeNull();
    // The page is still reachable by the skip link.
    expect(screen.getByRole('link', { name: en.nav.skipToContent }).getAttribute('href')).toBe('#main');

    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Header' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: en.admin.nav.console }).getAttribute('href')).toBe(
      '/admin',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: en.nav.logout }));
    expect(view.session.signOut).toHaveBeenCalledOnce();
    expect(view.router.state.location.pathname).toBe('/join');
  });

  it('a player who opens /admin sees the same bar, without a console link', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/admin/*',
      url: '/admin',
      user: player(),
      wallet,
      api: api(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Layla Header' }));
    expect(screen.queryByRole('menuitem', { name: en.admin.nav.console })).toBeNull();
    expect(screen.getByRole('menuitem', { name: en.nav.profile })).toBeTruthy();
  });

  it('in Arabic, the console bar speaks Arabic', async () => {
    await renderPage(<Layout />, {
      loader: sandboxLoader,
      path: '/admin/*',
      url: '/admin/challenges',
      user: player('support'),
      wallet,
      api: api(),
      lang: 'ar',
    });
    expect(await screen.findByRole('link', { name: ar.nav.homeLink })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'قائمة حساب Layla Header' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^المحفظة/ })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
