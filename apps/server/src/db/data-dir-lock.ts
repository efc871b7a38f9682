// Two processes must never open the same PGlite directory: it corrupts it beyond repair
// (ARCHITECTURE.md "Database"). The owner holds `DATA_DIR/arena.lock`, created exclusively and
// holding its pid; a lock whose pid is no longer alive was left by a crash and is taken over.
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}; two processes must never open the same ` +
        'PGlite directory. Stop that process, or set DATA_DIR to another directory.',
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'arena.lock');
  const pid = process.pid;
  // Two attempts: the second follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${pid}\n`, { flag: 'wx', mode: 0o600 });
      return { file, release: () => releaseLock(file, pid) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (owner !== undefined && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
    removeIfExists(file);
  }
  throw new Error(`Could not take the lock ${file}: another process keeps creating it`);
}

function releaseLock(file: string, pid: number) {
  // Only remove our own lock: never one a later owner took over.
  if (readOwner(file) === pid) removeIfExists(file);
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfExists(file: string) {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
