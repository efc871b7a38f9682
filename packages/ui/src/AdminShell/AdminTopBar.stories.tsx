import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdminTopBar } from './AdminTopBar';

/**
 * The console's own compact bar (issue 34): the Arena mark, the language and the operator's account
 * menu. No balances, gift, level bar or notifications.
 */
const meta = {
  title: 'Admin/AdminTopBar',
  component: AdminTopBar,
  args: {
    homeHref: '/',
    language: { value: 'en', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() },
    account: {
      name: 'Layla Operator',
      colorSeed: 'u-7',
      links: [
        { id: 'profile', href: '/profile' },
        { id: 'console', href: '/admin' },
      ],
      communityUrl: 'https://discord.example/arena',
      onNavigate: fn(),
      onLogout: fn(),
    },
  },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;
const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Arena home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: /^Wallet/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu for Layla Operator' }));
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Profile' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Log out' }));
    await expect(args.account!.onLogout).toHaveBeenCalledOnce();
  },
};

export const DesktopRTL: Story = {
  globals: { locale: 'ar', ...desktop },
  args: { language: { value: 'ar', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() } },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header > div')!;
    const logo = bar.firstElementChild!.getBoundingClientRect();
    // The mark at the start of the line: the right in Arabic.
    await expect(logo.right).toBeGreaterThan(bar.getBoundingClientRect().right - 40);
  },
};

export const Phone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneRTL: Story = {
  globals: { locale: 'ur' },
  args: { language: { value: 'ur', options: ['en', 'ar', 'hi', 'ur'], onChange: fn() } },
};

/** Before the operator's profile has loaded: no account menu yet. */
export const Loading: Story = {
  globals: desktop,
  args: { account: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Account menu/ })).toBeNull();
  },
};
