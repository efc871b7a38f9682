import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteHeader, type SiteHeaderPlayer, type SiteHeaderProps } from './SiteHeader';

// Issue 34 row 8: a signed-in header while the player's profile loads keeps the profile menu's place, so
// the balances and the menu button do not move when the profile arrives (a shift on every signed-in page).

const player: SiteHeaderPlayer = {
  id: 'u-7',
  name: 'Layla Haddad',
  photo: null,
  level: { level: 37, tier: 'Gold', progressPercentage: 62, xp: { current: 1250, needed: 2000 } },
  menuLinks: [{ id: 'profile', href: '/profile' }],
};

const base: SiteHeaderProps = {
  homeHref: '/',
  currentPath: '/challenges',
  links: [
    { id: 'home', href: '/', inBar: false },
    { id: 'challenges', href: '/challenges', inBar: true },
    { id: 'store', href: '/store', inBar: true },
    { id: 'wallet', href: '/wallet', inBar: true },
  ],
  signedIn: true,
  player: null,
  balances: { gCoins: 1250, crystals: 18475, loading: false, href: '/wallet' },
  joinHref: '/join',
  communityUrl: 'https://discord.com/invite/arena',
  language: { value: 'en', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
  onNavigate: fn(),
  onLogout: fn(),
};

/** The header while its player loads; the button below brings the profile in (and takes it away). */
function Arriving(props: SiteHeaderProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <SiteHeader {...props} player={loaded ? player : null} />
      <div>
        <button type="button" onClick={() => setLoaded(!loaded)}>
          Profile arrives
        </button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Components/SiteHeader (profile loading)',
  component: SiteHeader,
  args: base,
  render: (args) => <Arriving {...args} />,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The balances stand where they will stay: the placeholder is the size of the level bar and the menu
 * button together. Ends with the profile loading again, for the screenshot of the placeholder.
 */
async function expectBalancesStill(root: HTMLElement, name: RegExp) {
  const canvas = within(root);
  const arrives = canvas.getByRole('button', { name: 'Profile arrives' });
  const balances = () => canvas.getByRole('link', { name }).getBoundingClientRect().left;
  await expect(canvas.queryByRole('button', { name: /Account menu|قائمة حساب/ })).toBeNull();
  const before = balances();
  await userEvent.click(arrives);
  await expect(await canvas.findByRole('button', { name: /Account menu|قائمة حساب/ })).toBeVisible();
  await expect(Math.abs(balances() - before), `${before} then ${balances()}`).toBeLessThanOrEqual(0.5);
  await userEvent.click(arrives);
  await expect(canvas.queryByRole('button', { name: /Account menu|قائمة حساب/ })).toBeNull();
}

export const ProfileLoading: Story = {
  play: async ({ canvasElement }) => expectBalancesStill(canvasElement, /^Wallet: 1,250 GCoins/),
};

export const ProfileLoadingArabic: Story = {
  globals: { locale: 'ar' },
  args: { language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() } },
  play: async ({ canvasElement }) => expectBalancesStill(canvasElement, /^المحفظة/),
};

export const ProfileLoadingDesktop: Story = {
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  play: async ({ canvasElement }) => expectBalancesStill(canvasElement, /^Wallet: 1,250 GCoins/),
};
