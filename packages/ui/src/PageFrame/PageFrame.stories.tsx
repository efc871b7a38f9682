import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Lead, PageLoading, PageSection, PageTitle, Paragraph, SectionHeading, WidePage } from './PageFrame';

const meta = {
  title: 'Components/PageFrame',
  component: PageSection,
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A text page (about, contact, legal): the narrow column, its title, lead, section headings and text. */
export const TextPage: Story = {
  render: () => (
    <PageSection aria-labelledby="story-title">
      <PageTitle id="story-title">About Arena</PageTitle>
      <Lead>Skill-based challenges for the games you already play.</Lead>
      <SectionHeading>How it works</SectionHeading>
      <Paragraph>Join a challenge, play your usual matches, and climb the leaderboard.</Paragraph>
    </PageSection>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'About Arena' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'How it works' })).toBeVisible();
  },
};

export const TextPageArabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <PageSection aria-labelledby="story-title-ar">
      <PageTitle id="story-title-ar">عن Arena</PageTitle>
      <Lead>تحديات تعتمد على المهارة في الألعاب التي تلعبها بالفعل.</Lead>
      <SectionHeading>كيف يعمل</SectionHeading>
      <Paragraph>انضم إلى تحدٍّ، والعب مبارياتك المعتادة، وتقدّم في لوحة الصدارة.</Paragraph>
    </PageSection>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('عن Arena');
  },
};

/** An app page with cards: the wide frame; its children may shrink. */
export const Wide: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  render: () => (
    <WidePage>
      <PageTitle>Wallet</PageTitle>
      <Card>
        <Paragraph>1,250 GCoins</Paragraph>
      </Card>
      <Card>
        <Paragraph>18,475 crystals</Paragraph>
      </Card>
    </WidePage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  },
};

/** While a page's code loads or a guard checks the session. */
export const Loading: Story = {
  render: () => <PageLoading />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadingArabic: Story = {
  globals: { locale: 'ar' },
  render: () => <PageLoading />,
};
