import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { challengeProgress, prizeTable, winningRanks } from '@arena/domain';
import { Button } from '../Button';
import { ChallengeLeaderboard } from '../ChallengeLeaderboard';
import { ChallengeProgress } from '../ChallengeProgress';
import { PrizeTable } from '../PrizeTable';
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
    type: 'main',
    prizePool: '$150.00',
    facts: ['Game limit: 10 games', 'Players: 12 / 50'],
    countdown: {
      now,
      target: new Date(now.getTime() + (5 * 60 + 7) * 60_000),
      kind: 'ends',
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
    // The stage names the type and the prize pool itself.
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.getByText('Prize pool')).toBeVisible();
    // The headline on the stage, and again beside the Join in its sticky bar.
    const pools = canvas.getAllByText('$150.00');
    await expect(pools).toHaveLength(2);
    await expect(pools[0]).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Join' }).closest('[data-sticky-action]'),
    ).toHaveTextContent('Weekend Premium Cup$150.00');
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
    prizePool: '150.00 $',
    facts: ['حد المباريات: 10 مباريات'],
    countdown: {
      now,
      target: new Date(now.getTime() + (5 * 60 + 7) * 60_000),
      kind: 'ends',
    },
    dateLine: 'ينتهي 1 مارس 2026، 17:07',
    action: <Button>انضم</Button>,
    children: <ChallengeLeaderboard captionHidden rows={[]} emptyAction={<Button>انضم</Button>} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('مميّز')).toBeVisible();
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

// The stage (issue 34): a participant's progress and the prizes by place beside the description, the Join
// in a bar that stays under the site header while the page scrolls. Figures are the domain's.
const prizeInput = { prizes: [{ value: 10_000 }, { value: 5_000 }, { value: 2_500 }], type: 'main' as const };
const names = ['Lina Haddad', 'Omar Faris', 'Kai Brooks', 'Mei Chen', 'Sara Aziz', 'Tom Berg', 'Ana Ruiz'];
const crowd = Array.from({ length: 8 }, (_, index) => ({
  userId: `u${index + 1}`,
  rank: index + 1,
  name: names[index % names.length]!,
  score: 2_000 - index * 120,
  bonusScore: 0,
  gamesPlayed: 6,
}));
const progress = challengeProgress({
  standings: crowd.map((row) => ({ ...row, total: row.score + row.bonusScore })),
  userId: 'u5',
  gameLimit: 10,
  winningRanks: winningRanks(prizeInput),
})!;

export const Stage: Story = {
  args: {
    progress: <ChallengeProgress {...progress} />,
    prizes: <PrizeTable rows={prizeTable(prizeInput)} />,
    children: <ChallengeLeaderboard captionHidden rows={crowd} currentUserId="u5" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your progress' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Prizes by place' })).toHaveTextContent('5,000 crystals');
    // Keyboard: the Join comes right after the way back.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back to challenges' })).toHaveFocus();
    await userEvent.tab();
    const join = canvas.getByRole('button', { name: 'Join' });
    await expect(join).toHaveFocus();
    // Scrolled to the end of the page, the Join is still on screen, under where the site header sits.
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await expect(window.scrollY).toBeGreaterThan(300);
    const box = join.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(65);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
    join.blur();
  },
};

export const StageRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    ...RTL.args,
    progress: <ChallengeProgress {...progress} />,
    prizes: <PrizeTable rows={prizeTable(prizeInput)} />,
    children: <ChallengeLeaderboard captionHidden rows={crowd} currentUserId="u5" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'تقدّمك' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'الجوائز حسب المركز' })).toHaveTextContent(
      '5,000 كريستالة',
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const box = canvas.getByRole('button', { name: 'انضم' }).getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(65);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    window.scrollTo(0, 0);
  },
};

/** From a tablet up, the progress and the prizes stand beside the description and the leaderboard. */
export const StageTablet: Story = {
  globals: { viewport: { value: 'arenaTablet', isRotated: false } },
  args: Stage.args,
  play: async ({ canvas }) => {
    const prizes = canvas.getByRole('table', { name: 'Prizes by place' }).getBoundingClientRect();
    const description = canvas.getByText('ranked').closest('div')!.getBoundingClientRect();
    const board = canvas.getByRole('heading', { name: 'Leaderboard' }).getBoundingClientRect();
    await expect(prizes.left).toBeGreaterThan(description.right);
    await expect(prizes.left).toBeGreaterThan(board.right);
  },
};

/** Registered already: the stage says so under itself, no Join bar. */
export const Registered: Story = {
  args: { action: undefined, registered: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('You are registered')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-sticky-action]')).toBeNull();
  },
};

/** The rules told from the challenge's facts (issue 34), under the operator's description. */
export const Rules: Story = {
  args: {
    rules: [
      { label: 'Duration', value: '72 hours' },
      { label: 'Entry fee', value: '1 GCoin' },
      { label: 'Games counted', value: 'Your first 10 games' },
      { label: 'Ranking', value: 'Total score, then fewer games played, then earlier entry' },
    ],
  },
  play: async ({ canvas }) => {
    const rules = canvas.getByRole('region', { name: 'Rules' });
    await expect(rules).toHaveTextContent('Duration72 hours');
    await expect(rules).toHaveTextContent('Games countedYour first 10 games');
  },
};

/** An Arabic page: the rules in Arabic beside an English operator description. */
export const RulesRTL: Story = {
  globals: { locale: 'ar' },
  args: {
    ...RTL.args,
    rules: [
      { label: 'المدة', value: '72 ساعة' },
      { label: 'رسوم الدخول', value: 'GCoin واحد' },
      { label: 'المباريات المحتسبة', value: 'أول 10 مباريات لك' },
      { label: 'الترتيب', value: 'مجموع النقاط، ثم الأقل مباريات، ثم الأسبق انضمامًا' },
    ],
  },
  play: async ({ canvas }) => {
    const rules = canvas.getByRole('region', { name: 'القواعد' });
    await expect(rules).toHaveTextContent('المدة72 ساعة');
  },
};

export const RegisteredRTL: Story = {
  globals: { locale: 'ar' },
  args: { ...RTL.args, action: undefined, registered: true },
};

export const Hindi: Story = {
  globals: { locale: 'hi' },
  args: {
    back: <Button variant="ghost">चुनौतियों पर वापस</Button>,
    facts: ['मैच सीमा: 10 मैच', 'खिलाड़ी: 12 / 50'],
    dateLine: 'समाप्त होगा 1 मार्च 2026, 17:07',
    descriptionHtml: '<p>रैंक्ड मैच खेलें। आपके सबसे अच्छे दस मैच गिने जाते हैं।</p>',
    type: 'daily',
    registered: true,
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('दैनिक')).toBeVisible();
    await expect(canvas.getByText('आप पंजीकृत हैं')).toBeVisible();
  },
};

export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { ...RTL.args, back: <Button variant="ghost">چیلنجز پر واپس</Button>, action: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('پریمیم')).toBeVisible();
  },
};
