import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WinnersList } from './WinnersList';

// Tiers as badges (issue 34): a finished challenge's winners (on its card and its page) with the same
// TierBadge as the leaderboards': the emblem on a phone, the name beside it from tablet width.
const meta = {
  title: 'Challenges/WinnersList (tiers)',
  component: WinnersList,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    winners: [
      { id: 'w1', name: 'Lina Haddad', rank: 1, prize: '$50.00', tier: 'Master' },
      { id: 'w2', name: 'Omar Faris', rank: 2, prize: '$30.00', tier: 'Silver' },
      { id: 'w3', name: 'Kai Brooks', rank: 3, prize: '$20.00' },
    ],
  },
} satisfies Meta<typeof WinnersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTiers: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Master');
    await expect(second).toHaveTextContent('Silver');
    await expect(third).not.toHaveTextContent(/Rookie|Bronze|Silver|Gold|Platinum|Diamond|Master|Legend/);
  },
};

export const WithTiersTablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Master')).toBeVisible();
  },
};

export const WithTiersRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    winners: [
      { id: 'w1', name: 'ليلى حداد', rank: 1, prize: '50.00 $', tier: 'Master' },
      { id: 'w2', name: 'عمر فارس', rank: 2, prize: '30.00 $', tier: 'Silver' },
      { id: 'w3', name: 'Kai Brooks', rank: 3, prize: '20.00 $' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('خبير');
  },
};
