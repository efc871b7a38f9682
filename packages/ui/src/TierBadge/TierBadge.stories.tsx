import { tierNames } from '@arena/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TierBadge } from './TierBadge';

const meta = {
  title: 'Components/TierBadge',
  component: TierBadge,
  args: { tier: 'Gold' },
} satisfies Meta<typeof TierBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gold')).toBeVisible();
  },
};

/** Every tier, Rookie to Legend: its emblem, its name in words and its colour. */
const everyTier = () => (
  <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
    {tierNames.map((tier) => (
      <TierBadge key={tier} tier={tier} />
    ))}
  </div>
);

export const AllTiers: Story = {
  render: everyTier,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('RookieBronzeSilverGoldPlatinumDiamondMasterLegend');
  },
};

/** Arabic, right to left: the emblem leads at the right, the name follows. */
export const AllTiersRTL: Story = {
  render: everyTier,
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('مبتدئبرونزيفضيذهبيبلاتينيماسيخبيرأسطورة');
  },
};

export const AllTiersUrdu: Story = {
  render: everyTier,
  globals: { locale: 'ur' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('نوآموزکانسیچاندیسوناپلاٹینمہیراماسٹرلیجنڈ');
  },
};

/** A name that is not a tier (an old or unknown value off the wire) shows nothing rather than a guess. */
export const UnknownTier: Story = {
  args: { tier: 'Grandmaster' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

/** Short of room on a phone: the emblem alone, the name for screen readers and in the tooltip. */
export const CompactOnPhones: Story = {
  args: { tier: 'Diamond', compactOnPhones: true },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Diamond');
    await expect(name.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByTitle('Diamond')).toBeVisible();
  },
};

export const CompactOnTablets: Story = {
  args: { tier: 'Diamond', compactOnPhones: true },
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Diamond')).toBeVisible();
  },
};
