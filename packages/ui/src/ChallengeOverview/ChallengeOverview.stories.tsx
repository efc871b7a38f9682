import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { ChallengeLeaderboard } from '../ChallengeLeaderboard';
import { SkillBracket } from '../SkillBracket';
import { VoidedNotice } from '../VoidedNotice';
import { ChallengeOverview } from './ChallengeOverview';

const now = new Date('2026-03-01T12:00:00Z');

const meta = {
  title: 'Challenges/ChallengeOverview',
  component: ChallengeOverview,
  args: {
    back: <Button variant="ghost">Back to challenges</Button>,
    gameId: 'lol',
    title: 'Weekend Premium Cup',
    typeLabel: 'Premium',
    prizePool: { label: 'Prize pool', value: '$150.00' },
    facts: ['Game limit: 10 games', 'Players: 12 / 50'],
    countdown: {
      now,
      target: new Date(now.getTime() + (5 * 60 + 7) * 60_000),
      label: 'Ends in',
      units: { days: 'd', hours: 'h', minutes: 'm' },
      endedLabel: 'Ended',
    },
    dateLine: 'Ends 1 Mar 2026, 17:07',
    descriptionHtml: '<p>Play <strong>ranked</strong> games. Your best ten count.</p>',
    action: <Button>Join</Button>,
    onRefresh: fn(),
    children: (
      <ChallengeLeaderboard
        captionHidden
        rows={[
          { userId: 'u1', rank: 1, name: 'Lina Haddad', score: 1840, bonusScore: 120, gamesPlayed: 9 },
          { userId: 'u2', rank: 2, name: 'Omar Faris', score: 1710, bonusScore: 0, gamesPlayed: 10 },
        ]}
      />
    ),
  },
} satisfies Meta<typeof ChallengeOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Running: countdown, the prize pool headline, join, the leaderboard with its refresh. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekend Premium Cup' })).toBeVisible();
    await expect(canvas.getByText('$150.00')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

/** Finished: no countdown, no refresh, no action. */
export const Finished: Story = {
  args: {
    countdown: undefined,
    onRefresh: undefined,
    action: undefined,
    dateLine: 'Ended 1 Mar 2026, 17:07',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
  },
};

/** Arabic page, English operator description: the description keeps its own direction. */
export const RTL: Story = {
  globals: { locale: 'ar' },
  args: {
    back: <Button variant="ghost">العودة إلى التحديات</Button>,
    title: 'كأس نهاية الأسبوع المميز',
    typeLabel: 'مميز',
    prizePool: { label: 'مجموع الجوائز', value: '150.00 $' },
    facts: ['حد المباريات: 10 مباريات'],
    countdown: {
      now,
      target: new Date(now.getTime() + (5 * 60 + 7) * 60_000),
      label: 'ينتهي خلال',
      units: { days: 'ي', hours: 'س', minutes: 'د' },
      endedLabel: 'انتهى',
    },
    dateLine: 'ينتهي 1 مارس 2026، 17:07',
    action: <Button>انضم</Button>,
    children: <ChallengeLeaderboard captionHidden rows={[]} emptyAction={<Button>انضم</Button>} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'لوحة الصدارة' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'لا توجد نتائج بعد' })).toBeVisible();
  },
};

/** The bracket the challenge admits and the one the player entered with, beside the type (decision 0028). */
export const Brackets: Story = {
  args: {
    brackets: (
      <>
        <SkillBracket bracket={4} label="Bracket 4 · levels 10–12" />
        <SkillBracket variant="player" bracket={4} label="Your bracket 4 · levels 10–12" />
      </>
    ),
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bracket 4 · levels 10–12')).toBeVisible();
    await expect(canvas.getByText('Your bracket 4 · levels 10–12')).toBeVisible();
  },
};

export const BracketsRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    ...RTL.args,
    brackets: (
      <>
        <SkillBracket bracket={4} label="الفئة 4 · المستويات 10–12" />
        <SkillBracket variant="player" bracket={4} label="فئتك 4 · المستويات 10–12" />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('فئتك 4 · المستويات 10–12')).toBeVisible();
  },
};

/**
 * Voided at its start (decision 0029): the date line says when it was voided, not "Ended", and the notice
 * explains why and the refund; no countdown, no refresh, no action, nobody on the leaderboard.
 */
export const Voided: Story = {
  args: {
    countdown: undefined,
    onRefresh: undefined,
    action: undefined,
    dateLine: 'Voided 1 Mar 2026, 12:00',
    children: (
      <>
        <VoidedNotice
          title="Voided: too few players"
          detail="Fewer players than it needs had joined when it was due to start, so it never ran."
          refund="Entry fees refunded"
        />
        <ChallengeLeaderboard captionHidden rows={[]} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voided 1 Mar 2026, 12:00')).toBeVisible();
    await expect(canvas.queryByText(/^Ended/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Voided: too few players' })).toHaveTextContent(
      'Entry fees refunded',
    );
  },
};

export const VoidedRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    ...RTL.args,
    countdown: undefined,
    onRefresh: undefined,
    action: undefined,
    dateLine: 'أُلغي 1 مارس 2026، 12:00',
    children: (
      <>
        <VoidedNotice
          title="أُلغي: عدد اللاعبين غير كافٍ"
          detail="انضم عدد من اللاعبين أقل مما يحتاجه عند موعد بدئه، فلم يبدأ."
          refund="رُدّت رسوم الدخول"
        />
        <ChallengeLeaderboard captionHidden rows={[]} />
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أُلغي 1 مارس 2026، 12:00')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'أُلغي: عدد اللاعبين غير كافٍ' })).toBeVisible();
  },
};
