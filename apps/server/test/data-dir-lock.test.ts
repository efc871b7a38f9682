import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { openPGliteDatabase } from '../src/db/pglite-database';
import { copyPGliteTemplate } from './support/test-db';

// Always PGlite: the lock guards the embedded engine's directory, whatever DATABASE_URL says.
describe('the PGlite data-directory lock', () => {
  it('refuses a second opener while the first is open, and frees the directory on close', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'arena-lock-')), 'nested/data');
    const first = await openPGliteDatabase(dataDir);
    const lockFile = path.join(dataDir, 'arena.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));

    const second = openPGliteDatabase(dataDir);
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `is in use by process ${process.pid}; two processes must never open the same PGlite directory`,
    );
    expect((await first.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const reopened = await openPGliteDatabase(dataDir);
    expect((await reopened.query('select 1')).rowCount).toBe(1);
    await reopened.close();
  });

  it('takes over a stale lock left by a process that is gone', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-lock-'));
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dataDir, 'arena.lock'), `${gone}\n`);
    await copyPGliteTemplate(dataDir);

    const database = await openPGliteDatabase(dataDir);

    expect(readFileSync(path.join(dataDir, 'arena.lock'), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
    expect(existsSync(path.join(dataDir, 'arena.lock'))).toBe(false);
  });

  it('refuses a lock held by another live process', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-lock-'));
    // PID 1 is always alive (init), standing in for another server.
    writeFileSync(path.join(dataDir, 'arena.lock'), '1\n');

    await expect(openPGliteDatabase(dataDir)).rejects.toThrow('is in use by process 1;');
    expect(readFileSync(path.join(dataDir, 'arena.lock'), 'utf8').trim()).toBe('1');
  });
});
