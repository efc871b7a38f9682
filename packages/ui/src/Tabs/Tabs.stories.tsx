import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'overview', label: 'Overview', content: <p style={{ margin: 0 }}>Rules, prizes and schedule.</p> },
  {
    id: 'leaderboard',
    label: 'Leaderboard',
    content: <p style={{ margin: 0 }}>Top players by total score.</p>,
  },
  { id: 'my-games', label: 'My games', content: <p style={{ margin: 0 }}>Your scored matches.</p> },
];

const arabicItems: TabItem[] = [
  { id: 'overview', label: 'نظرة عامة', content: <p style={{ margin: 0 }}>القواعد والجوائز والجدول.</p> },
  {
    id: 'leaderboard',
    label: 'المتصدرون',
    content: <p style={{ margin: 0 }}>أفضل اللاعبين حسب مجموع النقاط.</p>,
  },
  { id: 'my-games', label: 'مبارياتي', content: <p style={{ margin: 0 }}>مبارياتك المحتسبة.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { label: 'Challenge sections', items, onSelect: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { fullWidth: false } };

export const FullWidth: Story = { args: { fullWidth: true } };

export const WithDisabledTab: Story = {
  args: {
    items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'My games' })).toHaveFocus();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, args }) => {
    const [overview, leaderboard, myGames] = canvas.getAllByRole('tab');
    await userEvent.click(overview!);
    await userEvent.keyboard('{ArrowRight}');
    await expect(leaderboard).toHaveFocus();
    await expect(leaderboard).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Top players');
    await userEvent.keyboard('{End}');
    await expect(myGames).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(myGames).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(overview).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('overview');
  },
};

export const RTL: Story = {
  globals: { locale: 'ar' },
  args: { label: 'أقسام التحدي', items: arabicItems },
  play: async ({ canvas }) => {
    const [overview, leaderboard] = canvas.getAllByRole('tab');
    await userEvent.click(overview!);
    // In right-to-left text the next tab sits to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(leaderboard).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(overview).toHaveFocus();
  },
};
