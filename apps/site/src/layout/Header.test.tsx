import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { locales, renderPage } from '../test/render-page';
import { communityUrl } from './community';
import { Header } from './Header';
import { player } from './test-player';

// Issue 13 "Header": a player's bar holds Challenges, Store and Wallet; the phone menu lists every link; the
// profile menu holds the links the bar leaves out (the e2e test header.test.ts checks the widths in Chromium).
const { en, ar } = locales;

afterEach(() => vi.restoreAllMocks());

const routes = ['/join', '/referral', '/contact', '/challenges/*'];
const wallet = { gCoinsAvailable: 1200, crystalsAvailable: 35, referralRewardClaimed: true };

// The closed phone menu is display: none, so its links are found with hidden: true.
const mainNav = (name = en.nav.main) => document.querySelector(`nav[aria-label="${name}"]`) as HTMLElement;
const linkTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header', () => {
  it("lists a player's links in the menu's order, marks the current page, and links the balances to the wallet", async () => {
    await renderPage(<Header />, { path: '/challenges', user: player(), wallet, routes });
    expect(linkTexts(mainNav())).toEqual([
      // The phone menu opens with the inbox (issue 16; Header.notifications.test.tsx).
      [en.notifications.inbox.title, '/notifications'],
      [en.nav.home, '/'],
      [en.nav.challenges, '/challenges'],
      [en.nav.store, '/store'],
      [en.nav.wallet, '/wallet'],
      [en.nav.profile, '/profile'],
      [en.nav.referral, '/referral'],
      [en.nav.about, '/about'],
      [en.nav.contact, '/contact'],
      [`${en.nav.communityShort} ${en.common.opensInNewTab}`, communityUrl],
    ]);
    const current = within(mainNav()).getByRole('link', { name: en.nav.challenges, hidden: true });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Wallet: 1,200 GCoins, 35 crystals' }).getAttribute('href')).toBe(
      '/wallet',
    );
    // No photo: the generated avatar shows the player's initials.
    const trigger = await screen.findByRole('button', { name: 'Account menu for Layla Header' });
    expect(trigger.querySelector('[data-initials]')?.getAttribute('data-initials')).toBe('LH');
    expect(screen.queryByRole('link', { name: en.nav.joinNow })).toBeNull();
  });

  it('an empty wallet shows 0 GCoins and 0 crystals', async () => {
    await renderPage(<Header />, { path: '/challenges', user: player(), routes });
    expect(screen.getByRole('link', { name: /Wallet: 0 GCoins, 0 crystals/ })).toBeTruthy();
  });

  it('a visitor keeps Home and Challenges, Join now and the community button', async () => {
    await renderPage(<Header />, { path: '/', user: null, routes });
    expect(linkTexts(mainNav())).toEqual([
      [en.nav.home, '/'],
      [en.nav.challenges, '/challenges'],
      [`${en.nav.community} ${en.common.opensInNewTab}`, communityUrl],
    ]);
    expect(screen.getByRole('link', { name: en.nav.joinNow }).getAttribute('href')).toBe('/join');
    // The bar's community button (from tablet width; jsdom applies no media query, so it counts as hidden).
    const community = [...document.querySelectorAll('header a')].find(
      (link) => link.textContent === en.nav.community && !link.closest('nav'),
    ) as HTMLAnchorElement;
    expect(community.getAttribute('href')).toBe(communityUrl);
    expect(community.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
  });

  it('the menu button opens the list and a move to another page closes it', async () => {
    await renderPage(<Header />, { path: '*', url: '/challenges', user: player(), wallet, routes: [] });
    const button = screen.getByRole('button', { name: en.nav.menu });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: en.nav.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(mainNav()).getByRole('link', { name: en.nav.referral }));
    expect(screen.getByRole('button', { name: en.nav.menu }).getAttribute('aria-expanded')).toBe('false');
  });

  it("the profile menu holds the player's other links, the chat in a new tab, and logout to /join", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = await renderPage(<Header />, { path: '/challenges', user: player(), wallet, routes });
    const trigger = () => screen.getByRole('button', { name: 'Account menu for Layla Header' });
    await screen.findByRole('button', { name: 'Account menu for Layla Header' });
    await userEvent.click(trigger());
    expect(
      screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      [en.nav.profile, '/profile'],
      [en.nav.viewPublicProfile, '/public-profile/u-7'],
      [en.nav.referral, '/referral'],
      [en.nav.about, '/about'],
      [en.nav.contact, '/contact'],
      [`${en.nav.communityShort} ${en.common.opensInNewTab}`, communityUrl],
      [en.nav.logout, null],
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: new RegExp(en.nav.communityShort) }));
    expect(open).toHaveBeenCalledWith(communityUrl, '_blank', 'noopener,noreferrer');
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitem', { name: en.nav.contact }));
    expect(view.router.state.location.pathname).toBe('/contact');
  });

  it('logout signs out and goes to /join', async () => {
    const view = await renderPage(<Header />, { path: '/challenges', user: player(), wallet, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Layla Header' }));
    await userEvent.click(screen.getByRole('menuitem', { name: en.nav.logout }));
    expect(view.session.signOut).toHaveBeenCalledTimes(1);
    expect(view.router.state.location.pathname).toBe('/join');
  });

  it('shows operators the console link before logout', async () => {
    await renderPage(<Header />, { path: '/challenges', user: player('support'), wallet, routes });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Layla Header' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.at(-2)?.textContent).toBe(en.admin.nav.console);
    expect(items.at(-2)?.getAttribute('href')).toBe('/admin');
    expect(items).toHaveLength(8);
  });

  it('speaks Arabic: the links, the balances and the account menu', async () => {
    await renderPage(<Header />, { path: '/challenges', user: player(), wallet, routes, lang: 'ar' });
    expect(linkTexts(mainNav(ar.nav.main)).slice(0, 5)).toEqual([
      [ar.notifications.inbox.title, '/notifications'],
      [ar.nav.home, '/'],
      [ar.nav.challenges, '/challenges'],
      [ar.nav.store, '/store'],
      [ar.nav.wallet, '/wallet'],
    ]);
    expect(screen.getByRole('link', { name: 'المحفظة: 1,200 GCoins و35 كريستالة' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'قائمة حساب Layla Header' }));
    expect(screen.getByRole('menuitem', { name: ar.nav.logout })).toBeTruthy();
  });

  it('a visitor in Arabic sees Join now in Arabic', async () => {
    await renderPage(<Header />, { path: '/', user: null, routes, lang: 'ar' });
    expect(screen.getByRole('link', { name: ar.nav.joinNow }).getAttribute('href')).toBe('/join');
  });
});
