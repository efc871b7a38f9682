import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, type Config } from '../../src/config';

/** The data directories this worker made, removed after each test file (a run left hundreds in /tmp). */
const dataDirs = new Set<string>();
export function removeTestDataDirs() {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs.clear();
}

/** A config as main.ts would load it, in a fresh temporary DATA_DIR, logging nothing. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-test-data-'));
  dataDirs.add(dataDir);
  return loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SITE_DIR: path.join(dataDir, 'no-site'),
      // Tests send many requests from one address; rate-limits.test.ts sets 1 to test the real limits.
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    dataDir,
  );
}
