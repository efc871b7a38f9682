// Demo scores and seats (issue 34, row 14): every seeded leaderboard is made of matches scored by the
// domain's formula (scoreMatch, decision 0013), with stats in the ranges a casual match shows, no bonus but
// the formula's, and players whose XP tier goes with the challenge's skill bracket (demo-seating.ts).
import {
  bracketOf,
  brawlStarsStarPlayerBonus,
  brawlStarsVictoryBonus,
  levelInfo,
  scoreMatch,
  winBonus,
  type NormalisedMatch,
} from '@arena/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketShareOfLevels, tiersOfBracket } from '../src/seed/demo-seating';
import { seedDemo } from '../src/seed/seed-demo';
import { createTestDatabase, type TestDatabase } from './support/test-db';

let database: TestDatabase;
let seededAt: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo({ info: () => {} }, database, ['accounts', 'wallet', 'challenges']);
  seededAt = Date.now();
});

afterAll(async () => {
  await database.close();
});

type MatchRow = {
  game_id: string;
  title: string;
  match_key: string;
  started_at: Date;
  enrolled_at: Date;
  start_time: Date;
  end_time: Date;
  points: string;
  bonus: string;
  details: Record<string, unknown>;
};

async function seededMatches(): Promise<MatchRow[]> {
  const { rows } = await database.query<MatchRow>(
    `select c.game_id, c.title, m.match_key, m.started_at, p.created_at as enrolled_at, c.start_time,
            c.end_time, m.points, m.bonus, m.details
       from challenge_matches m
       join challenges c on c.id = m.challenge_id
       join challenge_participants p on p.challenge_id = m.challenge_id and p.user_id = m.user_id`,
  );
  return rows;
}

/** The most a casual player's match shows, per game: [stat, highest]. */
const statCeilings: Record<string, [string, number][]> = {
  lol: [
    ['kills', 15],
    ['deaths', 12],
    ['assists', 20],
    ['cs', 260],
    ['visionScore', 60],
  ],
  valorant: [
    ['kills', 28],
    ['deaths', 22],
    ['assists', 12],
    ['rounds', 26],
  ],
  dota2: [
    ['kills', 18],
    ['deaths', 14],
    ['assists', 25],
    ['lastHits', 350],
    ['heroDamage', 40_000],
  ],
  cs2: [
    ['kills', 30],
    ['deaths', 24],
    ['assists', 10],
    ['mvps', 6],
    ['headshotPct', 70],
  ],
  brawlstars: [
    ['trophyChange', 10],
    ['rank', 10],
  ],
};

