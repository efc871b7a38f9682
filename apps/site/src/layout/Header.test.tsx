import type { User } from '@arena/contract';
import { ArenaThemeProvider } from '@arena/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../../locales/en.json' with { type: 'json' };
import { SessionContext, type Session } from '../session/SessionProvider';
import { WalletContext, type WalletState } from '../session/WalletProvider';
import { communityUrl } from './community';
import { Header } from './Header';
import { ProfileMenu } from './ProfileMenu';

// Issue 13 "Header": a player's bar holds Challenges, Store and Wallet; the phone menu lists every link; the
// profile menu holds the links the bar leaves out (the e2e test header.test.ts checks the widths in Chromium).
const fake = vi.hoisted(() => ({ user: null as User | null }));
vi.mock('../session/CurrentUserProvider', () => ({
  useCurrentUser: () => ({ user: fake.user, refresh: () => {} }),
}));
vi.mock('../session/api', () => ({ api: { claimReferralOffer: vi.fn() } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { translation: en } } });
});
afterEach(() => {
  vi.restoreAllMocks();
  fake.user = null;
});

const player = (role: User['role'] = 'player'): User => ({
  id: 'u-7',
  name: 'Layla Header',
  email: 'layla@example.com',
  photo: null,
  created_at: '2026-01-01T00:00:00.000Z',
  provider: 'local',
  emailVerified: true,
  earningsPrivate: false,
  affiliateCode: 'LAYLA7',
  role,
  levelInfo: {
    currentLevel: 3,
    currentTier: { name: 'Rookie', color: '#9CA3AF', minLevel: 1, maxLevel: 10 },
    experiencePoints: 250,
    experienceForCurrentLevel: 200,
    experienceForNextLevel: 300,
    experienceToNextLevel: 50,
    progressPercentage: 50,
  },
});

const wallet: WalletState = {
  balances: { gCoinsAvailable: 1200, crystalsAvailable: 35, referralRewardClaimed: true },
  loading: false,
  error: false,
  refresh: vi.fn(async () => undefined),
};

const session = (status: Session['status']): Session =>
  ({
    status,
    userId: status === 'loggedIn' ? 'u-7' : null,
    signedOutByUser: false,
    signIn: () => {},
    signOut: vi.fn(),
  }) as unknown as Session;

function renderAt(path: string, ui: React.ReactNode, status: Session['status'] = 'loggedIn') {
  return render(
    <I18nextProvider i18n={i18n}>
      <ArenaThemeProvider lang="en">
        <SessionContext.Provider value={session(status)}>
          <WalletContext.Provider value={wallet}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
            </MemoryRouter>
          </WalletContext.Provider>
        </SessionContext.Provider>
      </ArenaThemeProvider>
    </I18nextProvider>,
  );
}

// The closed phone menu is display: none in jsdom (no media queries), so it is found by its label.
const mainNav = () => document.querySelector(`nav[aria-label="${en.nav.main}"]`) as HTMLElement;
const linkTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('Header', () => {
  it("lists a player's links in the menu's order: the bar's three after Home, then the rest", () => {
    fake.user = player();
    renderAt('/challenges', <Header />);
    expect(linkTexts(mainNav())).toEqual([
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
    // From 1024 px only Challenges, Store and Wallet stay in the bar: the others' items hide there.
    const items = within(mainNav()).getAllByRole('listitem', { hidden: true });
    const classes = items.map((item) => item.className);
    expect(new Set([classes[1], classes[2], classes[3]]).size).toBe(1);
    for (const index of [0, 4, 5, 6, 7, 8]) expect(classes[index]).not.toBe(classes[1]);
    expect(screen.getByRole('link', { name: 'Wallet: 1,200 GCoins, 35 crystals' }).getAttribute('href')).toBe(
      '/wallet',
    );
  });

  it('a visitor keeps Home and Challenges, join now and the community button', () => {
    renderAt('/', <Header />, 'loggedOut');
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
  });

  it('the menu button opens the list and a move to another page closes it', async () => {
    fake.user = player();
    renderAt('/challenges', <Header />);
    const button = screen.getByRole('button', { name: en.nav.menu });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: en.nav.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(mainNav()).getByRole('link', { name: en.nav.referral }));
    expect(screen.getByRole('button', { name: en.nav.menu }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('ProfileMenu', () => {
  it("holds the player's other links, the chat in a new tab, and logout", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const onLogout = vi.fn();
    renderAt('/challenges', <ProfileMenu user={player()} onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Header' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
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
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Header' }));
    await userEvent.click(screen.getByRole('menuitem', { name: en.nav.logout }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows operators the console link before logout', async () => {
    renderAt('/challenges', <ProfileMenu user={player('support')} onLogout={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for Layla Header' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.at(-2)?.textContent).toBe(en.admin.nav.console);
    expect(items.at(-2)?.getAttribute('href')).toBe('/admin');
    expect(items).toHaveLength(8);
  });
});
