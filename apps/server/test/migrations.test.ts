import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../src/db/migrate';
import { createTestDatabase, type TestDatabase } from './support/test-db';

describe('migrations', () => {
  let database: TestDatabase;

  beforeEach(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterEach(async () => {
    await database.close();
  });

  it('applies every migration once, in order, and a re-run is a no-op', async () => {
    const all = loadMigrations().map((migration) => migration.name);
    expect(all[0]).toBe('0001_app_settings.sql');

    expect(await migrate(database)).toEqual(all);
    expect(await migrate(database)).toEqual([]);

    const { rows } = await database.query<{ name: string }>(
      'select name from schema_migrations order by version',
    );
    expect(rows.map((row) => row.name)).toEqual(all);
    await database.query(`insert into app_settings (key, value) values ('greeting', '"hello"')`);
    expect((await database.query('select value from app_settings')).rows).toEqual([{ value: 'hello' }]);
  });

  it('applies each migration exactly once when two instances start together', async () => {
    const other = await database.secondHandle();
    try {
      const [first, second] = await Promise.all([migrate(database), migrate(other)]);

      expect([...first, ...second].sort()).toEqual(loadMigrations().map((migration) => migration.name));
      expect((await database.query('select 1 from schema_migrations')).rowCount).toBe(
        loadMigrations().length,
      );
    } finally {
      await other.close();
    }
  });

  it('rolls back a failing migration and leaves no trace of it', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'arena-migrations-'));
    writeFileSync(path.join(directory, '0001_good.sql'), 'create table good (id integer primary key);');
    writeFileSync(
      path.join(directory, '0002_bad.sql'),
      'create table bad (id integer); select no_such_function();',
    );

    await expect(migrate(database, loadMigrations(directory))).rejects.toThrow(/no_such_function/);

    const { rows } = await database.query<{ name: string }>('select name from schema_migrations');
    expect(rows).toEqual([{ name: '0001_good.sql' }]);
    const tables = await database.query(`select 1 from information_schema.tables where table_name = 'bad'
      and table_schema = current_schema()`);
    expect(tables.rowCount).toBe(0);
  });

  it('refuses to start when an applied migration was edited', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'arena-migrations-'));
    writeFileSync(path.join(directory, '0001_first.sql'), 'create table first (id integer);');
    await migrate(database, loadMigrations(directory));
    writeFileSync(path.join(directory, '0001_first.sql'), 'create table first (id bigint);');

    await expect(migrate(database, loadMigrations(directory))).rejects.toThrow(
      'Migration 0001_first.sql changed after it was applied',
    );
  });

  it('refuses a badly named migration file', () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'arena-migrations-'));
    writeFileSync(path.join(directory, 'add-users.sql'), 'select 1;');

    expect(() => loadMigrations(directory)).toThrow('add-users.sql must be named NNNN_lower_snake_name.sql');
  });
});
