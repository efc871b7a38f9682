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

const desktop = { viewport: { value: 'arenaDesktop', isRotated: false } } as const;

const largeEnglish = [
  { id: 'total', label: 'Total challenges', value: '1,284' },
  { id: 'won', label: 'Wins', value: '1,002', accent: 'success' as const },
  { id: 'lost', label: 'Losses', value: '282' },
  { id: 'rate', label: 'Win rate', value: '78.04%' },
  { id: 'earnings', label: 'Total earnings', value: '$1,380.00', accent: 'gcoin' as const },
  { id: 'big', label: 'Lifetime prize money', value: '$1,234,567.89', accent: 'gcoin' as const },
];

const largeArabic = [
  { id: 'total', label: 'إجمالي التحديات', value: '1,284' },
  { id: 'won', label: 'الانتصارات', value: '1,002', accent: 'success' as const },
  { id: 'lost', label: 'الهزائم', value: '282' },
  { id: 'rate', label: 'نسبة الفوز', value: '78.04%' },
  { id: 'earnings', label: 'إجمالي الأرباح', value: '$1,380.00', accent: 'gcoin' as const },
  { id: 'big', label: 'جوائز مدى الحياة', value: '$1,234,567.89', accent: 'gcoin' as const },
];

/** Each figure stays on one line: its card grows rather than the number breaking. */
async function figuresOnOneLine(canvasElement: HTMLElement) {
  for (const figure of canvasElement.querySelectorAll('li > div > span:nth-of-type(2)')) {
    const box = figure.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(figure).lineHeight) || box.height;
    await expect(box.height).toBeLessThan(lineHeight * 1.5);
    await expect(figure.scrollWidth).toBeLessThanOrEqual(Math.ceil(box.width) + 1);
  }
}

export const LargeNumbers: Story = {
  args: { label: 'Statistics', items: largeEnglish },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('$1,380.00')).toBeVisible();
    await figuresOnOneLine(canvasElement);
  },
};

export const LargeNumbersDesktop: Story = {
  globals: desktop,
  args: { label: 'Statistics', items: largeEnglish },
  play: async ({ canvasElement }) => figuresOnOneLine(canvasElement),
};

export const LargeNumbersRTL: Story = {
  globals: { locale: 'ar' },
  args: { label: 'الإحصائيات', items: largeArabic },
  play: async ({ canvasElement }) => figuresOnOneLine(canvasElement),
};

export const LargeNumbersDesktopRTL: Story = {
  globals: { locale: 'ar', ...desktop },
  args: { label: 'الإحصائيات', items: largeArabic },
  play: async ({ canvasElement }) => figuresOnOneLine(canvasElement),
};
