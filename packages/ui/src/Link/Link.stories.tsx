import type { Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { expect } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/challenges', children: 'Browse challenges' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { tone: 'accent' } };

export const Muted: Story = { args: { tone: 'muted', children: 'Terms of service' } };

export const External: Story = {
  args: {
    href: 'https://example.com/rules',
    children: 'Official rules',
    externalLabel: '(opens in a new tab)',
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Official rules (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

/** Stands in for React Router's Link: ui never imports the router, the site passes it as `as`. */
const FakeRouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }
>(function FakeRouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} {...rest} href={to} data-router-link="">
      {children}
    </a>
  );
});

export const AsRouterLink: Story = {
  args: { as: FakeRouterLink, to: '/wallet', href: undefined, children: 'Open wallet' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Open wallet' });
    await expect(link).toHaveAttribute('href', '/wallet');
    await expect(link).toHaveAttribute('data-router-link');
  },
};

export const InText: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      No game linked yet. <Link {...args}>Link a game</Link> to enter challenges.
    </p>
  ),
  args: { href: '/games/link' },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  render: (args) => (
    <p style={{ margin: 0 }}>
      لم تربط أي لعبة بعد. <Link {...args}>اربط لعبة</Link> للمشاركة في التحديات.
    </p>
  ),
  args: { href: '/games/link' },
};
