// How `npm test` splits the e2e journeys between its two shards (scripts/test.mjs, decision 0074): by time,
// not by Vitest's hash of the path. The journeys take 11 s to 129 s each and the last shard's lane also runs
// the server suite, so an even count of files left one lane ~300 s longer than the other (CI: shard 1
// 816 s; shard 2 669 s + the server suite 310 s). Longest first, each onto the lane with the least work so
// far, the server suite counted on the last lane. The seconds are a CI run's (tests/e2e/journey-seconds.json,
// refreshed when a journey is added or changes much); a journey not in it counts as the median.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server suite's time on PostgreSQL in CI, after the last shard in that lane: 310 s when it ran mostly
 * alone, 403–457 s now that it overlaps the first lane's last files (CI runs of 79fdaab and f41044f).
 */
export const serverSuiteSeconds = 420;

const known = JSON.parse(
  readFileSync(fileURLToPath(new URL('../tests/e2e/journey-seconds.json', import.meta.url)), 'utf8'),
) as Record<string, number>;
const medianSeconds = (() => {
  const values = Object.values(known).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? 30;
})();

/** The files of each of `count` lanes, the journeys' file names and their expected seconds given. */
export function planShards<T>(files: readonly T[], nameOf: (file: T) => string, count: number): T[][] {
  const weight = (file: T) => known[nameOf(file)] ?? medianSeconds;
  const lanes = Array.from({ length: count }, (_, index) => ({
    load: index === count - 1 ? serverSuiteSeconds : 0,
    files: [] as T[],
  }));
  const ordered = [...files].sort((a, b) => weight(b) - weight(a) || nameOf(a).localeCompare(nameOf(b)));
  for (const file of ordered) {
    const lane = lanes.reduce((lightest, next) => (next.load < lightest.load ? next : lightest));
    lane.files.push(file);
    lane.load += weight(file);
  }
  return lanes.map((lane) => lane.files);
}

export class JourneySequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard;
    if (!shard) return files;
    const plan = planShards(files, (file) => path.basename(file.moduleId), shard.count);
    return plan[shard.index - 1] ?? [];
  }
}
