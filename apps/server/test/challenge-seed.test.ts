// Demo challenges (SEED_DEMO): every game has every type in every status, finished ones were
// finished through the real path (winners, prizes in the ledger), and the demo player is enrolled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeListResponseSchema } from '@arena/contract';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app';
import { migrationsDir } from '../src/db/migrate';
import { signAccessToken } from '../src/auth/access-token';
import { auditLedger } from '../src/ledger/audit';
import { seedDemo } from '../src/seed/seed-demo';
import { testConfig } from './support/test-config';
import { createTestDatabase, type TestDatabase } from './support/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedDemo({ info: () => {} }, database)).toContain('challenges');
});

afterAll(async () => {
  await database.close();
});

describe('demo challenges', () => {
  it('covers every game, type and status, with winners paid through the ledger', async () => {
    const config = testConfig({ JWT_SECRET: 'seed-challenges-'.padEnd(48, 'x') });
    const app = await buildApp(config, { database });
    try {
      const { rows } = await database.query<{ id: string }>(
        `select id from users where email = 'player@arena.gg'`,
      );
      const token = await signAccessToken(rows[0]!.id, config.jwtSecret);
      const listed = challengeListResponseSchema.parse(
        (
          await app.inject({ url: '/api/challenge/list', headers: { authorization: `Bearer ${token}` } })
        ).json(),
      ).data;
      // Besides these, one challenge the lifecycle voided, for the demo player's inbox (demo-notifications.ts).
      expect(
        listed.filter((c) => c.voidReason !== undefined).map((c) => [c.gameId, c.title, c.voidReason]),
      ).toEqual([['valorant', 'Valorant Midweek Sprint', 'too_few_players']]);
      const list = listed.filter((c) => c.voidReason === undefined);
      const games = ['lol', 'cs2', 'dota2', 'valorant', 'brawlstars'];
      for (const gameId of games) {
        for (const type of ['main', 'free', 'daily', 'booster']) {
          const statuses = list.filter((c) => c.gameId === gameId && c.type === type).map((c) => c.status);
          expect(statuses.sort()).toEqual([0, 1, 2]);
        }
      }
      const finished = list.filter((c) => c.status === 2);
      expect(finished.every((c) => c.winners.length > 0)).toBe(true);
      expect(finished.filter((c) => c.type === 'main').every((c) => c.winners.length === 5)).toBe(true);
      // Joined: the current Premier Cup and the upcoming Open Weekend; played: the finished Premier Cup
      // (2nd of 13, a prize) and Daily Grind (7th), all Valorant.
      expect(
        list
          .filter((c) => c.isParticipating)
          .map((c) => [c.gameId, c.title, c.status])
          .sort(),
      ).toEqual(
        [
          ['valorant', 'Valorant Daily Grind', 2],
          ['valorant', 'Valorant Open Weekend', 0],
          ['valorant', 'Valorant Premier Cup', 1],
          ['valorant', 'Valorant Premier Cup', 2],
        ].sort(),
      );
      // Enrolment needs a linked account: the demo player has the sandbox Riot account ArenaDemo#EUW.
      const accounts = (
        await app.inject({
          url: '/api/users/profile/game-accounts',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ data: { connectedAccounts: { gameType: string; accountInfo: Record<string, unknown> }[] } }>();
      expect(accounts.data.connectedAccounts).toHaveLength(1);
      expect(accounts.data.connectedAccounts[0]).toMatchObject({
        gameType: 'Riot Games',
        accountInfo: { valGameName: 'ArenaDemo', valTagLine: 'EUW' },
      });
      const fees = await database.query<{ title: string }>(
        `select metadata ->> 'challengeTitle' as title from journal_transactions
         where type = 'entry_fee' and user_id = $1`,
        [rows[0]!.id],
      );
      expect(fees.rows).toEqual([{ title: 'Valorant Premier Cup' }, { title: 'Valorant Premier Cup' }]);
      // The operator's words only: the rules are the challenge's facts, told by its page (issue 34).
      expect(list.every((c) => /^<p>[^<]+<\/p>$/.test(c.description))).toBe(true);
      expect(list.filter((c) => c.prizes.length > 0).every((c) => c.prizes[0]!.title === '1st place')).toBe(
        true,
      );
      const prizes = await database.query(
        `select 1 from journal_transactions where type = 'prize' and description like 'Prize: %(rank %'`,
      );
      expect(prizes.rowCount).toBe(5 * (5 + 3 + 2));
      expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
      expect(await seedDemo({ info: () => {} }, database)).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('takes the rules an older seed wrote in English out of the descriptions, and nothing else', async () => {
    const sql = readFileSync(path.join(migrationsDir, '0033_seeded_rules_in_words.sql'), 'utf8');
    const blurb =
      '<p>One day, one leaderboard. Every Valorant match you start after joining counts towards your score.</p>';
    const seeded =
      '<ul><li>Duration: 24 hours</li><li>Entry fee: free</li><li>Games counted: your first 5</li>' +
      '<li>Ranking: total score, then fewer games, then earlier entry</li></ul>';
    const paid =
      '<ul><li>Duration: 72 hours</li><li>Entry fee: 1 GCoin</li><li>Games counted: unlimited</li>' +
      '<li>Ranking: total score, then fewer games, then earlier entry</li></ul>';
    const operators = '<ul><li><p>Duration: 24 hours</p></li><li><p>Bring a friend</p></li></ul>';
    const { rows } = await database.query<{ id: string }>(
      'select id from challenges order by start_time, id limit 3',
    );
    const [first, second, third] = rows.map((row) => row.id);
    const set = (id: string | undefined, description: string) =>
      database.query('update challenges set description = $2 where id = $1', [id, description]);
    await set(first, blurb + seeded);
    await set(second, paid);
    await set(third, blurb + operators);
    await database.query(sql);
    const after = await database.query<{ id: string; description: string }>(
      'select id, description from challenges where id = any($1::uuid[])',
      [[first, second, third]],
    );
    const byId = new Map(after.rows.map((row) => [row.id, row.description]));
    expect([byId.get(first!), byId.get(second!), byId.get(third!)]).toEqual([blurb, '', blurb + operators]);
  });
});
