// The product's app on a benchmark's database, quiet, with no site to serve (bench/challenges.ts reads,
// bench/signed-in.ts).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/database';

export function buildBenchApp(database: Database, dataDir: string): Promise<FastifyInstance> {
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SITE_DIR: path.join(dataDir, 'no-site'),
      JWT_SECRET: 'b'.repeat(48),
    },
    dataDir,
  );
  return buildApp(config, { database });
}
