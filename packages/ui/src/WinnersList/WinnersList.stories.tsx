import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PrizeAmount } from '../PrizeTable';
import { WinnersList } from './WinnersList';

const meta = {
  title: 'Challenges/WinnersList',
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
      { id: 'w1', name: 'Lina Haddad', rank: 1, prize: '$50.00' },
      { id: 'w2', name: 'Omar Faris', rank: 2, prize: '$30.00' },
      { id: 'w3', name: 'Kai Brooks', rank: 3, prize: '$20.00' },
    ],
  },
} satisfies Meta<typeof WinnersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rank 1' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    winners: [
      { id: 'w1', name: 'لينا حداد', rank: 1, prize: '50.00 $' },
      { id: 'w2', name: 'عمر فارس', rank: 2 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'الفائزون' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'المركز 1' })).toBeVisible();
  },
};

export const Hindi: Story = { globals: { locale: 'hi' } };

export const Urdu: Story = { globals: { locale: 'ur' } };

/** No winners yet: a designed empty state whose next step is the challenges. */
export const NoWinnersYet: Story = {
  args: { winners: [], challengesHref: '/challenges' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('No winners yet');
    await expect(canvas.getByRole('link', { name: 'See challenges' })).toHaveAttribute('href', '/challenges');
  },
};

export const NoWinnersYetRTL: Story = {
  globals: { locale: 'ar' },
  args: { winners: [], challengesHref: '/challenges' },
};

/** Long names end in an ellipsis: on the right of a Latin name, on the left of an Arabic one. */
export const LongNamesRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    winners: [
      { id: 'w1', name: 'لينا حداد بطلة الساحة التي لا تُهزم أبدًا في كل المواسم', rank: 1, prize: '$50.00' },
      { id: 'w2', name: 'Omar Faris the Unstoppable Champion of Every Season', rank: 2, prize: '$30.00' },
    ],
  },
  play: async ({ canvasElement }) => {
    const name = canvasElement.querySelector<HTMLElement>('li span[dir="auto"]');
    await expect(getComputedStyle(name as HTMLElement).textOverflow).toBe('ellipsis');
    await expect(name?.scrollWidth).toBeGreaterThan(name?.clientWidth ?? 0);
    await expect(getComputedStyle(name as HTMLElement).direction).toBe('rtl');
  },
};

/** A finished challenge's winners with what each won (issue 34): crystals and XP beside every name. */
export const WithPrizes: Story = {
  args: {
    winners: [
      { id: 'w1', name: 'Lina Haddad', rank: 1, prize: <PrizeAmount size="sm" crystals={5_000} xp={200} /> },
      { id: 'w2', name: 'Omar Faris', rank: 2, prize: <PrizeAmount size="sm" crystals={2_500} xp={150} /> },
      { id: 'w3', name: 'Kai Brooks', rank: 3, prize: <PrizeAmount size="sm" crystals={1_250} xp={125} /> },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Lina Haddad');
    await expect(items[0]).toHaveTextContent('5,000 crystals');
    await expect(items[0]).toHaveTextContent('200 XP');
    await expect(items[2]).toHaveTextContent('1,250 crystals');
  },
};

export const WithPrizesRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    winners: [
      { id: 'w1', name: 'لينا حداد', rank: 1, prize: <PrizeAmount size="sm" crystals={5_000} xp={200} /> },
      { id: 'w2', name: 'عمر فارس', rank: 2, prize: <PrizeAmount size="sm" xp={300} /> },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('5,000 كريستالة');
    await expect(items[1]).toHaveTextContent('300 نقطة خبرة');
  },
};
