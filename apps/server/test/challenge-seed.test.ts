// Demo challenges (SEED_DEMO): every game has every type in every status, finished ones were
// finished through the real path (winners, prizes in the ledger), and the demo player is enrolled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { challengeListResponseSchema } from '@arena/contract';
import { buildApp } from '../src/app';
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
      expect(list.every((c) => c.description.startsWith('<p>') && c.description.includes('<ul>'))).toBe(true);
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
});
