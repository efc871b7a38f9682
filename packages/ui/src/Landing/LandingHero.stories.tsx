import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingHero } from './LandingHero';

const now = new Date('2026-11-23T12:00:00.000Z');
const figures = {
  prizePoolsCents: 1_850_000,
  openChallenges: 14,
  nextStart: new Date('2026-11-23T14:15:00.000Z'),
  prizesPaidCents: 855_950,
};

const meta = {
  title: 'Landing/LandingHero',
  component: LandingHero,
  args: { signedIn: false, figures, joinHref: '/join', challengesHref: '/challenges', now },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: Get Started and View Challenges, with the live figures and the countdown chip. */
export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Play your games. Win real prizes.',
    );
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/join');
    await expect(canvas.getByRole('link', { name: 'View Challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await expect(canvas.getByText('$18,500.00')).toBeInTheDocument();
    await expect(canvas.getByText('$8,559.50')).toBeInTheDocument();
    await expect(canvas.getByText('2h 15m')).toHaveAttribute('datetime', '2026-11-23T14:15:00.000Z');
  },
};

/** A signed-in player is led to the challenges and is not asked to sign up. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Challenges' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  },
};

export const LoadingFigures: Story = {
  args: { figures: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading live figures');
  },
};

/** Nothing open and nothing paid yet: the figures and the chip are left out, the calls stay. */
export const NoFigures: Story = {
  args: { figures: { prizePoolsCents: 0, openChallenges: 0, nextStart: null, prizesPaidCents: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'العب ألعابك. اربح جوائز حقيقية.',
    );
    await expect(canvas.getByText('$18,500.00')).toBeInTheDocument();
  },
};

export const ArabicSignedInDesktop: Story = {
  globals: { locale: 'ar', viewport: { value: 'arenaDesktop', isRotated: false } },
  args: { signedIn: true },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
};
