import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FinalCall } from './FinalCall';
import { GamesStrip } from './GamesStrip';
import { HowItWorks } from './HowItWorks';
import { LandingFeatures } from './LandingFeatures';
import { LandingSection } from './LandingSection';
import { StatsSection } from './StatsSection';

/** The landing page's bands below the hero; each owns its words. */
const meta = {
  title: 'Landing/LandingSections',
  component: LandingFeatures,
} satisfies Meta<typeof LandingFeatures>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Features: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Why players choose Arena');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};

export const FeaturesArabic: Story = { globals: { locale: 'ar' } };

export const Games: Story = {
  render: () => (
    <LandingSection titleId="games-title" title="Pick your game">
      <GamesStrip hrefFor={(id) => `/challenges/${id}`} />
    </LandingSection>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Valorant' })).toHaveAttribute(
      'href',
      '/challenges/valorant',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(5);
  },
};

export const GamesArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <GamesStrip hrefFor={(id) => `/challenges/${id}`} />,
};

export const Steps: Story = {
  render: () => <HowItWorks titleId="how-title" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'How it works' }).children).toHaveLength(4);
  },
};

export const StepsArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <HowItWorks titleId="how-title" asSection />,
};

export const Stats: Story = {
  render: () => (
    <StatsSection
      stats={{ uniqueParticipants: 12_480, prizesPaidCents: 855_950, completedChallenges: 1_362 }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$8,559.50').tagName).toBe('DD');
    await expect(canvas.getByText('Unique participants')).toBeInTheDocument();
  },
};

export const StatsLoading: Story = {
  render: () => <StatsSection stats={null} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading statistics');
  },
};

export const StatsArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <StatsSection
      stats={{ uniqueParticipants: 12_480, prizesPaidCents: 855_950, completedChallenges: 1_362 }}
    />
  ),
};

export const FinalCallVisitor: Story = {
  render: () => <FinalCall signedIn={false} joinHref="/join" challengesHref="/challenges" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/join',
    );
  },
};

export const FinalCallPlayer: Story = {
  render: () => <FinalCall signedIn joinHref="/join" challengesHref="/challenges" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Browse challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
    await expect(canvas.queryByText('Create your free account')).not.toBeInTheDocument();
  },
};

export const FinalCallArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <FinalCall signedIn={false} joinHref="/join" challengesHref="/challenges" />,
};
