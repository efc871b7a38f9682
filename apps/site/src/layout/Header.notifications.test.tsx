import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import type * as I18nModule from '../i18n/i18n';
import { NotificationsContext } from '../session/NotificationsProvider';
import { locales, renderPage } from '../test/render-page';
import { Header } from './Header';
import { player } from './test-player';

// Issue 16: a signed-in player's header carries the notifications inbox with its unread count: a bell
// from tablet width, the menu button's dot and name and the menu's Notifications link on a phone (jsdom
// applies no media query: both are in the document). Visitors have neither.
const { en, ar } = locales;

// The site's language switch itself is i18n.test.ts's; here only that the choice is also sent.
vi.mock('../i18n/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  changeLanguage: vi.fn(async () => undefined),
}));
const routes = ['/join', '/notifications'];

function withUnread(unreadCount: number) {
  return (
    <NotificationsContext.Provider value={{ unreadCount, setUnreadCount: vi.fn() }}>
      <Header />
    </NotificationsContext.Provider>
  );
}

const mainNav = (name: string) => document.querySelector(`nav[aria-label="${name}"]`) as HTMLElement;

describe('Header notifications (issue 16)', () => {
  it('a player with 3 unread: the bell named with the count links to /notifications, the badge says 3', async () => {
    const view = await renderPage(withUnread(3), { path: '/challenges', user: player(), routes });
    const bells = screen.getAllByRole('link', { name: 'Notifications, 3 unread', hidden: true });
    // The bar's bell and the phone menu's link.
    expect(bells.map((link) => link.getAttribute('href'))).toEqual(['/notifications', '/notifications']);
    const bell = bells.find((link) => !link.closest('nav')) as HTMLElement;
    expect(bell.querySelector('[data-badge]')?.textContent).toBe('3');
    const menu = screen.getByRole('button', { name: 'Menu, 3 unread notifications' });
    expect(menu.querySelector('[data-menu-dot]')).not.toBeNull();
    await userEvent.click(menu);
    await userEvent.click(
      within(mainNav(en.nav.main)).getByRole('link', { name: 'Notifications, 3 unread' }),
    );
    expect(view.router.state.location.pathname).toBe('/notifications');
  });

  it('120 unread: the badge caps at 99+, the name keeps 120', async () => {
    await renderPage(withUnread(120), { path: '/challenges', user: player(), routes });
    const bell = screen
      .getAllByRole('link', { name: 'Notifications, 120 unread', hidden: true })
      .find((link) => !link.closest('nav')) as HTMLElement;
    expect(bell.querySelector('[data-badge]')?.textContent).toBe('99+');
  });

  it('nothing unread: no badge, no dot, the plain names', async () => {
    await renderPage(withUnread(0), { path: '/challenges', user: player(), routes });
    const bell = screen
      .getAllByRole('link', { name: en.notifications.bell.label, hidden: true })
      .find((link) => !link.closest('nav')) as HTMLElement;
    expect(bell.getAttribute('href')).toBe('/notifications');
    expect(bell.querySelector('[data-badge]')).toBeNull();
    expect(screen.getByRole('button', { name: en.nav.menu }).querySelector('[data-menu-dot]')).toBeNull();
  });

  it('a visitor has no bell', async () => {
    await renderPage(withUnread(0), { path: '/', user: null, routes });
    expect(screen.queryByRole('link', { name: /Notifications/, hidden: true })).toBeNull();
  });

  it('speaks Arabic: the plural form for 3, on the bell and the menu button', async () => {
    await renderPage(withUnread(3), { path: '/challenges', user: player(), routes, lang: 'ar' });
    expect(
      screen.getAllByRole('link', { name: 'الإشعارات، 3 إشعارات غير مقروءة', hidden: true }).length,
    ).toBe(2);
    expect(screen.getByRole('button', { name: 'القائمة، 3 إشعارات غير مقروءة' })).toBeTruthy();
    expect(ar.notifications.bell.labelUnread_few).toBe('الإشعارات، {{count}} إشعارات غير مقروءة');
  });

  it("a signed-in player's language choice is saved for their mail", async () => {
    const setLanguage = vi.fn(async () => undefined);
    await renderPage(withUnread(0), { path: '/challenges', user: player(), routes, api: { setLanguage } });
    const select = within(mainNav(en.nav.main)).getByRole('combobox', { hidden: true });
    await userEvent.selectOptions(select, 'ar');
    expect(changeLanguage).toHaveBeenCalledWith(expect.anything(), 'ar');
    expect(setLanguage).toHaveBeenCalledWith('ar');
    expect(setLanguage).toHaveBeenCalledTimes(1);
  });

  it("a visitor's language choice is not sent (no session to save it in)", async () => {
    const setLanguage = vi.fn(async () => undefined);
    await renderPage(withUnread(0), { path: '/', user: null, routes, api: { setLanguage } });
    const select = screen.getAllByRole('combobox', { hidden: true })[0] as HTMLSelectElement;
    await userEvent.selectOptions(select, 'hi');
    expect(changeLanguage).toHaveBeenCalledWith(expect.anything(), 'hi');
    expect(setLanguage).not.toHaveBeenCalled();
  });
});
