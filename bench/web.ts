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
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrate } from '../apps/server/src/db/migrate';
import { openDatabase } from '../apps/server/src/db/open-database';
import { seedDemo } from '../apps/server/src/seed/seed-demo';
import { buildSiteIfStale, repoRoot } from '../scripts/site-build.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const language = process.env.BENCH_LANG ?? 'en';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  scriptKiB: number;
  ttfb: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  buildSiteIfStale({ quiet: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bench-web-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' }, repoRoot);
  const database = await openDatabase(config);
  await migrate(database);
  await seedDemo({ info: () => {} }, database);
  const app = await buildApp(config, { database });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const list = (await (await fetch(`${origin}/api/challenge/list`)).json()) as { data: { id: string }[] };
    const board = (await (await fetch(`${origin}/api/public-profile/leaderboard`)).json()) as {
      data: { leaderboard: { id: string }[] };
    };
    const challengeId = list.data[0]?.id;
    const playerId = board.data.leaderboard[0]?.id;
    if (!challengeId || !playerId) throw new Error('the demo data has no challenge or no player');
    const pages = [
      '/',
      '/about',
      '/join',
      '/challenges',
      `/challenge/${challengeId}`,
      `/public-profile/${playerId}`,
    ];
    const only = (process.env.BENCH_PAGES ?? '').split(',').filter(Boolean);
    const chosen =
      only.length > 0
        ? pages.filter((page) =>
            only.some((start) => (start === '/' ? page === '/' : page.startsWith(start))),
          )
        : pages;
    console.info(
      `Lighthouse mobile defaults, Chromium ${chromePath}, ${language}, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}`,
    );
    console.info(
      '| page | score | LCP | CLS | TBT | FCP | server | JS transferred |\n| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const page of chosen) {
      // A run Lighthouse could not record (e.g. NO_NAVSTART) is run again, up to as many extra times as
      // BENCH_RUNS, so the median is of recorded runs only.
      const figures: Figures[] = [];
      for (let attempt = 0; figures.length < runs && attempt < runs * 2; attempt += 1) {
        const recorded = await audit(`${origin}${page}`, chrome.port);
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

async function audit(url: string, port: number): Promise<Figures | null> {
  // Twice, as by two readers: a page asked for again is sent with its smaller brotli once that is made
  // (http/server-render.ts sendHtml), ~0.1 s later.
  for (let reader = 0; reader < 2; reader++) {
    await fetch(url, {
      headers: {
        accept: 'text/html',
        'accept-encoding': 'br',
        cookie: `arena_lang=${language}`,
        'accept-language': language,
      },
    }).then((answer) => answer.arrayBuffer());
  }
  await new Promise((resolve) => setTimeout(resolve, 300));
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: `arena_lang=${language}`, 'Accept-Language': language },
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) {
    console.info(`    ${url}: Lighthouse ${runtimeError.code} ${runtimeError.message} (run again)`);
    return null;
  }
  const numeric = (id: string) => Number(audits[id]?.numericValue ?? Number.NaN);
  const requests = (
    audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  if (process.env.BENCH_SCRIPTS) {
    // Which scripts were transferred (BENCH_SCRIPTS=1), to find what a page loads that it need not.
    for (const item of (requests ?? []) as { resourceType?: string; transferSize?: number; url?: string }[])
      if (item.resourceType === 'Script')
        console.info(`    ${((item.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KiB ${item.url ?? ''}`);
  }
  if (process.env.BENCH_SHIFTS) {
    // What moved (BENCH_SHIFTS=1): Lighthouse's layout-shift culprits, to find what to size.
    const shifts = (
      audits['layout-shifts']?.details as { items?: { score?: number; node?: { snippet?: string } }[] }
    )?.items;
    for (const shift of shifts ?? []) {
      console.info(`    shift ${shift.score?.toFixed(3)} ${shift.node?.snippet?.slice(0, 140) ?? ''}`);
    }
  }
  if (process.env.BENCH_TASKS) {
    // The main thread's long tasks (BENCH_TASKS=1), simulated: what the blocking time is made of.
    type Task = { url?: string; duration?: number; startTime?: number };
    const tasks = (audits['long-tasks']?.details as { items?: Task[] } | undefined)?.items ?? [];
    for (const task of tasks)
      console.info(
        `    long task ${Math.round(task.startTime ?? 0)} ms +${Math.round(task.duration ?? 0)} ms ${task.url ?? ''}`,
      );
    type Work = { groupLabel?: string; duration?: number };
    const work =
      (audits['mainthread-work-breakdown']?.details as { items?: Work[] } | undefined)?.items ?? [];
    console.info(
      `    main thread: ${work.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`,
    );
  }
  if (process.env.BENCH_LCP) {
    const observed = (audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
      ?.items?.[0];
    console.info(
      `    observed (unthrottled): FCP ${Math.round(observed?.observedFirstContentfulPaint ?? 0)} ms, LCP ${Math.round(observed?.observedLargestContentfulPaint ?? 0)} ms, load ${Math.round(observed?.observedLoad ?? 0)} ms`,
    );
    // What the largest paint was and where its time went (BENCH_LCP=1), from Lighthouse's LCP breakdown
    // insight: the element, then its subparts (time to first byte, resource load delay and duration,
    // element render delay), as observed (unthrottled), not simulated.
    type Row = { label?: string; duration?: number };
    type Part = { type: string; items?: Row[]; snippet?: string; nodeLabel?: string };
    const details = audits['lcp-breakdown-insight']?.details as { items?: Part[] } | undefined;
    for (const part of details?.items ?? []) {
      if (part.type === 'node')
        console.info(`    lcp element ${part.snippet ?? ''} "${part.nodeLabel ?? ''}"`);
      for (const row of part.items ?? [])
        console.info(`    lcp ${row.label}: ${Math.round(row.duration ?? 0)} ms`);
    }
  }
  if (process.env.BENCH_LANTERN) {
    // Why the simulated LCP is what it is (BENCH_LANTERN=1): Lighthouse's mobile figures are a simulation
    // (Lantern) of the observed load on a slow 4G link and a 4x slower CPU, and its LCP is when the last
    // request or task before the observed largest paint ends there. The six ending last, with their
    // simulated start and end (network: the path and bytes transferred; cpu: the observed task length).
    type Timing = { startTime: number; endTime: number };
    type GraphNode = { type: string; duration?: number; request?: { url: string; transferSize: number } };
    const timings = (Simulator.allNodeTimings as Map<string, Map<GraphNode, Timing>>).get(
      'optimisticLargestContentfulPaint',
    );
    const rows = [...(timings ?? [])].sort(([, a], [, b]) => b.endTime - a.endTime).slice(0, 6);
    for (const [node, timing] of rows) {
      const what = node.request
        ? `${new URL(node.request.url).pathname} ${(node.request.transferSize / 1024).toFixed(1)} KiB`
        : `cpu task ${Math.round((node.duration ?? 0) / 1000)} ms observed`;
      console.info(`    lantern ${Math.round(timing.startTime)}–${Math.round(timing.endTime)} ms ${what}`);
    }
  }
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    fcp: numeric('first-contentful-paint'),
    scriptKiB: scriptBytes / 1024,
    ttfb: numeric('server-response-time'),
  };
}

await main();
