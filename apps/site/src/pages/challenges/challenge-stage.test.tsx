import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '../../app/paths';
import { locales, renderPage } from '../../test/render-page';
import { challengeOf, polyfillDialog } from './challenge-fixtures';
import ChallengeDetailPage from './ChallengeDetailPage';

// Issue 34 on /challenge/:id: the prizes by place for every challenge (the domain's table: crystals at 50 a
// dollar with the placement XP, participation XP below), what each winner of a finished challenge won, the
// Join kept in its sticky bar, and a participant's progress while it runs.
const en = locales.en;
const ar = locales.ar;
const user = { id: 'u2', name: 'Omar' } as never;
beforeAll(polyfillDialog);

const prizes = [
  { id: 'p1', title: '1st place', value: 100 },
  { id: 'p2', title: '2nd place', value: 50 },
  { id: 'p3', title: '3rd place', value: 25 },
];

const participant = (userId: string, name: string, score: number, gamesPlayed: number, rank: number) => ({
  userId,
  user: { name },
  game_name: '',
  score,
  bonus_score: 0,
  gamesPlayed,
  excluded: false,
  created_at: '2026-01-01T00:00:00.000Z',
  rank,
  skillBracket: 1,
});

async function open(challenge: ReturnType<typeof challengeOf>, lang: 'en' | 'ar' = 'en') {
  await renderPage(<ChallengeDetailPage />, {
    path: paths.challenge.pattern,
    url: `/challenge/${challenge.id}`,
    api: { challenge: vi.fn().mockResolvedValue({ data: challenge }) },
    user,
    wallet: { gCoinsAvailable: 5 },
    lang,
  });
  await screen.findByRole('heading', { level: 1, name: challenge.title });
}

const prizeRows = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('the challenge page as a stage (issue 34)', () => {
  it('a finished challenge: the prizes by place, and each winner with what they won', async () => {
    await open(
      challengeOf({
        id: 'c1',
        title: 'Night Cup',
        status: 2,
        prizes,
        winners: [
          { id: 'u1', name: 'Lina Haddad', photo: null, rank: 1 },
          { id: 'u3', name: 'Kai Brooks', photo: null, rank: 2 },
          { id: 'u4', name: 'Mei Chen', photo: null, rank: 3 },
        ],
        participants: [],
      }),
    );
    const rows = prizeRows(en.prizeTable.heading);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('1');
    expect(rows[0]!.textContent).toContain('5,000 crystals');
    expect(rows[0]!.textContent).toContain('200 XP');
    expect(rows[0]!.textContent).toContain('(worth $100.00)');
    expect(rows[1]!.textContent).toContain('2,500 crystals');
    expect(rows[1]!.textContent).toContain('150 XP');
    expect(rows[2]!.textContent).toContain('1,250 crystals');
    expect(rows[2]!.textContent).toContain('125 XP');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('4 and below');
    expect(rows[3]!.textContent).toContain('50 XP');
    expect(rows[3]!.textContent).not.toContain('crystals');

    const winners = within(screen.getByRole('region', { name: en.challenges.card.winners })).getAllByRole(
      'listitem',
    );
    expect(winners).toHaveLength(3);
    expect(winners[0]!.textContent).toContain('Lina Haddad');
    expect(winners[0]!.textContent).toContain('5,000 crystals');
    expect(winners[0]!.textContent).toContain('200 XP');
    expect(winners[2]!.textContent).toContain('Mei Chen');
    expect(winners[2]!.textContent).toContain('1,250 crystals');
    expect(winners[2]!.textContent).toContain('125 XP');
    // Over: no Join, no progress.
    expect(document.querySelector('[data-sticky-action]')).toBeNull();
    expect(screen.queryByRole('region', { name: en.challengeProgress.heading })).toBeNull();
  });

  it('an upcoming XP booster: its prize table in XP only, and Join in the sticky bar', async () => {
    await open(
      challengeOf({
        id: 'c2',
        title: 'Boost Hour',
        prizes: [],
        duration_hours: 12,
        entry_fee: 0,
        type: 'booster',
      }),
    );
    const rows = prizeRows(en.prizeTable.heading);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '1',
      '2',
      '3',
      '4–5',
      '6 and below',
    ]);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '400 XP',
      '300 XP',
      '250 XP',
      '200 XP',
      '100 XP',
    ]);
    const bar = document.querySelector('[data-sticky-action]') as HTMLElement;
    expect(within(bar).getByRole('button', { name: en.challenge.registration.open })).toBeTruthy();
    expect(bar.textContent).toContain('Boost Hour');
    expect(bar.textContent).toContain(en.challenge.prizePool.xpOnly);
  });

  it('a participant of a running challenge sees their progress: games, points and the gaps', async () => {
    await open(
      challengeOf({
        id: 'c3',
        title: 'Day Cup',
        status: 1,
        startTime: new Date(Date.now() - 3_600_000).toISOString(),
        isParticipating: true,
        gameLimit: 10,
        prizes,
        participants: [
          participant('u1', 'Lina', 900, 5, 1),
          participant('u3', 'Kai', 800, 5, 2),
          participant('u4', 'Mei', 700, 5, 3),
          participant('u5', 'Sara', 640, 4, 4),
          participant('u2', 'Omar', 610, 3, 5),
        ],
      }),
    );
    const card = screen.getByRole('region', { name: en.challengeProgress.heading });
    const figure = (label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(en.challengeProgress.rank)).toBe('5');
    expect(figure(en.challengeProgress.points)).toBe('610');
    expect(figure('To pass rank 4')).toBe('31 points');
    expect(figure('To reach the prize places (rank 3)')).toBe('91 points');
    expect(
      within(card)
        .getByRole('progressbar', { name: en.challengeProgress.games })
        .getAttribute('aria-valuetext'),
    ).toBe('3 of 10');
    // Registered: the notice, not a Join bar.
    expect(screen.getByText(en.challenge.registration.alreadyRegistered)).toBeTruthy();
    expect(document.querySelector('[data-sticky-action]')).toBeNull();
  });

  it('in Arabic: the prize table and the progress speak Arabic', async () => {
    await open(
      challengeOf({
        id: 'c4',
        title: 'كأس',
        status: 1,
        startTime: new Date(Date.now() - 3_600_000).toISOString(),
        isParticipating: true,
        prizes,
        participants: [participant('u2', 'عمر', 50, 1, 1)],
      }),
      'ar',
    );
    const rows = prizeRows(ar.prizeTable.heading);
    expect(rows[0]!.textContent).toContain('5,000 كريستالة');
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('4 وما بعده');
    const card = screen.getByRole('region', { name: ar.challengeProgress.heading });
    expect(within(card).getByText(ar.challengeProgress.leading)).toBeTruthy();
    expect(within(card).getByText(ar.challengeProgress.inPrizes)).toBeTruthy();
  });
});
