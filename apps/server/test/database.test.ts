import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSafeInteger } from '../src/db/safe-integer';
import { createTestDatabase, type TestDatabase } from './support/test-db';

describe('the Database interface', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.exec('create table counters (name text primary key, amount bigint not null)');
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs parameterised queries and reports changed rows', async () => {
    await database.query('insert into counters (name, amount) values ($1, $2), ($3, $4)', ['a', 1, 'b', 2]);

    const updated = await database.query('update counters set amount = amount + 1 where amount >= $1', [2]);
    const selected = await database.query<{ name: string }>('select name from counters order by name');

    expect(updated.rowCount).toBe(1);
    expect(selected).toEqual({ rows: [{ name: 'a' }, { name: 'b' }], rowCount: 2 });
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await database.transaction(async (tx) => {
      await tx.query(`insert into counters (name, amount) values ('committed', 1)`);
    });
    await expect(
      database.transaction(async (tx) => {
        await tx.query(`insert into counters (name, amount) values ('rolled back', 1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');

    const { rows } = await database.query<{ name: string }>(
      `select name from counters where name in ('committed', 'rolled back')`,
    );
    expect(rows).toEqual([{ name: 'committed' }]);
  });

  it('never lets a concurrent statement run inside another request’s transaction', async () => {
    let inside!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (inside = resolve));
    const failing = database.transaction(async (tx) => {
      await tx.query(`insert into counters (name, amount) values ('tx', 1)`);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await transactionStarted;
    // Sent while the transaction is open: it must not be swept away by the rollback.
    const concurrent = database.query(`insert into counters (name, amount) values ('outside', 1)`);

    await expect(failing).rejects.toThrow('roll back');
    await concurrent;
    const { rows } = await database.query<{ name: string }>(
      `select name from counters where name in ('tx', 'outside')`,
    );
    expect(rows).toEqual([{ name: 'outside' }]);
  });

  it('returns bigint amounts that toSafeInteger turns into numbers', async () => {
    const { rows } = await database.query<{
      small: unknown;
      largest: unknown;
      negative: unknown;
      beyond: unknown;
    }>(
      `select 42::bigint as small, 9007199254740991::bigint as largest, (-5)::bigint as negative,
              9007199254740992::bigint as beyond`,
    );
    const row = rows[0]!;

    expect(toSafeInteger(row.small)).toBe(42);
    expect(toSafeInteger(row.largest)).toBe(Number.MAX_SAFE_INTEGER);
    expect(toSafeInteger(row.negative)).toBe(-5);
    expect(() => toSafeInteger(row.beyond, 'balance')).toThrow('balance is not a safe integer');
  });
});

describe('toSafeInteger', () => {
  it.each([
    [12, 12],
    ['12', 12],
    ['-3', -3],
    [12n, 12],
    [-9007199254740991n, -9007199254740991],
  ])('converts %s', (value, expected) => {
    expect(toSafeInteger(value)).toBe(expected);
  });

  it.each([1.5, '1.5', 'abc', '', null, undefined, 2 ** 53, 9007199254740993n, '9007199254740993'])(
    'refuses %s',
    (value) => {
      expect(() => toSafeInteger(value)).toThrow();
    },
  );
});
