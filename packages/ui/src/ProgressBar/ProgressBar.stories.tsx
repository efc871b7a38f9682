import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Level 12', value: 340, max: 500, valueText: '340 / 500 XP' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 500 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { tone: 'accent', showLabel: true, size: 'md' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Level 12' });
    await expect(bar).toHaveAttribute('aria-valuenow', '340');
    await expect(bar).toHaveAttribute('aria-valuemax', '500');
    await expect(bar).toHaveAttribute('aria-valuetext', '340 / 500 XP');
  },
};

export const Empty: Story = { args: { value: 0, valueText: '0 / 500 XP' } };
export const Complete: Story = { args: { value: 500, valueText: '500 / 500 XP', tone: 'success' } };

export const HiddenLabel: Story = {
  args: { showLabel: false, label: 'Upload progress', value: 64, max: 100, valueText: '64%' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
  },
};

export const ReferralMilestones: Story = {
  args: { label: 'Referrals', value: 7, max: 15, valueText: '7 / 15', tone: 'crystal' },
};

export const TierColours: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ProgressBar label="Bronze" value={20} tone="tierBronze" size="sm" />
      <ProgressBar label="Gold" value={55} tone="tierGold" size="sm" />
      <ProgressBar label="Diamond" value={80} tone="tierDiamond" size="sm" />
      <ProgressBar label="Legend" value={95} tone="tierLegend" size="sm" />
    </div>
  ),
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { label: 'المستوى 12', valueText: '340 / 500 نقطة خبرة' },
};
