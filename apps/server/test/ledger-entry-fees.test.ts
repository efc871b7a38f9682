// debitEntryFee: GCoins to the entry_fees account once per challenge and player, never below zero.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../src/ledger/audit';
import { debitEntryFee } from '../src/ledger/entry-fees';
import { InsufficientFunds, InvalidPosting } from '../src/ledger/ledger-errors';
import { readWallet } from '../src/wallet/wallet-repository';
import { insertPlayers } from './support/challenge-fixtures';
import { createTestDatabase, type TestDatabase } from './support/test-db';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe('debitEntryFee', () => {
  it('debits once per key, refuses a short wallet, and keeps the ledger balanced', async () => {
    const [player] = await insertPlayers(database, 'x'.repeat(40), 1, { gCoins: 2 });
    const userId = player!.id;
    const fee = { userId, challengeId: 'c-1', gCoins: 1 };
    const results = await Promise.all([debitEntryFee(database, fee), debitEntryFee(database, fee)]);
    expect(results.filter((r) => !r.alreadyDebited)).toHaveLength(1);
    expect(results.map((r) => r.gCoinsAfter)).toEqual([1, 1]);
    await expect(debitEntryFee(database, { userId, challengeId: 'c-2', gCoins: 5 })).rejects.toBeInstanceOf(
      InsufficientFunds,
    );
    expect(() => debitEntryFee(database, { userId, challengeId: 'c-3', gCoins: 0 })).toThrow(InvalidPosting);
    expect((await readWallet(database, userId)).gCoinsAvailable).toBe(1);
    expect(await auditLedger(database)).toEqual({ ok: true, problems: [] });
  });
});
