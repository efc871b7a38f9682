import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { dialogOf } from '../Dialog/storyDialog';
import { ScoringBreakdown, type ScoringBreakdownProps } from './ScoringBreakdown';

const english: ScoringBreakdownProps = {
  open: true,
  onClose: fn(),
  state: 'ready',
  onRetry: fn(),
  tracking: ['Riot account ArenaDemo#EUW', 'Last checked 3 minutes ago · next check in 1 minute'],
  totals: [
    { label: 'Points', value: '43' },
    { label: 'Bonus', value: '20' },
    { label: 'Total', value: '63' },
  ],
  // Newest first, each with its stat line and the formula applied (issue 34).
  entries: [
    {
      id: 'EUW1_5',
      playedAt: '23 Nov, 14:00',
      counts: false,
      reason: 'Played outside the challenge’s time',
      points: '18',
      stats: 'Kills 9 · Deaths 14 · Assists 3 · Headshots 2 · Loss',
      formula: 'How the points add up: Kills 9 × 3 + Assists 3 × 1 − Deaths 14 × 1 + Headshots 2 × 1 = 18',
    },
    {
      id: 'EUW1_4',
      playedAt: '23 Nov, 12:40',
      counts: false,
      reason: 'Over the game limit of 2',
      points: '50',
      bonus: '+20 bonus',
      stats: 'Kills 17 · Deaths 12 · Assists 6 · Headshots 5 · Win',
      formula:
        'How the points add up: Kills 17 × 3 + Assists 6 × 1 − Deaths 12 × 1 + Headshots 5 × 1 + win bonus 20 = 70',
    },
    {
      id: 'EUW1_3',
      playedAt: '23 Nov, 11:50',
      counts: true,
      points: '43',
      bonus: '+20 bonus',
      stats: 'Kills 12 · Deaths 7 · Assists 5 · Headshots 9 · Win',
      formula:
        'How the points add up: Kills 12 × 3 + Assists 5 × 1 − Deaths 7 × 1 + Headshots 9 × 1 + win bonus 20 = 63',
    },
    {
      id: 'EUW1_2',
      playedAt: '23 Nov, 11:00',
      counts: true,
      points: '0',
      stats: 'Kills 4 · Deaths 16 · Assists 2 · Headshots 1 · Loss',
      formula:
        'How the points add up: Kills 4 × 3 + Assists 2 × 1 − Deaths 16 × 1 + Headshots 1 × 1 = −1 → 0',
    },
    {
      id: 'EUW1_1',
      playedAt: '23 Nov, 10:10',
      counts: false,
      reason: 'Played before you joined',
      points: '15',
      stats: 'Kills 6 · Deaths 10 · Assists 4 · Headshots 3 · Loss',
      formula: 'How the points add up: Kills 6 × 3 + Assists 4 × 1 − Deaths 10 × 1 + Headshots 3 × 1 = 15',
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

/**
 * Every match, newest first, with its stat line and the formula applied, counted or not and why, the
 * totals, and when the account is checked.
 */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const table = dialog.getByRole('table', { name: 'Your matches' });
    await expect(table).toHaveTextContent('Played before you joined');
    // One row group per match, newest first: its row, then its stat line and formula across the table.
    const matches = table.querySelectorAll('tbody');
    await expect(matches).toHaveLength(5);
    await expect(matches[0]).toHaveTextContent('23 Nov, 14:00');
    await expect(matches[4]).toHaveTextContent('23 Nov, 10:10');
    await expect(dialog.getAllByRole('row')).toHaveLength(11);
    await expect(dialog.getByText('Kills 12 · Deaths 7 · Assists 5 · Headshots 9 · Win')).toBeVisible();
    await expect(dialog.getByText(/Headshots 9 × 1 \+ win bonus 20 = 63$/)).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveTextContent('next check in 1 minute');
    await expect(dialog.getByText('63')).toBeVisible();
  },
};

/** Brawl Stars: the showdown place or the team result, the trophies, star player, and their formula. */
export const BrawlStars: Story = {
  args: {
    tracking: ['Brawl Stars account #2PP0Y8QJ', 'Last checked 1 minute ago · next check in 1 minute'],
    totals: [
      { label: 'Points', value: '30' },
      { label: 'Bonus', value: '15' },
      { label: 'Total', value: '45' },
    ],
    entries: [
      {
        id: 'BS_2',
        playedAt: '23 Nov, 18:25',
        counts: true,
        points: '12',
        stats: 'Place 3 · Trophies +6',
        formula: 'How the points add up: Place 3 → 6 + Trophies 6 = 12',
      },
      {
        id: 'BS_1',
        playedAt: '23 Nov, 18:05',
        counts: true,
        points: '18',
        bonus: '+15 bonus',
        stats: 'Victory · Trophies +8 · Star player',
        formula:
          'How the points add up: Victory 10 + Trophies 8 + victory bonus 10 + star player bonus 5 = 33',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('Place 3 · Trophies +6')).toBeVisible();
    await expect(dialog.getByText(/star player bonus 5 = 33$/)).toBeVisible();
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

/** Right to left (Arabic): columns, totals, the reason, the stat line and the formula lead from the right. */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  args: {
    tracking: ['حساب Riot ArenaDemo#EUW', 'آخر فحص قبل 3 دقائق · الفحص التالي بعد دقيقة واحدة'],
    totals: [
      { label: 'النقاط', value: '43' },
      { label: 'المكافأة', value: '20' },
      { label: 'المجموع', value: '63' },
    ],
    entries: [
      {
        id: 'EUW1_3',
        playedAt: '23 نوفمبر، 11:50',
        counts: true,
        points: '43',
        bonus: 'مكافأة \u2066+20\u2069',
        stats: 'عمليات القتل 12 · الوفيات 7 · المساعدات 5 · الطلقات الرأسية 9 · فوز',
        formula:
          'كيف تُحسب النقاط: عمليات القتل 12 × 3 + المساعدات 5 × 1 − الوفيات 7 × 1 + الطلقات الرأسية 9 × 1 + مكافأة الفوز 20 = 63',
      },
      {
        id: 'EUW1_1',
        playedAt: '23 نوفمبر، 10:10',
        counts: false,
        reason: 'لُعبت قبل انضمامك',
        points: '15',
        stats: 'عمليات القتل 6 · الوفيات 10 · المساعدات 4 · الطلقات الرأسية 3 · خسارة',
        formula:
          'كيف تُحسب النقاط: عمليات القتل 6 × 3 + المساعدات 4 × 1 − الوفيات 10 × 1 + الطلقات الرأسية 3 × 1 = 15',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('table', { name: 'مبارياتك' })).toHaveTextContent('لُعبت قبل انضمامك');
    await expect(dialog.getByText(/مكافأة الفوز 20 = 63$/)).toBeVisible();
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  },
};

export const Hindi: Story = { globals: { locale: 'hi' }, args: { state: 'loading' } };

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { state: 'failed', error: 'کنکشن نہیں ہو سکا۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔' },
};
