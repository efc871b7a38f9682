// The posting function and the audit (docs/decisions/0009-ledger.md), on PGlite or, with
// DATABASE_URL, on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemAccount, userAccount } from '../src/ledger/accounts';
import { auditLedger } from '../src/ledger/audit';
import { IdempotencyConflict, InsufficientFunds, InvalidPosting } from '../src/ledger/ledger-errors';
import { post } from '../src/ledger/post';
import { creditPrize } from '../src/ledger/prizes';
import { readWallet } from '../src/wallet/wallet-repository';
import { createTestDatabase, type TestDatabase } from './support/test-db';
import { insertTestUser } from './support/users-fixtures';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const newUserId = async () => (await insertTestUser(database, 'x'.repeat(40))).id;

async function counts() {
  const { rows } = await database.query<{ transactions: unknown; entries: unknown; wallets: unknown }>(
    `select (select count(*) from journal_transactions) as transactions,
            (select count(*) from journal_entries) as entries,
            (select count(*) from wallets) as wallets`,
  );
  const row = rows[0]!;
  return {
    transactions: Number(row.transactions),
    entries: Number(row.entries),
    wallets: Number(row.wallets),
  };
}

async function entrySums(transactionId: string) {
  const { rows } = await database.query<{ currency: string; total: unknown }>(
    `select currency, sum(amount) as total from journal_entries where transaction_id = $1
     group by currency order by currency`,
    [transactionId],
  );
  return rows.map((row) => ({ currency: row.currency, total: Number(row.total) }));
}

