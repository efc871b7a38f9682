import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { StatGrid } from '../StatGrid';
import { AdminShell, type AdminNavItem } from './AdminShell';

const nav = (labels: string[]): AdminNavItem[] =>
  [
    '/admin',
    '/admin/challenges',
    '/admin/passports',
    '/admin/payouts',
    '/admin/players',
    '/admin/ledger',
    '/admin/audit',
  ].map((href, index) => ({ href, label: labels[index]!, active: href === '/admin/payouts' }));
const englishNav = nav(['Overview', 'Challenges', 'Passports', 'Payouts', 'Players', 'Ledger', 'Audit log']);
const arabicNav = nav([
  'نظرة عامة',
  'التحديات',
  'جوازات السفر',
  'السحوبات',
  'اللاعبون',
  'السجل المالي',
  'سجل التدقيق',
]);

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  args: {
    title: 'Payouts',
    description: '4 withdrawals wait for a decision.',
    navItems: englishNav,
    actions: <Button size="sm">Export CSV</Button>,
    children: (
      <StatGrid
        label="Payout figures"
        items={[
          { id: 'pending', label: 'Pending', value: '4', accent: 'warning' },
          { id: 'today', label: 'Paid today', value: '$1,240.50', accent: 'success' },
          { id: 'rejected', label: 'Rejected this week', value: '2', accent: 'danger' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const arabicArgs = {
  title: 'السحوبات',
  description: '4 سحوبات بانتظار القرار.',
  navItems: arabicNav,
  actions: <Button size="sm">تصدير CSV</Button>,
  children: (
    <StatGrid
      label="أرقام السحوبات"
      items={[
        { id: 'pending', label: 'قيد الانتظار', value: '4', accent: 'warning' },
        { id: 'today', label: 'المدفوع اليوم', value: '$1,240.50', accent: 'success' },
        { id: 'rejected', label: 'المرفوض هذا الأسبوع', value: '2', accent: 'danger' },
      ]}
    />
  ),
};
const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

/** Desktop: the side navigation is always there; the current page is marked. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(canvas.getByText('Operator console')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Operator console' });
    await expect(canvas.getByRole('link', { name: 'Payouts' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.querySelectorAll('a')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: /Sections/ })).toBeNull();
  },
};
export const DesktopRTL: Story = { globals: { locale: 'ar', ...desktop }, args: arabicArgs };

/** Phones: the sections sit behind a menu button that names the current one. */
export const Phone: Story = {
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: /Sections/ });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Ledger' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Ledger' })).toBeVisible();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Ledger' })).toBeNull();
  },
};
export const PhoneRTL: Story = { globals: { locale: 'ar' }, args: arabicArgs };

/** The site passes its router's link; the shell hands it href, aria-current and the label. */
export const RouterLinks: Story = {
  args: {
    // Like a router link: the click is handled in the page, never a document load.
    renderLink: ({ href, children, onClick, ...rest }) => (
      <a
        href={`/app${href}`}
        data-router-link=""
        {...rest}
        onClick={(event) => {
          event.preventDefault();
          onClick?.();
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sections/ }));
    const link = canvas.getByRole('link', { name: 'Players' });
    await expect(link).toHaveAttribute('href', '/app/admin/players');
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(canvas.getByRole('button', { name: /Sections/ })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Hindi and Urdu: the shell says its badge and menu button in the reader's language. */
export const PhoneHindi: Story = { globals: { locale: 'hi' } };
export const PhoneUrdu: Story = { globals: { locale: 'ur' }, args: arabicArgs };