describe('demo scores', () => {
  it('scores every seeded match by the domain formula, from plausible stats, with the formula’s bonus only', async () => {
    const matches = await seededMatches();
    expect(matches.length).toBeGreaterThan(500);
    expect(new Set(matches.map((m) => m.game_id))).toEqual(
      new Set(['lol', 'cs2', 'dota2', 'valorant', 'brawlstars']),
    );
    for (const row of matches) {
      const match = {
        matchKey: row.match_key,
        gameId: row.game_id,
        startedAt: row.started_at.toISOString(),
        stats: row.details,
      } as unknown as NormalisedMatch;
      const where = `${row.title} ${row.match_key} ${JSON.stringify(row.details)}`;
      expect([Number(row.points), Number(row.bonus)], where).toEqual(Object.values(scoreMatch(match)));
      for (const [stat, highest] of statCeilings[row.game_id]!) {
        const value = row.details[stat];
        if (value === null || value === undefined) continue;
        expect(Math.abs(Number(value)), `${where}: ${stat}`).toBeLessThanOrEqual(highest);
      }
      if (row.game_id === 'valorant') {
        expect(Number(row.details.headshots), where).toBeLessThanOrEqual(Number(row.details.kills));
      }
      // A match's points stay what one match gives: never the hundreds one leaderboard total showed.
      expect(Number(row.points), where).toBeLessThanOrEqual(row.game_id === 'brawlstars' ? 22 : 180);
      // The only bonuses: a win (20) in every game but Brawl Stars; a victory or first place (10) and a
      // star player (5) in Brawl Stars.
      if (row.game_id === 'brawlstars') {
        expect([0, brawlStarsStarPlayerBonus, brawlStarsVictoryBonus, 15], where).toContain(
          Number(row.bonus),
        );
      } else {
        expect(Number(row.bonus), where).toBe(row.details.win === true ? winBonus : 0);
      }
      // Played in the window, after joining, and over before the seed ran.
      expect(row.started_at.getTime(), where).toBeGreaterThan(row.enrolled_at.getTime());
      expect(row.started_at.getTime(), where).toBeGreaterThanOrEqual(row.start_time.getTime());
      expect(row.started_at.getTime(), where).toBeLessThan(row.end_time.getTime());
      expect(row.started_at.getTime(), where).toBeLessThan(seededAt);
    }
    expect(new Set(matches.map((m) => Number(m.bonus))).has(25)).toBe(false);
  });

  it('makes every participant’s score, bonus and games the sums of their matches, within the game limit', async () => {
    const { rows } = await database.query<{
      title: string;
      status: number;
      score: string;
      bonus_score: string;
      games_played: number;
      game_limit: number;
      points: string;
      bonus: string;
      matches: number;
    }>(
      `select c.title, c.status, p.score, p.bonus_score, p.games_played, c.game_limit,
              coalesce(sum(m.points), 0) as points, coalesce(sum(m.bonus), 0) as bonus, count(m.match_key)::int as matches
         from challenge_participants p
         join challenges c on c.id = p.challenge_id
         left join challenge_matches m on m.challenge_id = p.challenge_id and m.user_id = p.user_id
        group by c.id, p.user_id, p.score, p.bonus_score, p.games_played`,
    );
    const played = rows.filter((row) => row.matches > 0);
    expect(played.length).toBeGreaterThan(200);
    for (const row of rows) {
      expect([Number(row.score), Number(row.bonus_score), row.games_played], row.title).toEqual([
        Number(row.points),
        Number(row.bonus),
        row.matches,
      ]);
      if (row.game_limit > 0) expect(row.games_played, row.title).toBeLessThanOrEqual(row.game_limit);
    }
    // Only the demo player's two open entries (the current Premier Cup, the upcoming Open Weekend) have no
    // match yet: tracking fills the first, the second has not started.
    expect(
      rows
        .filter((row) => row.matches === 0)
        .map((row) => [row.title, Number(row.status)])
        .sort(),
    ).toEqual([
      ['Valorant Open Weekend', 0],
      ['Valorant Premier Cup', 1],
    ]);
  });

  it('seats every participant in a challenge whose bracket goes with their XP tier', async () => {
    const { rows } = await database.query<{
      title: string;
      min_skill_level: number;
      skill_bracket: number;
      xp_total: string;
      email: string;
    }>(
      `select c.title, c.min_skill_level, p.skill_bracket, u.xp_total, u.email
         from challenge_participants p
         join challenges c on c.id = p.challenge_id
         join users u on u.id = p.user_id`,
    );
    expect(rows.length).toBeGreaterThan(300);
    // The demo challenges admit brackets 1 and 2 (decision 0028): Rookies and Bronzes, Bronzes and Silvers.
    const tiersFor: Record<number, string[]> = { 1: ['Rookie', 'Bronze'], 2: ['Bronze', 'Silver'] };
    expect(new Set(rows.map((row) => row.skill_bracket))).toEqual(new Set([1, 2]));
    for (const row of rows) {
      const tier = levelInfo(Number(row.xp_total)).currentTier.name;
      expect(row.skill_bracket, row.title).toBe(bracketOf(row.min_skill_level));
      expect(tiersFor[row.skill_bracket], `${row.email} (${tier}) in ${row.title}`).toContain(tier);
    }
    // The demo player (Bronze) is among them: the finished Valorant Premier Cup and Daily Grind.
    expect(rows.filter((row) => row.email === 'player@arena.gg').length).toBe(4);
    // 13 players in each of the demo player's finished Valorant challenges (their results are "of 13").
    const { rows: counts } = await database.query<{ title: string; players: number }>(
      `select c.title, count(*)::int as players from challenge_participants p join challenges c on c.id = p.challenge_id
        where c.game_id = 'valorant' and c.finished_at is not null and c.title in ('Valorant Premier Cup', 'Valorant Daily Grind')
        group by c.title order by c.title`,
    );
    expect(counts).toEqual([
      { title: 'Valorant Daily Grind', players: 13 },
      { title: 'Valorant Premier Cup', players: 13 },
    ]);
  });

  it('pairs each bracket with the tiers whose levels overlap its sixth of Arena’s 100 levels', () => {
    expect([1, 2, 3, 4, 5, 6].map((b) => bracketShareOfLevels(b as 1))).toEqual([
      { from: 1, to: 16 },
      { from: 17, to: 33 },
      { from: 34, to: 50 },
      { from: 51, to: 66 },
      { from: 67, to: 83 },
      { from: 84, to: 100 },
    ]);
    expect([1, 2, 3, 4, 5, 6].map((b) => tiersOfBracket(b as 1))).toEqual([
      ['Rookie', 'Bronze'],
      ['Bronze', 'Silver'],
      ['Silver', 'Gold', 'Platinum'],
      ['Platinum', 'Diamond'],
      ['Diamond', 'Master'],
      ['Master', 'Legend'],
    ]);
  });
});
