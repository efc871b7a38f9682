import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SandboxStrip } from '../SandboxStrip';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { PageTitle, WidePage } from './PageFrame';
import { SiteShell } from './SiteShell';

const header = (lang: string) => (
  <SiteHeader
    homeHref="/"
    currentPath="/"
    links={[
      { id: 'home', href: '/', inBar: true },
      { id: 'challenges', href: '/challenges', inBar: true },
    ]}
    signedIn={false}
    joinHref="/join"
    communityUrl="https://discord.com/invite/arena"
    language={{ value: lang, options: ['en', 'ar', 'hi', 'ur'], onChange: fn() }}
    onNavigate={fn()}
    onLogout={fn()}
  />
);

const footer = (
  <SiteFooter
    links={{ privacy: '/privacy', terms: '/terms', contact: '/contact' }}
    year={2026}
    subscribe={{ email: '', onEmailChange: fn(), onSubmit: fn() }}
  />
);

const meta = {
  title: 'Components/SiteShell',
  component: SiteShell,
  args: {
    header: header('en'),
    footer,
    children: (
      <WidePage>
        <PageTitle>Challenges</PageTitle>
      </WidePage>
    ),
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every page's frame: the skip link (shown on focus) leads to the main content. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
  },
};

/** The next page is loading (the bar along the top) on a sandbox server (the strip along the bottom). */
export const NavigatingOnSandboxArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    header: header('ar'),
    navigating: true,
    sandboxStrip: (
      <SandboxStrip
        label="بيئة تجريبية: لا أموال حقيقية"
        detail="المدفوعات وتسجيلات الدخول محاكاة على هذا الخادم."
        mailLink={{ href: '/sandbox/mail', label: 'افتح صندوق البريد التجريبي' }}
      />
    ),
    children: (
      <WidePage>
        <PageTitle>التحديات</PageTitle>
      </WidePage>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'جارٍ التحميل…' })).toBeInTheDocument();
  },
};
