import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { imagesLoaded, storyPhotos } from '../Avatar/storyImages';
import { SiteHeader, type SiteHeaderPlayer, type SiteNavLink } from './SiteHeader';

const visitorLinks: SiteNavLink[] = [
  { id: 'home', href: '/', inBar: true },
  { id: 'challenges', href: '/challenges', inBar: true },
];

const playerLinks: SiteNavLink[] = [
  { id: 'home', href: '/', inBar: false },
  { id: 'challenges', href: '/challenges', inBar: true },
  { id: 'store', href: '/store', inBar: true },
  { id: 'wallet', href: '/wallet', inBar: true },
  { id: 'profile', href: '/profile', inBar: false },
  { id: 'referral', href: '/referral', inBar: false },
  { id: 'about', href: '/about', inBar: false },
  { id: 'contact', href: '/contact', inBar: false },
];

const player = (photo: string | null = null): SiteHeaderPlayer => ({
  id: 'u-7',
  name: 'Layla Haddad',
  photo,
  level: { level: 37, tier: 'Gold', progressPercentage: 62, xp: { current: 1250, needed: 2000 } },
  menuLinks: [
    { id: 'profile', href: '/profile' },
    { id: 'publicProfile', href: '/public-profile/u-7' },
    { id: 'referral', href: '/referral' },
    { id: 'about', href: '/about' },
    { id: 'contact', href: '/contact' },
  ],
});

const signedIn = {
  signedIn: true,
  links: playerLinks,
  currentPath: '/challenges',
  player: player(),
  balances: { gCoins: 1250, crystals: 18475, loading: false, href: '/wallet' },
} as const;

/** The same player on the Arabic site: the level bar says the level and the tier in Arabic itself. */
const arabicPlayer = (): SiteHeaderPlayer => player();

const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;
const arabic = { locale: 'ar' } as const;

const meta = {
  title: 'Components/SiteHeader',
  component: SiteHeader,
  args: {
    homeHref: '/',
    currentPath: '/',
    links: visitorLinks,
    signedIn: false,
    player: null,
    joinHref: '/join',
    communityUrl: 'https://discord.com/invite/arena',
    language: { value: 'en', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
    onNavigate: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a phone: the logo, the language, Join now and the menu button. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Join now' })).toHaveAttribute('href', '/join');
    await expect(canvas.getByRole('link', { name: 'Arena home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const VisitorArabic: Story = {
  globals: arabic,
  args: { language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'انضم الآن' })).toBeVisible();
  },
};

/** From 1024 px a visitor's Home and Challenges stand in the bar beside the community button. */
export const VisitorDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Challenges' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join our community' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** A visitor's phone menu keeps the community button. */
export const VisitorPhoneMenuOpen: Story = {
  parameters: { fullHeight: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /Join our community/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** A player on a phone: balances and the avatar (initials without a photo); the language moves into the menu. */
export const SignedIn: Story = {
  args: signedIn,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wallet: 1,250 GCoins, 18,475 crystals' })).toHaveAttribute(
      'href',
      '/wallet',
    );
    const trigger = await canvas.findByRole('button', { name: 'Account menu for Layla Haddad' });
    await expect(trigger.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'LH');
  },
};

/** From 1024 px: Challenges, Store and Wallet in the bar, the compact level bar and the photo. */
export const SignedInDesktop: Story = {
  globals: desktop,
  args: { ...signedIn, player: player(storyPhotos.photo1) },
  play: async ({ canvasElement, canvas }) => {
    await imagesLoaded(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    const visible = within(nav)
      .getAllByRole('link')
      .filter((link) => link.checkVisibility());
    await expect(visible.map((link) => link.textContent)).toEqual(['Challenges', 'Store', 'Wallet']);
    await expect(within(nav).getByRole('link', { name: 'Challenges' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const SignedInDesktopArabic: Story = {
  globals: { ...desktop, ...arabic },
  args: {
    ...signedIn,
    player: arabicPlayer(),
    language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'قائمة حساب Layla Haddad' })).toBeVisible();
  },
};

/**
 * A player on a phone with unread notifications: no room for a bell beside the balances, so the menu button
 * carries a dot and the count in its name, and the menu opens with the Notifications link.
 */
export const SignedInWithNotifications: Story = {
  args: { ...signedIn, notifications: { unreadCount: 4, href: '/notifications' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: 'Notifications, 4 unread' })).toBeNull();
    await expect(canvasElement.querySelector('[data-menu-dot]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu, 4 unread notifications' }));
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Notifications, 4 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  },
  parameters: { fullHeight: true },
};

/** Arabic from 1024 px: the bell with 99+ in the bar, mirrored. */
export const SignedInDesktopArabicWithNotifications: Story = {
  globals: { ...desktop, ...arabic },
  args: {
    ...signedIn,
    player: arabicPlayer(),
    language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
    currentPath: '/notifications',
    notifications: { unreadCount: 120, href: '/notifications' },
  },
  play: async ({ canvas, canvasElement }) => {
    const bell = canvas.getByRole('link', { name: 'الإشعارات، 120 إشعارًا غير مقروء' });
    await expect(bell).toHaveAttribute('aria-current', 'page');
    await expect(bell.querySelector('[data-badge]')).toHaveTextContent(/^99\+$/);
    // From 1024 px the menu button (and its dot) is gone.
    await expect(canvasElement.querySelector('[data-menu-dot]')).not.toBeVisible();
  },
};

/** While the wallet loads, the pills shimmer and the link says so. */
export const LoadingBalances: Story = {
  args: { ...signedIn, balances: { ...signedIn.balances, loading: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wallet: loading balances' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** The phone menu lists every link, the level bar and the language; choosing a language reports it. */
export const PhoneMenuOpen: Story = {
  args: signedIn,
  parameters: { fullHeight: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Challenges',
      'Store',
      'Wallet',
      'Profile',
      'Referral',
      'About',
      'Contact',
      'Community (opens in a new tab)',
    ]);
    await userEvent.selectOptions(within(nav).getByRole('combobox', { name: 'Language' }), 'ar');
    await expect(args.language.onChange).toHaveBeenCalledWith('ar');
  },
};

export const PhoneMenuOpenArabic: Story = {
  globals: arabic,
  args: {
    ...signedIn,
    player: arabicPlayer(),
    language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
  },
  parameters: { fullHeight: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'القائمة' }));
    await expect(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  },
};

/** The profile menu holds the links the bar leaves out; a link is handed to the site's router. */
export const ProfileMenuOpen: Story = {
  globals: desktop,
  args: signedIn,
  parameters: { fullHeight: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Layla Haddad' }));
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await expect(canvas.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'View public profile',
      'Referral',
      'About',
      'Contact',
      'Community (opens in a new tab)',
      'Log out',
    ]);
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Referral' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/referral');
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for Layla Haddad' }));
  },
};

export const ProfileMenuOpenArabic: Story = {
  globals: { ...desktop, ...arabic },
  args: {
    ...signedIn,
    player: { ...arabicPlayer(), menuLinks: [...player().menuLinks, { id: 'console', href: '/admin' }] },
    language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
  },
  parameters: { fullHeight: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'قائمة حساب Layla Haddad' }));
    const items = canvas.getAllByRole('menuitem');
    await expect(items).toHaveLength(8);
    await userEvent.click(items[7] as HTMLElement);
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(await canvas.findByRole('button', { name: 'قائمة حساب Layla Haddad' }));
  },
};
