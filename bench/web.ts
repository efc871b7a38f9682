// What a player on a phone meets (issue 15, docs/benchmarks.md "Web pages"): Lighthouse's performance
// audit with its mobile defaults (Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in
// Debian's Chromium, against the real server (the built site, demo data on PGlite in a temporary
// directory), for every public page a visitor opens. Prints the median of BENCH_RUNS runs (3) per page:
// score, LCP, CLS, TBT, FCP, the server's response time and the JavaScript transferred. Each page is
// requested twice just before each run, so Lighthouse meets a warm server (the rendered page, its
// smaller brotli and the public reads kept for their 5 s bound), as a visitor of a page others are
// reading does.
// Usage: npm run bench:web            (English)
//        BENCH_LANG=ar npm run bench:web   (the Arabic pages, through the language cookie)
//        BENCH_SHIFTS=1 BENCH_RUNS=1 npm run bench:web   (also prints the elements that shifted)
//        BENCH_PAGES=/public-profile,/about npm run bench:web   (only the pages starting so)
//        BENCH_SCRIPTS=1 npm run bench:web   (also prints every script transferred)
//        BENCH_LCP=1 BENCH_RUNS=1 npm run bench:web   (also prints the largest paint's element and phases)
//        BENCH_LANTERN=1 BENCH_RUNS=1 npm run bench:web   (also prints what ends last in the simulated LCP)
//        BENCH_SIGNED_IN=1 npm run bench:web   (a signed-in player's pages instead: the demo player signs in
//                                               through the API and the browser is given the session,
//                                               support/signed-in.ts; combine with BENCH_LANG, BENCH_PAGES,
//                                               BENCH_SHIFTS)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open-database';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { buildSiteIfStale, repoRoot } from '../scripts/site-build.mjs';
import {
  audit,
  choosePages,
  chromePath,
  demoIds,
  launchChrome,
  median,
  type Figures,
} from './support/lighthouse';
import { freshSession } from './support/signed-in';
import type { BrowserSession } from './support/signed-in';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const language = process.env.BENCH_LANG ?? 'en';
const signedIn = Boolean(process.env.BENCH_SIGNED_IN);

async function main() {
  buildSiteIfStale({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bench-web-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }, repoRoot);
  const database = await openDatabase(config);
  await migrate(database);
  await seedDemo({ info: () => {} }, database);
  const app = await buildApp(config, { database });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const chrome = await launchChrome();
  try {
    const { challengeId, playerId } = await demoIds(origin);
    // Signed out, `/challenges` is the server's join page (a visitor is sent there); signed in, it is the
    // single-page app every player opens first.
    const chosen = choosePages(
      signedIn
        ? ['/challenges', `/challenge/${challengeId}`, '/wallet', '/notifications', '/profile']
        : ['/', '/about', '/join', '/challenges', `/challenge/${challengeId}`, `/public-profile/${playerId}`],
    );
    let session: BrowserSession | null = null;
    console.info(
      `Lighthouse mobile defaults, Chromium ${chromePath}, ${language}${signedIn ? ', signed in (demo player)' : ''}, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`,
    );
    console.info(
      '| page | score | LCP | CLS | TBT | FCP | server | JS transferred |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of chosen) {
      // A run Lighthouse could not record (e.g. NO_NAVSTART) is run again, up to as many extra times as
      // BENCH_RUNS, so the median is of recorded runs only.
      const figures: Figures[] = [];
      for (let attempt = 0; figures.length < runs && attempt < runs * 2; attempt += 1) {
        if (signedIn) session = await freshSession(origin, session);
        const recorded = await audit(`${origin}${page}`, chrome.port, language, session);
        if (recorded) figures.push(recorded);
      }
      if (figures.length === 0) {
        console.info(`| \`${page}\` | no run recorded in ${runs * 2} attempts |`);
        continue;
      }
      const pick = (key: keyof Figures) => median(figures.map((f) => f[key]));
      console.info(
        `| \`${page.replace(challengeId, ':id').replace(playerId, ':id')}\` | ${pick('score')} | ${(pick('lcp') / 1000).toFixed(2)} s | ${pick('cls').toFixed(3)} | ${Math.round(pick('tbt'))} ms | ${(pick('fcp') / 1000).toFixed(2)} s | ${Math.round(pick('ttfb'))} ms | ${pick('scriptKiB').toFixed(1)} KiB |`,
      );
    }
  } finally {
    chrome.kill();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
