import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ScoringBreakdown, type ScoringBreakdownProps } from './ScoringBreakdown';

const english: ScoringBreakdownProps = {
  open: true,
  onClose: fn(),
  title: 'How my score was counted',
  closeLabel: 'Close',
  state: 'ready',
  loadingLabel: 'Loading your matches…',
  retryLabel: 'Try again',
  onRetry: fn(),
  tracking: ['Riot account ArenaDemo#EUW', 'Last checked 3 minutes ago · next check in 1 minute'],
  columns: { played: 'Played', result: 'Counted?', points: 'Points' },
  matchesLabel: 'Your matches',
  emptyLabel: 'No matches yet. Play a match: it shows here within a few minutes of its end.',
  totals: [
    { label: 'Points', value: '9' },
    { label: 'Bonus', value: '20' },
    { label: 'Total', value: '29' },
  ],
  entries: [
    {
      id: 'EUW1_1',
      playedAt: '23 Nov, 10:30',
      counts: false,
      statusLabel: 'Not counted',
      reason: 'Played before you joined',
      points: '12',
    },
    {
      id: 'EUW1_2',
      playedAt: '23 Nov, 11:10',
      counts: true,
      statusLabel: 'Counted',
      points: '3',
    },
    {
      id: 'EUW1_3',
      playedAt: '23 Nov, 11:20',
      counts: true,
      statusLabel: 'Counted',
      points: '6',
      bonus: '+20 bonus',
    },
    {
      id: 'EUW1_4',
      playedAt: '23 Nov, 11:30',
      counts: false,
      statusLabel: 'Not counted',
      reason: 'Beyond the game limit (2 games)',
      points: '15',
      bonus: '+20 bonus',
    },
    {
      id: 'EUW1_5',
      playedAt: '23 Nov, 14:00',
      counts: false,
      statusLabel: 'Not counted',
      reason: 'Played outside the challenge’s time',
      points: '21',
    },
  ],
};

const meta = {
  title: 'Challenges/ScoringBreakdown',
  component: ScoringBreakdown,
  parameters: { fullHeight: true },
  args: english,
} satisfies Meta<typeof ScoringBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every match with counted or not and why, the totals, and when the account is checked. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const table = dialog.getByRole('table', { name: 'Your matches' });
    await expect(table).toHaveTextContent('Played before you joined');
    await expect(dialog.getAllByRole('row')).toHaveLength(6);
    await expect(dialog.getByRole('status')).toHaveTextContent('next check in 1 minute');
    await expect(dialog.getByText('29')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Loading your matches…')).toBeInTheDocument();
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

/** Joined, nothing reported yet. */
export const Empty: Story = {
  args: {
    entries: [],
    totals: [
      { label: 'Points', value: '0' },
      { label: 'Bonus', value: '0' },
      { label: 'Total', value: '0' },
    ],
    tracking: ['Riot account ArenaDemo#EUW', 'Not checked yet · next check in 1 minute'],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/No matches yet/)).toBeVisible();
    await expect(dialog.queryByRole('table')).toBeNull();
  },
};

/** It could not load: why, and Try again. */
export const Failed: Story = {
  args: { state: 'failed', error: 'Could not connect. Check your connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Could not connect.');
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The last check failed: the provider's problem in plain words. */
export const ProviderError: Story = {
  args: {
    trackingProblem:
      'The last check failed: the game’s service asked us to slow down. We will try again at the next check.',
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText(/asked us to slow down/)).toBeVisible();
  },
};

/** Right to left (Arabic): columns, totals and the reason lead from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    title: 'كيف احتُسبت نقاطي',
    closeLabel: 'إغلاق',
    loadingLabel: 'جارٍ تحميل مبارياتك…',
    retryLabel: 'حاول مرة أخرى',
    tracking: ['حساب Riot ArenaDemo#EUW', 'آخر فحص قبل 3 دقائق · الفحص التالي بعد دقيقة واحدة'],
    columns: { played: 'وقت اللعب', result: 'هل احتُسبت؟', points: 'النقاط' },
    matchesLabel: 'مبارياتك',
    totals: [
      { label: 'النقاط', value: '9' },
      { label: 'المكافأة', value: '20' },
      { label: 'المجموع', value: '29' },
    ],
    entries: [
      {
        id: 'EUW1_1',
        playedAt: '23 نوفمبر، 10:30',
        counts: false,
        statusLabel: 'لم تُحتسب',
        reason: 'لُعبت قبل انضمامك',
        points: '12',
      },
      {
        id: 'EUW1_3',
        playedAt: '23 نوفمبر، 11:20',
        counts: true,
        statusLabel: 'احتُسبت',
        points: '6',
        bonus: 'مكافأة \u2066+20\u2069',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('table', { name: 'مبارياتك' })).toHaveTextContent('لُعبت قبل انضمامك');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};