describe('post', () => {
  it('writes entries that sum to zero per currency and records balance_after on user accounts', async () => {
    const userId = await newUserId();
    const result = await database.transaction((tx) =>
      post(tx, {
        type: 'prize',
        idempotencyKey: `test:${userId}:1`,
        userId,
        description: 'A prize',
        metadata: { challengeId: 'c1' },
        lines: [
          { account: userAccount(userId, 'crystal'), amount: 700 },
          { account: systemAccount('prizes', 'crystal'), amount: -700 },
        ],
      }),
    );
    expect(result.alreadyPosted).toBe(false);
    expect(result.userEntries).toEqual([{ userId, currency: 'crystal', amount: 700, balanceAfter: 700 }]);
    expect(await entrySums(result.transactionId)).toEqual([{ currency: 'crystal', total: 0 }]);
    const { rows } = await database.query<{ amount: unknown; balance_after: unknown; kind: string }>(
      `select e.amount, e.balance_after, a.kind from journal_entries e join ledger_accounts a on a.id = e.account_id
       where e.transaction_id = $1 order by e.amount`,
      [result.transactionId],
    );
    expect(
      rows.map((row) => [
        Number(row.amount),
        row.balance_after === null ? null : Number(row.balance_after),
        row.kind,
      ]),
    ).toEqual([
      [-700, null, 'system'],
      [700, 700, 'user_crystal'],
    ]);
    expect(await readWallet(database, userId)).toEqual({
      gCoinsAvailable: 0,
      crystalsAvailable: 700,
      referralRewardClaimed: false,
    });
  });

  it('refuses lines that do not balance and writes nothing', async () => {
    const userId = await newUserId();
    const before = await counts();
    await expect(
      database.transaction((tx) =>
        post(tx, {
          type: 'prize',
          idempotencyKey: `test:${userId}:unbalanced`,
          userId,
          description: 'Unbalanced',
          lines: [
            { account: userAccount(userId, 'crystal'), amount: 10 },
            { account: systemAccount('prizes', 'crystal'), amount: -9 },
          ],
        }),
      ),
    ).rejects.toThrow(InvalidPosting);
    // Balanced in total but not per currency.
    await expect(
      database.transaction((tx) =>
        post(tx, {
          type: 'crystal_exchange',
          idempotencyKey: `test:${userId}:cross`,
          userId,
          description: 'Cross currency',
          lines: [
            { account: userAccount(userId, 'gcoin'), amount: 1 },
            { account: systemAccount('exchange', 'crystal'), amount: -1 },
          ],
        }),
      ),
    ).rejects.toThrow(/gcoin lines sum to 1/);
    expect(await counts()).toEqual(before);
  });

  it('posts a key once: the second posting returns the first result and writes nothing', async () => {
    const userId = await newUserId();
    const first = await creditPrize(database, { userId, challengeId: 'ch-1', crystals: 300, xp: 40 });
    const before = await counts();
    const second = await creditPrize(database, { userId, challengeId: 'ch-1', crystals: 300, xp: 40 });
    expect(second).toEqual({ transactionId: first.transactionId, alreadyCredited: true });
    expect(first.alreadyCredited).toBe(false);
    expect(await counts()).toEqual(before);
    expect((await readWallet(database, userId)).crystalsAvailable).toBe(300);
    const { rows } = await database.query<{ xp_total: unknown }>('select xp_total from users where id = $1', [
      userId,
    ]);
    expect(Number(rows[0]?.xp_total)).toBe(40);
  });

  it('refuses a key already used by another user', async () => {
    const [alice, bob] = [await newUserId(), await newUserId()];
    const posting = (userId: string) => ({
      type: 'prize' as const,
      idempotencyKey: 'test:shared-key',
      userId,
      description: 'Shared',
      lines: [
        { account: userAccount(userId, 'crystal'), amount: 5 },
        { account: systemAccount('prizes', 'crystal'), amount: -5 },
      ],
    });
    await database.transaction((tx) => post(tx, posting(alice)));
    await expect(database.transaction((tx) => post(tx, posting(bob)))).rejects.toThrow(IdempotencyConflict);
    expect((await readWallet(database, bob)).crystalsAvailable).toBe(0);
  });

  it('refuses a debit larger than the balance with InsufficientFunds and rolls back', async () => {
    const userId = await newUserId();
    await creditPrize(database, { userId, challengeId: 'ch-2', crystals: 100 });
    const before = await counts();
    const failure = await database
      .transaction((tx) =>
        post(tx, {
          type: 'withdrawal',
          idempotencyKey: `test:${userId}:withdraw`,
          userId,
          description: 'Too much',
          lines: [
            { account: userAccount(userId, 'crystal'), amount: -101 },
            { account: systemAccount('payouts', 'crystal'), amount: 101 },
          ],
        }),
      )
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InsufficientFunds);
    expect(failure).toMatchObject({ currency: 'crystal', required: 101, available: 100 });
    expect(await counts()).toEqual(before);
  });
});

describe('auditLedger', () => {
  it('passes on a consistent ledger and finds a corrupted wallet and a lopsided transaction', async () => {
    const userId = await newUserId();
    const prize = await creditPrize(database, { userId, challengeId: 'ch-audit', crystals: 550 });
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });

    await database.query('update wallets set gcoins = gcoins + 3 where user_id = $1', [userId]);
    const corrupted = await auditLedger(database);
    expect(corrupted.ok).toBe(false);
    expect(corrupted.problems).toEqual([
      `wallet of user ${userId}: holds 3 GCoins and 550 crystals, its entries sum to 0 GCoins and 550 crystals (2 of 2 accounts)`,
    ]);
    await database.query('update wallets set gcoins = gcoins - 3 where user_id = $1', [userId]);

    await database.query(
      `update journal_entries set amount = amount - 1
       where transaction_id = $1 and balance_after is null`,
      [prize.transactionId],
    );
    const lopsided = await auditLedger(database);
    expect(lopsided.problems).toEqual([
      `journal transaction ${prize.transactionId}: crystal entries sum to -1, not 0`,
    ]);
    await database.query(
      `update journal_entries set amount = amount + 1
       where transaction_id = $1 and balance_after is null`,
      [prize.transactionId],
    );
    expect((await auditLedger(database)).ok).toBe(true);
  });
});
