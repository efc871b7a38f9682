import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ChallengeCard, type ChallengeCardOpenProps } from '../ChallengeCard';
import { ChallengeCardSkeleton } from './ChallengeCardSkeleton';
import { FeaturedChallenges } from './FeaturedChallenges';

// Issue 34 row 8: /challenges while its challenges load. The featured section stands in its final shape
// (its headings and three card skeletons per list, each of a card's size), so the games below it do not
// move when the cards arrive.

const now = new Date('2026-03-01T12:00:00Z');

/** A card as /challenges shows one: one line of title, the winner's prize among the stats. */
const card = (over: Partial<ChallengeCardOpenProps> = {}): ChallengeCardOpenProps => ({
  status: 'upcoming',
  gameId: 'brawlstars',
  title: 'Brawl Stars Premier Cup',
  type: 'main',
  skillLevel: 2,
  prizes: [{ value: 10000 }, { value: 6000 }, { value: 4000 }],
  registeredPlayers: 12,
  maxPlayers: 50,
  gameLimit: 10,
  entryFee: 5,
  countdown: { now, target: new Date(now.getTime() + (2 * 60 + 14) * 60_000) },
  action: { kind: 'join', onJoin: fn() },
  ...over,
});

const arabicCard = card({ title: 'كأس براول ستارز الكبرى' });

const meta = {
  title: 'Challenges/ChallengeBrowse (loading)',
  component: FeaturedChallenges,
  args: { biggest: [], soonest: [], loading: true },
  // The section is taller than a screen: the screenshot keeps its top (what a reader first sees).
  decorators: [
    (Story) => (
      <div style={{ maxBlockSize: 600, overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeaturedChallenges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: the section's heading and lists' headings in place, three card skeletons under each. */
export const FeaturedLoading: Story = {
  play: async ({ canvas, canvasElement }) => {
    const section = canvas.getByRole('region', { name: 'Featured challenges' });
    await expect(section).toHaveAttribute('aria-busy', 'true');
    await expect(within(section).getByRole('status')).toHaveTextContent('Loading featured challenges');
    await expect(canvas.getByRole('heading', { name: 'Biggest prize pools open now' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Starting soon' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-skeleton="challenge-card"]')).toHaveLength(6);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const FeaturedLoadingRTL: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('جارٍ تحميل التحديات المميزة');
    await expect(canvas.getByRole('heading', { name: 'تبدأ قريبًا' })).toBeVisible();
  },
};

/** On a desktop the skeletons stand three across, as the cards do. */
export const FeaturedLoadingDesktop: Story = {
  globals: { viewport: { value: 'arenaDesktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const bones = [...canvasElement.querySelectorAll('[data-skeleton="challenge-card"]')].slice(0, 3);
    const tops = bones.map((bone) => Math.round(bone.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/**
 * A loaded card beside a skeleton (two columns on a tablet, as the grid lays them), for their heights:
 * the card's key art, lines, stats and button.
 */
function CardAndSkeleton({ shown }: { shown: ChallengeCardOpenProps }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' }}>
      <div data-card="loaded">
        <ChallengeCard {...shown} />
      </div>
      <ChallengeCardSkeleton />
    </div>
  );
}

const tablet = { viewport: { value: 'arenaTablet', isRotated: false } } as const;

/** The skeleton is a card's height (within 2 px), so the cards take the skeletons' places exactly. */
async function expectSameHeight(root: HTMLElement) {
  const loaded = root.querySelector('[data-card="loaded"]')?.getBoundingClientRect().height ?? 0;
  const skeleton =
    root.querySelector('[data-skeleton="challenge-card"]')?.getBoundingClientRect().height ?? 0;
  await expect(loaded).toBeGreaterThan(400);
  await expect(Math.abs(loaded - skeleton), `card ${loaded} px, skeleton ${skeleton} px`).toBeLessThanOrEqual(
    2,
  );
}

export const SkeletonSizeOfCard: Story = {
  globals: tablet,
  render: () => <CardAndSkeleton shown={card()} />,
  play: async ({ canvasElement }) => expectSameHeight(canvasElement),
};

/**
 * Arabic's shorter badges leave room for the countdown chip on their row, where the skeleton keeps two
 * rows (as the English and Urdu cards have them): the skeleton is taller by that row at most, never
 * shorter, so the cards below the first (off a phone's first screen) move up a little, nothing down.
 */
export const SkeletonSizeOfCardRTL: Story = {
  globals: { ...tablet, locale: 'ar' },
  render: () => <CardAndSkeleton shown={arabicCard} />,
  play: async ({ canvasElement }) => {
    const loaded = canvasElement.querySelector('[data-card="loaded"]')?.getBoundingClientRect().height ?? 0;
    const skeleton =
      canvasElement.querySelector('[data-skeleton="challenge-card"]')?.getBoundingClientRect().height ?? 0;
    await expect(loaded).toBeGreaterThan(400);
    await expect(skeleton - loaded).toBeGreaterThanOrEqual(-2);
    // One chip row (one xs line, its padding and border) and the row gap.
    await expect(skeleton - loaded).toBeLessThanOrEqual(12 * 1.5 + 10 + 8 + 2);
  },
};

/** Urdu's taller lines: the skeleton's lines follow the language's line height too. */
export const SkeletonSizeOfCardUrdu: Story = {
  globals: { ...tablet, locale: 'ur' },
  render: () => (
    <CardAndSkeleton
      shown={card({
        title: 'براول اسٹارز پریمیئر کپ',
      })}
    />
  ),
  play: async ({ canvasElement }) => expectSameHeight(canvasElement),
};
