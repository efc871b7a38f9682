import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Profile/StatGrid',
  component: StatGrid,
  args: {
    label: 'Statistics',
    items: [
      { id: 'total', label: 'Challenges', value: '50' },
      { id: 'won', label: 'Wins', value: '31', accent: 'success' },
      { id: 'lost', label: 'Losses', value: '19', accent: 'danger' },
      { id: 'rate', label: 'Win rate', value: '62%', hint: '31 of 50 challenges' },
      { id: 'earnings', label: 'Total earnings', value: '$1,240.50', accent: 'gcoin' },
      { id: 'position', label: 'Leaderboard', value: '#4' },
    ],
  },
} satisfies Meta<typeof StatGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Statistics' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
  },
};

export const PrivateEarnings: Story = {
  args: {
    items: [
      { id: 'won', label: 'Wins', value: '31' },
      {
        id: 'earnings',
        label: 'Total earnings',
        value: 'This player keeps their earnings private.',
        numeric: false,
      },
    ],
  },
};

export const SingleCard: Story = {
  render: () => <StatCard label="Win rate" value="62%" hint="31 of 50 challenges" accent="success" />,
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    label: 'الإحصائيات',
    items: [
      { id: 'total', label: 'التحديات', value: '50' },
      { id: 'won', label: 'الانتصارات', value: '31', accent: 'success' },
      { id: 'lost', label: 'الهزائم', value: '19', accent: 'danger' },
      { id: 'rate', label: 'نسبة الفوز', value: '62%', hint: '31 من 50 تحديًا' },
    ],
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: {
    label: 'اعداد و شمار',
    items: [
      { id: 'won', label: 'جیتیں', value: '31', accent: 'success' },
      { id: 'rate', label: 'جیت کی شرح', value: '62%', hint: '50 میں سے 31 چیلنج' },
    ],
  },
};
