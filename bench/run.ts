// Benchmarks that print figures (numbers go to docs/benchmarks.md with the command that produced them).
// Usage: npm run bench            (all)
//        npm run bench -- http    (HTTP throughput of the real server on PGlite)
//        npm run bench -- bundle  (what the landing page downloads, gzip)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open-database';
import { buildSiteIfStale, repoRoot } from '../scripts/site-build.mjs';
import { landingBundle } from './support/bundle';
import { percentile } from './support/engines';

async function load(url: string, connections: number, seconds: number) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          const answer = await fetch(url, {
            headers: { accept: 'text/html,application/json', 'accept-encoding': 'br' },
          });
          await answer.arrayBuffer();
          if (!answer.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

async function benchHttp() {
  buildSiteIfStale({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }, repoRoot);
  const database = await openDatabase(config);
  await migrate(database);
  const app = await buildApp(config, { database });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  console.info(
    `HTTP on ${database.engine}, 50 connections, 5 s each, same process as the load (2 cores shared)`,
  );
  for (const route of ['/api/health', '/', '/challenges']) {
    const figures = await load(`${address}${route}`, 50, 5);
    console.info(
      `  GET ${route.padEnd(12)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.p50} ms  p99 ${figures.p99} ms  errors ${figures.errors}`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

function benchBundle() {
  buildSiteIfStale({ quiet: true });
  let total = 0;
  console.info('Landing page JavaScript and CSS (gzip -9):');
  for (const { name, size } of landingBundle(path.join(repoRoot, 'apps/site/dist'))) {
    total += size;
    console.info(`  ${name.padEnd(48)} ${(size / 1024).toFixed(1).padStart(7)} kB`);
  }
  console.info(`  total ${(total / 1024).toFixed(1)} kB gzip`);
}

const which = process.argv[2] ?? 'all';
if (which === 'all' || which === 'bundle') benchBundle();
if (which === 'all' || which === 'http') await benchHttp();
